import Carousel

/// Each slot lies where the layout puts its position and shows the item it is bound to, and
/// with two items or more every slot is bound to one. `nil` when so, else the first slot that
/// is wrong.
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
    for position in CarouselPosition.allCases {
        let slot = carousel[slotAt: position]
        let id = carousel.slotOrder[position]
        if span(slot) != geometry.slotSpan(at: position) {
            return "slot \(id) at \(position) is misplaced"
        }
        let index = carousel.boundIndex(ofSlot: id)
        if carousel.count >= 2, index == nil {
            return "slot \(id) shows nothing"
        }
        if shows(slot) != index.flatMap(carousel.element(at:)) {
            return "slot \(id) does not show the item it is bound to"
        }
    }
    return nil
}
