import Carousel
import CarouselSimulation
import PropertyTesting
import Testing

/// The coordinator's prefetching, by example; the random sessions of
/// ``CoordinatorSimulationTests`` check it against a plain model on every frame.
@MainActor
@Suite("Scroll coordinator simulation: prefetching")
struct PrefetchSimulationTests {
    /// A three-slot carousel of ten items, recording its prefetches.
    static func carousel(_ count: Int = 10) -> SimulatedCarousel<Range<Int>> {
        let simulated = SimulatedCarousel(
            0..<count, geometry: try! CarouselGeometry(viewportLength: 300, itemLength: 300))
        simulated.coordinator.surface.isRecordingPrefetches = true
        return simulated
    }

    /// The log since the last read, cleared.
    static func log(_ simulated: SimulatedCarousel<Range<Int>>) -> [String] {
        defer { simulated.coordinator.surface.prefetchLog.removeAll() }
        return simulated.coordinator.surface.prefetchLog.map(\.description)
    }

    @Test("the items beyond the slots ahead; a turn cancels them and asks for the other side")
    func turning() throws {
        let simulated = Self.carousel()
        let coordinator = simulated.coordinator
        try coordinator.setPrefetchDistance(2)
        expectEqual(Self.log(simulated), ["prefetch 2", "prefetch 3"])
        expectEqual(Array(coordinator.prefetchIndices), [2, 3])
        // One item on: 2 comes into a slot (no call), 4 is asked for.
        simulated.touchDown()
        for _ in 0..<10 { simulated.moveFinger(by: 30) }
        simulated.liftFinger(velocity: 0)
        _ = simulated.runUntilRest(frameDuration: 1.0 / 60)
        expectEqual(coordinator.carousel.currentIndex, 1)
        expectEqual(Self.log(simulated), ["prefetch 4"])
        // Back a little: the other side.
        simulated.touchDown()
        simulated.moveFinger(by: -30)
        expectEqual(coordinator.prefetchIndices.direction, .previous)
        expectEqual(Self.log(simulated), ["cancel 3", "cancel 4", "prefetch 9", "prefetch 8"])
        simulated.liftFinger(velocity: 0)
        _ = simulated.runUntilRest(frameDuration: 1.0 / 60)
    }

    @Test("a bad distance changes nothing; 0 cancels every item asked for")
    func distances() throws {
        let simulated = Self.carousel()
        let coordinator = simulated.coordinator
        try coordinator.setPrefetchDistance(3)
        _ = Self.log(simulated)
        for bad in [-1, 17, Int.max, Int.min] {
            #expect(throws: CarouselError.self) { try coordinator.setPrefetchDistance(bad) }
        }
        #expect(coordinator.prefetchDistance == 3 && Self.log(simulated).isEmpty)
        try coordinator.setPrefetchDistance(0)
        expectEqual(Self.log(simulated), ["cancel 2", "cancel 3", "cancel 4"])
        #expect(coordinator.prefetchIndices.isEmpty)
    }

    @Test("a data change cancels under the old indices, then asks for the new run")
    func dataChange() throws {
        let simulated = SimulatedCarousel(
            Array(0..<6), geometry: try CarouselGeometry(viewportLength: 300, itemLength: 300))
        simulated.coordinator.surface.isRecordingPrefetches = true
        try simulated.coordinator.setPrefetchDistance(1)
        expectEqual(simulated.coordinator.surface.prefetchLog.map(\.description), ["prefetch 2"])
        simulated.coordinator.surface.prefetchLog.removeAll()
        try simulated.coordinator.perform { try $0.insert(99, at: 0) }
        expectEqual(
            simulated.coordinator.surface.prefetchLog.map(\.description),
            ["cancel 2", "prefetch 3"])
    }

    @Test("few items: nothing outside the slots, nothing asked for; the largest storage wraps")
    func limits() throws {
        for count in [0, 1, 2, 3] {
            let simulated = Self.carousel(count)
            try simulated.coordinator.setPrefetchDistance(16)
            #expect(Self.log(simulated).isEmpty, "\(count) items")
        }
        let simulated = Self.carousel(4)
        try simulated.coordinator.setPrefetchDistance(16)
        expectEqual(Self.log(simulated), ["prefetch 2"])
        let largest = SimulatedCarousel(
            0..<Int.max, geometry: try CarouselGeometry(viewportLength: 300, itemLength: 300))
        largest.coordinator.surface.isRecordingPrefetches = true
        try largest.coordinator.jump(to: Int.max - 2, animated: false)
        try largest.coordinator.setPrefetchDistance(3)
        expectEqual(Array(largest.coordinator.prefetchIndices), [0, 1, 2])
        #expect(largest.coordinator.prefetchIndices.holds(1))
        #expect(!largest.coordinator.prefetchIndices.holds(Int.max - 1))
    }
}
