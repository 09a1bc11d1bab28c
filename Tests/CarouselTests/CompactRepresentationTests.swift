import PropertyTesting
import Testing

@testable import Carousel

// The hot paths keep their state and results in compact forms: events packed into bits and a few
// words, slot items as one `Int`, the rotate matching as a table, shortcuts before a division.
// Each is checked here against the plain form it replaces.

/// The six orders of the slot ids 0, 1 and 2.
private let allOrders = [
    Trio(0, 1, 2), Trio(0, 2, 1), Trio(1, 0, 2), Trio(1, 2, 0), Trio(2, 0, 1), Trio(2, 1, 0),
]

/// The parts of a `CarouselEvents`, as plain optionals: what the packed value must read back.
private struct Parts: Equatable {
    var move: CarouselMove?
    var reorder: Trio<Int>?
    var rebinds = Trio<CarouselEvents.Rebind?>(nil, nil, nil)
    var offsetReset: Double?

    /// Random parts, written the way the library writes them (at most one of each, rebinds to
    /// what the position shows).
    static func random(using r: inout SplitMix64) -> Parts {
        var parts = Parts()
        if Bool.random(using: &r) {
            let cause = [CarouselMove.Cause.command, .scroll, .autoplay].randomElement(using: &r)!
            parts.move = CarouselMove(
                from: Int.random(in: 0...Int.max, using: &r),
                to: Int.random(in: 0...Int.max, using: &r), step: r.edgyInt(), cause: cause)
        }
        if Bool.random(using: &r) { parts.reorder = allOrders.randomElement(using: &r)! }
        for position in 0..<3 where Bool.random(using: &r) {
            let index: Int? =
                Bool.random(using: &r) ? nil : [0, 1, Int.max].randomElement(using: &r)
            parts.rebinds[position] = CarouselEvents.Rebind(
                slot: Int.random(in: 0..<3, using: &r), index: index)
        }
        if Bool.random(using: &r) { parts.offsetReset = Double.random(in: 0...2, using: &r) }
        // `setShown` records one index per position: a move's `to` is the index at *current*.
        if let move = parts.move, let rebind = parts.rebinds.current {
            parts.rebinds.current = CarouselEvents.Rebind(slot: rebind.slot, index: move.to)
        }
        return parts
    }

    /// The packed value, written through the library's own setters.
    var packed: CarouselEvents {
        var events = CarouselEvents()
        // A move's `to` is what the position *current* shows afterwards.
        let shown = Trio<SlotItem>(
            rebinds.previous?.index.map(SlotItem.item) ?? .empty,
            move.map { .item($0.to) } ?? rebinds.current?.index.map(SlotItem.item) ?? .empty,
            rebinds.next?.index.map(SlotItem.item) ?? .empty)
        events.setShown(shown)
        if let move { events.setMove(from: move.from, step: move.step, cause: move.cause) }
        if let reorder { events.setReorder(reorder) }
        for position in 0..<3 {
            if let rebind = rebinds[position] { events.setRebind(at: position, slot: rebind.slot) }
        }
        if let offsetReset { events.setOffsetReset(offsetReset) }
        return events
    }
}

@Suite("Compact representations")
struct CompactRepresentationTests {
    @Test("packed events read back every part, count and iterate as the parts do")
    func eventsRoundTrip() {
        Property.check(generate: { r in Parts.random(using: &r) }) {
            parts throws(PropertyFailure) in
            let events = parts.packed
            try requireEqual(events.move, parts.move, "move")
            try requireEqual(
                events.reorder, parts.reorder.map(CarouselSlotOrder.init), "reorder")
            try requireEqual(
                (0..<3).map(events.rebind(atPosition:)), Array(parts.rebinds), "rebinds")
            try requireEqual(events.offsetReset, parts.offsetReset, "offsetReset")
            var expected: [CarouselEvent] = []
            if let move = parts.move { expected.append(.moved(move)) }
            if let order = parts.reorder {
                expected.append(.reorder(slots: CarouselSlotOrder(order)))
            }
            for case let rebind? in parts.rebinds {
                expected.append(.rebind(slot: rebind.slot, index: rebind.index))
            }
            if let offset = parts.offsetReset { expected.append(.offsetReset(offset: offset)) }
            try requireEqual(Array(events), expected, "iteration")
            try requireEqual(events.count, expected.count, "count")
            try requireEqual(events.isEmpty, expected.isEmpty, "isEmpty")
        }
    }

    @Test("packed events are equal, and hash alike, exactly when their parts are equal")
    func eventsEquality() {
        Property.check(generate: { r in (Parts.random(using: &r), Parts.random(using: &r)) }) {
            (a, b) throws(PropertyFailure) in
            // Equal parts written over different leftovers in the unused fields.
            var noisy = a.packed
            if a.move == nil { (noisy._from, noisy._step) = (7, -7) }
            try requireEqual(noisy, a.packed, "the unused fields are not compared")
            try requireEqual(noisy.hashValue, a.packed.hashValue, "nor hashed")
            try requireEqual(a.packed == b.packed, a == b, "== follows the parts")
        }
    }

