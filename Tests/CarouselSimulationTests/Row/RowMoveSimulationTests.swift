import CarouselSimulation
import PropertyTesting
import Testing

@testable import Carousel

/// The coordinator's programmatic moves of a carousel of items of their own lengths on the
/// simulated scroll view, frame by frame.
@MainActor
@Suite("Simulation: a row's next, previous and jump")
struct RowMoveSimulationTests {
    /// Five items from 40 to 130 points in a 390-point viewport, 8 apart: the row of the
    /// *Items of Different Lengths* article.
    static func row() throws -> SimulatedCarousel<[Double]> {
        SimulatedCarousel([70.0, 130, 40, 90, 110], layout: try layout()) { $0 }
    }

    /// A 390-point viewport, items from 39 points, 8 apart.
    static func layout() throws -> RowLayout {
        try RowLayout(viewportLength: 390, minimumLength: 39, spacing: 8)
    }

    /// `simulated`, the row of ``row()``, rests on item 1: 130 points, centered in the viewport
    /// to the content's rounding.
    static func expectRestsOnItem1(_ simulated: SimulatedCarousel<[Double]>) throws {
        expectEqual(simulated.coordinator.carousel.currentIndex, 1)
        expectEqual(simulated.coordinator.carousel.offset, 1)
        let item = try #require(simulated.visibleFrames.first { $0.slot.element == 130 })
        #expect(abs(item.start - 130) < 1e-9 && abs(item.end - 260) < 1e-9)
    }

    @Test("a resize keeps the row's layout but its viewport: spacing, anchor and neighbors")
    func resizeKeepsLayout() throws {
        let layout = try RowLayout(
            viewportLength: 390, minimumLength: 39, spacing: 8, anchor: .leading, neighbors: 2)
        let simulated = SimulatedCarousel([70.0, 130, 40, 90, 110], layout: layout) { $0 }
        try simulated.resize(viewportLength: 300)
        let resized = try #require(simulated.coordinator.rowLayout)
        expectEqual(resized.viewportLength, 300)
        #expect(resized.spacing == 8 && resized.anchor == .leading && resized.neighbors == 2)
        expectEqual(simulated.coordinator.geometry.viewportLength, 300)
    }

    @Test("next() glides onto the next item's rest over several frames, the offset following")
    func nextGlides() throws {
        let simulated = try Self.row()
        #expect(simulated.coordinator.next())
        #expect(!simulated.coordinator.isAtRest)
        // Refused while the glide runs: the row is not at rest.
        #expect(!simulated.coordinator.next())
        var offsets: [Double] = []
        while !simulated.coordinator.isAtRest {
            simulated.advanceFrame(by: 1.0 / 60)
            offsets.append(simulated.scrollView.contentOffset)
        }
        #expect(offsets.count > 5 && offsets.count < 60)
        try Self.expectRestsOnItem1(simulated)
    }

    @Test("previous() from the first item glides back across the seam onto the last")
    func previousAcrossTheSeam() throws {
        let simulated = try Self.row()
        #expect(simulated.coordinator.previous())
        simulated.runUntilRest(frameDuration: 1.0 / 60)
        expectEqual(simulated.coordinator._row.currentIndex, 4)
        expectEqual(simulated.coordinator._row.offset, 1)
    }

    @Test("jump(to:) takes the short way round; not animated, it moves at once")
    func jump() throws {
        let simulated = try Self.row()
        #expect(try simulated.coordinator.jump(to: 3, animated: false))
        #expect(simulated.coordinator.isAtRest)
        expectEqual(simulated.coordinator._row.currentIndex, 3)
        var moves: [CarouselMove] = []
        simulated.coordinator.onEvents = { if let move = $0.move { moves.append(move) } }
        // From 3, item 0 is 2 items forward round the seam (back it is 3).
        #expect(try simulated.coordinator.jump(to: 0))
        simulated.runUntilRest(frameDuration: 1.0 / 60)
        expectEqual(simulated.coordinator._row.currentIndex, 0)
        #expect(moves.map(\.step).reduce(0, +) == 2 && moves.last?.to == 0)
        #expect(moves.allSatisfy { $0.cause == .command })
        #expect(throws: CarouselError.self) { try simulated.coordinator.jump(to: 5) }
    }

    @Test("a slide of Int.max items moves at once but for one item, then glides across it")
    func farSlide() throws {
        let simulated = SimulatedCarousel(0..<Int.max, layout: try Self.layout()) {
            39 + Double($0 % 7) * 20
        }
        try simulated.coordinator.perform { row throws(CarouselError) in
            try row.slide(by: .max)
        }
        // Int.max items forward of 0 in a ring of Int.max items is item 0 again.
        expectEqual(simulated.coordinator._row.currentIndex, Int.max - 1)
        #expect(simulated.coordinator._row.isGliding)
        simulated.runUntilRest(frameDuration: 1.0 / 60)
        expectEqual(simulated.coordinator._row.currentIndex, 0)
        expectEqual(simulated.coordinator._row.offset, 1)
    }

    @Test("prefetching asks for the items beyond the window on the side the row moves toward")
    func prefetching() throws {
        let simulated = SimulatedCarousel(
            Array(repeating: 150.0, count: 12), layout: try Self.layout()
        ) { $0 }
        let surface = simulated.coordinator.surface
        surface.isRecordingPrefetches = true
        try simulated.coordinator.setPrefetchDistance(2)
        // The window: items 11, 0 and 1 (150 points each in 390, centered on item 0).
        expectEqual(Array(simulated.coordinator.prefetchIndices), [2, 3])
        expectEqual(surface.prefetchLog, [.prefetch(index: 2), .prefetch(index: 3)])
        surface.prefetchLog.removeAll()
        // A drag back turns the run to the other side: the items after are cancelled.
        simulated.touchDown()
        simulated.moveFinger(by: -40)
        expectEqual(simulated.coordinator.prefetchIndices.direction, .previous)
        expectEqual(Array(simulated.coordinator.prefetchIndices), [10, 9])
        expectEqual(
            Set(surface.prefetchLog),
            [.cancel(index: 2), .cancel(index: 3), .prefetch(index: 10), .prefetch(index: 9)])
        simulated.liftFinger(velocity: 0)
        simulated.runUntilRest(frameDuration: 1.0 / 60)
        // A move forward at once turns it back; a data change cancels and asks again.
        #expect(simulated.coordinator.next(animated: false))
        expectEqual(Array(simulated.coordinator.prefetchIndices), [3, 4])
        surface.prefetchLog.removeAll()
        try simulated.coordinator.setPrefetchDistance(0)
        expectEqual(Set(surface.prefetchLog), [.cancel(index: 3), .cancel(index: 4)])
        #expect(simulated.coordinator.prefetchIndices.isEmpty)
    }
}
