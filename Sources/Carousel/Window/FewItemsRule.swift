/// What a carousel shows when it has fewer items than positions: a row of `2 × neighbors + 1`
/// positions over 3 items, say.
public enum FewItemsRule: Hashable, Sendable {
    /// Every position shows an item from two items on: position `j` shows
    /// `(current + j − neighbors) mod count`, so the ring repeats and an item may be visible at
    /// two positions at once (as the other item of a two-item carousel is on both sides of the
    /// current one). One item shows only at the center (it does not loop), under either rule. The
    /// default.
    case repeating
    /// No item is visible twice: the positions nearest the current one show each item once
    /// (`(count − 1) / 2` before it, rounded down, and the rest after it), and the farther
    /// positions stay empty. ``Carousel/window`` reads `nil` there. While a far move's
    /// target is bound beside the current item (``CarouselScrollCoordinator``), a position whose
    /// item already shows nearer the center stays empty too, whatever the count.
    case leavingEmpty
}
