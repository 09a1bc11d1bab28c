#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    import Carousel

    /// What one turn of a mouse's wheel does to a ``CarouselView``: the decisions, without a
    /// UIKit call, so that tests state them on their own.
    ///
    /// A wheel gesture (the system begins one when the wheel starts to turn and ends it when the
    /// wheel pauses) moves the carousel one item, once, at its first move along the axis. A
    /// wheel has no speed to glide from, and its steps are tens of points where an item is
    /// hundreds: followed point by point under paging, a turn would spring back to where it
    /// started. A gesture mostly across the axis is not the carousel's: the view around it
    /// (the list the carousel is a row of) scrolls.
    ///
    /// The translation is the system's, already in the user's scrolling direction (natural or
    /// not), and moves the content as a finger's drag would: content pulled toward the start
    /// of the axis brings in the next item, mirrored right to left.
    struct WheelGesture: Equatable {
        /// The carousel's axis, and its layout direction (which a vertical one ignores).
        var axis: CarouselGeometry.Axis
        var layoutDirection: CarouselGeometry.LayoutDirection
        /// Whether the gesture has moved the carousel.
        private(set) var hasStepped = false

        /// A gesture on a carousel along `axis`, laid out in `layoutDirection`.
        init(axis: CarouselGeometry.Axis, layoutDirection: CarouselGeometry.LayoutDirection) {
            self.axis = axis
            self.layoutDirection = layoutDirection
        }

        /// Whether a gesture whose first move is `translation` is the carousel's: strictly more
        /// along the axis than across it (a diagonal one belongs to the view around it).
        func begins(translation: CGPoint) -> Bool {
            let oriented = axis.oriented(translation)
            return Double(oriented.x).magnitude > Double(oriented.y).magnitude
        }

        /// The move the gesture asks for now that it has moved `translation` since it began: 1
        /// (the next item) or -1 (the previous one) the first time it has moved along the axis,
        /// `nil` before and ever after.
        mutating func step(translation: CGPoint) -> Int? {
            let along = Double(axis.oriented(translation).x)
            // Not finite: a broken event, which moves nothing.
            guard !hasStepped, along != 0, along.isFinite else { return nil }
            hasStepped = true
            // Content pulled toward the start of the axis brings in what lies at its end.
            let broughtIn: ScreenSide =
                switch (axis, along < 0) {
                case (.horizontal, true): .right
                case (.horizontal, false): .left
                case (.vertical, true): .bottom
                case (.vertical, false): .top
                }
            return broughtIn.step(axis: axis, layoutDirection: layoutDirection)
        }
    }
#endif
