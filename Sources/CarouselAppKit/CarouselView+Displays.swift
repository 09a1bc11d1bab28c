#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
#elseif CAROUSEL_APPKIT_STAND_IN
    import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || CAROUSEL_APPKIT_STAND_IN
    import Carousel

    // Which items are on screen and in which cells, and the items to load ahead.
    extension CarouselView {
        /// Called when an item comes on screen, with the cell that shows it and its position in
        /// ``items``, as a collection view's `willDisplay`: start a cell's countdown or video
        /// here. On screen is any part of the item's span inside the view (not the spacing; an
        /// empty cell never is). Exact across the view's recenters: an item that stays on
        /// screen while the view moves its content back is reported neither ended nor begun.
        /// A cell whose item changes while on screen (a data change, an unanimated jump) reports
        /// the old item ended, then the new one begun. Within one change every end comes first,
        /// then every beginning, each in position order, after the cells were configured.
        public var willDisplayCell: (@MainActor (_ cell: Cell, _ index: Int) -> Void)? {
            get { coordinator.surface.willDisplayCell }
            set { coordinator.surface.willDisplayCell = newValue }
        }

        /// Called when an item leaves the screen, with the cell it was shown in and its position
        /// in ``items`` when it was last shown, as a collection view's `didEndDisplaying`: stop
        /// what ``willDisplayCell`` started. The cell may already show another item.
        public var didEndDisplayingCell: (@MainActor (_ cell: Cell, _ index: Int) -> Void)? {
            get { coordinator.surface.didEndDisplayingCell }
            set { coordinator.surface.didEndDisplayingCell = newValue }
        }

        /// The cells that show an item on screen, each once, in the order their items came on
        /// screen. Empty before the view's first layout that gives it a length.
        ///
        /// - Complexity: O(cells on screen²), a handful; allocates the array it returns.
        public var visibleCells: [Cell] {
            var cells: [Cell] = []
            coordinator.surface.forEachVisibleCell { cells.append($0) }
            return cells
        }

        /// The cell on screen that shows the item at `index` of ``items``.
        ///
        /// - Parameter index: a position in ``items``; any `Int` is accepted.
        /// - Returns: `nil` when the item is not on screen (or `index` is not a position).
        /// - Complexity: O(cells on screen).
        public func cell(forItemAt index: Int) -> Cell? {
            coordinator.surface.visibleCell(forItemAt: index)
        }

        /// Called with each item, and its position in ``items``, that comes within
        /// ``prefetchDistance`` of the cells on the side the view moves toward: start loading
        /// what it will show.
        public var prefetchItem: (@MainActor (_ item: Item, _ index: Int) -> Void)? {
            get { coordinator.surface.prefetchItem }
            set { coordinator.surface.prefetchItem = newValue }
        }

        /// Called with each item asked for through ``prefetchItem`` that is no longer needed
        /// soon, and its position in ``items`` then: stop loading it.
        public var cancelPrefetchingItem: (@MainActor (_ item: Item, _ index: Int) -> Void)? {
            get { coordinator.surface.cancelPrefetchingItem }
            set { coordinator.surface.cancelPrefetchingItem = newValue }
        }

        /// How many items beyond those the cells hold the view asks ``prefetchItem`` to load,
        /// on the side it moves toward; 0, the default, turns prefetching off.
        public var prefetchDistance: Int { coordinator.prefetchDistance }

        /// Prefetches the `distance` items just beyond those the cells hold, on the side the
        /// view last moved toward: ``prefetchItem`` is called once for each item that comes into
        /// that run, and ``cancelPrefetchingItem`` for each that leaves it without coming into a
        /// cell. A data change cancels every item asked for, and the run after is asked anew.
        ///
        /// - Parameter distance: the items to prefetch, from 0 to 16.
        /// - Throws: a `CarouselError` of code `.invalidPrefetchDistance` outside that range;
        ///   nothing changes then.
        /// - Complexity: O(`distance`) when the run changes, O(1) a frame otherwise.
        public func setPrefetchDistance(_ distance: Int) throws(CarouselError) {
            try coordinator.setPrefetchDistance(distance)
        }
    }
#endif
