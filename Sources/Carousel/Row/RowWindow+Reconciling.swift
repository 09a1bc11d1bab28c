extension RowWindow {
    /// The window of `count` positions from `lead` on a ring of `ring` slots that follows `self`
    /// under `policy`, the new positions to rebind and the old slots freed, for
    /// ``CarouselEvents``.
    ///
    /// New position `q` stands where old position `q + lead - self.lead + shift` stood, so under
    /// ``ReusePolicy/rotate`` the ring turns by that much: an item that stays keeps its slot.
    /// A position is rebound unless its slot showed the same item before: for a continuous
    /// move (`shift` known) the same item at the same place along the row, under
    /// ``ReusePolicy/rebind`` an item of the same index; after a data change (`shift` `nil`) an
    /// item whose index, mapped by `oldIndex`, is the new one.
    ///
    /// - Parameters:
    ///   - shift: how many items forward the current item moved in a continuous move; `nil`
    ///     after a data change or a move too far to keep anything.
    ///   - oldIndex: the storage position, after the operation, of the item old position `p`
    ///     showed; `nil` when it is no longer there (removed, replaced).
    ///   - newIndex: the storage position new position `q` shows.
    /// - Returns: also `placesAll`, whether every position shows its item at a new place (the
    ///   rebound ones otherwise): under ``ReusePolicy/rebind`` when the positions moved along
    ///   the row, and after a data change.
    @inlinable
    func following(
        lead: Int, count: Int, ring: Int, policy: ReusePolicy, shift: Int?,
        oldIndex: (Int) -> Int?, newIndex: (Int) -> Int
    ) -> (window: RowWindow, rebound: UInt64, freed: UInt64, placesAll: Bool) {
        // Both ends of a window lie within a ring of the current item, and a known shift within
        // two rings: the turn is a small number.
        let turn = lead &- self.lead &+ (shift ?? 0)
        var next = RowWindow(lead: lead, count: count, ring: ring)
        next.slotsMade = slotsMade
        if policy == .rotate {
            let base = (self.base &+ turn) % ring
            next.base = base < 0 ? base &+ ring : base
        }
        var rebound: UInt64 = 0
        for q in 0..<count {
            let slot = next.slot(at: q)
            guard let p = position(ofSlot: slot) else {
                rebound |= 1 << UInt64(q)
                continue
            }
            // The same item at the same place: kept, without reading an index.
            if shift != nil && p == q &+ turn { continue }
            // Another item, or few items' same item at another place: under rebind a slot keeps
            // an item of the same index wherever it moved, under rotate only where it was.
            if shift == nil || policy == .rebind, let old = oldIndex(p), old == newIndex(q) {
                continue
            }
            rebound |= 1 << UInt64(q)
        }
        let used = next.usedSlots
        next.slotsMade = max(slotsMade, 64 &- used.leadingZeroBitCount)
        let placesAll = shift == nil || (policy == .rebind && turn != 0)
        return (next, rebound, usedSlots & ~used, placesAll)
    }
}
