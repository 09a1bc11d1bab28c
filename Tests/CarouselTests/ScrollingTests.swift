import Foundation
import PropertyTesting
import Testing

@testable import Carousel

/// The item at the center of the screen: the page whose middle is nearest, as an absolute index.
private func centerItem(_ c: Carousel<[Int], Int>) -> Int? {
    guard let current = c.currentIndex, c.count >= 2 else { return c.currentIndex }
    let page = Int((c.offset + 0.5).rounded(.down)) - 1  // -1, 0 or +1 from current for x in (0, 2)
    return Ring.advance(current, by: page, count: c.count)
}

@Suite("Scrolling")
struct ScrollingTests {
    @Test("after any scroll the offset is inside (0, 2) and slots match the window")
    func offsetStaysInside() {
        Property.check(
            generate: { r -> (Int, [Double]) in
                (
                    Int.random(in: 2...9, using: &r),
                    (0..<8).map { _ in
                        [
                            Double.random(in: -1e9...1e9, using: &r),
                            Double.random(in: -3...5, using: &r),
                            Double(Int.random(in: -5...5, using: &r)), -Double.ulpOfOne,
                            2 - Double.ulpOfOne, -0.0,
                            .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
                            -(1 - Double.ulpOfOne / 2),
                        ]
                        .randomElement(using: &r)!
                    }
                )
            },
            shrink: { (n, xs) in Shrink.array(xs, element: Shrink.double).map { (n, $0) } }
        ) { (n, offsets) throws(PropertyFailure) in
            var c = Carousel(Array(0..<n)) { $0 }
            for x in offsets {
                let before = centerItemOrNil(c, rawOffset: x)
                do { try c.scroll(toOffset: x) } catch {
                    throw PropertyFailure(description: "scroll(\(x)): \(error)")
                }
                try require(c.offset > 0 && c.offset < 2, "offset \(c.offset) after scroll(\(x))")
                // The reset never moves the picture: the same item stays at the center.
                try requireEqual(centerItem(c), before, "center item after scroll(\(x))")
                for p in 0..<c.positionCount {
                    try requireEqual(
                        c.boundIndex(ofSlot: c.slotOrder[p]), c.window[p], "slot at \(p)")
                }
            }
        }
    }

    @Test("the pages committed equal those a one-page-at-a-time model commits")
    func commitsMatchStepModel() {
        Property.check(
            generate: { r -> (Int, [Double]) in
                // Multiples of 1/16 are exact, so the step model's repeated ±1 never rounds.
                (
                    Int.random(in: 2...7, using: &r),
                    (0..<10).map { _ in Double(Int.random(in: -80...112, using: &r)) / 16 }
                )
            },
            shrink: { (n, xs) in Shrink.array(xs, element: Shrink.double).map { (n, $0) } }
        ) { (n, offsets) throws(PropertyFailure) in
            var c = Carousel(Array(0..<n)) { $0 }
            var model = (current: 0, offset: 1.0)
            for x in offsets {
                var raw = x
                while raw >= 2 { raw -= 1; model.current = (model.current + 1) % n }
                while raw <= 0 { raw += 1; model.current = (model.current + n - 1) % n }
                model.offset = raw
                do { try c.scroll(toOffset: x) } catch {
                    throw PropertyFailure(description: "\(error)")
                }
                try requireEqual(c.currentIndex, model.current, "current after scroll(\(x))")
                try requireEqual(c.offset, model.offset, "offset after scroll(\(x))")
            }
        }
    }

    @Test("scroll(1e9) commits a billion pages in one O(1) move")
    func hugeScroll() throws {
        var c = Carousel(Array(0..<7)) { $0 }
        let events = try c.scroll(toOffset: 1e9)
        expectEqual(
            events.move,
            CarouselMove(
                from: 0, to: (1_000_000_000 - 1) % 7, step: 999_999_999, cause: .scroll))
        expectEqual(events.offsetReset, 1)
        let back = try c.scroll(toOffset: -1e9)
        expectEqual(back.move?.step, -1_000_000_001)
        expectEqual(c.offset, 1)
    }

