#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    import Carousel

    // Taps on the items (the tap recognizer's target calls in here), VoiceOver's activation,
    // and which item a cell shows.
    extension CarouselView {
        /// The position in ``items`` of the item `cell` shows now: the cell a `makeCell` made,
        /// as a collection view's `indexPath(for:)` answers for its cells. During a slide to a
        /// far item, the cell bound to that item answers it.
        ///
        /// - Parameter cell: one of the view's cells.
        /// - Returns: `nil` for a cell that shows nothing (hidden: no items, or ``fewItems``
        ///   leaving it empty) or that is not one of this view's (any longer).
        /// - Complexity: O(``neighbors``), or O(cells) for items of their own lengths.
        public func index(for cell: Cell) -> Int? {
            // Cell `id` is the model of the carousel's slot `id`.
            guard let id = cells.cells.firstIndex(where: { $0 === cell }) else { return nil }
            return coordinator.carousel.boundIndex(ofSlot: id)
        }

        /// The cells that show an item on screen, as a collection view's `visibleCells`: each
        /// cell once, in the order their items came on screen (``willDisplayCell`` has the rules
        /// of on screen). Empty before the view's first layout that gives it a length; with few
        /// items repeated (``fewItems``), several cells may show one item.
        ///
        /// - Complexity: O(cells on screen²), a handful; allocates the array it returns.
        public var visibleCells: [Cell] {
            var cells: [Cell] = []
            coordinator.surface.forEachVisibleCell { cells.append($0) }
            return cells
        }

        /// The cell on screen that shows the item at `index` of ``items``, as a collection
        /// view's `cellForItem(at:)`: the cell ``willDisplayCell`` named for it. An item that
        /// several cells show (few items, repeated) is on screen while any of them is; its
        /// cell is the one named while that one stays on screen, then the one that showed it
        /// next, without a call.
        ///
        /// - Parameter index: a position in ``items``; any `Int` is accepted.
        /// - Returns: `nil` when the item is not on screen (or `index` is not a position).
        /// - Complexity: O(cells on screen).
        public func cell(forItemAt index: Int) -> Cell? {
            coordinator.surface.visibleCell(forItemAt: index)
        }

        /// A finger landed (`isDown`) or the last one lifted: the coordinator's touch, then a
        /// tap that waited for the lift.
        func touch(isDown: Bool) {
            if isDown {
                touchLandedAtRest = isAtRest
                pendingTap = nil
                pendingMoves = PendingMoves()  // the finger wins
                coordinator.touchDown()
            } else {
                // A lift can end a motion without a scroll (a slide caught before it moved):
                // the view comes to rest, and says so.
                endMotion { $0.touchUp() }
                if let tap = pendingTap {
                    pendingTap = nil
                    select(atContentPoint: tap)
                }
            }
        }

        /// The tap recognizer recognized a tap: where it landed along the axis, in content
        /// points, is the slot span it hit (the geometry's, right to left and vertical alike),
        /// or, for items of their own lengths, the item there.
        func tapped(_ recognizer: UITapGestureRecognizer) {
            let axis = coordinator.surface.axis
            let point = axis.oriented(recognizer.location(in: scrollView))
            if touchRecognizer.isTouching {
                pendingTap = Double(point.x)
            } else {
                select(atContentPoint: Double(point.x))
            }
        }

        /// A tap at `along` (content points along the axis) on a resting view: ``onSelect`` for
        /// the current item, or for a neighbor that the view does not move to.
        private func select(atContentPoint along: Double) {
            guard touchLandedAtRest, isAtRest, !scrollView.isHidden else { return }
            // Items of their own lengths have no slot spans: their frames say where they lie.
            if itemLengths != nil { return selectRowItem(atContentPoint: along) }
            let decision = TapDecision(
                along: along, carousel: coordinator.carousel, geometry: coordinator.geometry,
                movesToTappedNeighbor: movesToTappedNeighbor)
            switch decision {
            case .select(let index): onSelect?(index, items[index])
            case .step(1): next()
            case .step: previous()
            case .jump(let index): _ = try? jump(to: index)
            case nil: break
            }
        }

        /// A tap on a row at `along` content points: the item there selected when it is the
        /// current one (or the view does not move to tapped items), else moved to.
        private func selectRowItem(atContentPoint along: Double) {
            guard let index = coordinator.itemIndex(atContentPoint: along) else { return }
            guard index != currentIndex, movesToTappedNeighbor else {
                onSelect?(index, items[index])
                return
            }
            _ = try? jump(to: index)
        }

        /// What VoiceOver's activation does: ``onSelect`` for the current item. Returns whether
        /// it was called.
        func selectCurrent() -> Bool {
            guard let onSelect, let index = currentIndex else { return false }
            onSelect(index, items[index])
            return true
        }
    }
#endif
