/// The three user slots, which item each shows, and which slot sits at which position.
@usableFromInline
struct SlotTable<Slot> {
    /// The user's slot models, by id.
    @usableFromInline var slots: Trio<Slot>
    /// What each position shows: the item its slot (`order[p]`) is bound to. Kept by position,
    /// not by slot id, so that a reconciliation stores the window as it is whatever the order.
    @usableFromInline var shown: Trio<SlotItem>
    /// The slot ids in position order; always a permutation of 0, 1, 2.
    @usableFromInline var order = Trio(0, 1, 2)
    /// Whether each position's slot shows the window of the carousel's current position: false
    /// while ``Carousel/showWindow(farStep:)`` has a neighbor show a far target, and under
    /// ``ReusePolicy/rebind`` from then until the next move, which compares items once and sets
    /// it (a data change in between shows the window without setting it). A move then knows which
    /// slots keep their item from how far the window moved, without comparing items. When true it
    /// follows from the other fields and the carousel's position; `==` does not compare it.
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

    /// The same table with each slot model replaced by what `transform` makes of it.
    func mapSlots<NewSlot, E: Error>(
        _ transform: (Slot) throws(E) -> NewSlot
    ) throws(E) -> SlotTable<NewSlot> {
        var table = SlotTable<NewSlot>(slots: try slots.map(transform), window: shown)
        table.order = order
        table.showsWindow = showsWindow
        return table
    }

    /// Moves and rebinds slots so that each position shows `needed`, the window of `count`
    /// items moved forward by `shift` pages (in `0..<count`) since the last reconciliation, and
    /// records the events; a slot keeps its item when it holds the very item needed (identity,
    /// what every move asks). `scrolledPages` is the pages the content scrolled under the slots
    /// (see ``Matching/greedy(candidates:order:scrolledPages:)``).
    ///
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    mutating func reconcile(
        to needed: Trio<SlotItem>, shiftedBy shift: Int, count: Int, scrolledPages: Int,
        policy: ReusePolicy, into events: inout CarouselEvents
    ) {
        // Slots that do not show the window (after a far binding) compare items, off the inlined
        // path. The flag is tested once, ahead of the policy: tested in each policy's case, it
        // was loaded into a register ahead of both, an instruction more on every rotate move.
        guard showsWindow else {
            let bits = reconcileByComparison(
                to: needed, policy: policy, scrolledPages: scrolledPages)
            events.setShown(needed)
            events.setReconciliation(bits)
            return
        }
        switch policy {
        // A position that showed the window needs another item after any move but whole loops:
        // its item is the window's at a fixed distance from the current one, which moved.
        case .rebind:
            assertShowsWindow(before: shift, count: count, to: needed)
            let kept = shift == 0
            rebindInPlace(to: needed, keeping: Matching.bits(kept, kept, kept), into: &events)
        // With three items or more no item is shown twice: the one slot that holds an item
        // needed is the one the content carried to its place, whichever way the window moved.
        // Two items are shown three times: which slot keeps one depends on the way.
        case .rotate where count > 2 || scrolledPages == 0:
            moveWindow(shiftedBy: shift, count: count, to: needed, into: &events)
        case .rotate:
            let bits = reconcileByComparison(
                to: needed, policy: .rotate, scrolledPages: scrolledPages)
            events.setShown(needed)
            events.setReconciliation(bits)
        }
    }

    /// Reconciliation under ``ReusePolicy/rotate`` of slots that show the window (``showsWindow``)
    /// moved by `shift` pages: which slot can keep which item follows from the shift and the count,
    /// so the whole answer, events included, is looked up without comparing items. Small enough to
    /// inline into every move, unlike ``reconcileByComparison(to:policy:scrolledPages:)``.
    @inlinable @inline(__always)
    mutating func moveWindow(
        shiftedBy shift: Int, count: Int, to needed: Trio<SlotItem>,
        into events: inout CarouselEvents
    ) {
        assertShowsWindow(before: shift, count: count, to: needed)
        let move = WindowMove.lookUp(shiftedBy: shift, count: count, order: order)
        order = move.order
        shown = needed
        events.setShown(needed)
        events.setReconciliation(move.eventBits)
    }

