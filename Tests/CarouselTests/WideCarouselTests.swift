import PropertyTesting
import Testing

@testable import Carousel

@Suite("Wide carousels: creation, slots and descriptions")
struct WideCarouselTests {
    @Test(
        "a neighbor count outside 1...7 throws, quoting it and the range, and makes no slot",
        arguments: [0, -1, 8, Int.min, Int.max])
    func invalidNeighbors(neighbors: Int) {
        for fewItems in [FewItemsRule.repeating, .leavingEmpty] {
            for policy in ReusePolicy.allCases {
                var made: [Int] = []
                do throws(CarouselError) {
                    _ = try Carousel(
                        0..<10, neighbors: neighbors, fewItems: fewItems, reusePolicy: policy
                    ) { id in
                        made.append(id)
                        return id
                    }
                    Issue.record("neighbors \(neighbors) made a carousel")
                } catch {
                    expectEqual(error, .invalidNeighbors(neighbors))
                    expectEqual(
                        "\(error)",
                        "neighbor count \(neighbors) is invalid: it must be between 1 and 7")
                }
                #expect(made.isEmpty)
            }
        }
    }

    @Test("each count in 1...7 makes 2r + 1 slots, once each, in id order", arguments: 1...7)
    func validNeighbors(neighbors: Int) throws {
        var made: [Int] = []
        let carousel = try Carousel(Array(0..<4), neighbors: neighbors) { id in
            made.append(id)
            return id
        }
        expectEqual(made, Array(0...2 * neighbors))
        expectEqual(carousel.neighbors, neighbors)
        expectEqual(carousel.positionCount, 2 * neighbors + 1)
        expectEqual(carousel.fewItems, .repeating)
        expectEqual(carousel.reusePolicy, .rebind)
        expectEqual(Array(carousel.slotOrder), made)
        expectEqual(carousel.window.neighbors, neighbors)
    }

    @Test("slot(withID:) and boundIndex(ofSlot:) answer nil outside 0..<positionCount")
    func slotIDsOutOfRangeAnswerNil() throws {
        for neighbors in WideScript.neighborCounts {
            let carousel = try Carousel(0..<3, neighbors: neighbors, fewItems: .leavingEmpty) {
                "slot \($0)"
            }
            let m = carousel.positionCount
            for id in [Int.min, -2, -1, m, m + 1, 15, Int.max] + Array(0..<m) {
                expectEqual(carousel.slot(withID: id), ((0..<m).contains(id) ? "slot \(id)" : nil))
                if !(0..<m).contains(id) { expectEqual(carousel.boundIndex(ofSlot: id), nil) }
            }
        }
    }

    @Test("mapSlots keeps the position, offset, timer, slot order and bindings of a wide carousel")
    func mapSlotsKeepsEverything() {
        Property.check(
            generate: { random in
                WideScript.random(
                    neighbors: WideScript.neighborCounts.randomElement(using: &random)!,
                    using: &random)
            },
            shrink: \.shrunk
        ) { wide throws(PropertyFailure) in
            let script = wide.script
            var carousel = try requireNoError("init") {
                try Carousel(
                    script.values, neighbors: wide.neighbors, fewItems: wide.fewItems,
                    reusePolicy: script.policy
                ) { $0 }
            }
            // Half the script before the mapping, half after, on both carousels.
            let half = script.ops.count / 2
            for op in script.ops[..<half] { _ = carousel.apply(op) }
            var mappedIDs: [Int] = []
            var mapped = carousel.mapSlots { id in
                mappedIDs.append(id)
                return "slot \(id)"
            }
            try requireEqual(mappedIDs, Array(0..<carousel.positionCount), "transformed slots")
            try Self.requireSame(mapped, as: carousel, after: "mapping")
            for (number, op) in script.ops[half...].enumerated() {
                let step = "step \(half + number) \(op)"
                try requireEqual(mapped.apply(op), carousel.apply(op), "\(step): events")
                try Self.requireSame(mapped, as: carousel, after: step)
            }
        }
    }

