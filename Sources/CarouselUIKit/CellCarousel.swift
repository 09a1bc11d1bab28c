// Shared with CarouselAppKit (a symbolic link there): nothing here is UIKit's or AppKit's alone.
// Each module compiles it where its framework is: Package.swift defines CAROUSEL_UIKIT for
// CarouselUIKit where UIKit's views exist, CAROUSEL_APPKIT for CarouselAppKit on the Mac.
#if CAROUSEL_UIKIT || CAROUSEL_APPKIT || CAROUSEL_UIKIT_STAND_IN || CAROUSEL_APPKIT_STAND_IN
    import Carousel

    // What a view of cells starts from, before its first layout.

    extension CarouselGeometry {
        /// The layout before the first length a view's layout accepts: one point, nothing
        /// peeking.
        static func unlaidOut(neighbors: Int) -> CarouselGeometry {
            // Valid by the geometry's rules (0 < item <= viewport, neighbors clamped), so it
            // cannot throw.
            try! CarouselGeometry(viewportLength: 1, itemLength: 1, neighbors: neighbors)
        }
    }

    extension Carousel {
        /// A carousel of `items` at position 0 whose slot `id` is `cells[id]`, for a neighbor
        /// count already in `CarouselLimits.neighbors`.
        static func of(
            _ items: Storage, neighbors: Int, fewItems: FewItemsRule, reusePolicy: ReusePolicy,
            cells: [Slot]
        ) -> Carousel {
            // The neighbor count is in range, so it cannot throw.
            try! Carousel(
                items, neighbors: neighbors, fewItems: fewItems, reusePolicy: reusePolicy
            ) { cells[$0] }
        }
    }
#endif