    /// Asserts what ``showsWindow`` promises to a move to `needed`, `shift` pages (in
    /// `0..<count`) forward: the slots show the window the move started from.
    @inlinable @inline(__always)
    func assertShowsWindow(before shift: Int, count: Int, to needed: Trio<SlotItem>) {
        assert(showsWindow && count >= 2 && 0 <= shift && shift < count)
        assert(
            shown
                == SlotItem.window(
                    current: Ring.advance(needed.current.raw, by: -shift, count: count),
                    count: count),
            "the slots show the window the move started from")
    }

    /// ``reconcile(to:shiftedBy:count:scrolledPages:policy:into:)`` to the window `needed` after a
    /// far binding, when the slots no longer show the window, and under ``ReusePolicy/rotate`` for
    /// a scroll of two items: compares what each slot holds with what each position needs. The
    /// slots show the window afterwards.
    ///
    /// Never inlined: it is several times the size of the window move, and inlined into every
    /// move it made the optimizer stop inlining the moves themselves into their callers. It
    /// returns the events' bits, as a window move reads them, rather than writing the caller's
    /// events: written through memory from here, they cost every move a few stores.
    ///
    /// - Returns: the reorder and the rebinds, as ``CarouselEvents`` stores them.
    @inlinable @inline(never)
    mutating func reconcileByComparison(
        to needed: Trio<SlotItem>, policy: ReusePolicy = .rotate, scrolledPages: Int = 0
    ) -> UInt64 {
        var events = CarouselEvents()
        reconcile(to: needed, policy: policy, scrolledPages: scrolledPages, into: &events) {
            held, position in
            held.isSame(as: needed[position])
        }
        showsWindow = true
        return events._bits
    }

    /// ``reconcile(to:shiftedBy:count:scrolledPages:policy:into:)`` with another relation between held and
    /// needed items, by comparisons.
    ///
    /// - Parameters:
    ///   - scrolledPages: the pages the content scrolled under the slots; 0 for a change at
    ///     once.
    ///   - isSame: whether a slot holding an item can show the item needed at a position without
    ///     being rebound. It must be an equivalence between held and needed items (identity, or
    ///     equality of values), which is what makes the matching optimal.
    /// - Complexity: O(1): three calls of `isSame` under rebind, nine under rotate.
    @inlinable
    mutating func reconcile(
        to needed: Trio<SlotItem>, policy: ReusePolicy, scrolledPages: Int = 0,
        into events: inout CarouselEvents, isSame: (_ held: SlotItem, _ position: Int) -> Bool
    ) {
        switch policy {
        case .rebind:
            let keeps = Matching.bits(isSame(shown[0], 0), isSame(shown[1], 1), isSame(shown[2], 2))
            rebindInPlace(to: needed, keeping: keeps, into: &events)
        case .rotate:
            let candidates = candidates(isSame: isSame)
            // The table holds the matchings of a change at once; a scroll's is worked out.
            let matching =
                scrolledPages == 0
                ? Matching.fewestRebinds(candidates: candidates, order: order)
                : Matching.greedy(
                    candidates: candidates, order: order, scrolledPages: scrolledPages)
            apply(matching, needed, into: &events)
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

    /// Reconciliation under ``ReusePolicy/rotate``: puts the slots in `matching`'s order, gives
    /// each the item of its new position, and records the new order if it changed and a rebind
    /// of each slot that does not keep its item.
    @inlinable @inline(__always)
    mutating func apply(
        _ matching: Matching, _ needed: Trio<SlotItem>, into events: inout CarouselEvents
    ) {
        let matched = matching.order
        if matched != order { events.setReorder(matched) }
        order = matched
        showsWindow = true
        shown = needed
        events.setShown(needed)
        for position in 0..<3 where matching.kept & Matching.bit(position) == 0 {
            events.setRebind(at: position, slot: matched[position])
        }
    }
}

extension SlotTable: Sendable where Slot: Sendable {}
extension SlotTable: Equatable where Slot: Equatable {
    /// The same slots showing the same items in the same order (``showsWindow`` follows).
    @usableFromInline
    static func == (lhs: SlotTable, rhs: SlotTable) -> Bool {
        lhs.slots == rhs.slots && lhs.shown == rhs.shown && lhs.order == rhs.order
    }
}
