/// What an operation asks the view to do, one instruction at a time.
///
/// Operations return their events in a fixed order: ``moved(_:)`` (at most one), ``reorder(slots:)``
/// or ``reorderSlots(_:)`` (rotate policy only), ``rebind(slot:index:)`` in position order, then
/// ``offsetReset(offset:)``.
public enum CarouselEvent: Hashable, Sendable {
    /// The current index changed by a move, a scroll or autoplay.
    case moved(CarouselMove)
    /// The slots changed positions (rotate policy): `slots` holds the slot ids in position order.
    case reorder(slots: Trio<Int>)
    /// The slots changed positions (rotate policy) in a carousel of more than three positions (or
    /// one that leaves positions empty): the slot ids in position order.
    case reorderSlots(CarouselSlotOrder)
    /// Configure slot `slot` for the item at storage position `index` now (`nil`: show nothing).
    case rebind(slot: Int, index: Int?)
    /// Set the scroll position to `offset` page units without animation (the endless-scroll reset).
    case offsetReset(offset: Double)
}
