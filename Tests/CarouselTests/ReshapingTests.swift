import PropertyTesting
import Testing

@testable import Carousel

@Suite("Reshaping a carousel to another number of neighbors")
struct ReshapingTests {
    @Test(
        "the items, policy and current item stay; the offset rests; autoplay restarts",
        arguments: [ReusePolicy.rebind, .rotate])
    func keepsWhatItShould(policy: ReusePolicy) throws {
        var row = try Carousel(Array(0..<12), neighbors: 1, reusePolicy: policy) { $0 }
        try row.startAutoplay(interval: 2)
        row.advance(by: 5)
        try row.tick(1.5)
        try row.scroll(toOffset: 1.4)
        for (neighbors, rule) in [
            (3, FewItemsRule.repeating), (7, .leavingEmpty), (1, .repeating),
        ] {
            var made: [Int] = []
            let reshaped = try row.reshaped(neighbors: neighbors, fewItems: rule) { id in
                made.append(id)
                return 100 + id
            }
            expectEqual(made, Array(0...(2 * neighbors)))
            #expect(reshaped.storage == row.storage && reshaped.reusePolicy == policy)
            #expect(reshaped.currentIndex == 5 && reshaped.offset == 1)
            #expect(reshaped.neighbors == neighbors && reshaped.fewItems == rule)
            expectEqual(reshaped.autoplay, Autoplay(interval: 2, elapsed: 0))
            expectEqual(Array(reshaped.slotOrder), Array(0...(2 * neighbors)))
            // Slot p is bound to position p of the window around the kept item.
            for position in 0...(2 * neighbors) {
                expectEqual(reshaped.boundIndex(ofSlot: position), reshaped.window[position])
                expectEqual(reshaped.slot(withID: position), 100 + position)
            }
            // And it moves on from there as a carousel made there would.
            var moved = reshaped
            let events = moved.next()
            expectEqual(events.move, CarouselMove(from: 5, to: 6, step: 1, cause: .command))
            for position in 0...(2 * neighbors) {
                let slot = moved.slotOrder[position]
                expectEqual(moved.boundIndex(ofSlot: slot), moved.window[position])
            }
        }
        #expect(row.currentIndex == 5 && row.neighbors == 1, "the original is unchanged")
    }

    @Test("an invalid neighbor count throws before any slot is made, and an empty carousel")
    func invalidAndEmpty() throws {
        let row = try Carousel([String](), neighbors: 2) { $0 }
        var calls = 0
        #expect(throws: CarouselError.invalidNeighbors(0)) {
            try row.reshaped(neighbors: 0) { id in
                calls += 1
                return id
            }
        }
        expectEqual(calls, 0)
        let wider = try row.reshaped(neighbors: 3) { $0 }
        #expect(wider.currentIndex == nil && Array(wider.window).allSatisfy { $0 == nil })
    }
}