    @Test("the rotate matching's table answers what the greedy matching computes, for all inputs")
    func matchingTable() throws {
        for order in allOrders {
            for bits in 0..<512 {
                let candidates = Trio(UInt8(bits & 7), UInt8(bits >> 3 & 7), UInt8(bits >> 6))
                let looked = Matching.fewestRebinds(candidates: candidates, order: order)
                let computed = Matching.greedy(candidates: candidates, order: order)
                expectEqual(looked.order, computed.order, "order for \(candidates), \(order)")
                expectEqual(looked.kept, computed.kept, "keeps for \(candidates), \(order)")
            }
        }
    }

    @Test("the greedy matching rebinds as few slots as any order can, for every small layout")
    func matchingIsMinimal() throws {
        // Held and needed items from a small alphabet (two items, empty, stale), identity as
        // the relation: every layout of three of each, every starting order.
        let alphabet: [SlotItem] = [.item(0), .item(1), .empty, .stale]
        let needable: [SlotItem] = [.item(0), .item(1), .empty]
        for held in triples(alphabet) {
            for needed in triples(needable) {
                let candidates = Trio(0, 1, 2).map { position in
                    Matching.bits(
                        held[0].isSame(as: needed[position]), held[1].isSame(as: needed[position]),
                        held[2].isSame(as: needed[position]))
                }
                // The fewest rebinds any order allows: a slot keeps its item where it is needed.
                let fewest = allOrders.map { order in
                    (0..<3).count { !held[order[$0]].isSame(as: needed[$0]) }
                }.min()!
                for order in allOrders {
                    let matching = Matching.greedy(candidates: candidates, order: order)
                    let rebinds = (0..<3).count { matching.kept & Matching.bit($0) == 0 }
                    expectEqual(rebinds, fewest, "held \(held), needed \(needed), order \(order)")
                    for position in 0..<3 {
                        let keeps = held[matching.order[position]].isSame(as: needed[position])
                        expectEqual(
                            (matching.kept & Matching.bit(position) != 0), keeps,
                            "keeps at \(position)")
                    }
                }
            }
        }
    }

    @Test("a rotate move of a ring that shows the window matches as comparing its items would")
    func windowShiftMatching() {
        // Every count up to 9 and some far larger, every start, every shift (the first and last
        // few for large counts), every order of the slots.
        for count in Array(2...9) + [1000, Int.max] {
            let shifts =
                count <= 9 ? Array(0..<count) : [0, 1, 2, 3, 500, count - 3, count - 2, count - 1]
            let starts = count <= 9 ? Array(0..<count) : [0, 1, count / 2, count - 2, count - 1]
            for start in starts {
                for shift in shifts {
                    for order in allOrders {
                        var table = SlotTable(
                            slots: Trio(0, 1, 2), window: .init(.empty, .empty, .empty))
                        table.order = order
                        table.shown = SlotItem.window(current: start, count: count)
                        let needed = SlotItem.window(
                            current: Ring.advance(start, by: shift, count: count), count: count)
                        var compared = table
                        var lookedEvents = CarouselEvents()
                        table.moveWindow(
                            shiftedBy: shift, count: count, to: needed, into: &lookedEvents)
                        var comparedEvents = CarouselEvents()
                        comparedEvents.setShown(needed)
                        comparedEvents.setReconciliation(
                            compared.reconcileByComparison(to: needed))
                        let context =
                            "count \(count), start \(start), shift \(shift), order \(order)"
                        expectEqual(lookedEvents, comparedEvents, "events, \(context)")
                        expectEqual(table.order, compared.order, "order, \(context)")
                        expectEqual(table.shown, compared.shown, "shown, \(context)")
                    }
                }
            }
        }
    }

    @Test(
        "wrap at the edges of one loop, where it skips the division",
        arguments: [1, 2, 3, 7, Int.max])
    func wrapAtLoopEdges(count: Int) {
        let edges = [-count, -count + 1, -1, 0, 1, count - 1] + (count < Int.max ? [count] : [])
        for i in edges + [Int.min, Int.max] + (count > 1 ? [-count - 1] : []) {
            let expected = Int(((Int128(i) % Int128(count)) + Int128(count)) % Int128(count))
            expectEqual(Ring.wrap(i, count: count), expected, "wrap(\(i), count: \(count))")
        }
    }

    @Test("elapsed < interval exactly when the division's floor is 0, next to every boundary")
    func autoplayShortcut() {
        Property.check(generate: { r -> (Double, Double) in
            let intervals: [Double] = [0.001, 1.0 / 60, 0.1, 1, 3, 1e6]
            let interval = intervals.randomElement(using: &r)!
            // Around whole multiples of the interval, where rounding could disagree.
            let multiples: [Double] = [1, 2, 3, 1000]
            let multiple = multiples.randomElement(using: &r)! * interval
            let near: [Double] = [
                multiple.nextDown, multiple, multiple.nextUp, multiple.nextDown.nextDown,
            ]
            let elapsed =
                Bool.random(using: &r)
                ? near.randomElement(using: &r)! : Double.random(in: 0...2 * interval, using: &r)
            return (elapsed, interval)
        }) { (input: (elapsed: Double, interval: Double)) throws(PropertyFailure) in
            let isBelow: Bool = input.elapsed < input.interval
            let wholeIntervals = Int(input.elapsed / input.interval)
            try requireEqual(
                isBelow, wholeIntervals == 0,
                "elapsed \(input.elapsed), interval \(input.interval)")
        }
    }
}

/// Every ordered triple of `values`, as trios.
private func triples<T>(_ values: [T]) -> [Trio<T>] {
    values.flatMap { a in values.flatMap { b in values.map { c in Trio(a, b, c) } } }
}
