#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    import Carousel

    /// What drives a ``CarouselView`` whose items have lengths of their own: a row coordinator
    /// over the view's scroll view, and the cells it makes as the row first binds each slot.
    ///
    /// Before the first layout that gives the view a length, the row is laid out for a viewport
    /// of one point (every item one point long) and the view shows nothing, as a carousel of
    /// pages does; the motion and continuous scrolling set meanwhile are kept. Each item's length
    /// is the app's, and the layout keeps it within its bounds (at least the minimum, at most
    /// the viewport), so that no frame is refused for a length.
    @MainActor
    final class RowDriver<Item, Cell: UIView> {
        typealias Coordinator = CarouselScrollCoordinator<[Item], CellSurface<Item, Cell>>
        /// The carousel of items of their own lengths the coordinator holds, a cell a slot.
        typealias Row = Carousel<[Item], Cell>

        /// The row coordinator.
        let coordinator: Coordinator
        /// Whether the row is laid out for the view, not for the one-point placeholder: only
        /// then are its cells on screen.
        private(set) var isLaidOut = false {
            didSet { coordinator.surface.isShowing = isLaidOut }
        }
        /// The view's length across the axis that the lengths are asked at: 0 until the first
        /// layout.
        private let crossLength = CrossLength()
        /// Makes a cell for each slot the row needs, in the scroll view.
        private let makeSlot: (Int) -> Cell
        let minimumItemLength: Double
        let anchor: CarouselAnchor

        /// A driver for `items` on `scrollView`, its row laid out for one point.
        init(
            items: [Item], scrollView: UIScrollView,
            itemLength: @escaping @MainActor (Item, CGFloat) -> CGFloat, minimumItemLength: Double,
            spacing: Double, anchor: CarouselAnchor, reusePolicy: ReusePolicy,
            makeCell: @escaping @MainActor () -> Cell,
            configureCell: @escaping @MainActor (Cell, Item) -> Void
        ) {
            self.minimumItemLength = minimumItemLength
            self.anchor = anchor
            let crossLength = crossLength
            let makeSlot = Self.slotMaker(makeCell, in: scrollView)
            self.makeSlot = makeSlot
            let row = Self.placeholderRow(
                items, spacing: spacing, anchor: anchor, reusePolicy: reusePolicy,
                length: { item in
                    // The row asks only from the view's coordinator, on the main actor, where
                    // the item already is: nothing crosses an actor.
                    nonisolated(unsafe) let item = item
                    return assumeMainActor {
                        Double(itemLength(item, CGFloat(crossLength.value)))
                    }
                }, makeSlot: makeSlot)
            coordinator = CarouselScrollCoordinator(
                carousel: row,
                surface: CellSurface(scrollView: scrollView, configure: configureCell))
            coordinator.surface.cellShowing = { [unowned self] index, reported in
                cell(showing: index, preferring: reported)
            }
        }

        /// The cell that shows the item at `index`: `preferred` while it does, else the first
        /// that does; `preferred` when none does.
        ///
        /// - Complexity: O(cells).
        private func cell(showing index: Int, preferring preferred: Cell) -> Cell {
            let row = coordinator.carousel
            if let id = Self.id(of: preferred, in: row), row.boundIndex(ofSlot: id) == index {
                return preferred
            }
            for id in 0..<row.slotCount where row.boundIndex(ofSlot: id) == index {
                return row.slot(withID: id) ?? preferred
            }
            return preferred
        }

        /// The id of `cell` among the slots of `row`, if it is one of them.
        private static func id(of cell: Cell, in row: Row) -> Int? {
            (0..<row.slotCount).first { row.slot(withID: $0) === cell }
        }

        /// Makes a cell for a slot of the row, in the scroll view.
        private static func slotMaker(
            _ makeCell: @escaping @MainActor () -> Cell, in scrollView: UIScrollView
        ) -> (Int) -> Cell {
            { _ in
                let cell = makeCell()
                scrollView.addSubview(cell)
                return cell
            }
        }

        /// A row of `items` laid out for one point.
        private static func placeholderRow(
            _ items: [Item], spacing: Double, anchor: CarouselAnchor, reusePolicy: ReusePolicy,
            length: @escaping @Sendable (Item) -> Double, makeSlot: (Int) -> Cell
        ) -> Row {
            // One point, every length kept at one point, a spacing the view checked: the layout
            // cannot refuse it. (Not in the initializer: a `try!` there crashes Swift 6.3's
            // compiler.)
            let layout = layout(viewport: 1, minimum: 1, spacing: spacing, anchor: anchor)!
            return Carousel(
                items, layout: layout, reusePolicy: reusePolicy, length: length,
                makeSlot: makeSlot)
        }

        /// The items the row shows.
        var items: [Item] { coordinator.carousel.storage }

        /// The row's layout for a viewport: the minimum item length asked for, or, on a view so
        /// long that items that short would need more slots than a row has, the shortest that
        /// does not; `nil` for a viewport that is not a positive finite length.
        private static func layout(
            viewport: Double, minimum: Double, spacing: Double, anchor: CarouselAnchor
        ) -> RowLayout? {
            guard viewport.isFinite, viewport > 0 else { return nil }
            var minimum = min(minimum, viewport)
            while true {
                if let layout = try? RowLayout(
                    viewportLength: viewport, minimumLength: minimum, spacing: spacing,
                    anchor: anchor)
                {
                    return layout
                }
                // Items as long as the viewport always fit; each doubling halves the slots.
                guard minimum < viewport else { return nil }
                minimum = min(2 * minimum, viewport)
            }
        }

        /// Lays the row out for a viewport `viewportLength` points long along `axis` and
        /// `crossLength` across it, its items `spacing` apart (asking the items' lengths again
        /// when `crossLength` changed), from the right edge when `rightToLeft` (horizontal
        /// only): the current item kept as far from the anchor as it was, every cell placed
        /// anew (a new length across the axis alone moves no item but resizes every cell). A
        /// viewport that is not a positive finite length, or a spacing that is negative
        /// or not finite, keeps the last layout.
        func layOut(
            viewportLength: Double, crossLength across: Double, spacing: Double,
            fewItems: FewItemsRule, axis: CarouselGeometry.Axis, rightToLeft: Bool
        ) {
            guard
                let layout = Self.layout(
                    viewport: viewportLength, minimum: minimumItemLength, spacing: spacing,
                    anchor: anchor)
            else { return }
            coordinator.surface.axis = axis
            // Right to left runs a horizontal row from the right edge: the surface mirrors it,
            // and the layout below places every cell anew.
            coordinator.surface.isMirrored = rightToLeft && axis == .horizontal
            coordinator.surface.mirroredViewportLength = layout.viewportLength
            coordinator.surface.rowSpacing = layout.spacing
            // The new viewport comes first, with the lengths it was laid out with; then the lengths
            // the new length across the axis gives.
            // A row takes any layout and reloads its lengths: only pages refuse them.
            try? coordinator.update(layout: layout, makeSlot: makeSlot)
            if across.isFinite, across >= 0, across != crossLength.value {
                let crossLength = crossLength
                try? coordinator.reloadLengths { crossLength.value = across }
            }
            if fewItems != coordinator.carousel.fewItems {
                // A carousel of items of their own lengths takes any rule.
                try! coordinator.perform { row in try row.update(fewItems: fewItems) }
            }
            isLaidOut = true
        }

        /// Loads `items`, keeping the current one by `rule`.
        func setItems(_ items: [Item], keepingCurrent rule: CurrentItemRule<[Item]>) {
            coordinator.perform { row in row.load(items, keepingCurrent: rule) }
        }

        /// The item under a point of the viewport along the axis, from its leading edge: its
        /// index, and whether it is the current one; `nil` in the spacing or off the items.
        func item(atViewportPoint point: Double) -> (index: Int, isCurrent: Bool)? {
            let current = coordinator.carousel.currentIndex
            var found: (index: Int, isCurrent: Bool)?
            coordinator.forEachWindowFrame { frame in
                if found == nil, frame.start <= point && point < frame.end {
                    found = (frame.index, frame.index == current)
                }
            }
            return found
        }

        /// Calls `body` with each cell that shows an item, and the item's index.
        func forEachBoundCell(_ body: (_ cell: Cell, _ index: Int) -> Void) {
            let row = coordinator.carousel
            coordinator.forEachWindowFrame { frame in
                if let cell = row.slot(withID: frame.slot) { body(cell, frame.index) }
            }
        }

        /// The cell that shows the current item, `nil` without items.
        var currentCell: Cell? {
            let row = coordinator.carousel
            guard row.currentIndex != nil else { return nil }
            return row.slot(withID: row.slotOrder[row.neighbors])
        }

        /// The index of the item `cell` shows, or `nil` for a cell that shows none.
        func index(for cell: Cell) -> Int? {
            let row = coordinator.carousel
            return Self.id(of: cell, in: row).flatMap(row.boundIndex(ofSlot:))
        }
    }

    /// The length across the axis that a row's lengths are asked at, shared with its length
    /// closure (which reads it on the main actor).
    @MainActor
    final class CrossLength {
        var value = 0.0
    }
#endif
