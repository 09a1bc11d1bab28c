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

/// How the three slots follow the window when it changes.
public enum ReusePolicy: Hashable, Sendable, CaseIterable {
    /// Slot 0 is always *previous*, 1 *current*, 2 *next*; each slot whose item changed is rebound.
    /// What a fixed row of three views needs. The default.
    case rebind
    /// Slots may change positions so that the fewest possible are rebound: a slot that keeps its
    /// item is moved to where that item is needed instead of being reconfigured.
    case rotate
}

/// The three user slots, which item each shows, and which slot sits at which position.
@usableFromInline
struct SlotRing<Slot> {
    /// The user's slot models, by id.
    @usableFromInline var slots: Trio<Slot>
    /// What each position shows: the item its slot (`order[p]`) is bound to. Kept by position,
    /// not by slot id, so that a reconciliation stores the window as it is whatever the order.
    @usableFromInline var shown: Trio<SlotItem>
    /// The slot ids in position order; always a permutation of 0, 1, 2.
    @usableFromInline var order = Trio(0, 1, 2)
    /// Whether each position's slot shows the window of the carousel's current position: true
    /// after every reconciliation under ``ReusePolicy/rotate`` (the only policy that reads it),
    /// false while ``Carousel/bindNeighbour(at:to:)`` has a neighbour show a far target. A rotate
    /// move then knows which slots keep their item from how far the window moved, without
    /// comparing items. It follows from the other fields, so `==` does not compare it.
    @usableFromInline var showsWindow = true

    @inlinable
    init(slots: Trio<Slot>, window: Trio<SlotItem>) {
        self.slots = slots
        self.shown = window
    }

    /// The position of slot `id` (0, 1 or 2).
    @inlinable
    func position(ofSlot id: Int) -> Int {
        order.previous == id ? 0 : order.current == id ? 1 : 2
    }

    /// What slot `id` (0, 1 or 2) shows.
    @inlinable
    func shown(bySlot id: Int) -> SlotItem { shown[position(ofSlot: id)] }

    /// The same ring with each slot model replaced by what `transform` makes of it.
    func mapSlots<NewSlot, E: Error>(
        _ transform: (Slot) throws(E) -> NewSlot
    ) throws(E) -> SlotRing<NewSlot> {
        var ring = SlotRing<NewSlot>(slots: try slots.map(transform), window: shown)
        ring.order = order
        ring.showsWindow = showsWindow
        return ring
    }

    /// Moves and rebinds slots so that each position shows `needed`, the window of `count`
    /// items moved forward by `shift` pages (in `0..<count`) since the last reconciliation, and
    /// records the events; a slot keeps its item when it holds the very item needed (identity,
    /// what every move asks).
    ///
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    mutating func reconcile(
        to needed: Trio<SlotItem>, shiftedBy shift: Int, count: Int, policy: ReusePolicy,
        into events: inout CarouselEvents
    ) {
        // Identity needs no closure: the comparisons inline as three integer tests.
        switch policy {
        case .rebind:
            let keeps = Matching.bits(
                shown[0].isSame(as: needed[0]), shown[1].isSame(as: needed[1]),
                shown[2].isSame(as: needed[2]))
            rebindInPlace(to: needed, keeping: keeps, into: &events)
        case .rotate where showsWindow:
            moveWindow(shiftedBy: shift, count: count, to: needed, into: &events)
        case .rotate:
            // Two statements: `record` reads the order that `rotate` writes.
            let result = rotate(to: needed)
            record(result, needed, into: &events)
        }
    }

    /// Reconciliation under ``ReusePolicy/rotate`` of slots that show the window
    /// (``showsWindow``) moved by `shift` pages: which slot can keep which item follows from the
    /// shift and the count, so the whole answer, events included, is looked up without comparing
    /// items. Small enough to inline into every move, unlike ``rotate(to:)``.
    @inlinable @inline(__always)
    mutating func moveWindow(
        shiftedBy shift: Int, count: Int, to needed: Trio<SlotItem>,
        into events: inout CarouselEvents
    ) {
        assert(showsWindow && count >= 2 && 0 <= shift && shift < count)
        assert(
            shown
                == SlotItem.window(
                    current: Ring.advance(needed.current.raw, by: -shift, count: count),
                    count: count),
            "the slots show the window the move started from")
        let move = WindowMove.lookUp(shiftedBy: shift, count: count, order: order)
        order = move.order
        shown = needed
        events.setShown(needed)
        events.setReconciliation(move.eventBits)
    }

