import Carousel
import CarouselSimulation
import PropertyTesting
import Testing

/// The README's coordinator example, run as written.
@MainActor
@Suite("README coordinator example, simulated")
struct ReadmeSimulationExampleTests {
    @Test("a drag of 200 points on 310-point pages settles on the next item")
    func coordinatorExample() throws {
        // README: Scroll views: the coordinator
        let simulated = SimulatedCarousel(
            Array(0..<5),
            geometry: try CarouselGeometry(viewportLength: 375, itemLength: 300, spacing: 10))
        simulated.touchDown()
        simulated.moveFinger(by: 200)  // content points, toward next
        simulated.liftFinger(velocity: 0)
        simulated.runUntilRest(frameDuration: 1.0 / 60)
        expectEqual(simulated.coordinator.carousel.currentIndex, 1)
    }
}
