import CarouselSimulation
import PropertyTesting
import Testing

@MainActor
@Suite struct InputSimulationTests {
    @Test(
        "non-finite inputs are ignored: no move, no callback",
        arguments: [Double.nan, .infinity, -.infinity, .signalingNaN])
    func nonFiniteInputs(bad: Double) {
        let (view, recorder) = makeView(offset: 100)
        view.contentOffset = bad
        view.setContentOffset(bad, animated: true)
        view.setContentOffset(bad, animated: false)
        #expect(view.isAtRest)
        view.touchDown()
        view.moveFinger(by: bad)
        #expect(!view.isDragging)
        view.moveFinger(by: 60)
        view.liftFinger(velocity: bad)  // counts as 0: the nearest page
        view.advanceFrame(by: bad)
        #expect(view.contentOffset == 160 && view.isDecelerating)
        expectEqual(recorder.events.dropFirst().first, .willEndDragging(velocity: 0, target: 200))
        runToRest(view, hertz: 60)
        expectEqual(view.contentOffset, 200)
    }

    @Test(
        "non-finite settings read as documented", arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteSettings(bad: Double) throws {
        let (view, _) = makeView(offset: 100)
        view.pixelScale = bad  // read as 1
        view.restingError = bad  // read as 0
        view.pagingVelocityThreshold = bad  // read as 0.3
        view.animationDuration = bad  // read as 0
        drag(view, by: 10.4, velocity: 0.31)
        runToRest(view, hertz: 60)
        expectEqual(view.contentOffset, 200)
        view.setContentOffset(120.4, animated: true)
        expectEqual(try #require(runToRest(view, hertz: 60)), 1)
        expectEqual(view.contentOffset, 120)
        view.isPagingEnabled = false
        view.decelerationRate = bad  // read as 0.998
        drag(view, by: 0, velocity: 0)
        view.touchDown()
        view.moveFinger(by: -20)
        view.liftFinger(velocity: 0.01)
        #expect(view.isDecelerating)
        runToRest(view, hertz: 60)
        expectEqual(view.contentOffset, 105)  // 100 + 0.01 * 0.998 / 0.002 on the 1-point grid
        view.boundsLength = bad  // read as 0: no paging, no rubber band
        view.contentLength = bad  // read as 0
        expectEqual(view.maximumContentOffset, 0)
    }

    @Test("absurd values are clamped: a huge move or flick stays within a page of the content")
    func hugeValues() {
        let (view, recorder) = makeView(offset: 100)
        view.touchDown()
        view.moveFinger(by: 1e300)
        #expect(view.contentOffset > 200 && view.contentOffset <= 300)
        view.moveFinger(by: -.greatestFiniteMagnitude)  // both read as 10¹²: back where it began
        expectEqual(view.contentOffset, 100)
        view.moveFinger(by: -.greatestFiniteMagnitude)
        #expect(view.contentOffset < 0 && view.contentOffset >= -100)
        view.liftFinger(velocity: .greatestFiniteMagnitude)
        runToRest(view, hertz: 60)
        expectEqual(view.contentOffset, 0)
        view.contentOffset = 1e300
        expectEqual(view.contentOffset, SimulatedScrollView.lengthLimit)
        view.advanceFrame(by: .greatestFiniteMagnitude)
        expectEqual(recorder.events.last, .didEndDecelerating)
    }
}
