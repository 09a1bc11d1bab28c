import CarouselSimulation
import PropertyTesting
import Testing

/// A delegate that implements nothing: every callback is the protocol's default.
@MainActor
private final class SilentDelegate: SimulatedScrollViewDelegate {}

@MainActor
@Suite struct DelegateDefaultsSimulationTests {
    @Test("a delegate that implements nothing gets the empty defaults; the view works the same")
    func defaults() {
        let view = SimulatedScrollView(boundsLength: 100, contentLength: 300)
        let delegate = SilentDelegate()
        view.delegate = delegate
        view.contentOffset = 100
        drag(view, by: 60, velocity: 0.5)
        runToRest(view, hertz: 60)
        expectEqual(view.contentOffset, 200)
        view.setContentOffset(0, animated: true)
        runToRest(view, hertz: 60)
        #expect(view.contentOffset == 0 && view.isAtRest)
    }

    @Test("the delegate is held weakly")
    func weakDelegate() {
        let view = SimulatedScrollView(boundsLength: 100)
        do {
            let delegate = SilentDelegate()
            view.delegate = delegate
            #expect(view.delegate === delegate)
        }
        #expect(view.delegate == nil)
    }
}
