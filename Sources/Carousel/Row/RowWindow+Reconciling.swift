extension RowWindow {
    /// The window of `count` positions from `lead` that follows `self` under `policy`, and the
    /// new positions to rebind, the old slots freed and the new positions whose item is not the
    /// one the same slot showed at the same place (`entered`: they need placing, rebound or
    /// not), for ``RowEvents``.
    ///
    /// - Parameters:
    ///   - kept: the old position whose item the new position `q` shows again, when the
    ///     operation knows it (a scroll that passed a few items); `nil` otherwise, and then
    ///     items are matched by index.
    ///   - oldIndex: the storage position, after the operation, of the item old position `p`
    ///     showed; `nil` when it is no longer there (removed, replaced).
    ///   - newIndex: the storage position new position `q` shows.
    @inlinable
    func following(
        lead: Int, count: Int, policy: ReusePolicy, kept: (Int) -> Int?,
        oldIndex: (Int) -> Int?, newIndex: (Int) -> Int
    ) -> (window: RowWindow, rebound: UInt64, freed: UInt64, entered: UInt64) {
        var next = RowWindow(lead: lead, count: 0)
        next.count = count
        next.slotsMade = slotsMade
        var rebound: UInt64 = 0
        var freed: UInt64 = 0
        var entered: UInt64 = 0
        guard policy == .rotate else {
            // Each position keeps its slot: rebind where the item shown there changed. Its
            // place stays only where the position keeps its own item (the row did not move by
            // whole items); else the slot shows the item at a new place, even one it showed.
            for q in 0..<count {
                next.slots[q] = q
                if q >= self.count || oldIndex(q) != newIndex(q) { rebound |= 1 << UInt64(q) }
                if kept(q) != q { entered |= 1 << UInt64(q) }
            }
            for p in count..<max(count, self.count) { freed |= 1 << UInt64(p) }
            next.slotsMade = max(slotsMade, count)
            return (next, rebound, freed, entered)
        }
        // The old positions whose slots are not kept, one bit each.
        var pool: UInt64 = self.count == 0 ? 0 : ~0 >> UInt64(64 - self.count)
        var unassigned: UInt64 = 0
        for q in 0..<count {
            if let p = kept(q) {
                next.slots[q] = slots[p]
                pool &= ~(1 << UInt64(p))
            } else {
                unassigned |= 1 << UInt64(q)
            }
        }
        entered = unassigned
        // An entering item that an old slot already shows (few items repeat round the window)
        // takes that slot without a rebind.
        var entering = unassigned
        while entering != 0 {
            let q = entering.trailingZeroBitCount
            entering &= entering &- 1
            let index = newIndex(q)
            var candidates = pool
            while candidates != 0 {
                let p = candidates.trailingZeroBitCount
                candidates &= candidates &- 1
                if oldIndex(p) == index {
                    next.slots[q] = slots[p]
                    pool &= ~(1 << UInt64(p))
                    unassigned &= ~(1 << UInt64(q))
                    break
                }
            }
        }
        // The rest take the slots that left, then slots made but unused, then new ones.
        var idle = (slotsMade == 64 ? ~0 : (1 << UInt64(slotsMade)) &- 1) & ~usedSlots
        while unassigned != 0 {
            let q = unassigned.trailingZeroBitCount
            unassigned &= unassigned &- 1
            rebound |= 1 << UInt64(q)
            if pool != 0 {
                let p = pool.trailingZeroBitCount
                pool &= pool &- 1
                next.slots[q] = slots[p]
            } else if idle != 0 {
                next.slots[q] = idle.trailingZeroBitCount
                idle &= idle &- 1
            } else {
                next.slots[q] = next.slotsMade
                next.slotsMade += 1
            }
        }
        while pool != 0 {
            let p = pool.trailingZeroBitCount
            pool &= pool &- 1
            freed |= 1 << UInt64(slots[p])
        }
        return (next, rebound, freed, entered)
    }
}