    /// Everything but the slot models is the same, and slot `id`'s model is `slot id`.
    private static func requireSame(
        _ mapped: Carousel<[Int], String>, as carousel: Carousel<[Int], Int>, after step: String
    ) throws(PropertyFailure) {
        try requireEqual(mapped.storage, carousel.storage, "\(step): storage")
        try requireEqual(mapped.currentIndex, carousel.currentIndex, "\(step): current")
        try requireEqual(mapped.offset, carousel.offset, "\(step): offset")
        try requireEqual(mapped.autoplay, carousel.autoplay, "\(step): autoplay")
        try requireEqual(mapped.reusePolicy, carousel.reusePolicy, "\(step): policy")
        try requireEqual(mapped.neighbors, carousel.neighbors, "\(step): neighbors")
        try requireEqual(mapped.fewItems, carousel.fewItems, "\(step): rule")
        try requireEqual(mapped.window, carousel.window, "\(step): window")
        try requireEqual(mapped.slotOrder, carousel.slotOrder, "\(step): slot order")
        for id in 0..<carousel.positionCount {
            try requireEqual(
                mapped.boundIndex(ofSlot: id), carousel.boundIndex(ofSlot: id),
                "\(step): slot \(id) bound")
            try requireEqual(mapped.slot(withID: id), "slot \(id)", "\(step): slot \(id)")
        }
    }

    @Test("an operation that changes nothing returns CarouselEvents(), of three positions")
    func noChangeIsPlainEmptyEvents() throws {
        var carousel = try Carousel([Int](), neighbors: 3, fewItems: .leavingEmpty) { $0 }
        let nothing = [carousel.next(), try carousel.scroll(toOffset: 0.5), try carousel.tick(1)]
        for events in nothing {
            expectEqual(events, CarouselEvents())
            #expect(events.isEmpty && events.positionCount == 3)
        }
        // A data change out of sight rebinds nothing but still speaks of the carousel's positions.
        var long = try Carousel(Array(0..<20), neighbors: 3) { $0 }
        let unchanged = try long.insert(99, at: 10)
        #expect(unchanged.isEmpty && unchanged.positionCount == 7)
    }

    /// Issue 26: "the slot order turns by k positions" holds for a wider window but not for three
    /// slots, where a move of two pages keeps the one item the windows share in its slot and swaps
    /// the other two.
    @Test("under rotate, advance(by: 2) turns a wider slot order by 2, but not three slots'")
    func slotOrderAfterTwoPages() throws {
        var three = try Carousel(0..<5, neighbors: 1, reusePolicy: .rotate) { $0 }
        three.advance(by: 2)
        expectEqual(Array(three.slotOrder), [2, 1, 0])  // turned by 2 would be [2, 0, 1]
        for r in 2...7 {
            let turned = (0...(2 * r)).map { ($0 + 2) % (2 * r + 1) }
            for count in [2 * r + 1, 2 * r + 3, 100] {
                var row = try Carousel(0..<count, neighbors: r, reusePolicy: .rotate) { $0 }
                row.advance(by: 2)
                expectEqual(Array(row.slotOrder), turned, "r \(r), \(count) items")
            }
        }
    }

    @Test("a window prints its positions in order, an empty one as none")
    func windowDescription() throws {
        let row = try Carousel(0..<12, neighbors: 2) { $0 }
        expectEqual("\(row.window)", "[10, 11, 0, 1, 2]")
        let few = try Carousel(["a", "b", "c"], neighbors: 2, fewItems: .leavingEmpty) { $0 }
        expectEqual("\(few.window)", "[none, 2, 0, 1, none]")
        let empty = try Carousel([Int](), neighbors: 1, fewItems: .leavingEmpty) { $0 }
        expectEqual("\(empty.window)", "[none, none, none]")
    }

    @Test("a slot order prints its ids in position order; wide events word it the same")
    func slotOrderDescription() throws {
        var rotating = try Carousel(0..<12, neighbors: 2, reusePolicy: .rotate) { $0 }
        expectEqual("\(rotating.slotOrder)", "[0, 1, 2, 3, 4]")
        expectEqual(
            "\(rotating.next())",
            "[moved next 0 → 1 (step 1, command), reorder slots 1 2 3 4 0, "
                + "rebind slot 0 → 3, offset reset to 1.0]")
        expectEqual("\(rotating.slotOrder)", "[1, 2, 3, 4, 0]")
        var rebinding = try Carousel(0..<12, neighbors: 2) { $0 }
        expectEqual(
            "\(try rebinding.jump(to: 5))",
            "[moved next 0 → 5 (step 5, command), rebind slot 0 → 3, rebind slot 1 → 4, "
                + "rebind slot 2 → 5, rebind slot 3 → 6, rebind slot 4 → 7, offset reset to 1.0]")
    }
}