    /// ``reconcile(to:shiftedBy:count:policy:into:)`` under ``ReusePolicy/rotate``, by comparing
    /// what each slot holds with what each position needs: puts the slots in the order with the
    /// fewest rebinds and gives them their new items.
    ///
    /// Never inlined: it is several times the size of the rebind path, and inlined into every
    /// move it made the optimizer stop inlining the moves themselves into their callers. It
    /// returns the matching rather than writing the events, which then stay in registers.
    ///
    /// - Returns: by position, the slots that keep their item (a bit set), and whether the order
    ///   changed.
    @inlinable @inline(never)
    mutating func rotate(to needed: Trio<SlotItem>) -> (keeps: UInt8, reordered: Bool) {
        let candidates = candidates { held, position in held.isSame(as: needed[position]) }
        return apply(Matching.fewestRebinds(candidates: candidates, order: order), needed)
    }

    /// ``reconcile(to:shiftedBy:count:policy:into:)`` with another relation between held and
    /// needed items, by comparisons.
    ///
    /// - Parameters:
    ///   - isSame: whether a slot holding an item can show the item needed at a position without
    ///     being rebound. It must be an equivalence between held and needed items (identity, or
    ///     equality of values), which is what makes the matching optimal.
    /// - Complexity: O(1): three calls of `isSame` under rebind, nine under rotate.
    @inlinable
    mutating func reconcile(
        to needed: Trio<SlotItem>, policy: ReusePolicy, into events: inout CarouselEvents,
        isSame: (_ held: SlotItem, _ position: Int) -> Bool
    ) {
        switch policy {
        case .rebind:
            let keeps = Matching.bits(isSame(shown[0], 0), isSame(shown[1], 1), isSame(shown[2], 2))
            rebindInPlace(to: needed, keeping: keeps, into: &events)
        case .rotate:
            let matching = Matching.fewestRebinds(
                candidates: candidates(isSame: isSame), order: order)
            let result = apply(matching, needed)
            record(result, needed, into: &events)
        }
    }

    /// By position, the ids of the slots whose item `isSame` finds fit for it, as bit sets: the
    /// input of ``Matching/fewestRebinds(candidates:order:)``.
    ///
    /// - Complexity: O(1): nine calls of `isSame`.
    @inlinable @inline(__always)
    func candidates(isSame: (_ held: SlotItem, _ position: Int) -> Bool) -> Trio<UInt8> {
        let held = Trio(0, 1, 2).map(shown(bySlot:))
        return Trio(0, 1, 2).map { position in
            Matching.bits(
                isSame(held[0], position), isSame(held[1], position), isSame(held[2], position))
        }
    }

    /// Reconciliation under ``ReusePolicy/rebind``: the order never changes, slot `p` is at
    /// position `p`, and each slot not in `keeps` (a bit set of positions) is rebound.
    @inlinable @inline(__always)
    mutating func rebindInPlace(
        to needed: Trio<SlotItem>, keeping keeps: UInt8, into events: inout CarouselEvents
    ) {
        assert(order == Trio(0, 1, 2), "the rebind policy never reorders")
        events.setShown(needed)
        for position in 0..<3 where keeps & Matching.bit(position) == 0 {
            events.setRebind(at: position, slot: position)
        }
        // Even a kept slot takes the new value: its item may have moved to another index.
        shown = needed
    }

    /// Reconciliation under ``ReusePolicy/rotate``: puts the slots in `matching`'s order and
    /// gives each the item of its new position.
    ///
    /// - Returns: by position, the slots that keep their item (a bit set), and whether the order
    ///   changed.
    @inlinable @inline(__always)
    mutating func apply(
        _ matching: Matching, _ needed: Trio<SlotItem>
    ) -> (keeps: UInt8, reordered: Bool) {
        let matched = matching.order
        let reordered = matched != order
        order = matched
        showsWindow = true
        shown = needed
        return (matching.kept, reordered)
    }

