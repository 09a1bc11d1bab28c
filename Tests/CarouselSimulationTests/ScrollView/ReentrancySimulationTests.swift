import CarouselSimulation
import PropertyTesting
import Testing

@MainActor
@Suite struct ReentrancySimulationTests {
    @Test("setting the offset calls didScroll before the setter returns, only on a change")
    func synchronousDidScroll() {
        let (view, recorder) = makeView(offset: 100)
        var seenInside: Double?
        recorder.onDidScroll = { seenInside = $0.contentOffset }
        view.contentOffset = 130
        expectEqual(seenInside, 130)
        view.contentOffset = 130
        view.setContentOffset(130, animated: false)
        expectEqual(recorder.log, [.didScroll(130)])
    }

    @Test("a delegate that resets the offset from inside didScroll re-enters once and settles")
    func resetInsideDidScroll() {
        let (view, recorder) = makeView(offset: 100)
        recorder.onDidScroll = { if $0.contentOffset >= 150 { $0.contentOffset = 100 } }
        view.touchDown()
        view.moveFinger(by: 60)
        expectEqual(view.contentOffset, 100)
        expectEqual(recorder.scrolls, [160, 100])
        // The drag goes on from the reset offset.
        view.moveFinger(by: 20)
        expectEqual(view.contentOffset, 120)
    }

    @Test(
        "a recentering delegate mid-deceleration: the shifted deceleration lands a page on",
        arguments: frameRates)
    func recenterWhileDecelerating(hertz: Double) throws {
        let (view, recorder) = makeView(offset: 100)
        // Like the coordinator: past half way to the next page, shift the data and the offset
        // back by one page.
        recorder.onDidScroll = { if $0.contentOffset > 150 { $0.contentOffset -= 100 } }
        view.touchDown()
        view.moveFinger(by: 40)
        view.liftFinger(velocity: 1)  // toward 200
        try #require(view.isDecelerating)
        try #require(runToRest(view, hertz: hertz) != nil)
        expectEqual(view.contentOffset, 100)  // one page on from the reset's 50-odd
        let scrolls = recorder.scrolls
        let reset = try #require(scrolls.firstIndex { $0 > 150 })
        let after = scrolls[(reset + 1)...]
        expectEqual(after.first, scrolls[reset] - 100)
        #expect(zip(after, after.dropFirst()).allSatisfy { $0 < $1 } && after.last == 100)
        expectEqual(recorder.events.filter { $0 == .didEndDecelerating }.count, 1)
    }

    @Test("a delegate that recenters on the landing frame: the view rests there, the end once")
    func recenterOnLanding() throws {
        let (view, recorder) = makeView(offset: 100)
        var decelerating: [Bool] = []
        recorder.onDidScroll = { v in
            if v.contentOffset == 200 {
                decelerating.append(v.isDecelerating)
                v.contentOffset = 100
            }
        }
        drag(view, by: 80)
        try #require(runToRest(view, hertz: 60) != nil)
        expectEqual(view.contentOffset, 100)
        expectEqual(decelerating, [true])  // the last didScroll comes while still decelerating
        expectEqual(recorder.scrolls.suffix(2), [200, 100])
        expectEqual(recorder.events.last, .didEndDecelerating)
        expectEqual(recorder.events.filter { $0 == .didEndDecelerating }.count, 1)
    }

    @Test(
        "an unanimated set shifts a running deceleration's path and target by the same amount",
        arguments: frameRates)
    func shiftsDeceleration(hertz: Double) throws {
        let (plain, plainLog) = makeView(pages: 20, offset: 500, paging: false)
        let (shifted, shiftedLog) = makeView(pages: 20, offset: 500, paging: false)
        for view in [plain, shifted] {
            drag(view, by: 10, velocity: 0.8)
            for _ in 0..<10 { view.advanceFrame(by: 1 / hertz) }
        }
        shifted.contentOffset += 250
        #expect(shifted.isDecelerating)
        let before = (plainLog.scrolls.count, shiftedLog.scrolls.count)
        try #require(runToRest(plain, hertz: hertz) != nil)
        try #require(runToRest(shifted, hertz: hertz) != nil)
        let plainPath = plainLog.scrolls.dropFirst(before.0)
        let shiftedPath = shiftedLog.scrolls.dropFirst(before.1)
        expectEqual(plainPath.count, shiftedPath.count)
        #expect(zip(plainPath, shiftedPath).allSatisfy { abs($1 - $0 - 250) < 1e-9 })
        // Both rest on the pixel grid (thirds of a point, inexact in binary).
        #expect(abs(shifted.contentOffset - plain.contentOffset - 250) < 1e-9)
        expectEqual(shifted.contentOffset, (shifted.contentOffset * 3).rounded() / 3)
    }

