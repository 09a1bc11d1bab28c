/// An assignment of the three slots to the three positions, in bit sets: a move under
/// ``ReusePolicy/rotate`` builds one, and small integers cost less to update and test than trios
/// of optionals and flags.
@usableFromInline
struct Matching {
    /// Two bits per position: the slot id there, once assigned.
    @usableFromInline var ids = 0
    /// By position: assigned.
    @usableFromInline var assigned: UInt8 = 0
    /// By slot id: already placed.
    @usableFromInline var used: UInt8 = 0
    /// By position: the slot there keeps its item (no rebind).
    @usableFromInline var kept: UInt8 = 0

    /// No slot assigned yet.
    @inlinable init() {}

    /// ``greedy(candidates:order:scrolledPages:)``, looked up: one load from a table of every
    /// answer.
    ///
    /// A rotate move asks this on every page, and the passes of the greedy matching are many
    /// instructions of tests and branches; its answer depends on only 12 bits (nine candidate
    /// bits and one of six orders), so all 4 096 answers are computed once, by that function
    /// itself, into 4 KiB.
    ///
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    static func fewestRebinds(candidates: Trio<UInt8>, order: Trio<Int>) -> Matching {
        decoded(table[tableIndex(candidates: candidates, order: order)])
    }

    /// A complete matching from its encoding in a table: the first two slot ids of its order in
    /// two bits each (the third is what remains of 0 + 1 + 2), then its keeps by position.
    @inlinable @inline(__always)
    static func decoded(_ answer: UInt8) -> Matching {
        var matching = Matching()
        let first = Int(answer & 3)
        let second = Int(answer >> 2 & 3)
        matching.ids = first | second << 2 | (3 &- first &- second) << 4
        (matching.assigned, matching.used, matching.kept) = (0b111, 0b111, answer >> 4)
        return matching
    }

    /// The encoding of ``decoded(_:)``.
    static func encoded(_ matching: Matching) -> UInt8 {
        let order = matching.order
        return UInt8(order.previous | order.current << 2) | matching.kept << 4
    }

    /// Where the answer for `candidates` and `order` is in ``table``: the nine candidate bits, then
    /// `3 × order.previous + order.current`, which tells the six orders apart.
    @inlinable @inline(__always)
    static func tableIndex(candidates: Trio<UInt8>, order: Trio<Int>) -> Int {
        assert(candidates.allSatisfy { $0 < 8 })
        return Int(candidates.previous | candidates.current << 3) | Int(candidates.next) << 6
            | (3 &* order.previous &+ order.current) << 9
    }

    /// Every answer of ``greedy(candidates:order:scrolledPages:)``, at
    /// ``tableIndex(candidates:order:)``: the first two slot ids of its order in two bits each,
    /// then its keeps by position (unused indices, of no order, hold 0).
    @usableFromInline static let table: [UInt8] = (0..<4096).map { index in
        let orderCode = index >> 9
        let (first, second) = (orderCode / 3, orderCode % 3)
        guard first != second, orderCode < 9 else { return 0 }
        return encoded(
            greedy(
                candidates: Trio(UInt8(index & 7), UInt8(index >> 3 & 7), UInt8(index >> 6 & 7)),
                order: Trio(first, second, 3 - first - second)))
    }

    /// A slot order with the fewest rebinds, preferring slots that keep their place on screen.
    ///
    /// Matching within each class of equal items is all that counts, and any greedy matching
    /// reaches `min(held, needed)` in every class: so keeping the matches that stay in place
    /// first, then moving matches, then filling the rest is minimal.
    ///
    /// - Parameters:
    ///   - candidates: by position, the ids of the slots that can show its item without a rebind,
    ///     as bit sets; the relation must come from an equivalence between items.
    ///   - order: the slot ids in position order now.
    ///   - scrolledPages: the pages the content scrolled under the slots (a scroll's commit):
    ///     the slot `scrolledPages` positions on is the one at a position's place on screen. 0
    ///     for a change at once (a move, a data change, a far binding), whose places are the
    ///     positions themselves.
    /// - Complexity: O(1): three passes over the three positions.
    @usableFromInline
    static func greedy(
        candidates: Trio<UInt8>, order: Trio<Int>, scrolledPages: Int = 0
    ) -> Matching {
        var matching = Matching()
        for position in 0..<3 {
            guard
                let place = Self.place(of: position, scrolledPages: scrolledPages, positions: 3),
                candidates[position] & bit(order[place]) != 0
            else { continue }
            matching.assign(order[place], to: position, keeping: true)
        }
        for position in 0..<3 where !matching.isAssigned(position) {
            // The lowest free id among the candidates, as a search in id order would find it.
            let free = candidates[position] & ~matching.used
            if free != 0 { matching.assign(free.trailingZeroBitCount, to: position, keeping: true) }
        }
        for position in 0..<3 where !matching.isAssigned(position) {
            // Prefer the slot already at this position, so unmatched slots do not shuffle
            // needlessly; else the lowest free id (a slot is free, since a position is).
            let stays = order[position]
            let id = matching.used & bit(stays) == 0 ? stays : (~matching.used).trailingZeroBitCount
            matching.assign(id, to: position, keeping: false)
        }
        return matching
    }

    /// The position whose slot shows what lies at `position`'s place on screen once the content
    /// scrolled `scrolledPages` under the slots, or `nil` when that is outside the `positions`:
    /// the first class of every greedy matching (three slots or more).
    @inlinable
    static func place(of position: Int, scrolledPages: Int, positions: Int) -> Int? {
        // |scrolledPages| is a page count of one commit: the sum cannot overflow.
        let place = position &+ scrolledPages
        return 0 <= place && place < positions ? place : nil
    }

    /// The bit of slot id or position number `n` (0, 1 or 2) in a bit set.
    @inlinable static func bit(_ n: Int) -> UInt8 {
        assert(0 <= n && n < 3)
        // `n` is below 8: the masking shift and the truncation lose nothing, and need no checks.
        return UInt8(truncatingIfNeeded: 1 &<< n)
    }

    /// The bit set of the numbers 0, 1 and 2 whose flag is true.
    @inlinable static func bits(_ zero: Bool, _ one: Bool, _ two: Bool) -> UInt8 {
        (zero ? 1 : 0) | (one ? 2 : 0) | (two ? 4 : 0)
    }

    /// Whether a slot is assigned to `position`.
    @inlinable func isAssigned(_ position: Int) -> Bool { assigned & Self.bit(position) != 0 }

    /// Puts slot `id` at `position`; `keeping`: it shows the item needed there already.
    @inlinable
    mutating func assign(_ id: Int, to position: Int, keeping: Bool) {
        assert(!isAssigned(position) && 0 <= id && id < 3 && used & Self.bit(id) == 0)
        ids |= id << (2 * position)
        assigned |= Self.bit(position)
        used |= Self.bit(id)
        if keeping { kept |= Self.bit(position) }
    }

    /// The slot ids in position order, once every position is assigned.
    @inlinable var order: Trio<Int> {
        assert(assigned == 0b111, "every position has a slot")
        return Trio(ids & 3, ids >> 2 & 3, ids >> 4 & 3)
    }
}
