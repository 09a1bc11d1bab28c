/// Which items a row keeps bound and through which slots: the items from `lead` positions before
/// the current one (`lead <= 0`) to `lead + count - 1`.
///
/// The slots form a ring of ``ring`` ids, the row's slot capacity: position `p` is bound to slot
/// `(base + p) mod ring`. Under ``ReusePolicy/rotate`` a scroll that passes `k` items turns the
/// ring by `k`, so every item that stays keeps its slot and each one that enters takes a slot
/// that an item leaving freed or that no item used; under ``ReusePolicy/rebind`` `base` stays 0
/// and slot `p` stays at position `p`. Either way a position's slot is arithmetic on two small
/// numbers, which is what lets a row's ``CarouselEvents`` name every slot in a fixed size.
@usableFromInline
struct RowWindow: Hashable, Sendable {
    /// The first position's distance from the current item, in items: 0 or less.
    @usableFromInline var lead = 0
    /// The number of positions, 0 for an empty row.
    @usableFromInline var count = 0
    /// The slot of position 0, in `0..<ring`; always 0 under ``ReusePolicy/rebind``.
    @usableFromInline var base = 0
    /// The number of slot ids the positions turn through: the layout's slot capacity.
    @usableFromInline var ring = 1
    /// The slots made so far, ids `0..<slotsMade`: one past the highest id ever bound.
    @usableFromInline var slotsMade = 0

    /// A window of `count` positions from `lead` on a ring of `ring` slots, slot `p` at position
    /// `p`: a new row's.
    @inlinable
    init(lead: Int, count: Int, ring: Int) {
        self.lead = lead
        self.count = count
        self.ring = ring
        slotsMade = count
    }

    /// The slot of window position `position`, in `0..<count`.
    @inlinable
    func slot(at position: Int) -> Int {
        let slot = base &+ position
        return slot >= ring ? slot &- ring : slot
    }

    /// The position of slot `id`, or `nil` when no position uses it.
    @inlinable
    func position(ofSlot id: Int) -> Int? {
        guard 0 <= id && id < ring else { return nil }
        let position = id >= base ? id &- base : id &+ ring &- base
        return position < count ? position : nil
    }

    /// The ids of the slots the window uses, one bit a slot: `count` bits from `base`, round the
    /// ring.
    @inlinable
    var usedSlots: UInt64 {
        let run = Self.lowBits(count)
        let fromBase = base &+ count <= ring ? count : ring &- base
        // The run from `base` to the ring's end, then the rest from slot 0.
        return (Self.lowBits(fromBase) << UInt64(base)) | (run >> UInt64(fromBase))
    }

    /// The `n` lowest bits, `n` in `0...64`.
    @inlinable
    static func lowBits(_ n: Int) -> UInt64 { n >= 64 ? ~0 : (1 << UInt64(n)) &- 1 }

    /// Checks that the window fits its ring, every position its own slot, made before.
    @inlinable
    func checkInvariants(capacity: Int) {
        precondition(ring == capacity && ring <= SlotBytes.capacity)
        precondition(count >= 0 && count <= ring && 0 <= base && base < ring)
        precondition(slotsMade <= SlotBytes.capacity)
        precondition(lead <= 0 && (count == 0 || lead > -count))
        precondition(usedSlots.nonzeroBitCount == count, "two positions share a slot")
        precondition(count == 0 || usedSlots >> UInt64(slotsMade) == 0, "a slot never made")
    }
}
