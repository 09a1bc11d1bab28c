import CarouselSimulation
import PropertyTesting
import Testing

@MainActor
@Suite struct GeometrySimulationTests {
    @Test("a resize moves nothing and calls nothing, also mid-deceleration")
    func resize() {
        let (view, recorder) = makeView(offset: 100)
        view.boundsLength = 50
        view.contentLength = 1000
        #expect(view.contentOffset == 100 && recorder.log.isEmpty)
        expectEqual(view.maximumContentOffset, 950)
        drag(view, by: 30)  // 130 of pages of 50: rests on 150
        view.advanceFrame(by: 1 / 60.0)
        view.boundsLength = 100
        view.contentLength = 300
        runToRest(view, hertz: 60)
        expectEqual(view.contentOffset, 150)
    }

    @Test("the maximum offset is never negative")
    func maximumOffset() {
        let view = SimulatedScrollView(boundsLength: 100, contentLength: 40)
        expectEqual(view.maximumContentOffset, 0)
        view.contentLength = 250
        expectEqual(view.maximumContentOffset, 150)
    }
}
