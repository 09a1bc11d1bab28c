/// The slots of a carousel wider than three (or one that leaves empty positions): which slot
/// sits at which position, and which window the positions show.
///
/// The three-slot table keeps its table-driven moves; this one reconciles any layout by
/// comparing what each position holds with what it needs, O(`positionCount`²) comparisons under
/// ``ReusePolicy/rotate`` and O(`positionCount`) under ``ReusePolicy/rebind``: independent of
/// the item count and the step. It stores no item a position: after every reconciliation the
/// positions show a ``ShownWindow``, and what each shows follows from it.
///
/// The slot models are the carousel's (``Carousel/moreSlots`` beyond the first three): the
/// table only orders their ids.
@usableFromInline
struct WideSlotTable: Hashable, Sendable {
    /// The number of positions and what they show with few items.
    @usableFromInline let layout: WindowLayout
    /// The slot ids in position order.
    @usableFromInline var order: CarouselSlotOrder
    /// The window the positions show.
    @usableFromInline var shown: ShownWindow

    @inlinable
    init(layout: WindowLayout, shown: ShownWindow) {
        self.layout = layout
        self.order = CarouselSlotOrder(identityOf: layout.positionCount)
        self.shown = shown
    }

    /// What position `position` shows.
    @inlinable
    func shownItem(at position: Int) -> SlotItem {
        layout.item(
            at: position, current: shown.current, count: shown.count, farStep: shown.farStep)
    }

    /// The position of slot `id`, which is in `0..<positionCount`.
    @inlinable
    func position(ofSlot id: Int) -> Int {
        for position in 0..<layout.positionCount where order.id(at: position) == id {
            return position
        }
        preconditionFailure("every slot id has a position")
    }

    /// Moves and rebinds slots so that the positions show `needed`, and records the events.
    ///
    /// - Parameters:
    ///   - held: what a slot holds, given what its position showed (a data change shifts
    ///     indices or marks an item stale; a move holds what was shown).
    ///   - isSame: whether a slot holding an item can show an item a position needs without
    ///     being rebound: an equivalence (identity, or equality of values), which makes the
    ///     greedy matching of the rotate policy minimal, as for three slots.
    ///   - scrolledPages: the pages the content scrolled under the slots; 0 for a change at once
    ///     (see ``Matching/greedy(candidates:order:scrolledPages:)``).
    /// - Complexity: O(`positionCount`) calls of `isSame` under rebind, O(`positionCount`²)
    ///   under rotate; no allocation.
    @inlinable
    mutating func reconcile(
        to needed: ShownWindow, policy: ReusePolicy, scrolledPages: Int = 0,
        into events: inout CarouselEvents, held: (SlotItem) -> SlotItem,
        isSame: (_ held: SlotItem, _ needed: SlotItem) -> Bool
    ) {
        let positions = layout.positionCount
        var newOrder = order
        var rebinds: UInt16 = 0
        withUnsafeTemporaryAllocation(of: SlotItem.self, capacity: 2 &* positions) { items in
            // `items[p]`: what position `p` holds; `items[positions + p]`: what it needs.
            for position in 0..<positions {
                items.initializeElement(at: position, to: held(shownItem(at: position)))
                items.initializeElement(
                    at: positions &+ position,
                    to: layout.item(
                        at: position, current: needed.current, count: needed.count,
                        farStep: needed.farStep))
            }
            switch policy {
            case .rebind:
                for position in 0..<positions
                where !isSame(items[position], items[positions &+ position]) {
                    rebinds |= 1 &<< position
                }
            case .rotate:
                (newOrder, rebinds) = Self.fewestRebinds(
                    order: order, positions: positions, scrolledPages: scrolledPages,
                    isSame: { heldPosition, neededPosition in
                        isSame(items[heldPosition], items[positions &+ neededPosition])
                    })
            }
        }
        record(newOrder, rebinds: rebinds, showing: needed, into: &events)
    }

    /// Takes the new order and window, and records the events.
    @inlinable @inline(__always)
    mutating func record(
        _ newOrder: CarouselSlotOrder, rebinds: UInt16, showing needed: ShownWindow,
        into events: inout CarouselEvents
    ) {
        let reordered = newOrder != order
        order = newOrder
        shown = needed
        events.setWindow(layout: layout, shown: needed)
        events.setWideReconciliation(order: newOrder, reordered: reordered, rebinds: rebinds)
    }

    /// Whether a move to `needed`, `shift` pages on, can take ``moveWindow(shiftedBy:to:policy:into:)``
    /// rather than comparing items: both windows plain (no far binding), and under
    /// ``ReusePolicy/rotate`` no item shown twice (at least as many items as positions).
    @inlinable @inline(__always)
    func canMoveWindow(to needed: ShownWindow, policy: ReusePolicy) -> Bool {
        shown.farStep == nil && needed.farStep == nil && shown.count == needed.count
            && (policy == .rebind || needed.count >= layout.positionCount)
    }

