/// What a slot shows, followed across the index shifts that data changes cause.
///
/// One `Int`, since every move compares three of them: a storage position is at least 0, so the
/// two negative values are free to mean "nothing" and "an item that is gone".
@usableFromInline
struct SlotItem: Hashable, Sendable {
    /// The storage position, or one of the two negative markers below.
    @usableFromInline let raw: Int

    @inlinable init(raw: Int) { self.raw = raw }

    /// An empty position: nothing to show.
    @inlinable static var empty: SlotItem { SlotItem(raw: -1) }
    /// An item that was removed or replaced: it matches nothing, so its slot is always rebound.
    @inlinable static var stale: SlotItem { SlotItem(raw: -2) }
    /// The item at storage position `index`.
    @inlinable static func item(_ index: Int) -> SlotItem {
        assert(index >= 0, "a storage position is never negative")
        return SlotItem(raw: index)
    }

    /// Identity with an item a position needs: the same item, or both empty. A stale item is no
    /// item, so it is never the same.
    @inlinable
    func isSame(as needed: SlotItem) -> Bool {
        // What a position needs is never stale, so equal raw values mean the same item.
        assert(needed != .stale, "a window position never needs a stale item")
        return raw == needed.raw
    }

    /// The storage position, or `nil` when there is none to show.
    @inlinable
    var index: Int? { raw >= 0 ? raw : nil }

    /// What *previous*, *current* and *next* show around position `current` of `count` items.
    @inlinable @inline(__always)
    static func window(current: Int, count: Int) -> Trio<SlotItem> {
        switch count {
        case 0: return Trio(.empty, .empty, .empty)
        case 1: return Trio(.empty, .item(0), .empty)
        default:
            return Trio(
                .item(Ring.predecessor(of: current, count: count)), .item(current),
                .item(Ring.successor(of: current, count: count)))
        }
    }
}