    /// Records the events of a reconciliation under ``ReusePolicy/rotate``: the new order if it
    /// changed, and a rebind of each slot that does not keep its item.
    @inlinable @inline(__always)
    func record(
        _ result: (keeps: UInt8, reordered: Bool), _ needed: Trio<SlotItem>,
        into events: inout CarouselEvents
    ) {
        if result.reordered { events.setReorder(order) }
        events.setShown(needed)
        for position in 0..<3 where result.keeps & Matching.bit(position) == 0 {
            events.setRebind(at: position, slot: order[position])
        }
    }
}

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

    /// ``greedy(candidates:order:)``, looked up: one load from a table of every answer.
    ///
    /// A rotate move asks this on every page, and the passes of the greedy matching are a hundred
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

    /// Every answer of ``greedy(candidates:order:)``, at ``tableIndex(candidates:order:)``: the
    /// first two slot ids of its order in two bits each, then its keeps by position (unused
    /// indices, of no order, hold 0).
    @usableFromInline static let table: [UInt8] = (0..<4096).map { index in
        let orderCode = index >> 9
        let (first, second) = (orderCode / 3, orderCode % 3)
        guard first != second, orderCode < 9 else { return 0 }
        return encoded(
            greedy(
                candidates: Trio(UInt8(index & 7), UInt8(index >> 3 & 7), UInt8(index >> 6 & 7)),
                order: Trio(first, second, 3 - first - second)))
    }

    /// A slot order with the fewest rebinds, preferring slots that stay where they are.
    ///
    /// Matching within each class of equal items is all that counts, and any greedy matching
    /// reaches `min(held, needed)` in every class: so keeping matches in place first, then moving
    /// matches, then filling the rest is minimal.
    ///
    /// - Parameters:
    ///   - candidates: by position, the ids of the slots that can show its item without a rebind,
    ///     as bit sets; the relation must come from an equivalence between items.
    ///   - order: the slot ids in position order now.
    /// - Complexity: O(1): three passes over the three positions.
    static func greedy(candidates: Trio<UInt8>, order: Trio<Int>) -> Matching {
        var matching = Matching()
        for position in 0..<3 where candidates[position] & bit(order[position]) != 0 {
            matching.assign(order[position], to: position, keeping: true)
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

/// A rotate move of slots that show the window, worked out in advance: the new slot order and
/// the bits ``CarouselEvents`` stores for the reorder and the rebinds.
///
/// Which held item equals which needed one depends only on the shift's class (0, 1, `count - 1`,
/// 2, `count - 2` or another) and on the count up to 5: from 5 items on, the three positions
/// before and the three after overlap only where the shift says. So the answers for one
/// representative count of each class (2, 3, 4 and 6) are computed once, by
/// ``Matching/greedy(candidates:order:)`` from comparisons of real windows and recorded with the
/// events' own setters, into a table of 288 that each move reads.
@usableFromInline
struct WindowMove {
    /// Bits 0–3: the first two slot ids of the new order (the third is what remains of
    /// 0 + 1 + 2); 4 and up: the events' bits.
    @usableFromInline let packed: UInt32

    @inlinable init(packed: UInt32) { self.packed = packed }

    /// The slot ids in position order after the move.
    @inlinable var order: Trio<Int> {
        let first = Int(packed & 3)
        let second = Int(packed >> 2 & 3)
        return Trio(first, second, 3 &- first &- second)
    }

    /// The reorder and the rebinds, as ``CarouselEvents`` stores them.
    @inlinable var eventBits: UInt64 { UInt64(packed >> 4) }

    /// The move of slots in `order` that show the window of `count` items, moved forward by
    /// `shift` pages in `0..<count`.
    ///
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    static func lookUp(shiftedBy shift: Int, count: Int, order: Trio<Int>) -> WindowMove {
        let index =
            shiftClass(shift, count: count) | (Swift.min(count, 5) &- 2) << 3
            | (3 &* order.previous &+ order.current) << 5
        return WindowMove(packed: table[index])
    }

    /// The class of a shift in `0..<count` that decides which slots keep their item.
    @inlinable @inline(__always)
    static func shiftClass(_ shift: Int, count: Int) -> Int {
        // In this order: for 3 items a shift of 1 is also `count - 2`, and 2 is `count - 1`.
        if shift == 0 { return 0 }
        if shift == 1 { return 1 }
        if shift == count &- 1 { return 2 }
        if shift == 2 { return 3 }
        if shift == count &- 2 { return 4 }
        return 5
    }

    /// Every move, at `shiftClass | (min(count, 5) - 2) << 3 | (3 × order.previous +
    /// order.current) << 5`; indices of no class, count or order hold 0.
    @usableFromInline static let table: [UInt32] = (0..<288).map { index in
        let (shiftClass, countClass, orderCode) = (index & 7, index >> 3 & 3, index >> 5)
        let count = [2, 3, 4, 6][countClass]
        let shift = [0, 1, count - 1, 2, count - 2, 3][Swift.min(shiftClass, 5)]
        let (first, second) = (orderCode / 3, orderCode % 3)
        guard shiftClass < 6, 0 <= shift, shift < count,
            Self.shiftClass(shift, count: count) == shiftClass, first != second, orderCode < 9
        else { return 0 }
        let order = Trio(first, second, 3 - first - second)
        // A ring whose slots in `order` show the window at 0, reconciled by comparisons to the
        // window at `shift`: what every such move does.
        var ring = SlotRing(
            slots: Trio((), (), ()), window: SlotItem.window(current: 0, count: count))
        ring.order = order
        var events = CarouselEvents()
        let needed = SlotItem.window(current: shift, count: count)
        let result = ring.rotate(to: needed)
        ring.record(result, needed, into: &events)
        let moved = ring.order
        return UInt32(moved.previous | moved.current << 2) | UInt32(events._bits) << 4
    }
}

extension SlotRing: Sendable where Slot: Sendable {}
extension SlotRing: Equatable where Slot: Equatable {
    /// The same slots showing the same items in the same order (``showsWindow`` follows).
    @usableFromInline
    static func == (lhs: SlotRing, rhs: SlotRing) -> Bool {
        lhs.slots == rhs.slots && lhs.shown == rhs.shown && lhs.order == rhs.order
    }
}
