// Shared with CarouselAppKit (a symbolic link there): nothing here is UIKit's or AppKit's alone.
// Each module compiles it where its framework is: Package.swift defines CAROUSEL_UIKIT for
// CarouselUIKit where UIKit's views exist, CAROUSEL_APPKIT for CarouselAppKit on the Mac.
#if CAROUSEL_UIKIT
    import UIKit
#elseif CAROUSEL_APPKIT
    import AppKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#elseif CAROUSEL_APPKIT_STAND_IN
    import AppKitStandIn
#endif

#if CAROUSEL_UIKIT || CAROUSEL_APPKIT || CAROUSEL_UIKIT_STAND_IN || CAROUSEL_APPKIT_STAND_IN
    import Carousel

    /// A side of the screen, as the user sees it. Every input that moves a carousel one item
    /// names a side in its own words (an arrow key, a focus heading, a swipe that brings in what
    /// lies on a side, a wheel that pulls the content toward one), and ``step(axis:layoutDirection:)``
    /// turns the side into the move: the one place that says where the next item lies.
    enum ScreenSide: CaseIterable {
        case left, right, top, bottom

        /// The side across from this one.
        var opposite: ScreenSide {
            switch self {
            case .left: .right
            case .right: .left
            case .top: .bottom
            case .bottom: .top
            }
        }

        /// The side the next item of a carousel along `axis`, laid out in `layoutDirection`,
        /// lies on: the right left to right, the left right to left, the bottom of a vertical
        /// carousel (which the layout direction does not flip).
        static func ofNextItem(
            axis: CarouselGeometry.Axis, layoutDirection: CarouselGeometry.LayoutDirection
        ) -> ScreenSide {
            switch (axis, layoutDirection) {
            case (.vertical, _): .bottom
            case (.horizontal, .leftToRight): .right
            case (.horizontal, .rightToLeft): .left
            }
        }

        /// The move toward this side on a carousel along `axis`, laid out in `layoutDirection`:
        /// 1 (the next item), -1 (the previous one), or `nil` for a side across the axis.
        func step(
            axis: CarouselGeometry.Axis, layoutDirection: CarouselGeometry.LayoutDirection
        ) -> Int? {
            let next = Self.ofNextItem(axis: axis, layoutDirection: layoutDirection)
            return self == next ? 1 : self == next.opposite ? -1 : nil
        }
    }
#endif
