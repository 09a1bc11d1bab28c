extension CarouselScrollCoordinator {
    /// Applies `events` to the surface in their order: slot places after a reorder, slot
    /// configurations, then the offset reset without animation; then tells ``onEvents``.
    func apply(_ events: CarouselEvents) {
        if events.reorder != nil { placeSlots() }
        for position in 0..<events.positionCount {
            guard let rebind = events.rebind(atPosition: position) else { continue }
            configure(slot(withID: rebind.slot), index: rebind.index)
        }
        if let offset = events.offsetReset { setContentOffset(toPage: offset) }
        guard !events.isEmpty else { return }
        display.isStale = true
        onEvents?(events)
    }
}
