extension CarouselScrollCoordinator {
    /// ``perform(_:)`` on a row: every bound slot is placed anew after an operation that put
    /// the row somewhere new. A data change stops a glide; a row then at rest between items is
    /// settled onto its nearest item's rest, unless its motion is free.
    func performOnRow<E: Error>(
        _ operation: (inout Carousel<Storage, Surface.Slot>) throws(E) -> CarouselEvents
    ) throws(E) -> CarouselEvents {
        var working = carousel
        let events = try operation(&working)
        precondition(working.hasLengths, "a carousel of items of their own lengths stays one")
        let slotCount = _carousel.slotCount
        // The indices the surface was asked to prefetch may name other items after a data
        // change: cancelled under the old ones, asked again by the new ones.
        if events.scrolledPoints == nil && events.move == nil { cancelAllPrefetching() }
        _carousel = working
        if working.slotCount > slotCount { configureUnboundSlots() }
        // An operation that neither scrolled nor moved the row changed its data.
        apply(
            events, rowMoved: events.scrolledPoints != nil,
            dataChange: events.scrolledPoints == nil && events.move == nil)
        surface.setScrollEnabled(_row.isScrollable)
        if isAtRest { settleOnRest() }
        return events
    }

    /// ``setMotion(_:)`` on a row: a glide under way lands as its release aimed, and is then
    /// settled by the new motion's rule.
    func setRowMotion(_ motion: CarouselMotion) throws(CarouselError) {
        try _row.setMotion(motion)
        if isAtRest { settleOnRest() }
    }

    /// ``startAutoplay(interval:)`` on a row: it slides one item forward each interval,
    /// wherever it rests.
    func startRowAutoplay(interval: Double) throws(CarouselError) {
        let wasScrolling = _row.autoscrollPointsPerSecond != nil
        try _row.startAutoplay(interval: interval)
        if wasScrolling, isAtRest { settleOnRest() }
    }

    /// ``startAutoscroll(pointsPerSecond:)`` on a row.
    func startRowAutoscroll(pointsPerSecond: Double) throws(CarouselError) {
        try _row.startAutoscroll(pointsPerSecond: pointsPerSecond)
    }

    /// ``stopAutoscroll()`` on a row: a free row rests where it is, any other is brought to
    /// the rest of its nearest item.
    func stopRowAutoscroll() {
        guard _row.autoscrollPointsPerSecond != nil else { return }
        _row.stopAutoscroll()
        if isAtRest { settleOnRest() }
    }

    /// Takes a new layout (a rotation, a split-view resize, a new spacing): the current item
    /// stays as far from the anchor as it was, the content is laid out for the new viewport
    /// and every bound slot placed anew. It stops a glide, and a row then at rest between items
    /// is settled onto its nearest item's rest, unless its motion is free.
    ///
    /// - Parameters:
    ///   - layout: the new geometry.
    ///   - makeSlot: makes the slot view for each slot id the new layout needs beyond the
    ///     carousel's, in order; each shows nothing until the row binds it.
    /// - Throws: ``CarouselError/Code/invalidGeometry`` for a carousel of pages, which takes a
    ///   new geometry with ``update(geometry:)``; nothing changes then.
    /// - Complexity: O(``RowLayout/slotCapacity``).
    public func update(
        layout: RowLayout, makeSlot: (_ id: Int) -> Surface.Slot
    ) throws(CarouselError) {
        let slotCount = _carousel.slotCount
        let events = try _carousel.update(layout: layout, makeSlot: makeSlot)
        geometry = CarouselGeometry(viewportOf: layout)
        if _carousel.slotCount > slotCount { configureUnboundSlots() }
        relaidOut(events)
    }

    /// Runs `change`, which makes the length closure answer anew, and lays the row out again
    /// (see ``Carousel/reloadLengths(after:)``), every bound slot placed anew; a row then at
    /// rest between items is settled onto its nearest item's rest, unless its motion is free.
    ///
    /// - Parameter change: makes the length closure answer anew; it runs once.
    /// - Throws: ``CarouselError/Code/invalidGeometry`` for a carousel of pages, whose items
    ///   have no lengths to reload; nothing changes and `change` does not run then.
    /// - Complexity: O(``RowLayout/slotCapacity``), and `change`.
    public func reloadLengths(after change: () -> Void) throws(CarouselError) {
        guard _carousel.hasLengths else { throw .pointsOnPages("reloadLengths(after:)") }
        relaidOut(_row.reloadLengths(after: change))
    }

    /// Puts a new layout of the same items on the scroll view: no item changed, so only the
    /// items that entered or left the viewport are reported.
    private func relaidOut(_ events: CarouselEvents) {
        layOutRow()
        apply(events, rowMoved: false)
        if isAtRest { settleOnRest() }
    }
}
