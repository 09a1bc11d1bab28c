import PropertyTesting
import Testing

@testable import Carousel

private func carousel(_ n: Int, at start: Int, _ policy: ReusePolicy) -> Carousel<[Int], Int> {
    var c = Carousel(Array(0..<n), reusePolicy: policy) { $0 }
    c.advance(by: start)
    return c
}

@Suite("Moves")
struct MoveTests {
    @Test(
        "every n ≤ 6, every start, every step in -13...13 matches the model",
        arguments: ReusePolicy.allCases)
    func exhaustiveSmall(policy: ReusePolicy) throws {
        for n in 0...6 {
            for start in 0..<Swift.max(n, 1) {
                for step in -13...13 {
                    let script = Script(
                        values: Array(0..<n), policy: policy,
                        ops: [.advance(start), .advance(step)])
                    do throws(PropertyFailure) { try checkAgainstModel(script) } catch {
                        Issue.record("\(script): \(error)")
                    }
                }
            }
        }
    }

    @Test("advance(a) then advance(b) is advance(a + b); advance(k) then advance(-k) restores")
    func composition() {
        Property.check(
            generate: { r -> (Int, ReusePolicy, Int, Int) in
                (
                    Int.random(in: 0...8, using: &r),
                    ReusePolicy.allCases.randomElement(using: &r)!, r.edgyInt(), r.edgyInt()
                )
            },
            shrink: { (n, p, a, b) in
                Shrink.int(a).map { (n, p, $0, b) } + Shrink.int(b).map { (n, p, a, $0) }
            }
        ) { (n, policy, a, b) throws(PropertyFailure) in
            let start = carousel(n, at: 0, policy)
            var stepwise = start
            stepwise.advance(by: a)
            let afterA = stepwise
            stepwise.advance(by: b)
            let (sum, overflow) = a.addingReportingOverflow(b)
            if !overflow {
                var direct = start
                direct.advance(by: sum)
                try requireEqual(
                    direct.window, stepwise.window,
                    "advance(\(a)) + advance(\(b)) vs advance(\(sum))")
                if policy == .rebind { try require(direct == stepwise, "rebind states differ") }
            }
            if a != Int.min {
                var back = afterA
                back.advance(by: -a)
                try requireEqual(back.window, start.window, "advance(\(a)) then advance(\(-a))")
                if policy == .rebind { try require(back == start, "rebind state not restored") }
            }
        }
    }

    @Test("jump lands on its target by a step of at most n/2, ties forward")
    func jumpIsShortest() {
        Property.check(
            generate: { r -> (Int, Int, Int) in
                let n = Int.random(in: 1...12, using: &r)
                return (n, Int.random(in: 0..<n, using: &r), Int.random(in: 0..<n, using: &r))
            }
        ) { (n, start, target) throws(PropertyFailure) in
            var c = carousel(n, at: start, .rebind)
            let events: CarouselEvents
            do { events = try c.jump(to: target) } catch {
                throw PropertyFailure(description: "\(error)")
            }
            try requireEqual(c.currentIndex, target, "jump target")
            let step = events.move?.step ?? 0
            try require(2 * abs(step) <= n, "step \(step) longer than half of \(n)")
            try require(2 * step != -n, "tie \(step) went backward")
            try require(
                (step == 0) == (start == target || n < 2), "moved \(step) for \(start) → \(target)")
        }
    }

    @Test("a move that is a multiple of the count goes round: from == to, no rebinds")
    func wholeLoops() {
        var c = carousel(5, at: 2, .rebind)
        let events = c.advance(by: -15)
        expectEqual(
            Array(events),
            [
                .moved(CarouselMove(from: 2, to: 2, step: -15, cause: .command)),
                .offsetReset(offset: 1),
            ])
        expectEqual(events.move?.direction, .previous)
    }

    @Test("moves on 0 and 1 items do nothing")
    func notScrollable() throws {
        for n in 0...1 {
            var c = carousel(n, at: 0, .rebind)
            #expect(c.next().isEmpty)
            #expect(c.advance(by: Int.min).isEmpty)
            expectEqual(Array(c.window), (n == 0 ? [nil, nil, nil] : [nil, 0, nil]))
        }
        var single = carousel(1, at: 0, .rebind)
        #expect(try single.jump(to: 0).isEmpty)
    }

    @Test("jump and distance refuse positions outside 0..<count and change nothing")
    func jumpErrors() throws {
        var c = carousel(5, at: 1, .rebind)
        let before = c
        #expect(throws: CarouselError.indexOutOfRange(index: 9, range: 0..<5)) { try c.jump(to: 9) }
        #expect(throws: CarouselError.indexOutOfRange(index: -1, range: 0..<5)) {
            try c.jump(to: -1)
        }
        expectEqual(c, before)
        var empty = carousel(0, at: 0, .rebind)
        #expect(throws: CarouselError.indexOutOfRange(index: 3, range: 0..<0)) {
            try empty.jump(to: 3)
        }
        expectEqual(
            CarouselError.indexOutOfRange(index: 9, range: 0..<5).description,
            "index 9 is out of range 0..<5")
        expectEqual(
            "\(CarouselError.indexOutOfRange(index: 3, range: 0..<0))",
            "index 3 is out of range 0..<0: the carousel is empty")
        #expect(throws: CarouselError.self) { try c.distance(from: Int.min, to: 0) }
        expectEqual(try c.distance(from: 4, to: 0), 1)
        expectEqual(try c.distance(from: 0, to: 4), -1)
    }
}
