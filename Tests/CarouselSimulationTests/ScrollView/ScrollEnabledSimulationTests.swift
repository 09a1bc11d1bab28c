import CarouselSimulation
import PropertyTesting
import Testing

@MainActor
@Suite struct ScrollEnabledSimulationTests {
    @Test("turning scrolling off mid-drag ends the drag at once, where the view is")
    func scrollDisabledMidDrag() {
        let (view, recorder) = makeView(offset: 100)
        view.touchDown()
        view.moveFinger(by: 70)
        recorder.onWillEndDragging = { _, target in target = 0 }  // ignored
        view.isScrollEnabled = false
        #expect(view.isAtRest && !view.isDragging && view.contentOffset == 170)
        expectEqual(
            recorder.events,
            [
                .willBeginDragging, .willEndDragging(velocity: 0, target: 170),
                .didEndDragging(decelerate: false),
            ])
        // The finger is ignored until scrolling is back on.
        view.moveFinger(by: 10)
        view.liftFinger(velocity: 1)
        view.touchDown()
        for _ in 0..<30 { view.advanceFrame(by: 1 / 60.0) }
        #expect(view.contentOffset == 170 && recorder.events.count == 3)
        view.isScrollEnabled = true
        drag(view, by: 5, velocity: 1)
        runToRest(view, hertz: 60)
        expectEqual(view.contentOffset, 200)
    }

    @Test("with scrolling off a touch does not catch a moving view")
    func scrollDisabledTouch() {
        let (view, recorder) = makeView(offset: 100)
        drag(view, by: 70)
        view.isScrollEnabled = false
        view.touchDown()
        #expect(!view.isTracking && view.isDecelerating)
        runToRest(view, hertz: 60)
        #expect(view.contentOffset == 200 && recorder.events.last == .didEndDecelerating)
    }

    @Test("turning scrolling off with a finger down that has not dragged ends the touch silently")
    func scrollDisabledBeforeDrag() {
        let (view, recorder) = makeView(offset: 100)
        view.touchDown()
        view.isScrollEnabled = false
        #expect(view.isAtRest && recorder.log.isEmpty)
    }
}
