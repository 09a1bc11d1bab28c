#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    import Carousel

    // A carousel whose items have lengths of their own: chips, tags, logos, headlines.
    extension CarouselView {
        /// An endless row of `items`, each as long along the ``axis`` as `itemLength` says, at
        /// rest on the first; the view's whole length is the viewport.
        ///
        /// The current item is the one under `anchor`: `.center` for a picker or a row that
        /// centers an item, `.leading` for a ticker or chips read from the start. Every motion
        /// works in items of their own lengths (``setMotion(_:)``: paging moves one item a
        /// release, snapping ends with an item on the anchor, free rests anywhere), and
        /// ``startAutoscroll(pointsPerSecond:)`` runs at that speed whatever the lengths.
        /// The view makes cells as the row first needs them, at most as many as items of the
        /// minimum length fill the view, and reuses them at the edges.
        ///
        /// ```swift
        /// let chips = CarouselView(
        ///     items: tags, itemLength: { tag, _ in ChipView.width(of: tag) },
        ///     minimumItemLength: 44, spacing: 8, anchor: .leading,
        ///     makeCell: { ChipView() },
        ///     configureCell: { chip, tag in chip.show(tag) })
        /// chips.movesToTappedNeighbor = false  // a tap selects the chip
        /// chips.onSelect = { _, tag in filter(by: tag) }
        /// ```
        ///
        /// What applies to such a view: ``items``, ``setItems(_:keepingCurrent:)`` and
        /// ``perform(_:)`` (the current item kept under the anchor), the moves (``next(animated:)``, ``previous(animated:)``,
        /// ``jump(to:animated:)``, which glide), ``currentIndex``, ``progress``, ``onChange``,
        /// ``onSelect`` and ``movesToTappedNeighbor`` (a tap on any item other than the current
        /// one moves to it), ``index(for:)``, ``reconfigureCells()``, the motion, continuous
        /// scrolling, ``isAutomaticMotionPaused``, the haptics, VoiceOver's value and swipes,
        /// the arrow keys, a mouse wheel's turn and a quick trackpad swipe (one item each),
        /// ``willDisplayCell`` and ``didEndDisplayingCell`` (an item on screen is any part of
        /// its span in the view; one that stays on screen is reported neither ended nor begun,
        /// and under `.rebind` it may move to another cell without a call), ``axis`` and
        /// ``spacing`` (which `spacing` sets; a negative or non-finite one keeps the last
        /// layout), ``fewItems`` (which `fewItems` sets: `.leavingEmpty` shows few items once
        /// each, the rest of the view empty; a change applies at the next layout, the current
        /// item kept where it is), autoplay (``startAutoplay(interval:)``: a slide of one item
        /// onto its rest, from wherever the row rests), prefetching
        /// (``setPrefetchDistance(_:)``: the items beyond the cells), and ``itemEffect`` and
        /// ``transformCell`` (a cell's displacement is its distance from its rest place, the
        /// anchor, in items of its own length: `items` is `points` over the cell's length plus
        /// the spacing), and ``neighbors`` (0 by default: at least that many items bound on each
        /// side of the current one beyond those the view shows, configured before they come on
        /// screen). What does not: ``itemInset``. Right to left (the view's
        /// `effectiveUserInterfaceLayoutDirection`), a horizontal row runs from the right edge:
        /// the next item is on the left, a `.leading` anchor is the right edge, and a swipe to
        /// the right goes forward.
        ///
        /// Compiled against the iOS 16.5 SDK and run in tests on a stand-in of UIKit over the
        /// simulated scroll view, every frame checked against a plain model; never run on a
        /// device.
        ///
        /// - Parameters:
        ///   - items: what the row shows.
        ///   - itemLength: an item's length along the axis in points, given the view's length
        ///     across the axis (0 before the first layout): a logo as wide as it is at the
        ///     row's height. Asked for the items the view shows, never for all, and again for
        ///     them when the length across the axis changes; otherwise the same each time it
        ///     is asked for an item (load the items anew to change one). A length below
        ///     `minimumItemLength` counts as it, one longer than the view as the view's length,
        ///     one not finite as the minimum.
        ///   - minimumItemLength: the shortest length an item has, 44 points by default; it
        ///     bounds the cells the view makes (the view's length over it, and one more).
        ///   - spacing: the gap between two items, 8 points by default (a negative or non-finite
        ///     one counts as 8); it sets ``spacing``, which changes it later.
        ///   - anchor: where the current item is and items rest, `.center` by default.
        ///   - fewItems: whether few items that do not fill the view repeat round the loop
        ///     (`.repeating`, the default) or show once each (`.leavingEmpty`), as ``fewItems``.
        ///   - reusePolicy: `.rotate` (the default) moves each cell with its item, so that an
        ///     item keeps its cell while it stays bound; `.rebind` keeps each window position on
        ///     one cell and reconfigures the cells at every move.
        ///   - makeCell: makes a cell, when the row first needs one more.
        ///   - configureCell: shows an item in a cell; called only when the cell's item changes.
        /// - Complexity: O(cells).
        public convenience init(
            items: [Item],
            itemLength: @escaping @MainActor (_ item: Item, _ crossLength: CGFloat) -> CGFloat,
            minimumItemLength: CGFloat = 44, spacing: CGFloat = 8, anchor: CarouselAnchor = .center,
            fewItems: FewItemsRule = .repeating, reusePolicy: ReusePolicy = .rotate,
            makeCell: @escaping @MainActor () -> Cell,
            configureCell: @escaping @MainActor (_ cell: Cell, _ item: Item) -> Void
        ) {
            let minimum = Double(minimumItemLength)
            let gap = Double(spacing).isFinite && spacing >= 0 ? spacing : 8
            let lengths = ItemLengths(
                minimum: minimum.isFinite && minimum > 0 ? minimum : 44, anchor: anchor)
            let scrollView = UIScrollView(frame: .zero)
            // The row makes its cells as it first binds each slot.
            var cells = CellPool(count: 0, in: scrollView, makeCell: makeCell)
            let row = Self.placeholderRow(
                items, lengths: lengths, spacing: Double(gap), reusePolicy: reusePolicy,
                length: lengths.length(itemLength)
            ) { cells.cell(withID: $0) }
            self.init(
                scrollView: scrollView, cells: cells,
                coordinator: CarouselScrollCoordinator(
                    carousel: row,
                    surface: CellSurface(scrollView: scrollView, configure: configureCell)),
                neighbors: 0, fewItems: fewItems, itemLengths: lengths)
            self.spacing = gap
            scrollView.clipsToBounds = true  // the scroll view is the whole view
            coordinator.surface.cellShowing = { [unowned self] index, reported in
                cell(showing: index, preferring: reported)
            }
        }

        /// A row of `items` laid out for one point, before the view's first layout: the view
        /// shows nothing then, as a carousel of pages does, and the motion and continuous
        /// scrolling set meanwhile are kept.
        private static func placeholderRow(
            _ items: [Item], lengths: ItemLengths, spacing: Double, reusePolicy: ReusePolicy,
            length: @escaping @Sendable (Item) -> Double, makeSlot: (Int) -> Cell
        ) -> Carousel<[Item], Cell> {
            // One point, every length kept at one point, a spacing the view checked: the layout
            // cannot refuse it. (Not in the initializer: a `try!` there crashes Swift 6.3's
            // compiler.)
            let layout = lengths.placeholderLayout(spacing: spacing)!
            return Carousel(
                items, layout: layout, reusePolicy: reusePolicy, length: length,
                makeSlot: makeSlot)
        }

        /// Lays the row out for the view's bounds, axis, layout direction, spacing and rule for
        /// few items: the scroll view is the whole view. The current item stays as far from
        /// the anchor as it was and every cell is placed anew (a new length across the axis
        /// alone moves no item but resizes every cell), the items' lengths asked again when
        /// the length across the axis changed. A length along the axis that is not a positive
        /// finite one, or a spacing that is negative or not finite, keeps the last layout.
        func layOutRow(_ lengths: ItemLengths) {
            scrollView.frame = bounds
            let size = axis.oriented(bounds.size)
            // Right to left runs a horizontal row from the right edge: the coordinator mirrors
            // it, and the layout below places every cell anew.
            if let layout = lengths.layout(
                viewport: Double(size.width), spacing: Double(spacing), neighbors: neighbors,
                axis: axis,
                layoutDirection: effectiveUserInterfaceLayoutDirection == .rightToLeft
                    ? .rightToLeft : .leftToRight)
            {
                coordinator.surface.follow(layout)
                // The new viewport comes first, with the lengths it was laid out with; then the
                // lengths the new length across the axis gives. A row takes any layout and
                // reloads its lengths: only pages refuse them.
                try? coordinator.update(layout: layout) { cells.cell(withID: $0) }
                let across = Double(size.height)
                if across.isFinite, across >= 0, across != lengths.crossLength {
                    try? coordinator.reloadLengths { lengths.crossLength = across }
                }
                if fewItems != coordinator.carousel.fewItems {
                    // A carousel of items of their own lengths takes any rule: nothing refused.
                    _ = try? coordinator.perform { row in try row.update(fewItems: fewItems) }
                }
                isLaidOut = true
            }
            scrollView.isHidden = !isLaidOut
        }

        /// The cell that shows the item at `index`: `preferred` while it does, else the first
        /// that does; `preferred` when none does. A row rebinds cells under its items without a
        /// report (its `.rebind` policy, and the layout that replaces its placeholder): the
        /// surface asks here which cell shows an item now.
        ///
        /// - Complexity: O(cells).
        private func cell(showing index: Int, preferring preferred: Cell) -> Cell {
            let row = coordinator.carousel
            let ids = cells.cells.indices
            if let id = ids.first(where: { cells.cells[$0] === preferred }),
                row.boundIndex(ofSlot: id) == index
            {
                return preferred
            }
            return ids.first { row.boundIndex(ofSlot: $0) == index }.map { cells.cells[$0] }
                ?? preferred
        }
    }
#endif
