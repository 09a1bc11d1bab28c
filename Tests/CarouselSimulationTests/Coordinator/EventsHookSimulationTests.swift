import Carousel
import CarouselSimulation
import PropertyTesting
import Testing

/// `CarouselScrollCoordinator.onEvents` hands out what the coordinator applies, as it applies it.
@MainActor
@Suite struct EventsHookSimulationTests {
    private let geometry = try! CarouselGeometry(viewportLength: 375, itemLength: 300, spacing: 10)

    @Test("a drag past the recenter reports the commit once, as the surface saw it")
    func dragReportsTheCommit() throws {
        let simulated = SimulatedCarousel(Array(0..<5), geometry: geometry)
        var reported: [CarouselEvents] = []
        simulated.coordinator.onEvents = { reported.append($0) }
        simulated.touchDown()
        simulated.moveFinger(by: 0.5 * geometry.pageLength)
        #expect(reported.isEmpty)  // inside the band: the offset is only recorded
        simulated.moveFinger(by: 0.5 * geometry.pageLength)
        simulated.liftFinger(velocity: 0)
        simulated.runUntilRest(frameDuration: 1.0 / 60)
        try #require(reported.count == 1)
        let events = reported[0]
        expectEqual(events.move, CarouselMove(from: 0, to: 1, step: 1, cause: .scroll))
        expectEqual((0..<3).map { events.rebind(atPosition: $0)?.index }, [0, 1, 2])
        expectEqual(events.offsetReset.map { abs($0 - 1) < 1e-9 }, true)
        expectEqual(simulated.slots.map { $0.element }, [0, 1, 2])
    }

    @Test("a data change reports the events perform returns; an empty change reports nothing")
    func performReportsItsEvents() throws {
        let simulated = SimulatedCarousel(Array(0..<5), geometry: geometry)
        var reported: [CarouselEvents] = []
        simulated.coordinator.onEvents = { reported.append($0) }
        let events = try simulated.coordinator.perform { carousel throws(CarouselError) in
            try carousel.replace(at: 1, with: 10)
        }
        #expect(!events.isEmpty && reported == [events])
        simulated.coordinator.perform { _ in CarouselEvents() }
        expectEqual(reported.count, 1)
    }
}
