#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    import Carousel

    /// What a carousel does with a focus update the focus engine proposes (tvOS, and the
    /// keyboard focus of iPadOS, Mac Catalyst and visionOS): the decision, without a UIKit call,
    /// so that tests state it on their own.
    ///
    /// The carousel has one focus stop, its current item (the current cell when the app's cell
    /// can be focused, else the view itself), and it is endless: focus never walks along it.
    /// - From the stop, a heading along the axis (a Siri Remote swipe) is refused and moves one
    ///   item instead; the focus stays on the current item.
    /// - A heading across the axis lets the focus leave, as does any heading when the carousel
    ///   cannot move (fewer than two items).
    /// - Focus that lands on an off-center cell (a peeking neighbor the app made focusable) is
    ///   sent on to the current item once it lands: UIKit honors an update an environment asks
    ///   for only while the focus is inside it.
    enum FocusUpdate: Equatable {
        /// Where a focused view is, seen from the carousel.
        enum Place: CaseIterable {
            /// Not in the carousel.
            case outside
            /// The carousel itself, or the current cell or a view inside it.
            case current
            /// An off-center cell, or a view inside one.
            case offCenter
        }

        /// The update goes ahead.
        case allow
        /// The update goes ahead, then the carousel asks for one to its current item.
        case redirect
        /// The update is refused; the carousel moves one item forward (1) or back (-1).
        case step(Int)

        /// The decision on an update in `heading` from a view at `from` to one at `to`, for a
        /// carousel along `axis`, laid out in `layoutDirection`, that can move
        /// (`isScrollable`) or not.
        init(
            heading: UIFocusHeading, from: Place, to: Place, axis: CarouselGeometry.Axis,
            layoutDirection: CarouselGeometry.LayoutDirection, isScrollable: Bool
        ) {
            guard isScrollable else {
                self = .allow
                return
            }
            if from != .outside,
                let step = heading.carouselStep(axis: axis, layoutDirection: layoutDirection)
            {
                self = .step(step)
            } else {
                self = to == .offCenter ? .redirect : .allow
            }
        }
    }

    extension UIFocusHeading {
        /// The item a focus movement this way asks a carousel along `axis`, laid out in
        /// `layoutDirection`, for: 1 (the next), -1 (the previous), or `nil` across the axis.
        /// The heading is the focus's own: right goes to the item on the right, the next one
        /// left to right and the previous one right to left; down goes to the next item of a
        /// vertical carousel. `.next` and `.previous` (Tab) leave, as across the axis.
        func carouselStep(
            axis: CarouselGeometry.Axis, layoutDirection: CarouselGeometry.LayoutDirection
        ) -> Int? {
            let sides: [(Self, ScreenSide)] = [
                (.left, .left), (.right, .right), (.up, .top), (.down, .bottom),
            ]
            for (heading, side) in sides where contains(heading) {
                if let step = side.step(axis: axis, layoutDirection: layoutDirection) {
                    return step
                }
            }
            return nil
        }
    }
#endif
