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
            scrollView.setContentOffset(contentOffset, animated: animated)
            showOffset()
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

        /// Moves the content view's bounds to the model's offset: what scrolling shows.
        func showOffset() {
            let start = CGFloat(scrollView.contentOffset - beyondPage)
            content.bounds.origin = axis.oriented(CGPoint(x: start, y: 0))
        }
    }
#endif
