import PropertyTesting
import Testing

@testable import Carousel

@Suite("Recentering margin and viewport limit")
struct RecenteringTests {
    @Test("a viewport three slots cannot fill while dragging is refused, naming the limit")
    func viewportTooLong() throws {
        #expect(
            throws: CarouselError.invalidGeometry(
                reason: "viewport length 375.0 is too long for three slots of 100.0 with spacing "
                    + "10.0: it must be less than 210.0 (two items and one spacing), or a drag "
                    + "would show empty space past the slots; 2 neighbors would fill it")
        ) { try CarouselGeometry(viewportLength: 375, itemLength: 100, spacing: 10) }
        // The limit itself is refused (a margin of 1/2 would alternate between the thresholds);
        // just below it is accepted.
        #expect(throws: CarouselError.self) {
            try CarouselGeometry(viewportLength: 210, itemLength: 100, spacing: 10)
        }
        let widest = try CarouselGeometry(
            viewportLength: 210.nextDown, itemLength: 100, spacing: 10)
        #expect(widest.recenteringMargin < 0.5)
        expectEqual(try CarouselGeometry(viewportLength: 100, itemLength: 100).recenteringMargin, 0)
    }

    @Test("the margin is how far the viewport reaches past the current item, in pages")
    func marginIsTheReach() throws {
        // An app-store row: item 343 of 375, spacing 32; page 375; reach 16 points.
        let row = try CarouselGeometry(viewportLength: 375, itemLength: 343, spacing: 32)
        expectEqual(row.recenteringMargin, 16.0 / 375)
        // Peeking cards: 300 of 375, spacing 10: the viewport reaches 37.5 points past the item.
        let cards = try CarouselGeometry(viewportLength: 375, itemLength: 300, spacing: 10)
        expectEqual(cards.recenteringMargin, 37.5 / 310)
    }

    @Test("with a margin, the offset stays strictly inside the band and the picture never jumps")
    func followKeepsTheBand() {
        Property.check(
            generate: { r -> (Int, Double, [Double]) in
                (
                    Int.random(in: 2...7, using: &r),
                    [0, 0.1, 0.25, 0.49, 0.5.nextDown, Double.random(in: 0..<0.5, using: &r)]
                        .randomElement(using: &r)!,
                    (0..<12).map { _ in Double(Int.random(in: -64...96, using: &r)) / 32 }
                )
            },
            shrink: { (n, h, xs) in
                Shrink.array(xs, element: Shrink.double).map { (n, h, $0) }
            }
        ) { (n, margin, offsets) throws(PropertyFailure) in
            var c = Carousel(Array(0..<n)) { $0 }
            // The model: the absolute page position, committed one page at a time.
            var absolute = 0.0
            for x in offsets {
                absolute += x - c.offset
                let events = c.follow(offset: x, margin: margin, cause: .scroll)
                try require(
                    c.offset > margin && c.offset < 2 - margin,
                    "offset \(c.offset) outside (\(margin), \(2 - margin)) after follow(\(x))")
                // current + offset - 1 is the absolute position, modulo n.
                let r = absolute.truncatingRemainder(dividingBy: Double(n))
                let expected = r < 0 ? r + Double(n) : r
                try require(
                    (c.progress! - expected).magnitude < 1e-9
                        || (c.progress! - expected).magnitude > Double(n) - 1e-9,
                    "progress \(c.progress!) but the model is at \(expected)")
                if let move = events.move {
                    try requireEqual(events.offsetReset, x - Double(move.step), "fraction kept")
                }
            }
        }
    }

    @Test("margin 0 is exactly scroll(toOffset:)")
    func marginZeroIsScroll() {
        Property.check(
            generate: { r in
                (0..<10).map { _ in
                    [
                        Double.random(in: -5...7, using: &r),
                        Double.random(in: -1e9...1e9, using: &r),
                    ]
                    .randomElement(using: &r)!
                }
            },
            shrink: { Shrink.array($0, element: Shrink.double) }
        ) { offsets throws(PropertyFailure) in
            var a = Carousel(Array(0..<5)) { $0 }
            var b = a
            for x in offsets {
                let viaScroll = try requireNoError("scroll(\(x))") { try a.scroll(toOffset: x) }
                let viaFollow = b.follow(offset: x, margin: 0, cause: .scroll)
                try requireEqual(viaFollow, viaScroll, "events of \(x)")
                try requireEqual(b.offset, a.offset, "offset after \(x)")
                try requireEqual(b.currentIndex, a.currentIndex, "current after \(x)")
            }
        }
    }

    @Test("a far first step commits the whole distance and the fraction")
    func farFirstStep() {
        var c = Carousel(Array(0..<10)) { $0 }
        #expect(c.follow(offset: 1.8, margin: 0.1, firstStep: (4, -1), cause: .command).isEmpty)
        let events = c.follow(offset: 1.95, margin: 0.1, firstStep: (4, -1), cause: .command)
        expectEqual(events.move, CarouselMove(from: 0, to: 4, step: 4, cause: .command))
        expectEqual(events.offsetReset, 0.95)
        let back = c.follow(offset: -1.5, margin: 0, firstStep: (1, -3), cause: .scroll)
        // Two pages back: the first stands for 3, the second for 1.
        expectEqual(back.move?.step, -4)
        expectEqual(c.currentIndex, 0)
        expectEqual(c.offset, 0.5)
    }

    @Test("a neighbor bound to a far target is the only rebind; the plain window takes it back")
    func bindNeighbor() {
        for policy in ReusePolicy.allCases {
            var c = Carousel(Array(0..<10), reusePolicy: policy) { $0 }
            let bound = c.showWindow(farStep: 6)
            expectEqual(Array(bound), [.rebind(slot: 2, index: 6)])
            expectEqual(c.boundIndex(ofSlot: 2), 6)
            #expect(c.showWindow(farStep: 6).isEmpty)
            expectEqual(Array(c.showWindow(farStep: nil)), [.rebind(slot: 2, index: 1)])
            expectEqual(c.boundIndex(ofSlot: 2), 1)
            // Committed instead, under rotate the bound slot moves to the center unconfigured.
            _ = c.showWindow(farStep: 6)
            let events = c.follow(offset: 2, margin: 0, firstStep: (6, -1), cause: .command)
            expectEqual(events.move?.to, 6)
            expectEqual(Array(c.window), [5, 6, 7])
            for p in 0..<3 {
                expectEqual(c.boundIndex(ofSlot: c.slotOrder[p]), c.window[p])
            }
            if policy == .rotate {
                expectEqual(events.reorder.map(Array.init), [0, 2, 1])
                expectEqual((0..<3).count { events.rebind(atPosition: $0) != nil }, 2)
            }
        }
    }

    @Test("a far commit keeps the origin beside the target, each slot configured at most once")
    func farCommitKeepsTheOrigin() {
        for policy in ReusePolicy.allCases {
            var c = Carousel(Array(0..<10), reusePolicy: policy) { $0 }
            _ = c.showWindow(farStep: 6)
            let there = c.commitFar(step: 6, offsetAfter: 0.9, cause: .command)
            #expect(there.move?.from == 0 && there.move?.to == 6 && there.offsetReset == 0.9)
            let shown = { c.slotOrder.map { c.boundIndex(ofSlot: $0) } }
            expectEqual(shown(), [0, 6, 7], "\(policy)")
            // Under rotate the slots that showed origin and target only move.
            if policy == .rotate {
                expectEqual((0..<3).count { there.rebind(atPosition: $0) != nil }, 1)
            }
            let back = c.commitFar(step: -6, offsetAfter: 1.1, cause: .scroll)
            #expect(back.move?.to == 0 && shown() == [9, 0, 6], "\(policy)")
            expectEqual(Array(c.showWindow(farStep: nil)).count, 1)
            expectEqual(shown(), [9, 0, 1])
        }
    }

    @Test("the autoplay clock counts whole intervals and leaves the move to the caller")
    func autoplayClock() throws {
        var c = Carousel(Array(0..<5)) { $0 }
        expectEqual(c.runAutoplayClock(for: 10), 0)  // off
        try c.startAutoplay(interval: 2)
        expectEqual(c.runAutoplayClock(for: 1.5), 0)
        expectEqual(c.runAutoplayClock(for: 5), 3)
        expectEqual(c.autoplay?.elapsed, 0.5)
        expectEqual(c.currentIndex, 0)
        var one = Carousel([1]) { $0 }
        try one.startAutoplay(interval: 1)
        expectEqual(one.runAutoplayClock(for: 5), 0)
    }
}
