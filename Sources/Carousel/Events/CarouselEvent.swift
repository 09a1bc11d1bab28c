/// What an operation asks the view to do, one instruction at a time.
///
/// Operations return their events in a fixed order: ``moved(_:)`` (at most one),
/// ``reorder(slots:)`` (rotate policy only), ``rebind(slot:index:)`` in position order, then
/// ``offsetReset(offset:)``.
///
/// An enum, so that a `switch` over the events is checked for exhaustiveness: a new case would
/// break every client's `switch` and is kept for a new major version.
public enum CarouselEvent: Hashable, Sendable {
    /// The current index changed by a move, a scroll or autoplay.
    case moved(CarouselMove)
    /// The slots changed positions (``ReusePolicy/rotate``): `slots` holds the slot ids in
    /// position order, for every position.
    case reorder(slots: CarouselSlotOrder)
    /// Configure slot `slot` for the item at storage position `index` now (`nil`: show nothing).
    case rebind(slot: Int, index: Int?)
    /// Set the scroll position to `offset` page units without animation (the endless-scroll reset).
    case offsetReset(offset: Double)
}
