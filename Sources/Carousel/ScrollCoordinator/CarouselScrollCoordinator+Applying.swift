extension CarouselScrollCoordinator {
    /// Applies `events` to the surface in their order: slot places after a reorder, slot
    /// configurations, then the offset reset without animation; then tells ``onEvents``.
    @inlinable @inline(__always)
    func apply(_ events: CarouselEvents) {
        // Most frames commit nothing: only a test of the events, inlined.
        if !events.isEmpty { applyChanges(events) }
    }

    /// The body of ``apply(_:)``, for events that change something.
    @inlinable
    func applyChanges(_ events: CarouselEvents) {
        if events.reorder != nil { placeSlots() }
        for position in 0..<events.positionCount {
            guard let rebind = events.rebind(atPosition: position) else { continue }
            configure(slot(withID: rebind.slot), index: rebind.index)
        }
        if let offset = events.offsetReset { setContentOffset(toPage: offset) }
        display.isStale = true
        if let move = events.move { prefetch.pagesMoved &+= move.step }
        onEvents?(events)
    }
}
