extension CarouselScrollCoordinator {
    /// Applies `events` to the surface in their order: slot places after a reorder, slot
    /// configurations, then the offset reset without animation; then tells ``onEvents``.
    func apply(_ events: CarouselEvents) {
        if events.reorder != nil { placeSlots() }
        for case .some(let rebind) in events.rebinds {
            guard let slot = carousel.slot(withID: rebind.slot) else { continue }
            // No `flatMap(carousel.element(at:))`: a partial application of a generic method
            // boxes the carousel on the heap, on every rebind.
            if let index = rebind.index {
                surface.configure(slot, with: readElement(carousel.storage, index))
            } else {
                surface.configure(slot, with: nil)
            }
        }
        if let offset = events.offsetReset { setContentOffset(toPage: offset) }
        if !events.isEmpty { onEvents?(events) }
    }
}
