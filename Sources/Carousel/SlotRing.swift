/// What a slot shows, followed across the index shifts that data changes cause.
enum SlotItem: Hashable, Sendable {
    /// An empty position: nothing to show.
    case empty
    /// The item at this storage position.
    case item(Int)
    /// An item that was removed or replaced: it matches nothing, so its slot is always rebound.
    case stale

    /// Identity: the same item, or both empty. A stale item is no item.
    func isSame(as other: SlotItem) -> Bool {
        self == other && self != .stale
    }

    /// The storage position, or `nil` when there is none to show.
    var index: Int? {
        if case .item(let index) = self { index } else { nil }
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
struct SlotRing<Slot> {
    /// The user's slot models, by id.
    var slots: Trio<Slot>
    /// What each slot shows, by id.
    var items: Trio<SlotItem>
    /// The slot ids in position order; always a permutation of 0, 1, 2.
    var order = Trio(0, 1, 2)

    init(slots: Trio<Slot>, window: Trio<SlotItem>) {
        self.slots = slots
        self.items = window
    }

    /// A ring of `slots` holding `items` in `order`.
    init(slots: Trio<Slot>, items: Trio<SlotItem>, order: Trio<Int>) {
        self.slots = slots
        self.items = items
        self.order = order
    }

    /// Moves and rebinds slots so that each position shows `needed`, and records the events.
    ///
    /// - Parameters:
    ///   - isSame: whether a slot holding an item can show the item needed at a position without
    ///     being rebound. It must be an equivalence between held and needed items (identity, or
    ///     equality of values), which is what makes the greedy matching below optimal.
    /// - Complexity: O(1): at most twelve calls of `isSame` (three, then nine).
    mutating func reconcile(
        to needed: Trio<SlotItem>, policy: ReusePolicy, into events: inout CarouselEvents,
        isSame: (_ held: SlotItem, _ position: Int) -> Bool
    ) {
        // By position: whether the slot there keeps its item (needs no rebind).
        let keeps: Trio<Bool>
        switch policy {
        case .rebind:
            keeps = Trio(
                isSame(items[order[0]], 0), isSame(items[order[1]], 1), isSame(items[order[2]], 2))
        case .rotate:
            let matched = matchedOrder(isSame: isSame)
            if matched.order != order { events.reorder = matched.order }
            (order, keeps) = matched
        }
        for position in 0..<3 {
            let id = order[position]
            // Even a kept slot takes the new value: its item may have moved to another index.
            items[id] = needed[position]
            if !keeps[position] {
                events.rebinds[position] = CarouselEvents.Rebind(
                    slot: id, index: needed[position].index)
            }
        }
    }

    /// A slot order with the fewest rebinds, preferring slots that stay where they are.
    ///
    /// Matching within each class of equal items is all that counts, and any greedy matching reaches
    /// `min(held, needed)` in every class: so keeping matches in place first, then moving matches,
    /// then filling the rest is minimal.
    private func matchedOrder(
        isSame: (SlotItem, Int) -> Bool
    ) -> (order: Trio<Int>, keeps: Trio<Bool>) {
        var matching = Matching()
        for position in 0..<3 where isSame(items[order[position]], position) {
            matching.assign(order[position], to: position, keeping: true)
        }
        for position in 0..<3 where matching.slots[position] == nil {
            for id in 0..<3 where !matching.used[id] && isSame(items[id], position) {
                matching.assign(id, to: position, keeping: true)
                break
            }
        }
        for position in 0..<3 where matching.slots[position] == nil {
            // Prefer the slot already at this position, so unmatched slots do not shuffle needlessly.
            let stays = order[position]
            var id = stays
            if matching.used[stays] {
                id = 0
                while matching.used[id] { id += 1 }
            }
            matching.assign(id, to: position, keeping: false)
        }
        return (matching.slots.map { $0! }, matching.keeps)
    }
}

/// A partial assignment of slots to positions, built by ``SlotRing/matchedOrder(isSame:)``.
///
/// A plain value with a mutating method rather than a nested function over captured variables:
/// captures cost exclusivity checks on every access, and this runs on every move.
private struct Matching {
    /// The slot id at each position, once assigned.
    var slots: Trio<Int?> = Trio(nil, nil, nil)
    /// By slot id: already placed.
    var used = Trio(false, false, false)
    /// By position: the slot there keeps its item (no rebind).
    var keeps = Trio(false, false, false)

    mutating func assign(_ id: Int, to position: Int, keeping: Bool) {
        slots[position] = id
        used[id] = true
        keeps[position] = keeping
    }
}

extension SlotRing: Sendable where Slot: Sendable {}
extension SlotRing: Equatable where Slot: Equatable {}
