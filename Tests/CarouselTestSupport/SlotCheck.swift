import Carousel

/// Each slot, at every one of the `2r + 1` positions, lies where the layout puts its position
/// and shows the item it is bound to, and with two items or more every slot is bound to one
/// (unless the carousel leaves positions empty). `nil` when so, else the first slot that is wrong.
///
/// - Parameters:
///   - carousel: what the slots are bound to.
///   - geometry: where each position lies.
///   - span: where a slot lies, `nil` before it is placed.
///   - shows: what a slot shows, `nil` for nothing.
@MainActor
public func slotViolation<Storage, Slot>(
    in carousel: Carousel<Storage, Slot>, geometry: CarouselGeometry,
    span: (Slot) -> CarouselGeometry.Span?, shows: (Slot) -> Storage.Element?
) -> String? where Storage.Element: Equatable {
    let ids = carousel.slotOrder
    for position in ids.indices {
        let id = ids[position]
        guard let slot = carousel.slot(withID: id) else { return "slot \(id) has no model" }
        if span(slot) != geometry.slotSpan(atPosition: position) {
            return "slot \(id) at position \(position) is misplaced"
        }
        let index = carousel.boundIndex(ofSlot: id)
        // Few items leave positions empty, and so does a far binding whose run meets the other
        // side's: the window itself is checked against a plain model at rest.
        if carousel.count >= 2, index == nil, carousel.fewItems == .repeating {
            return "slot \(id) shows nothing"
        }
        if shows(slot) != index.flatMap(carousel.element(at:)) {
            return "slot \(id) does not show the item it is bound to"
        }
    }
    return nil
}
