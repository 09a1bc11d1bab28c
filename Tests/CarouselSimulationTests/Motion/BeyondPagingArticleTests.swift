import Carousel  // not @testable: the article's examples use the public API only
import CarouselSimulation
import PropertyTesting
import Testing

// Beyond Paging (BeyondPaging.md): the article's code, as written there.

@MainActor
@Suite("Beyond Paging: the article's examples")
struct BeyondPagingArticleTests {
    @Test("a snapping fling of 8.2 pages ends on item 8")
    func snappingStrip() throws {
        let strip = SimulatedCarousel(
            Array(0..<24),
            geometry: try CarouselGeometry(
                viewportLength: 375, itemLength: 300, spacing: 10))
        try strip.coordinator.setMotion(.snapping)
        strip.touchDown()
        strip.moveFinger(by: 50)
        strip.liftFinger(velocity: 5)  // points per millisecond
        strip.runUntilRest(frameDuration: 1.0 / 60)
        expectEqual(strip.coordinator.carousel.currentIndex, 8)
        let pages: Double = (50 + 5 * 0.998 / 0.002) / 310
        expectEqual((pages * 10).rounded() / 10, 8.2)
        expectEqual(strip.coordinator.carousel.offset, 1)
    }

    @Test("continuous scrolling: tick(7) at half an item a second, then 700 ticks of 0.01 s")
    func ticker() throws {
        var ticker = Carousel(Array(0..<24)) { id in id }
        try ticker.startAutoscroll(itemsPerSecond: 0.5)
        try ticker.tick(7)
        expectEqual(ticker.progress, 3.5)
        expectEqual(ticker.currentIndex, 3)
        for _ in 0..<700 { try ticker.tick(0.01) }
        let progress = try #require(ticker.progress)
        #expect(abs(progress - 7) < 1e-9)
    }
}