    @Test("an unanimated set shifts a running animation's path and target by the same amount")
    func shiftsAnimation() throws {
        let (plain, plainLog) = makeView(pages: 10, offset: 0)
        let (shifted, shiftedLog) = makeView(pages: 10, offset: 0)
        for view in [plain, shifted] {
            view.setContentOffset(300, animated: true)
            for _ in 0..<6 { view.advanceFrame(by: 1 / 60.0) }
        }
        shifted.contentOffset -= 100
        #expect(shifted.isAnimating)
        try #require(runToRest(plain, hertz: 60) == 12)
        try #require(runToRest(shifted, hertz: 60) == 12)
        let plainPath = plainLog.scrolls.dropFirst(6)
        let shiftedPath = shiftedLog.scrolls.dropFirst(7)
        #expect(zip(plainPath, shiftedPath).allSatisfy { abs($0 - $1 - 100) < 1e-9 })
        expectEqual(shifted.contentOffset, 200)
        expectEqual(shiftedLog.events, [.didEndScrollingAnimation])
    }

    @Test("a set inside willEndDragging moves the target with it")
    func setInsideWillEndDragging() {
        let (view, recorder) = makeView(offset: 100)
        recorder.onWillEndDragging = { v, _ in v.contentOffset -= 100 }
        drag(view, by: 70)  // target 200, then the set moves the view to 70 and the target to 100
        runToRest(view, hertz: 60)
        expectEqual(view.contentOffset, 100)
    }

    @Test(
        "an animation started from the landing frame's didScroll takes over from the deceleration")
    func animationFromLandingFrame() throws {
        let (view, recorder) = makeView(offset: 100)
        recorder.onDidScroll = { v in
            if v.contentOffset == 200 && v.isDecelerating { v.setContentOffset(0, animated: true) }
        }
        drag(view, by: 80)
        try #require(runToRest(view, hertz: 60) != nil)
        expectEqual(view.contentOffset, 0)
        expectEqual(
            recorder.events.suffix(2),
            [
                .didEndDragging(decelerate: true), .didEndScrollingAnimation,
            ])
    }

    @Test("an animated set from inside willEndDragging: the drag ends without deceleration")
    func animationFromWillEndDragging() throws {
        let (view, recorder) = makeView(offset: 100)
        recorder.onWillEndDragging = { v, _ in v.setContentOffset(0, animated: true) }
        drag(view, by: 70)
        #expect(!view.isDragging && view.isAnimating)
        try #require(runToRest(view, hertz: 60) != nil)
        expectEqual(view.contentOffset, 0)
        expectEqual(
            recorder.events,
            [
                .willBeginDragging, .willEndDragging(velocity: 0, target: 200),
                .didEndDragging(decelerate: false), .didEndScrollingAnimation,
            ])
    }

    @Test("a touch from inside willEndDragging: the drag ends, the new touch is down")
    func touchFromWillEndDragging() {
        let (view, recorder) = makeView(offset: 100)
        recorder.onWillEndDragging = { v, _ in v.touchDown() }
        drag(view, by: 70)
        #expect(view.isTracking && !view.isDragging && !view.isDecelerating)
        expectEqual(recorder.events.last, .didEndDragging(decelerate: false))
        view.liftFinger(velocity: 0)  // the new touch never dragged: a snap to the nearest page
        runToRest(view, hertz: 60)
        expectEqual(view.contentOffset, 200)
    }

    @Test("a touch from inside a callback takes over: the motion stops, no didEnd follows")
    func touchFromCallback() {
        let (view, recorder) = makeView(offset: 100)
        recorder.onDidEndDragging = { v, _ in v.touchDown() }
        drag(view, by: 70)
        #expect(view.isTracking && !view.isDecelerating)
        for _ in 0..<30 { view.advanceFrame(by: 1 / 60.0) }
        expectEqual(view.contentOffset, 170)
        expectEqual(recorder.events.last, .didEndDragging(decelerate: true))
    }
}