    @Test(
        "bad offsets are errors that change nothing, even where scrolling would do nothing",
        arguments: [
            Double.nan, .infinity, -.infinity, 1e9.nextUp, (-1e9).nextDown, 5e9,
        ])
    func badOffsets(x: Double) {
        for n in [0, 1, 5] {
            var c = Carousel(Array(0..<n)) { $0 }
            let before = c
            #expect(throws: CarouselError.self) { try c.scroll(toOffset: x) }
            expectEqual(c, before)
        }
        expectEqual(
            CarouselError.invalidOffset(5e9).description,
            "offset 5000000000.0 is invalid: it must be finite with magnitude at most 1e9")
    }

    @Test("a carousel that cannot scroll stays at rest")
    func notScrollable() throws {
        for n in 0...1 {
            var c = Carousel(Array(0..<n)) { $0 }
            #expect(try c.scroll(toOffset: 1.5).isEmpty)
            #expect(try c.scroll(toOffset: 7).isEmpty)
            expectEqual(c.offset, 1)
        }
    }

    @Test("progress: none when empty, 0 for one item, wraps between the last and the first")
    func progress() throws {
        #expect(Carousel([Int]()) { $0 }.progress == nil)
        var one = Carousel([1]) { $0 }
        try one.scroll(toOffset: 1.7)
        expectEqual(one.progress, 0)
        var c = Carousel(Array(0..<4)) { $0 }
        try c.scroll(toOffset: 0.5)
        expectEqual(c.progress, 3.5)
        try c.scroll(toOffset: 1.25)
        expectEqual(c.progress, 0.25)
        c.advance(by: 3)
        expectEqual(c.progress, 3)
    }

    @Test("page indicator: label, sliding dots, bad dot counts")
    func pageIndicator() throws {
        var c = Carousel(Array(0..<10)) { $0 }
        #expect(try c.pageIndicator(maximumDots: 20)?.dots == 0..<10)
        #expect(try c.pageIndicator(maximumDots: 5)?.dots == 0..<5)
        try c.jump(to: 5)
        let middle = try #require(try c.pageIndicator(maximumDots: 5))
        #expect(middle.dots == 3..<8)
        expectEqual(middle.activeDot, 2)
        expectEqual(middle.label, "item 6 of 10")
        try c.jump(to: 9)
        #expect(try c.pageIndicator(maximumDots: 5)?.dots == 5..<10)
        expectEqual(try c.pageIndicator(maximumDots: 5)?.activeDot, 4)
        #expect(throws: CarouselError.invalidDotCount(0)) { try c.pageIndicator(maximumDots: 0) }
        #expect(try Carousel([Int]()) { $0 }.pageIndicator(maximumDots: 3) == nil)
        let huge = try #require(
            try Carousel(0..<Int.max) { $0 }.pageIndicator(maximumDots: Int.max))
        #expect(huge.dots == 0..<Int.max)
    }

    @Test("the page indicator always shows the current item among at most m dots")
    func pageIndicatorProperty() {
        Property.check(
            generate: { r -> (Int, Int, Int) in
                let n = Int.random(in: 1...30, using: &r)
                return (n, Int.random(in: 0..<n, using: &r), Int.random(in: 1...12, using: &r))
            }
        ) { (n, current, m) throws(PropertyFailure) in
            let indicator = PageIndicator(count: n, current: current, maximumDots: m)
            try requireEqual(indicator.dots.count, Swift.min(n, m), "dot count")
            try require(
                indicator.dots.contains(current), "current \(current) not in \(indicator.dots)")
            try require(
                indicator.dots.lowerBound >= 0 && indicator.dots.upperBound <= n,
                "dots \(indicator.dots) outside 0..<\(n)")
        }
    }
}

/// The center item a raw offset shows before the carousel recenters: it may lie pages away.
private func centerItemOrNil(_ c: Carousel<[Int], Int>, rawOffset x: Double) -> Int? {
    guard let current = c.currentIndex, c.count >= 2 else { return c.currentIndex }
    let page = Int((x + 0.5).rounded(.down)) - 1
    return Ring.advance(current, by: page, count: c.count)
}
