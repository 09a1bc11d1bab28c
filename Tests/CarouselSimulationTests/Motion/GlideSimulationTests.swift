import Carousel
import CarouselSimulation
import Foundation
import PropertyTesting
import Testing

/// Flings under the motions that glide, on the simulated scroll view, against the arithmetic of
/// the glide: the row travels `v × rate / (1 - rate)` and recenters on the way.
@MainActor
@Suite struct GlideSimulationTests {
    let geometry = try! CarouselGeometry(viewportLength: 375, itemLength: 300, spacing: 10)

    /// The pages travelled since the start, from the commits reported and the offset.
    @MainActor final class Travel {
        var committed = 0
        func unrolled(_ s: SimulatedCarousel<[Int]>) -> Double {
            Double(committed) + s.coordinator.carousel.offset - 1
        }
    }

    func fling(
        _ motion: CarouselMotion, count: Int = 5, drag: Double, velocity: Double
    ) throws -> (SimulatedCarousel<[Int]>, Travel, [Double]) {
        let s = SimulatedCarousel(Array(0..<count), geometry: geometry)
        try s.coordinator.setMotion(motion)
        let travel = Travel()
        s.coordinator.onEvents = { events in
            if let move = events.move { travel.committed += move.step }
        }
        s.touchDown()
        s.moveFinger(by: drag)
        s.liftFinger(velocity: velocity)
        var frames: [Double] = [travel.unrolled(s)]
        var n = 0
        while !(s.scrollView.isAtRest && s.coordinator.isAtRest), n < 10_000 {
            s.advanceFrame(by: 1.0 / 60)
            frames.append(travel.unrolled(s))
            n += 1
        }
        return (s, travel, frames)
    }

    @Test("a free fling travels the glide's distance, many items and round the loop, and rests")
    func freeFling() throws {
        let (s, travel, frames) = try fling(.free, drag: 50, velocity: 5)
        let expected = (50 + 5 * 0.998 / 0.002) / 310
        #expect(abs(travel.unrolled(s) - expected) < 0.1 / 310)
        #expect(s.coordinator.isAtRest)
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0 <= $1 })
        let offset = s.coordinator.carousel.offset
        #expect(0.5 <= offset && offset < 1.5)
        expectEqual(s.coordinator.carousel.currentIndex, Int(expected.rounded()) % 5)
    }

    @Test("a snapping fling ends exactly on the item nearest the glide's end")
    func snappingFling() throws {
        let (s, travel, _) = try fling(.snapping, drag: 50, velocity: 5)
        let expected = ((50 + 5 * 0.998 / 0.002) / 310).rounded()
        expectEqual(travel.unrolled(s), expected)
        expectEqual(s.coordinator.carousel.offset, 1)
        expectEqual(s.scrollView.contentOffset, geometry.restContentOffset)
    }

    @Test("a snapping limit caps the items a fling moves")
    func snappingLimit() throws {
        let (s, travel, _) = try fling(.snapping(limit: 2), drag: 50, velocity: 5)
        expectEqual(travel.unrolled(s), 2)
        expectEqual(s.coordinator.carousel.currentIndex, 2)
    }
}
