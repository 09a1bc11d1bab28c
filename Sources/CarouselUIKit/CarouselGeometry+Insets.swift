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

    extension CarouselGeometry {
        /// The layout of a ``CarouselView`` `viewLength` long along `axis`: the current item and
        /// `neighbors - 1` whole neighbors on each side fill it but for `itemInset` at each
        /// end, `spacing` apart, and the next neighbors peek in from the insets.
        ///
        /// The item length is `(viewLength - 2 * itemInset - (2r - 2) * spacing) / (2r - 1)`: for
        /// one neighbor, the view's length less the two insets.
        ///
        /// - Throws: what the geometry's own initializer throws for that item length: the view
        ///   is too short for its items, or an inset of half a page or more would let a drag
        ///   show past the outermost neighbors.
        init(
            viewLength: CGFloat, itemInset: CGFloat, spacing: CGFloat, axis: Axis,
            layoutDirection: LayoutDirection, neighbors: Int
        ) throws(CarouselError) {
            let wholeItems = CGFloat(2 * neighbors - 1)
            let itemLength = (viewLength - 2 * itemInset - (wholeItems - 1) * spacing) / wholeItems
            try self.init(
                viewportLength: Double(viewLength), itemLength: Double(itemLength),
                spacing: Double(spacing), axis: axis, layoutDirection: layoutDirection,
                neighbors: neighbors)
        }
    }
#endif
