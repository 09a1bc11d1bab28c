/// The point of the viewport that decides which item of a carousel whose items have lengths of
/// their own is current, and where an item rests.
///
/// The current item is the one whose *cell* (the item and half the spacing on each side) holds
/// the anchor point; an item rests with its center on the anchor (``center``) or its leading
/// edge on the viewport's leading edge (``leading``).
public enum CarouselAnchor: Hashable, Sendable {
    /// The middle of the viewport: a picker, or a row of cards that centers one.
    case center
    /// The leading edge of the viewport: a ticker or a row of chips read from the start.
    case leading
}
