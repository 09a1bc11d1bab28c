import CarouselSimulation
import PropertyTesting
import Testing

@testable import Carousel

/// The simulated carousel of the *Items of Different Lengths* article, as written there, with the
/// result it states.
@MainActor
@Suite("Simulation: the row article's simulated row")
struct RowArticleSimulationTests {
    @Test("a drag of 120 points released without velocity rests on item 1")
    func simulatedRow() throws {
        let layout = try RowLayout(viewportLength: 390, minimumLength: 39, spacing: 8)
        let simulated = SimulatedCarousel(
            [70.0, 130, 40, 90, 110], layout: layout
        ) { length in length }
        simulated.touchDown()
        simulated.moveFinger(by: 120)  // content points: toward the next items
        simulated.liftFinger(velocity: 0)
        simulated.runUntilRest(frameDuration: 1.0 / 60)
        // 1: its rest is nearest the center
        try RowMoveSimulationTests.expectRestsOnItem1(simulated)
    }

    @Test("a ticker runs round the loop at its speed, the content offset recentered")
    func ticker() throws {
        let layout = try RowLayout(viewportLength: 390, minimumLength: 39, anchor: .leading)
        let simulated = SimulatedCarousel([120.0, 80, 200], layout: layout) { $0 }
        try simulated.coordinator.startAutoscroll(pointsPerSecond: 600)
        // 10.5 s at 600 points a second: 6,300 points, 15 loops of 400 points and 300 more,
        // halfway into the 200-point item 2.
        for _ in 0..<630 { simulated.advanceFrame(by: 1.0 / 60) }
        expectEqual(simulated.coordinator._row.currentIndex, 2)
        #expect(abs(simulated.coordinator._row.offset - 1.5) < 1e-9)
        let offset = simulated.scrollView.contentOffset
        #expect(offset >= 390 && offset <= 3 * 390)
    }
}
