extension RowScrollCoordinator {
    /// Runs `operation` on the carousel (a data change such as `insert` or `load`, a move such as
    /// `advance(by:)` or `jump(to:)`, which do not animate, or any other operation; a new layout
    /// goes through ``update(layout:makeSlot:)``, which lays the scroll view out) and applies
    /// its events to the surface: every bound slot is placed anew after an operation that put
    /// the row somewhere new, and scrolling turns off below two items and back on from two.
    /// A data change stops a glide; a row then at rest between items is settled onto its
    /// nearest item's rest, unless its motion is free.
    ///
    /// The operation works on a copy that replaces ``carousel`` only when it returns, so a throw
    /// leaves everything as it was. It must leave a carousel of items of their own lengths.
    ///
    /// - Parameter operation: any carousel operation, e.g. `{ try $0.insert(item, at: 0) }`.
    /// - Returns: the operation's events, as applied.
    /// - Throws: what `operation` throws; nothing changes then.
    /// - Complexity: that of `operation`, plus O(window) to place the slots.
    @discardableResult
    public func perform<E: Error>(
        _ operation: (inout Carousel<Storage, Surface.Slot>) throws(E) -> CarouselEvents
    ) throws(E) -> CarouselEvents {
        var working = carousel
        let events = try operation(&working)
        precondition(working.hasLengths, "a coordinator of items of their own lengths stays one")
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

    /// Sets how the row moves after a release (``CarouselMotion``). A row at rest between
    /// items that changes to a motion that rests on items is settled onto the nearest one; a
    /// glide under way lands as its release aimed, and is then settled so.
    ///
    /// - Parameter motion: the new motion.
    /// - Throws: ``CarouselError/Code/invalidSnapLimit`` for a snapping limit below 1; nothing
    ///   changes then.
    /// - Complexity: O(items between the anchor and the landing).
    public func setMotion(_ motion: CarouselMotion) throws(CarouselError) {
        try _row.setMotion(motion)
        if isAtRest { settleOnRest() }
    }

    /// Starts autoplay: every `interval` seconds of the host's clock (see ``tick(_:)``) the row
    /// slides one item forward, while no finger is down and no glide runs, wherever it rests.
    /// A touch counts the interval again from 0. It stops continuous scrolling.
    ///
    /// - Parameter interval: seconds between two moves, in ``CarouselLimits/autoplayIntervals``.
    /// - Throws: ``CarouselError/Code/invalidAutoplayInterval``; nothing changes then.
    /// - Complexity: O(1).
    public func startAutoplay(interval: Double) throws(CarouselError) {
        let wasScrolling = _row.autoscrollPointsPerSecond != nil
        try _row.startAutoplay(interval: interval)
        if wasScrolling, isAtRest { settleOnRest() }
    }

    /// Stops autoplay; a slide of its own under way lands.
    ///
    /// - Complexity: O(1).
    public func stopAutoplay() {
        _row.stopAutoplay()
    }

    /// Starts continuous scrolling at `pointsPerSecond` points per second (negative: back),
    /// from where the row is. It runs from ``tick(_:)`` while no finger is down and no glide
    /// runs, and goes on from where they leave the row, without a jump.
    ///
    /// - Parameter pointsPerSecond: its magnitude in
    ///   ``CarouselLimits/autoscrollPointsPerSecond``.
    /// - Throws: ``CarouselError/Code/invalidAutoscrollSpeed``; nothing changes then.
    /// - Complexity: O(1).
    public func startAutoscroll(pointsPerSecond: Double) throws(CarouselError) {
        try _row.startAutoscroll(pointsPerSecond: pointsPerSecond)
    }

    /// Stops continuous scrolling: a free row rests where it is, any other is brought to the
    /// rest of its nearest item.
    ///
    /// - Complexity: O(items between the anchor and the landing).
    public func stopAutoscroll() {
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
    /// - Complexity: O(``RowLayout/slotCapacity``).
    public func update(layout: RowLayout, makeSlot: (_ id: Int) -> Surface.Slot) {
        let slotCount = _carousel.slotCount
        // A carousel of items of their own lengths takes any layout.
        let events = try! _carousel.update(layout: layout, makeSlot: makeSlot)
        if _carousel.slotCount > slotCount { configureUnboundSlots() }
        relaidOut(events)
    }

    /// Runs `change`, which makes the length closure answer anew, and lays the row out again
    /// (see ``Carousel/reloadLengths(after:)``), every bound slot placed anew; a row then at
    /// rest between items is settled onto its nearest item's rest, unless its motion is free.
    ///
    /// - Parameter change: makes the length closure answer anew; it runs once.
    /// - Complexity: O(``RowLayout/slotCapacity``), and `change`.
    public func reloadLengths(after change: () -> Void) {
        relaidOut(_row.reloadLengths(after: change))
    }

    /// Puts a new layout of the same items on the scroll view: no item changed, so only the
    /// items that entered or left the viewport are reported.
    private func relaidOut(_ events: CarouselEvents) {
        layOut()
        apply(events, rowMoved: false)
        if isAtRest { settleOnRest() }
    }
}