    /// ``reconcile(to:policy:scrolledPages:into:held:isSame:)`` of a move between plain windows, by
    /// arithmetic: which slot keeps which item follows from the shift, as for three slots.
    ///
    /// Under ``ReusePolicy/rebind`` a position keeps its item only when the window did not move
    /// (a whole number of loops): every position's item is the current one's plus a fixed
    /// offset. Under ``ReusePolicy/rotate`` with no item shown twice, the item needed at `p` is
    /// held at `p + shift` round the ring if that is a position: the one candidate the greedy
    /// matching would find, so the answer is the same, in O(`positionCount`) steps.
    @inlinable @inline(__always)
    mutating func moveWindow(
        shiftedBy shift: Int, to needed: ShownWindow, policy: ReusePolicy,
        into events: inout CarouselEvents
    ) {
        assert(canMoveWindow(to: needed, policy: policy) && 0 <= shift && shift < needed.count)
        let positions = layout.positionCount
        switch policy {
        case .rebind:
            let rebinds = shift == 0 ? 0 : showingPositions(count: needed.count)
            record(order, rebinds: rebinds, showing: needed, into: &events)
        case .rotate:
            var matched = order
            var kept: UInt16 = 0
            var used: UInt16 = 0
            // `count - shift > 0` is the room to the ring's end: below it `p + shift` fits.
            let roomToEnd = needed.count &- shift
            for position in 0..<positions {
                let held = position < roomToEnd ? position &+ shift : position &- roomToEnd
                guard held < positions else { continue }
                let id = order.id(at: held)
                matched.setID(id, at: position)
                kept |= 1 &<< position
                used |= 1 &<< id
            }
            Self.fillRest(of: &matched, from: order, positions: positions, kept: kept, used: used)
            record(matched, rebinds: ~kept & (1 &<< positions &- 1), showing: needed, into: &events)
        }
    }

    /// The positions that show an item for `count` items (at least 2), as bits: all of them,
    /// but under ``FewItemsRule/leavingEmpty`` with fewer items than positions only the shown
    /// offsets around the center.
    @inlinable @inline(__always)
    func showingPositions(count: Int) -> UInt16 {
        let positions = layout.positionCount
        guard layout.fewItems == .leavingEmpty, count < positions else {
            return 1 &<< positions &- 1
        }
        let before = (count &- 1) / 2
        return (1 &<< count &- 1) &<< (layout.neighbors &- before)
    }

    /// The greedy matching of the three-slot table for any number of positions: first every
    /// slot that keeps its item at its place on screen (where it is, or `scrolledPages`
    /// positions on when the content scrolled), then every slot that keeps its item elsewhere
    /// (lowest id first), then the rest, in the order they stood.
    ///
    /// Matching within each class of equal items is all that counts, and any greedy matching
    /// reaches `min(held, needed)` in every class, so the rebinds are the fewest possible.
    ///
    /// - Parameter isSame: whether the slot at old position `held` can show the item needed at
    ///   position `needed` without a rebind.
    /// - Returns: the new order and the positions to rebind, as bits.
    @inlinable
    static func fewestRebinds(
        order: CarouselSlotOrder, positions: Int, scrolledPages: Int = 0,
        isSame: (_ held: Int, _ needed: Int) -> Bool
    ) -> (order: CarouselSlotOrder, rebinds: UInt16) {
        var matched = order
        var assigned: UInt16 = 0  // by position
        var used: UInt16 = 0  // by slot id
        for position in 0..<positions {
            guard
                let place = Matching.place(
                    of: position, scrolledPages: scrolledPages, positions: positions),
                isSame(place, position)
            else { continue }
            let id = order.id(at: place)
            matched.setID(id, at: position)
            assigned |= 1 &<< position
            used |= 1 &<< id
        }
        for position in 0..<positions where assigned & 1 &<< position == 0 {
            var best = -1
            for heldPosition in 0..<positions {
                let id = order.id(at: heldPosition)
                if used & 1 &<< id == 0 && (best < 0 || id < best)
                    && isSame(heldPosition, position)
                {
                    best = id
                }
            }
            if best >= 0 {
                matched.setID(best, at: position)
                assigned |= 1 &<< position
                used |= 1 &<< best
            }
        }
        fillRest(of: &matched, from: order, positions: positions, kept: assigned, used: used)
        return (matched, ~assigned & (1 &<< positions &- 1))
    }

    /// Gives the positions not in `kept` the slots not in `used`, in the order they stood: a move
    /// of k pages then rotates the slots by k, as the strip on screen moves.
    @inlinable @inline(__always)
    static func fillRest(
        of matched: inout CarouselSlotOrder, from order: CarouselSlotOrder, positions: Int,
        kept: UInt16, used: UInt16
    ) {
        var used = used
        var heldPosition = 0
        for position in 0..<positions where kept & 1 &<< position == 0 {
            while used & 1 &<< order.id(at: heldPosition) != 0 { heldPosition &+= 1 }
            let id = order.id(at: heldPosition)
            matched.setID(id, at: position)
            used |= 1 &<< id
        }
    }
}
