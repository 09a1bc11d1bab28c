#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    import Carousel

    extension CarouselView {
        /// How many items beyond those the cells hold the view asks ``prefetchItem`` to load,
        /// on the side it moves toward; 0, the default, turns prefetching off. Set it with
        /// ``setPrefetchDistance(_:)``.
        public var prefetchDistance: Int {
            coordinator.prefetchDistance
        }

        /// Prefetches the `distance` items just beyond those the cells hold (the current item
        /// and its neighbors, on screen or peeking), on the side the view last moved toward:
        /// drags, glides, slides and jumps alike, as a collection view's
        /// `prefetchItemsAt` does. ``prefetchItem`` is called once for each item that comes
        /// into that run, and ``cancelPrefetchingItem`` for each that leaves it without coming
        /// into a cell (the view turned back, jumped away, or prefetching was turned off). A
        /// data change cancels every item asked for, before it applies, and so does a new
        /// ``neighbors`` or ``fewItems`` when the view takes it; the run after is asked for
        /// anew. For items of their own lengths the cells hold the items in and near the view,
        /// as many as the row's lengths make, and the run lies beyond them.
        ///
        /// ```swift
        /// try carousel.setPrefetchDistance(2)
        /// carousel.prefetchItem = { photo, _ in images.load(photo.url) }
        /// carousel.cancelPrefetchingItem = { photo, _ in images.cancel(photo.url) }
        /// ```
        ///
        /// - Parameter distance: the items to prefetch, in `CarouselLimits.prefetchDistances`
        ///   (0 to 16).
        /// - Throws: a `CarouselError` of code `.invalidPrefetchDistance` outside that range;
        ///   nothing changes then.
        /// - Complexity: O(`distance`) when the run changes, O(1) a frame otherwise.
        public func setPrefetchDistance(_ distance: Int) throws(CarouselError) {
            try coordinator.setPrefetchDistance(distance)
        }
    }
#endif
