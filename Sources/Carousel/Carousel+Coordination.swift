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
        let id = ring.order[position]
        guard ring.shown[position] != .item(index) else { return events }
        ring.shown[position] = .item(index)
        ring.showsWindow = false
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
