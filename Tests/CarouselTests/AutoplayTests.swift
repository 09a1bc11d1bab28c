import PropertyTesting
import Testing

@testable import Carousel

@Suite("Autoplay on an injected clock")
struct AutoplayTests {
    @Test("moves once per interval, carrying the remainder over")
    func steadyTicks() throws {
        var c = Carousel(Array(0..<5)) { $0 }
        try c.startAutoplay(interval: 2)
        #expect(try c.tick(1.5).isEmpty)
        expectEqual(c.autoplay, Autoplay(interval: 2, elapsed: 1.5))
        let events = try c.tick(1)
        expectEqual(events.move, CarouselMove(from: 0, to: 1, step: 1, cause: .autoplay))
        expectEqual(events.offsetReset, 1)
        expectEqual(c.autoplay?.elapsed, 0.5)
    }

    @Test("a long gap coalesces into one multi-step move")
    func longGap() throws {
        var c = Carousel(Array(0..<5)) { $0 }
        try c.startAutoplay(interval: 0.5)
        let events = try c.tick(1e9)
        expectEqual(Array(events).count { if case .moved = $0 { true } else { false } }, 1)
        expectEqual(events.move?.step, 2_000_000_000)
        expectEqual(c.currentIndex, 2_000_000_000 % 5)
    }

    @Test("pauses while the user drags, on too few items, and when off")
    func pauses() throws {
        var c = Carousel(Array(0..<5)) { $0 }
        #expect(try c.tick(100).isEmpty)  // off
        try c.startAutoplay(interval: 1)
        try c.scroll(toOffset: 1.3)
        #expect(try c.tick(100).isEmpty)
        expectEqual(c.autoplay?.elapsed, 0)
        try c.scroll(toOffset: 1)
        expectEqual(try c.tick(1).move?.step, 1)
        var one = Carousel(["solo"]) { $0 }
        try one.startAutoplay(interval: 1)
        #expect(try one.tick(5).isEmpty)
        c.stopAutoplay()
        #expect(c.autoplay == nil)
        #expect(try c.tick(5).isEmpty)
    }

    @Test("user interaction restarts the timer, even when nothing moves")
    func interactionRestarts() throws {
        var c = Carousel(Array(0..<5)) { $0 }
        try c.startAutoplay(interval: 2)
        try c.tick(1.5)
        #expect(try c.jump(to: 0).isEmpty)
        expectEqual(c.autoplay?.elapsed, 0)
        try c.tick(1.5)
        c.advance(by: 0)
        expectEqual(c.autoplay?.elapsed, 0)
        try c.tick(1.5)
        try c.scroll(toOffset: 1.2)
        expectEqual(c.autoplay?.elapsed, 0)
    }

    @Test("a rounding error that leaves elapsed below 0 never moves backwards")
    func neverBackwards() throws {
        var c = Carousel(Array(0..<5)) { $0 }
        try c.startAutoplay(interval: 0.7)
        try c.tick(479_534_671.6999999)
        let elapsed = try #require(c.autoplay?.elapsed)
        #expect(elapsed < 0)  // the contract's arithmetic, followed as written
        #expect(try c.tick(0).isEmpty)
        expectEqual(c.autoplay?.elapsed, elapsed)
    }

    @Test("bad intervals and durations are errors that change nothing")
    func errors() throws {
        var c = Carousel(Array(0..<3)) { $0 }
        for s in [0, 0.000_999, 1e6.nextUp, .infinity, -1] {
            #expect(throws: CarouselError.invalidAutoplayInterval(s)) {
                try c.startAutoplay(interval: s)
            }
        }
        // NaN is never equal to itself, so only the error's message can be compared.
        let nanError = #expect(throws: CarouselError.self) { try c.startAutoplay(interval: .nan) }
        expectEqual(nanError?.description.hasPrefix("autoplay interval nan is invalid"), true)
        try c.startAutoplay(interval: 0.001)
        try c.startAutoplay(interval: 1e6)
        for t in [-1, .nan, .infinity, 1e9.nextUp] {
            let before = c
            #expect(throws: CarouselError.self) { try c.tick(t) }
            expectEqual(c, before)
        }
        expectEqual(
            CarouselError.invalidAutoplayInterval(0).description,
            "autoplay interval 0.0 is invalid: it must be between 0.001 and 1e6 seconds; "
                + "to turn autoplay off, stop it (stopAutoplay())")
        expectEqual(
            CarouselError.invalidAutoplayInterval(-1).description,
            "autoplay interval -1.0 is invalid: it must be between 0.001 and 1e6 seconds")
    }

    @Test("ticks in any split move the same total as one tick, within one page of rounding")
    func splitTicksAgree() {
        Property.check(
            generate: { r -> (Double, [Double]) in
                // Multiples of 1/8 are exact, so elapsed time adds up without rounding.
                (
                    Double(Int.random(in: 1...16, using: &r)) / 8,
                    (0..<12).map { _ in Double(Int.random(in: 0...40, using: &r)) / 8 }
                )
            },
            shrink: { (s, ts) in Shrink.array(ts).map { (s, $0) } }
        ) { (s, ticks) throws(PropertyFailure) in
            var split = Carousel(Array(0..<1000)) { $0 }
            var whole = split
            do {
                try split.startAutoplay(interval: s)
                try whole.startAutoplay(interval: s)
                var moved = 0
                for t in ticks { moved += try split.tick(t).move?.step ?? 0 }
                let total = ticks.reduce(0, +)
                try requireEqual(
                    moved, Int((total / s).rounded(.down)), "pages moved by \(ticks) at \(s)")
                try whole.tick(total)
                try requireEqual(split.currentIndex, whole.currentIndex, "split vs whole")
                try requireEqual(split.autoplay, whole.autoplay, "elapsed carried over")
            } catch let error as PropertyFailure {
                throw error
            } catch {
                throw PropertyFailure(description: "\(error)")
            }
        }
    }
}
