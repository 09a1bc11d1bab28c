import CarouselSimulation
import PropertyTesting
import Testing

@MainActor
@Suite struct InterruptionSimulationTests {
    @Test(
        "a touch catches a deceleration where it is, without didEndDecelerating",
        arguments: frameRates)
    func catchesDeceleration(hertz: Double) throws {
        let (view, recorder) = makeView(offset: 100)
        drag(view, by: 60)
        for _ in 0..<5 { view.advanceFrame(by: 1 / hertz) }
        let caught = view.contentOffset
        #expect(160 < caught && caught < 200)
        view.touchDown()
        #expect(view.isTracking && !view.isDecelerating && !view.isAtRest)
        let count = recorder.log.count
        for _ in 0..<30 { view.advanceFrame(by: 1 / hertz) }
        #expect(view.contentOffset == caught && recorder.log.count == count)
        // Lifting without a drag snaps to the nearest page, with no drag callbacks.
        view.liftFinger(velocity: 3)
        #expect(view.isDecelerating)
        try #require(runToRest(view, hertz: hertz) != nil)
        expectEqual(view.contentOffset, 200)
        expectEqual(
            recorder.events,
            [
                .willBeginDragging, .willEndDragging(velocity: 0, target: 200),
                .didEndDragging(decelerate: true), .didEndDecelerating,
            ])
    }

    @Test("a touch catches an animation without didEndScrollingAnimation", arguments: frameRates)
    func catchesAnimation(hertz: Double) {
        let (view, recorder) = makeView(offset: 0)
        view.setContentOffset(100, animated: true)
        for _ in 0..<Int(0.1 * hertz) { view.advanceFrame(by: 1 / hertz) }
        view.touchDown()
        #expect(!view.isAnimating)
        view.liftFinger(velocity: 0)
        runToRest(view, hertz: hertz)
        expectEqual(view.contentOffset, 0)  // still under half way at a third of the time
        expectEqual(recorder.events, [.didEndDecelerating])
    }

    @Test("a caught view dragged on ends like any drag")
    func caughtThenDragged() {
        let (view, recorder) = makeView(offset: 0)
        view.setContentOffset(200, animated: true)
        for _ in 0..<9 { view.advanceFrame(by: 1 / 60.0) }  // half way: 100
        view.touchDown()
        view.moveFinger(by: 30)
        view.liftFinger(velocity: -1)
        runToRest(view, hertz: 60)
        expectEqual(view.contentOffset, 100)
        expectEqual(
            recorder.events,
            [
                .willBeginDragging, .willEndDragging(velocity: -1, target: 100),
                .didEndDragging(decelerate: true), .didEndDecelerating,
            ])
    }

    @Test("a tap on a view at rest on a page does nothing")
    func tapAtRest() {
        let (view, recorder) = makeView(offset: 100)
        view.touchDown()
        view.liftFinger(velocity: 2)
        #expect(view.isAtRest)
        view.advanceFrame(by: 1 / 60.0)
        #expect(recorder.log.isEmpty)
    }

    @Test("without paging a tap leaves a caught view where it is, unless past an edge")
    func tapWithoutPaging() {
        let (view, recorder) = makeView(offset: 0, paging: false)
        view.setContentOffset(150, animated: true)
        view.advanceFrame(by: 1 / 60.0)
        view.touchDown()
        let caught = view.contentOffset
        view.liftFinger(velocity: 0)
        #expect(view.isAtRest && view.contentOffset == caught)
        // Past an edge, caught while springing back: it springs back after the tap.
        drag(view, by: -caught - 40)
        view.advanceFrame(by: 1 / 60.0)
        view.touchDown()
        #expect(view.contentOffset < 0)
        view.liftFinger(velocity: 0)
        runToRest(view, hertz: 60)
        expectEqual(view.contentOffset, 0)
        expectEqual(
            recorder.events.suffix(2), [.didEndDragging(decelerate: true), .didEndDecelerating])
    }
}
