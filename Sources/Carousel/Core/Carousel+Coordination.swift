extension Carousel {
    /// Binds the neighbour slot at `position` to storage position `index`, ahead of an animated
    /// move that travels one page to show `index` there (see ``CarouselScrollCoordinator``).
    ///
    /// Until the move commits, the slot at `position` shows `index` rather than the window's
    /// neighbour; the commit (or ``restoreWindow()``) reconciles from what each slot really
    /// shows, so the slots match the window again afterwards.
    ///
    /// - Returns: the rebind of that slot, or nothing when it already shows `index`.
    mutating func bindNeighbour(at position: CarouselPosition, to index: Int) -> CarouselEvents {
        assert(position != .current && 0 <= index && index < count)
        var events = CarouselEvents()
        let id = slotTable.order[position]
        guard slotTable.shown[position] != .item(index) else { return events }
        slotTable.shown[position] = .item(index)
        slotTable.showsWindow = false
        events.setRebind(at: position.rawValue, slot: id, index: index)
        return events
    }

    /// Rebinds a neighbour that ``bindNeighbour(at:to:)`` bound, when its move did not happen.
    mutating func restoreWindow() -> CarouselEvents {
        var events = CarouselEvents()
        reconcileSlots(count: count, shiftedBy: 0, into: &events)
        return events
    }
}

extension Carousel {
    /// Commits the far move whose target a neighbour shows, `step` pages: the neighbour behind
    /// the target keeps showing the origin, so the strip on screen stays what it was (origin
    /// beside target) and moving back finds the origin, not the item before the target. The
    /// binding is then the other way round: the first page back commits `-step` pages.
    ///
    /// - Parameters:
    ///   - step: the far step, `|step| >= 2`.
    ///   - offsetAfter: the offset after the commit, as the scroll left it.
    ///   - cause: reported in `moved`.
    /// - Returns: `moved`, the rebinds (at most one per slot) and `offsetReset`.
    /// - Complexity: O(1).
    mutating func commitKeepingOrigin(
        step: Int, offsetAfter: Double, cause: CarouselMove.Cause
    ) -> CarouselEvents {
        let count = self.count
        assert(count >= 2 && step.magnitude >= 2)
        let origin = current
        current = Ring.advance(current, by: step, count: count)
        _offset = offsetAfter
        var events = CarouselEvents()
        events.setMove(from: origin, step: step, cause: cause)
        var needed = SlotItem.window(current: current, count: count)
        needed[step > 0 ? 0 : 2] = .item(origin)
        slotTable.reconcile(to: needed, policy: reusePolicy, into: &events) { held, position in
            held.isSame(as: needed[position])
        }
        slotTable.showsWindow = false
        events.setOffsetReset(offsetAfter)
        return events
    }
}
