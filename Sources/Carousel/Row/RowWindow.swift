/// Which items a row keeps bound and through which slots: the items from `lead` positions before
/// the current one (`lead <= 0`) to `lead + count - 1`, position `p` through slot `slots[p]`.
///
/// A value of positions relative to the current item, so that a scroll that passes `k` items
/// moves every kept item `k` positions back without a look at the storage.
@usableFromInline
struct RowWindow: Sendable {
    /// The first position's distance from the current item, in items: 0 or less.
    @usableFromInline var lead = 0
    /// The number of positions, 0 for an empty row.
    @usableFromInline var count = 0
    /// The slot of each position.
    @usableFromInline var slots = SlotBytes()
    /// The slots made so far, ids `0..<slotsMade`: the most the window has held.
    @usableFromInline var slotsMade = 0

    /// A window of `count` positions from `lead`, slot `p` at position `p`: a new row's.
    @inlinable
    init(lead: Int, count: Int) {
        self.lead = lead
        self.count = count
        for position in 0..<count { slots[position] = position }
        slotsMade = count
    }

    /// The ids of the slots the window uses, one bit a slot.
    @inlinable
    var usedSlots: UInt64 {
        var used: UInt64 = 0
        for position in 0..<count { used |= 1 << UInt64(slots[position]) }
        return used
    }

    /// The position of slot `id`, or `nil` when no position uses it.
    func position(ofSlot id: Int) -> Int? {
        (0..<count).first { slots[$0] == id }
    }

    /// Checks that every position has its own slot, made before.
    @inlinable
    func checkInvariants(capacity: Int) {
        // A smaller viewport lowers the capacity; the slots made for the larger one stay made.
        precondition(
            count >= 0 && count <= capacity && slotsMade <= SlotBytes.capacity)
        precondition(lead <= 0 && (count == 0 || lead > -count))
        precondition(usedSlots.nonzeroBitCount == count, "two positions share a slot")
        precondition(count == 0 || usedSlots >> UInt64(slotsMade) == 0, "a slot never made")
    }
}
