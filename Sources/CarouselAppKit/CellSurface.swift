#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
#elseif CAROUSEL_APPKIT_STAND_IN
    import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || CAROUSEL_APPKIT_STAND_IN
    import Carousel
    import CarouselSimulation

    /// What the coordinator drives on the Mac: the scroll model the view moves by (AppKit has no
    /// paging scroll view) and the view's cells, placed in the content view whose bounds origin
    /// follows the model's offset.
    @MainActor
    final class CellSurface<Item, Cell: NSView>: CarouselScrollSurface {
        let scrollView: SimulatedScrollView
        /// The view the cells are in: as long as the carousel view, its bounds origin where the
        /// viewport starts in the content.
        let content: NSView
        private let configureCell: @MainActor (Cell, Item) -> Void
        var axis = CarouselGeometry.Axis.horizontal
        /// How far the viewport reaches before the page the offset is at: the peeking part.
        var beyondPage = 0.0
        /// Whether the surface is inside an unanimated offset change: the did-scroll report from
        /// inside it is the coordinator's own reset, not motion.
        private(set) var isSettingOffsetWithoutAnimation = false
        var prefetchItem: (@MainActor (Item, Int) -> Void)?
        var cancelPrefetchingItem: (@MainActor (Item, Int) -> Void)?
        var willDisplayCell: (@MainActor (Cell, Int) -> Void)?
        var didEndDisplayingCell: (@MainActor (Cell, Int) -> Void)?
        /// The places on screen the coordinator reported, and which the app heard of.
        private var displays = ItemDisplays<Cell>()
        /// Whether the cells are on screen: from the view's first layout that gives it a
        /// length. Until then the app hears of no display; when it changes, of every item the
        /// coordinator counts on screen.
        var isShowing = false {
            didSet {
                guard isShowing != oldValue else { return }
                displays.forEachItem(resolve: { $1 }) { cell, index in
                    if isShowing {
                        willDisplayCell?(cell, index)
                    } else {
                        didEndDisplayingCell?(cell, index)
                    }
                }
            }
        }

        init(
            scrollView: SimulatedScrollView, content: NSView,
            configure: @escaping @MainActor (Cell, Item) -> Void
        ) {
            self.scrollView = scrollView
            self.content = content
            configureCell = configure
        }

        var contentOffset: Double { scrollView.contentOffset }

        func setContentOffset(_ contentOffset: Double, animated: Bool) {
            isSettingOffsetWithoutAnimation = !animated
            defer { isSettingOffsetWithoutAnimation = false }
            // The model reports the move through its delegate, which shows it.
            scrollView.setContentOffset(contentOffset, animated: animated)
        }

        func setContentLength(_ length: Double) {
            scrollView.contentLength = length
        }

        func setScrollEnabled(_ isEnabled: Bool) {
            scrollView.isScrollEnabled = isEnabled
        }

        func setPagingEnabled(_ isEnabled: Bool) {
            scrollView.isPagingEnabled = isEnabled
        }

        func place(_ cell: Cell, at span: CarouselGeometry.Span) {
            let across = axis.oriented(content.bounds.size).height
            cell.frame = axis.oriented(
                CGRect(x: CGFloat(span.start), y: 0, width: CGFloat(span.length), height: across))
        }

        func configure(_ cell: Cell, with item: Item?) {
            cell.isHidden = item == nil
            if let item { configureCell(cell, item) }
        }

        func didBeginDisplaying(_ cell: Cell, index: Int) {
            if displays.begin(cell, index: index), isShowing { willDisplayCell?(cell, index) }
        }

        func didEndDisplaying(_ cell: Cell, index: Int) {
            if displays.end(cell, index: index), isShowing { didEndDisplayingCell?(cell, index) }
        }

        func prefetch(_ item: Item, index: Int) {
            prefetchItem?(item, index)
        }

        func cancelPrefetching(_ item: Item, index: Int) {
            cancelPrefetchingItem?(item, index)
        }

        /// Calls `body` with each cell that shows an item on screen, once a cell.
        func forEachVisibleCell(_ body: (Cell) -> Void) {
            if isShowing { displays.forEachCell(resolve: { $1 }, body) }
        }

        /// The cell on screen that shows the item at `index`.
        func visibleCell(forItemAt index: Int) -> Cell? {
            isShowing ? displays.cell(forItemAt: index, resolve: { $1 }) : nil
        }

        /// Moves the content view's bounds to the model's offset: what scrolling shows.
        func showOffset() {
            let start = CGFloat(scrollView.contentOffset - beyondPage)
            content.bounds.origin = axis.oriented(CGPoint(x: start, y: 0))
        }
    }
#endif
