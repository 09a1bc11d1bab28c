import PropertyTesting
import Testing

@testable import Carousel
@testable import CarouselSimulation

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

    @Test(
        """
        an animated move takes as long as a scroll view's animated scroll (0.3 s), and the row \
        takes the next command then, as pages do
        """)
    func slideDuration() throws {
        let simulated = try Self.row()
        #expect(simulated.coordinator.next())
        // 0.3 s at 60 frames a second: 18 frames. The deceleration at UIKit's fast rate that it
        // replaced took 42 (0.7 s), refusing the next command meanwhile.
        expectEqual(simulated.runUntilRest(frameDuration: 1.0 / 60), 18)
        #expect(simulated.coordinator.next())
        expectEqual(simulated.runUntilRest(frameDuration: 1.0 / 60), 18)
        expectEqual(simulated.coordinator.carousel.currentIndex, 2)
        expectEqual(simulated.coordinator.carousel.offset, 1)
    }

    @Test("a paging release settles at UIKit's fast rate, as a paging scroll view does")
    func pagingSettles() throws {
        let simulated = try Self.row()
        simulated.touchDown()
        simulated.moveFinger(by: 20)
        simulated.liftFinger(velocity: 1)
        // 110 points to item 1's rest at 0.99 a millisecond: within a tenth of a point after
        // some 700 ms. At the normal rate, 0.998, it took 204 frames (3.4 s).
        let frames = simulated.runUntilRest(frameDuration: 1.0 / 60)
        #expect(frames > 30 && frames < 50, "\(frames) frames")
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

    @Test(
        """
        right to left the next items lie on the left, a drag to the right goes forward and a \
        flick to the right moves one item
        """)
    func rightToLeft() throws {
        let layout = try Self.layout().with(layoutDirection: .rightToLeft)
        let simulated = SimulatedCarousel([70.0, 130, 40, 90, 110], layout: layout) { $0 }
        let spans = simulated.visibleFrames.map { [$0.slot.element, $0.start, $0.end] }
        // Item 0 centered; items 1 and 2 on its left, 4 and 3 on its right, 8 points apart.
        expectEqual(
            spans,
            [[40, -26, 14], [130, 22, 152], [70, 160, 230], [110, 238, 348], [90, 356, 446]])
        // A finger to the right lowers the content offset: toward the next items.
        simulated.touchDown()
        simulated.moveFinger(by: -100)
        simulated.liftFinger(velocity: 0)
        simulated.runUntilRest(frameDuration: 1.0 / 60)
        try Self.expectRestsOnItem1(simulated)
        simulated.touchDown()
        simulated.moveFinger(by: -10)
        simulated.liftFinger(velocity: -2)
        simulated.runUntilRest(frameDuration: 1.0 / 60)
        expectEqual(simulated.coordinator.carousel.currentIndex, 2)
        expectEqual(simulated.coordinator.carousel.offset, 1)
    }

    @Test(
        """
        itemIndex(atContentPoint:) names the item under a point of the content, mirrored right \
        to left, nil in the spacing
        """,
        arguments: [CarouselGeometry.LayoutDirection.leftToRight, .rightToLeft])
    func itemAtContentPoint(direction: CarouselGeometry.LayoutDirection) throws {
        let layout = try Self.layout().with(layoutDirection: direction)
        let simulated = SimulatedCarousel([70.0, 130, 40, 90, 110], layout: layout) { $0 }
        let offset = simulated.scrollView.contentOffset
        let mirrored = direction == .rightToLeft
        // From the viewport's left edge: item 4 (110 points) at 42..152, item 0 at 160..230,
        // item 1 at 238..368; right to left, each mirrored in the viewport.
        let indices = [100.0, 155, 200, 300].map {
            simulated.coordinator.itemIndex(atContentPoint: offset + (mirrored ? 390 - $0 : $0))
        }
        expectEqual(indices, [4, nil, 0, 1])
    }

    @Test("a vertical row ignores right to left: its next items lie below")
    func verticalIgnoresDirection() throws {
        let frames = try [CarouselGeometry.LayoutDirection.leftToRight, .rightToLeft].map {
            let layout = try Self.layout().with(axis: .vertical, layoutDirection: $0)
            let simulated = SimulatedCarousel([70.0, 130, 40, 90, 110], layout: layout) { $0 }
            return simulated.visibleFrames.map { [$0.slot.element, $0.start, $0.end] }
        }
        expectEqual(frames[0], frames[1])
        // Item 3, then item 4 above item 0.
        expectEqual(frames[0].prefix(3), [[90, -56, 34], [110, 42, 152], [70, 160, 230]])
    }

    @Test("RowLayout.with changes the values given, keeps the others, and checks them again")
    func layoutWith() throws {
        let layout = try RowLayout(
            viewportLength: 390, minimumLength: 39, spacing: 8, margin: 20, anchor: .leading,
            neighbors: 2)
        let resized = try layout.with(viewportLength: 300)
        expectEqual(
            resized,
            try RowLayout(
                viewportLength: 300, minimumLength: 39, spacing: 8, margin: 20,
                anchor: .leading, neighbors: 2))
        #expect(throws: CarouselError.self) { try layout.with(neighbors: 8) }
        #expect(throws: CarouselError.self) { try layout.with(viewportLength: 30) }
        expectEqual(try layout.with(), layout)
    }

    @Test("a new direction during a glide keeps the glide: it lands on its item, mirrored")
    func directionDuringGlide() throws {
        let simulated = try Self.row()
        #expect(try simulated.coordinator.jump(to: 3, animated: true))
        simulated.advanceFrame(by: 1.0 / 60)
        simulated.advanceFrame(by: 1.0 / 60)
        let mirrored = try Self.layout().with(layoutDirection: .rightToLeft)
        try simulated.coordinator.update(layout: mirrored) { SimulatedSlot<Double>(id: $0) }
        #expect(!simulated.coordinator.isAtRest)
        simulated.runUntilRest(frameDuration: 1.0 / 60)
        expectEqual(simulated.coordinator.carousel.currentIndex, 3)
        expectEqual(simulated.coordinator.carousel.offset, 1)
        // Item 3 (90 points) centered, item 4 on its left.
        let item4 = try #require(simulated.visibleFrames.first { $0.slot.element == 110 })
        #expect(abs(item4.end - 142) < 1e-9)
    }
}
