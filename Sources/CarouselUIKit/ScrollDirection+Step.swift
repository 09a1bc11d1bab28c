#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    import Carousel

    extension UIAccessibilityScrollDirection {
        /// The move a three-finger swipe this way asks of a carousel along `axis`, laid out in
        /// `layoutDirection`: 1 (the next item), -1 (the previous one), or `nil` for a swipe
        /// across the carousel's axis, which belongs to a view around it (the table the carousel is a row of).
        ///
        /// The direction is the fingers': a swipe to the left brings in what lies on the right,
        /// the next item left to right and the previous one right to left; a swipe up brings in
        /// the next item of a vertical carousel. `.next` and `.previous` need no axis.
        func carouselStep(
            axis: CarouselGeometry.Axis, layoutDirection: CarouselGeometry.LayoutDirection
        ) -> Int? {
            if self == .next { return 1 }
            if self == .previous { return -1 }
            // The side the swipe brings in, across from the fingers' way. Comparisons, not a
            // switch: UIKit's enumeration is open (a switch would need an `@unknown default`)
            // and the stand-in's is not (it would warn about that default).
            let broughtIn: [(Self, ScreenSide)] = [
                (.left, .right), (.right, .left), (.up, .bottom), (.down, .top),
            ]
            return broughtIn.first { $0.0 == self }?.1
                .step(axis: axis, layoutDirection: layoutDirection)
        }
    }
#endif
