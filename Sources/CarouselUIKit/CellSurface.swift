#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    import Carousel

    /// The `CarouselScrollSurface` of a ``CarouselView``: its scroll view and its cells, one
    /// UIKit call per requirement.
    @MainActor
    final class CellSurface<Item, Cell: UIView>: CarouselScrollSurface {
        private let scrollView: UIScrollView
        private let configureCell: @MainActor (Cell, Item) -> Void
        /// The view's ``CarouselView/itemEffect``.
        var itemEffect = CarouselItemEffect.none
        /// The view's ``CarouselView/transformCell``.
        var transformCell: (@MainActor (Cell, CarouselItemEffect.Displacement) -> Void)?
        /// The view's ``CarouselView/prefetchItem`` and ``CarouselView/cancelPrefetchingItem``.
        var prefetchItem: (@MainActor (Item, Int) -> Void)?
        var cancelPrefetchingItem: (@MainActor (Item, Int) -> Void)?
        /// The view's ``CarouselView/willDisplayCell`` and ``CarouselView/didEndDisplayingCell``.
        var willDisplayCell: (@MainActor (Cell, Int) -> Void)?
        var didEndDisplayingCell: (@MainActor (Cell, Int) -> Void)?
        /// The view's ``CarouselView/accessibilityIdentifierForItem``.
        var accessibilityIdentifier: (@MainActor (Item) -> String)?
        /// The places on screen the coordinator reported, and which items the app heard of.
        private var displays = ItemDisplays<Cell>()
        /// The cell that shows the item at `index` now, given the cell a report named for it:
        /// that cell while it still shows the item. A row of items of their own lengths
        /// rebinds cells under its items without a report (its `.rebind` policy, and the
        /// layout that replaces its placeholder): its view finds the cell that shows the item
        /// now. `nil`: the reports are exact (a carousel of pages).
        var cellShowing: ((_ index: Int, _ reported: Cell) -> Cell)?

        /// The cell to name for the item at `index`, reported in `cell`.
        private func resolve(_ index: Int, _ cell: Cell) -> Cell {
            cellShowing?(index, cell) ?? cell
        }
        /// Whether the view shows its cells: from its first layout that gives it a length, as
        /// a collection view displays its first cells in its first layout pass. Until then (and
        /// while a new neighbor count waits for a length) nothing is on screen for the app: the
        /// coordinator's reports are kept, and told when this turns on. Turned off, every item
        /// on screen ends. A finger does not scroll a view that shows nothing: it would move
        /// the items unseen, and the first layout would show another item than the one the
        /// user last saw.
        var isShowing = false {
            didSet {
                guard isShowing != oldValue else { return }
                scrollView.isScrollEnabled = isScrollEnabled && isShowing
                displays.forEachItem(resolve: resolve) { cell, index in
                    if isShowing {
                        willDisplayCell?(cell, index)
                    } else {
                        didEndDisplayingCell?(cell, index)
                    }
                }
            }
        }
        /// The axis the content scrolls along; the view sets it before it hands the coordinator a
        /// geometry of another axis.
        var axis = CarouselGeometry.Axis.horizontal
        /// The item length and spacing of the layout the cells are placed in, which an item's
        /// displacement is measured by, and the direction the content runs on screen.
        private var itemLength = 0.0
        private var spacing = 0.0
        private(set) var layoutDirection = CarouselGeometry.LayoutDirection.leftToRight
        /// The spacing of a row of items of their own lengths, whose cells' displacements are
        /// measured by each cell's own length; `nil` for a carousel of pages.
        private var rowSpacing: Double?

        init(scrollView: UIScrollView, configure: @escaping @MainActor (Cell, Item) -> Void) {
            self.scrollView = scrollView
            configureCell = configure
        }

        /// Takes the axis, lengths and direction of the layout of pages the view hands its
        /// coordinator next.
        func follow(_ geometry: CarouselGeometry) {
            axis = geometry.axis
            itemLength = geometry.itemLength
            spacing = geometry.spacing
            layoutDirection = geometry.layoutDirection
            rowSpacing = nil
        }

        /// Takes the axis, spacing and direction of the layout of a row of items of their own
        /// lengths the view hands its coordinator next (whose coordinator mirrors the offsets
        /// and spans it gives right to left, as a geometry of pages does).
        func follow(_ layout: RowLayout) {
            axis = layout.axis
            rowSpacing = layout.spacing
            layoutDirection = layout.layoutDirection
        }

        var contentOffset: Double { Double(axis.oriented(scrollView.contentOffset).x) }

        func setContentOffset(_ contentOffset: Double, animated: Bool) {
            let point = axis.oriented(CGPoint(x: CGFloat(contentOffset), y: 0))
            if animated {
                scrollView.setContentOffset(point, animated: true)
            } else {
                // The property's setter, not `setContentOffset(_:animated: false)`: it lets a
                // deceleration go on from the new offset, which a recenter mid-glide needs.
                scrollView.contentOffset = point
            }
        }

        func setContentLength(_ length: Double) {
            // Zero across the axis: the content never scrolls that way, whatever the view's size.
            scrollView.contentSize = axis.oriented(CGSize(width: CGFloat(length), height: 0))
        }

        func setScrollEnabled(_ isEnabled: Bool) {
            isScrollEnabled = isEnabled
            scrollView.isScrollEnabled = isEnabled && isShowing
        }

        /// Whether the coordinator lets the scroll view scroll (two items or more); it scrolls
        /// only while the view also shows its cells (``isShowing``).
        private var isScrollEnabled = true

        func setPagingEnabled(_ isEnabled: Bool) {
            scrollView.isPagingEnabled = isEnabled
        }

        func place(_ cell: Cell, at span: CarouselGeometry.Span) {
            let across = axis.oriented(scrollView.bounds.size).height
            let place = axis.oriented(
                CGRect(x: CGFloat(span.start), y: 0, width: CGFloat(span.length), height: across))
            // Bounds and center, not the frame: a frame is undefined under the transform that an
            // app's `transformCell` may give the cell.
            cell.bounds = CGRect(origin: cell.bounds.origin, size: place.size)
            cell.center = CGPoint(x: place.midX, y: place.midY)
        }

        func configure(_ cell: Cell, with item: Item?) {
            cell.isHidden = item == nil
            if let item { configureCell(cell, item) }
            // After the app's configuration, which may set an identifier of its own.
            identify(cell, showing: item)
        }

        /// Gives `cell` the accessibility identifier of `item`, or none for a cell that shows
        /// nothing, so that an identifier never names an item the cell no longer shows. Leaves
        /// the cell alone without ``accessibilityIdentifier``.
        func identify(_ cell: Cell, showing item: Item?) {
            guard let accessibilityIdentifier else { return }
            cell.accessibilityIdentifier = item.map(accessibilityIdentifier)
        }

        /// Applies the item effect to `cell`, `pages` from the center (for a row, items of the
        /// cell's own length), then calls the app's `transformCell`.
        func update(_ cell: Cell, displacement pages: Double) {
            guard !itemEffect.isNone || transformCell != nil else { return }
            let displacement = CarouselItemEffect.Displacement(
                pages: pages,
                itemLength: rowSpacing == nil
                    ? itemLength : Double(axis.oriented(cell.bounds.size).width),
                spacing: rowSpacing ?? spacing)
            if !itemEffect.isNone {
                cell.show(
                    itemEffect.look(at: displacement), at: displacement, axis: axis,
                    layoutDirection: layoutDirection)
            }
            transformCell?(cell, displacement)
        }

        /// Calls `body` with each cell that shows an item on screen, once, in the order its
        /// item came; none while the view shows nothing.
        ///
        /// - Complexity: O(cells on screen²), no allocation.
        func forEachVisibleCell(_ body: (Cell) -> Void) {
            if isShowing { displays.forEachCell(resolve: resolve, body) }
        }

        /// The cell on screen that shows the item at `index`, as ``ItemDisplays`` says; `nil`
        /// when it is not on screen (or the view shows nothing).
        ///
        /// - Complexity: O(cells on screen).
        func visibleCell(forItemAt index: Int) -> Cell? {
            isShowing ? displays.cell(forItemAt: index, resolve: resolve) : nil
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
    }
#endif
