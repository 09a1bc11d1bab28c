import Carousel
import CarouselSimulation
import PropertyTesting
import Testing

@testable import CarouselDemo

/// A session on `items` (with `motion`) after `lines`: the last line's result and the session.
@MainActor
private func afterLines(
    _ items: [String], _ lines: [String], motion: CarouselMotion = .paging
) throws -> (LineResult, Session<String>) {
    var session = Session(items: items, reusePolicy: .rebind, motion: motion)
    var last: LineResult?
    for (offset, line) in lines.enumerated() {
        last = session.process(NumberedLine(number: offset + 1, bytes: Array(line.utf8)))
    }
    return (try #require(last), session)
}

/// The message of a refused result.
private func failure(_ result: LineResult) -> String? {
    if case .failure(let message) = result.outcome { message } else { nil }
}

/// The distance from `a` to `b` round a ring of `count` items, either way.
func ringDistance(_ a: Double, _ b: Double, count: Int) -> Double {
    let n = Double(count)
    let d = ((a - b).truncatingRemainder(dividingBy: n) + n).truncatingRemainder(dividingBy: n)
    return Swift.min(d, n - d)
}

private let tenItems = (0..<10).map { "item \($0)" }

/// How far a fling glides without paging: the demo lifts at `v` pages per second, a glide covers
/// `v × rate / (1 - rate)` with UIKit's normal rate 0.998, so 0.499 pages for each page per
/// second; the flick before the lift moves 0.05 pages.
private func glide(_ velocity: Double) -> Double { 0.05 + velocity * 0.499 }

@MainActor
@Suite struct MotionSessionTests {
    @Test func pagingIsTheDefault() throws {
        let (result, session) = try afterLines(tenItems, ["fling 10"])
        expectEqual(session.carousel.motion, .paging)
        expectEqual(result.state.motion, .paging)
        // One page a fling, however fast.
        #expect(session.carousel.currentIndex == 1 && session.carousel.offset == 1)
    }

    @Test(arguments: [
        ("motion paging", CarouselMotion.paging), ("motion snapping", .snapping),
        ("motion snapping:3", .snapping(limit: 3)), ("motion snapping:+03", .snapping(limit: 3)),
        ("motion free", .free),
    ])
    func motionSetsTheMotion(_ line: String, _ motion: CarouselMotion) throws {
        let (result, session) = try afterLines(tenItems, [line])
        #expect(result.succeeded && result.frames == nil)
        expectEqual(result.outcome, .success(events: [], help: nil))
        #expect(session.carousel.motion == motion && result.state.motion == motion)
    }

    @Test(arguments: [
        ("motion", "missing the motion, paging, snapping, snapping:N or free; usage: motion m"),
        ("motion free 2", #"takes 1 argument (motion m), got an extra "2""#),
        ("motion Free", #""Free" is not a motion; keywords are lowercase: write free"#),
        (
            "motion SNAPPING:2",
            #""SNAPPING:2" is not a motion; keywords are lowercase: write snapping:2"#
        ),
        (
            "motion jumping",
            #""jumping" is not a motion; write paging, snapping, snapping:N or free"#
        ),
        (
            "motion snapping:",
            #""snapping:" is not a motion; write paging, snapping, snapping:N or free"#
        ),
        (
            "motion snapping:1.5",
            #""snapping:1.5" is not a motion; write paging, snapping, snapping:N or free"#
        ),
        (
            "motion snapping:99999999999999999999",
            #"snapping limit "99999999999999999999" is out of range 1...9223372036854775807"#
        ),
        // The library's own message, naming the limit, with the input when it was written
        // otherwise.
        (
            "motion snapping:0",
            "snapping limit 0 is invalid: a fling moves at least 1 item; for no limit, use "
                + "snapping without one (.snapping)"
        ),
        (
            "motion snapping:-02",
            "snapping limit -2 is invalid: a fling moves at least 1 item; for no limit, use "
                + #"snapping without one (.snapping) (from "snapping:-02")"#
        ),
    ])
    func badMotionsAreRefusedAndChangeNothing(_ line: String, _ message: String) throws {
        let (result, session) = try afterLines(tenItems, ["motion free", line])
        expectEqual(failure(result), message)
        expectEqual(session.carousel.motion, .free)
    }

    @Test func snappingGlidesManyItemsAndEndsOnOne() throws {
        let (result, session) = try afterLines(tenItems, ["motion snapping", "fling 10"])
        // 5.04 items of glide, snapped to 5.
        expectEqual(session.carousel.currentIndex, Int(glide(10).rounded()))
        expectEqual(session.carousel.offset, 1)
        let frames = try #require(result.frames)
        expectEqual(frames.last?.state, result.state)
        let moves = frames.flatMap(\.events).filter { if case .moved = $0 { true } else { false } }
        expectEqual(moves.count, 5)
        // Every item passed shows under the center in turn: the glide recenters before the edge.
        var centers: [Int] = []
        for index in frames.compactMap(\.center?.index) where centers.last != index {
            centers.append(index)
        }
        expectEqual(centers, Array(0...5))
    }

    @Test(arguments: [(1, 1), (2, 2), (3, 3), (9, 5)])
    func aSnappingLimitCapsTheItemsAFlingMoves(_ limit: Int, _ moved: Int) throws {
        let (_, session) = try afterLines(
            tenItems, ["fling 10"], motion: .snapping(limit: limit))
        #expect(session.carousel.currentIndex == moved && session.carousel.offset == 1)
        let (_, back) = try afterLines(tenItems, ["fling -10"], motion: .snapping(limit: limit))
        expectEqual(back.carousel.currentIndex, (10 - moved) % 10)
    }

    @Test(arguments: [10.0, -10.0, 3.0, 40.0])
    func freeEndsWhereTheGlideEnds(_ velocity: Double) throws {
        let (result, session) = try afterLines(tenItems, ["fling \(velocity)"], motion: .free)
        let distance = velocity < 0 ? -glide(-velocity) : glide(velocity)
        let progress = try #require(session.carousel.progress)
        // The glide ends exactly on its end; the lift's velocity is the only rounding.
        #expect(ringDistance(progress, distance, count: 10) < 1e-9)
        // The nearest item is current, the row between items.
        #expect(session.carousel.offset >= 0.5 && session.carousel.offset < 1.5)
        expectEqual(result.frames?.last?.state, result.state)
    }

    @Test func aFreeRowBetweenItemsIsCaughtThereByTheNextGesture() throws {
        let (first, _) = try afterLines(tenItems, ["fling 3"], motion: .free)
        let (second, session) = try afterLines(tenItems, ["fling 3", "fling 3"], motion: .free)
        let progress = try #require(session.carousel.progress)
        #expect(ringDistance(progress, 2 * glide(3), count: 10) < 1e-9)
        let firstEnd = try #require(first.state.progress)
        let secondStart = try #require(second.frames?.first?.state.progress)
        // The second flick's first frame goes on from where the first glide rested.
        #expect(abs(secondStart - firstEnd - 0.025) < 1e-9)
    }

    @Test func changingTheMotionLeavesTheRowWhereItIs() throws {
        let (_, free) = try afterLines(tenItems, ["fling 3"], motion: .free)
        #expect(free.carousel.offset != 1)
        let (_, session) = try afterLines(tenItems, ["fling 3", "motion paging"], motion: .free)
        expectEqual(session.carousel.motion, .paging)
        expectEqual(session.carousel.offset, free.carousel.offset)
        // The next gesture settles it by the new motion: paging rests on a page.
        let (_, paged) = try afterLines(
            tenItems, ["fling 3", "motion paging", "drag 0"], motion: .free)
        expectEqual(paged.carousel.offset, 1)
    }
}

@MainActor
@Suite struct AutoscrollSessionTests {
    @Test func autoscrollStartsAndStops() throws {
        let (started, session) = try afterLines(tenItems, ["autoplay 2", "autoscroll -0.5"])
        #expect(started.outcome == .success(events: [], help: nil) && started.frames == nil)
        #expect(
            session.carousel.autoscroll?.itemsPerSecond == -0.5 && session.carousel.autoplay == nil)
        expectEqual(started.state.autoscroll?.itemsPerSecond, -0.5)
        let (stopped, off) = try afterLines(
            tenItems, ["autoscroll 0.5", "tick 0.5", "autoscroll off"])
        #expect(stopped.state.autoscroll == nil && off.carousel.autoscroll == nil)
        // It stops where it is.
        expectEqual(off.carousel.offset, 1.25)
        let (_, replaced) = try afterLines(tenItems, ["autoscroll 0.5", "autoplay 2"])
        #expect(replaced.carousel.autoscroll == nil && replaced.carousel.autoplay != nil)
    }

    @Test(arguments: [
        (
            "autoscroll 0",
            "autoscroll speed 0.0 is invalid: its magnitude must be between 0.001 and 1e3 items "
                + "per second; to stop it, stop autoscroll (stopAutoscroll())"
        ),
        (
            "autoscroll -1e4",
            "autoscroll speed -10000.0 is invalid: its magnitude must be between 0.001 and 1e3 "
                + #"items per second (from "-1e4")"#
        ),
        (
            "autoscroll 0.0001",
            "autoscroll speed 0.0001 is invalid: its magnitude must be between 0.001 and 1e3 "
                + "items per second"
        ),
        ("autoscroll", "missing the speed in items per second or off; usage: autoscroll v|off"),
        ("autoscroll OFF", #""OFF" is not a number or "off"; keywords are lowercase: write off"#),
        ("autoscroll fast", #""fast" is not a number or "off"; write e.g. 2.5 or off"#),
        ("autoscroll nan", #""nan" is not a number or "off"; write e.g. 2.5 or off"#),
        ("autoscroll 1 2", #"takes 1 argument (autoscroll v|off), got an extra "2""#),
        (
            "autoscroll 128pt",
            "a carousel of pages has no length in points here: give items a second, e.g. "
                + "autoscroll 2"
        ),
        ("autoscroll fastpt", #""fastpt" is not a speed in points; write e.g. 128pt"#),
    ])
    func badSpeedsAreRefusedAndChangeNothing(_ line: String, _ message: String) throws {
        let (result, session) = try afterLines(tenItems, ["autoscroll 2", line])
        expectEqual(failure(result), message)
        expectEqual(session.carousel.autoscroll?.itemsPerSecond, 2)
    }

    @Test func tickRunsTheMarqueeInFrames() throws {
        let (result, session) = try afterLines(tenItems, ["autoscroll 3", "tick 1"])
        let frames = try #require(result.frames)
        expectEqual(frames.count, 60)
        expectEqual(frames.map(\.number), Array(1...60))
        expectEqual(frames.last?.state, result.state)
        guard case .success(let events, nil) = result.outcome else {
            Issue.record("refused")
            return
        }
        expectEqual(frames.flatMap(\.events), events)
        // Three items passed, each committed in the frame that reached offset 2.
        let moves = events.compactMap { event -> CarouselMove? in
            if case .moved(let move) = event { move } else { nil }
        }
        expectEqual(moves.map(\.cause), [.autoscroll, .autoscroll, .autoscroll])
        expectEqual(session.carousel.currentIndex, 3)
        #expect(abs(session.carousel.offset - 1) < 1e-9)
        // The item under the center changes one at a time.
        let centers = frames.compactMap(\.center?.index)
        #expect(zip(centers, centers.dropFirst()).allSatisfy { $1 == $0 || $1 == ($0 + 1) % 10 })
    }

    @Test(arguments: [(0.01, 1), (1.0 / 60, 1), (0.02, 2), (0.0, 1), (1e9, 2_000)])
    func ticksAreCutIntoFramesOfAtMostASixtiethOfASecond(_ seconds: Double, _ frames: Int) {
        expectEqual(AutoscrollFrames.frameCount(for: seconds), frames)
    }

    /// The marquee's frames find the item under the center from the layout, where a gesture's
    /// read the simulated view: both agree at every offset, in the spacing too.
    @Test(arguments: [1, 2, 3])
    func aTicksCenterIsTheSimulatedViewsCenter(_ neighbors: Int) throws {
        let layout = GestureSimulation.geometry(neighbors: neighbors)
        for items in [["a", "b"], ["a", "b", "c", "d", "e"]] {
            for rule in [FewItemsRule.repeating, .leavingEmpty] {
                for step in 1..<40 {
                    var carousel = try DemoCarousel(
                        items, neighbors: neighbors, fewItems: rule, reusePolicy: .rebind
                    ) { $0 }
                    _ = try carousel.scroll(toOffset: Double(step) / 20)
                    let simulated = SimulatedCarousel(carousel, geometry: layout)
                    let slot = simulated.centerSlot
                    let expected = slot.flatMap { slot in
                        slot.element.flatMap { item in
                            simulated.coordinator.carousel.boundIndex(ofSlot: slot.id).map {
                                GestureFrame.Center(index: $0, item: item)
                            }
                        }
                    }
                    expectEqual(
                        AutoscrollFrames.center(of: carousel, in: layout), expected,
                        "\(items.count) items, \(rule), offset \(carousel.offset)")
                }
            }
        }
    }

    @Test func aTickWithoutAutoscrollHasNoFrames() throws {
        let (plain, _) = try afterLines(tenItems, ["tick 1"])
        #expect(plain.frames == nil)
        let (autoplay, _) = try afterLines(tenItems, ["autoplay 0.5", "tick 1"])
        #expect(autoplay.frames == nil)
        // Fewer than two items do not scroll: the tick is a plain one.
        let (single, _) = try afterLines(["only"], ["autoscroll 1", "tick 1"])
        #expect(single.succeeded && single.frames == nil)
    }

    @Test func aRefusedTickIsRefusedWholeWithTheLibrarysMessage() throws {
        let (result, session) = try afterLines(tenItems, ["autoscroll 1", "tick -1"])
        expectEqual(
            failure(result),
            "time step -1.0 is invalid: it must be finite, between 0 and 1e9 seconds")
        #expect(result.frames == nil && session.carousel.offset == 1)
    }

    /// The issue's example: `tick 7` at 0.5 items per second is 3.5 items further round the loop,
    /// as 700 ticks of 0.01 s, or a 60 Hz or 120 Hz display's seven seconds of frames.
    @Test(arguments: [
        ["tick 7"], Array(repeating: "tick 0.01", count: 700),
        Array(repeating: "tick 0.016666666666666666", count: 420),
        Array(repeating: "tick 0.008333333333333333", count: 840),
        Array(repeating: "tick 3.5", count: 2),
    ])
    func progressIsSpeedTimesTime(_ ticks: [String]) throws {
        let (result, _) = try afterLines(tenItems, ["next 2", "autoscroll 0.5"] + ticks)
        let progress = try #require(result.state.progress)
        // 1e-9 items: the time of the ticks is summed with compensation, and a 1/60 s written to
        // 17 digits is 7e-19 s short; what is left is rounding of the offset, near 1e-15.
        #expect(ringDistance(progress, 2 + 3.5, count: 10) < 1e-9)
        expectEqual(result.state.current, 5)
    }

    @Test func backwardsGoesRoundTheLoopTheOtherWay() throws {
        let (result, _) = try afterLines(tenItems, ["autoscroll -0.5", "tick 7"])
        let progress = try #require(result.state.progress)
        #expect(ringDistance(progress, -3.5, count: 10) < 1e-9)
        expectEqual(result.state.current, 7)  // 6.5 is half way: the row is at item 7, offset 0.5
    }

    @Test func aDragPausesItAndItGoesOnFromWhereTheDragLeftTheRow() throws {
        let lines = ["autoscroll 0.5", "tick 1", "drag 1"]
        let (dragged, _) = try afterLines(tenItems, lines)
        let rest = try #require(dragged.state.progress)
        // The finger caught the row at 0.5 and moved it a page; it rests on a page and runs on
        // from there (its last frame already a sixtieth of a second of marquee).
        let frames = try #require(dragged.frames)
        #expect(abs(try #require(frames.first?.state.progress) - 0.6) < 1e-9)
        expectEqual(dragged.state.autoscroll?.itemsPerSecond, 0.5)
        let (result, _) = try afterLines(tenItems, lines + ["tick 2"])
        let progress = try #require(result.state.progress)
        #expect(ringDistance(progress, rest + 1, count: 10) < 1e-9)
    }

    @Test func aFlingUnderSnappingPausesItToo() throws {
        let lines = ["motion snapping", "autoscroll 1", "tick 0.25", "fling 10"]
        let (flung, session) = try afterLines(tenItems, lines)
        // 0.25 + 5.04 items snapped to 5: the glide's last frame rests the row exactly there,
        // and the marquee goes on from the next frame, the next tick's.
        #expect(session.carousel.currentIndex == 5 && session.carousel.offset == 1)
        expectEqual(flung.state.autoscroll?.itemsPerSecond, 1)
    }
}

@Suite struct MotionOptionsTests {
    @Test(arguments: [
        (["--motion", "free"], CarouselMotion.free), (["--motion=snapping"], .snapping),
        (["--motion", "snapping:7"], .snapping(limit: 7)), (["--motion", "paging"], .paging),
    ])
    func motionIsAnOption(_ arguments: [String], _ motion: CarouselMotion) {
        expectEqual(parseOptions(arguments), .run(Options(motion: motion)))
    }

    @Test(arguments: [
        (
            ["--motion", "snapping:0"],
            #"--motion "snapping:0" has a limit out of range 1...9223372036854775807: a fling "#
                + "moves at least 1 item (snapping for no limit)"
        ),
        (
            ["--motion=snapping:99999999999999999999"],
            #"--motion "snapping:99999999999999999999" has a limit out of range "#
                + "1...9223372036854775807"
        ),
        (
            ["--motion", "Free"],
            #"--motion "Free" is not a motion; write paging, snapping, snapping:N or free"#
        ),
        (["--motion"], "--motion needs a value: paging, snapping, snapping:N or free"),
    ])
    func badMotionsAreUsageErrors(_ arguments: [String], _ message: String) {
        expectEqual(parseOptions(arguments), .failure(message))
    }
}
