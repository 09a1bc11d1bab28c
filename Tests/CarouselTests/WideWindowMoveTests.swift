import PropertyTesting
import Testing

@testable import Carousel

@Suite("A wider window's moves by arithmetic")
struct WideWindowMoveTests {
    /// The arithmetic of a move between plain windows gives what comparing every held item with
    /// every needed one gives: the same order, the same rebinds, the same events.
    @Test("a window move matches the comparing reconciliation, order and events")
    func windowMoveMatchesComparison() {
        Property.check(
            iterations: Property.iterations(times: 10),
            generate: { random -> (Int, FewItemsRule, ReusePolicy, Int, Int, Int, [Int]) in
                let r = Int.random(in: 1...7, using: &random)
                let rule: FewItemsRule = Bool.random(using: &random) ? .repeating : .leavingEmpty
                let policy: ReusePolicy = Bool.random(using: &random) ? .rebind : .rotate
                let least = policy == .rotate ? 2 * r + 1 : 2
                let count = [
                    least, least + 1, 2 * (2 * r + 1), 1000, Int.max,
                    Int.random(in: least...64, using: &random),
                ].randomElement(using: &random)!
                let current = [0, count - 1, Int.random(in: 0..<count, using: &random)]
                    .randomElement(using: &random)!
                let shift = [
                    0, 1, count - 1, Int.random(in: 0..<count, using: &random),
                    Swift.min(2 * r + 1, count - 1), count - 2 * r - 1,
                ].map { Swift.max(0, Swift.min($0, count - 1)) }.randomElement(using: &random)!
                let order = Array(0..<(2 * r + 1)).shuffled(using: &random)
                return (r, rule, policy, count, current, shift, order)
            }
        ) { input throws(PropertyFailure) in
            let (r, rule, policy, count, current, shift, ids) = input
            let layout = WindowLayout(neighbors: r, fewItems: rule)
            var table = WideSlotTable(
                layout: layout, shown: ShownWindow(current: current, count: count))
            for (position, id) in ids.enumerated() { table.order[position] = id }
            var compared = table
            let needed = ShownWindow(
                current: Ring.advance(current, forward: shift, count: count), count: count)
            try require(table.canMoveWindow(to: needed, policy: policy), "a plain window move")
            var byArithmetic = CarouselEvents()
            table.moveWindow(shiftedBy: shift, to: needed, policy: policy, into: &byArithmetic)
            var byComparison = CarouselEvents()
            compared.reconcile(
                to: needed, policy: policy, into: &byComparison, held: { $0 }
            ) {
                $0.isSame(as: $1)
            }
            try requireEqual(table.order, compared.order, "the order")
            try requireEqual(byArithmetic, byComparison, "the events")
            try requireEqual(byArithmetic._bits, byComparison._bits, "the events' bits")
        }
    }
}
