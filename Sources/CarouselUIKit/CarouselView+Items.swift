#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    import Carousel

    // The items, their changes, and what the view shows of them.
    extension CarouselView {
        // MARK: Items

        /// The items. Setting them keeps the current position (clamped to the new count) and
        /// reconfigures the cells; with fewer than two, scrolling turns off.
        ///
        /// To keep the current item current by identity or equality instead, use
        /// ``setItems(_:keepingCurrent:)``: `row.setItems(newCards, keepingCurrent: .byID)`.
        ///
        /// - Complexity: O(1), plus what the array copy costs.
        public var items: [Item] {
            get { coordinator.carousel.storage }
            set { setItems(newValue, keepingCurrent: .byPosition) }
        }

        /// Replaces the items, keeping the current item current as `rule` says (`.byID`,
        /// `.byValue` or `.byPosition`), and reconfigures the cells whose item changed; with
        /// fewer than two items, scrolling turns off.
        ///
        /// - Parameters:
        ///   - items: the new items.
        ///   - rule: how to find the current item among them.
        /// - Complexity: O(`items.count`) by value or id, O(1) by position, plus the array copy.
        public func setItems(_ items: [Item], keepingCurrent rule: CurrentItemRule<[Item]>) {
            change { $0.load(items, keepingCurrent: rule) }
        }

        /// Runs `operation` on the carousel (`insert`, `remove`, `replace`, `load`, …), applies
        /// what it changed to the cells and the scroll view, and calls ``onChange``.
        ///
        /// Run moves through the view's methods instead (``next(animated:)`` and the others):
        /// they slide, and they respect Reduce Motion. Items of their own lengths take the same
        /// operations: an inserted item is laid out at the length `itemLength` gives it. The
        /// operation must leave the carousel of the kind it was (an operation that assigns a
        /// carousel of the other kind is a programming error and traps).
        ///
        /// - Parameter operation: any carousel operation, e.g. `{ try $0.insert(item, at: 0) }`.
        /// - Returns: the operation's events, as applied.
        /// - Throws: what `operation` throws; nothing changes then.
        /// - Complexity: that of `operation`, plus O(1).
        @discardableResult
        public func perform<E: Error>(
            _ operation: (inout Carousel<[Item], Cell>) throws(E) -> CarouselEvents
        ) throws(E) -> CarouselEvents {
            try change(operation)
        }

        /// Runs `operation` on the carousel through the coordinator, then calls ``onChange``:
        /// ``perform(_:)``, and the loads of items of either kind.
        @discardableResult
        private func change<E: Error>(
            _ operation: (inout Carousel<[Item], Cell>) throws(E) -> CarouselEvents
        ) throws(E) -> CarouselEvents {
            defer {
                // A data change is no item passing the center.
                itemPassHaptics.skip(to: coordinator.nearestIndex)
                changed()
            }
            // A move VoiceOver asked for may now head to another item: its value names the
            // current one.
            spoken.target = nil
            return try coordinator.perform(operation)
        }

        /// Runs `configureCell` again for each cell that shows an item, with that item: after a
        /// change the items themselves do not show, such as a trait change (Dynamic Type, dark
        /// mode) that your configuration reads, or new data for the same items.
        ///
        /// The view reconfigures a cell only when its item changes; call this from your view
        /// controller's `traitCollectionDidChange(_:)` when a configuration depends on traits
        /// that the cell's own views do not follow by themselves.
        ///
        /// - Complexity: O(cells): `2 × neighbors + 1` calls of `configureCell` at most, or one
        ///   a cell in the row for items of their own lengths.
        public func reconfigureCells() {
            let carousel = coordinator.carousel
            forEachCell { _, id, cell in
                guard let item = carousel.boundIndex(ofSlot: id).flatMap(carousel.element(at:))
                else { return }
                coordinator.surface.configure(cell, with: item)
            }
        }

        // MARK: What the view shows

        /// The position of the current item, `nil` when there are no items.
        public var currentIndex: Int? {
            coordinator.carousel.currentIndex
        }

        /// The current item.
        public var currentItem: Item? { currentIndex.map { items[$0] } }

        /// The position of the item nearest the view's center, continuous while the view moves
        /// (a finger dragging, a glide, a slide): the item the page dots follow during a drag,
        /// where ``currentIndex`` changes only once the view commits a move. Half a page goes
        /// forward. Equal to ``currentIndex`` at rest, and always for items of their own lengths
        /// (the current one is the one under the anchor); `nil` when there are no items.
        ///
        /// ```swift
        /// row.onChange = { [weak row, weak dots] in
        ///     guard let row, let dots else { return }
        ///     dots.show(row.nearestIndex, of: row.items.count)  // follows the finger
        /// }
        /// ```
        ///
        /// - Complexity: O(1).
        public var nearestIndex: Int? {
            coordinator.nearestIndex
        }

        /// The position for page dots, in `[0, count)`, continuous while the view scrolls
        /// (`count - 0.5` halfway from the last item to the first); `nil` when there are none.
        public var progress: Double? {
            coordinator.progress
        }

        /// The cell at the center, or at the anchor, which shows the current item (the one
        /// VoiceOver and the focus engine see); hidden without items, and `nil` then for items
        /// of their own lengths, whose window is empty.
        var currentCell: Cell? {
            let carousel = coordinator.carousel
            guard carousel.neighbors < carousel.positionCount else { return nil }
            return carousel[slotAt: carousel.neighbors]
        }

        /// After every scroll, move and change of the items: VoiceOver sees the centered cell
        /// only, the haptic follows the item nearest the center, then ``onChange``; then the
        /// focus follows the current item, and at rest the key moves that waited are made.
        func changed() {
            hideOffCenterCells()
            updateFittedLength()
            itemPassHaptics.follow(nearest: nearestIndex, isAtRest: isAtRest)
            onChange?()
            keepFocusOnCurrentItem()
            makePendingMoves()
        }

        /// Forwards an end of motion (`end`) to the coordinator, then tells ``onChange`` if the
        /// view came to rest by it: a move refused during the motion can be asked again there.
        func endMotion(_ end: (Coordinator) -> Void) {
            endingMotion { end(coordinator) }
        }

        /// Runs `end`, an end of motion, then tells ``onChange`` if the view came to rest by it.
        func endingMotion(_ end: () -> Void) {
            let wasAtRest = isAtRest
            end()
            if !wasAtRest && isAtRest { changed() }
        }

        /// Whether the view is at rest: no finger on it and nothing moving. A programmatic move
        /// (``next(animated:)``, ``previous(animated:)``, ``jump(to:animated:)``) runs only then
        /// and is refused otherwise; ``onChange`` is called when the view comes to rest, so a
        /// refused move (restoring a reused table row, say) can be asked again there.
        ///
        /// - Complexity: O(1).
        public var isAtRest: Bool { coordinator.isAtRest }
    }
#endif
