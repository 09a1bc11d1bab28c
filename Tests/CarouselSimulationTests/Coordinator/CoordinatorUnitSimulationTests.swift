@_spi(Testing) import Carousel
import CarouselSimulation
import PropertyTesting
import Testing

/// The coordinator's API one call at a time, on the simulated scroll view.
@MainActor
@Suite("Scroll coordinator API, simulated")
struct CoordinatorUnitSimulationTests {
    let geometry = try! CarouselGeometry(viewportLength: 375, itemLength: 300, spacing: 10)

    @Test("a new coordinator lays the surface out: content, places, configurations, rest")
    func layout() {
        let s = SimulatedCarousel(["a", "b", "c", "d"], geometry: geometry)
        expectEqual(s.scrollView.contentLength, 930)
        expectEqual(s.scrollView.contentOffset, 310)
        expectEqual(s.slots.map(\.element), ["d", "a", "b"])
        expectEqual(s.slots.map(\.configurationCount), [1, 1, 1])
        for position in 0..<3 {
            expectEqual(s.slots[position].span, geometry.slotSpan(atPosition: position))
        }
        expectEqual(s.slots.map(\.displacement), [-1, 0, 1])
        #expect(s.coordinator.isAtRest)
        #expect(s.scrollView.isScrollEnabled)
    }

    @Test("a carousel handed over between pages animates to the nearest page")
    func handedOverMidScroll() throws {
        var carousel = Carousel(Array(0..<5)) { $0 }
        try carousel.scroll(toOffset: 1.7)
        let s = SimulatedCarousel(carousel, geometry: geometry)
        #expect(!s.coordinator.isAtRest)
        s.runUntilRest(frameDuration: 1.0 / 60)
        expectEqual(s.coordinator.carousel.currentIndex, 1)
        expectEqual(s.coordinator.carousel.offset, 1)
        expectEqual(Array(s.coordinator.carousel.mapSlots(\.id).slotOrder), [0, 1, 2])
    }

    @Test("a scroll performed on the carousel at rest moves the view there, which then settles")
    func scrollPerformedAtRest() throws {
        let s = SimulatedCarousel(Array(0..<5), geometry: geometry)
        var violations: [String] = []
        s.coordinator._onInvariantViolation = { violations.append($0) }
        try s.coordinator.perform { carousel throws(CarouselError) in
            try carousel.scroll(toOffset: 1.7)
        }
        #expect(s.coordinator._invariantViolation == nil)
        #expect(!s.coordinator.isAtRest)
        s.runUntilRest(frameDuration: 1.0 / 60)
        expectEqual(s.coordinator.carousel.currentIndex, 1)
        expectEqual(s.coordinator.carousel.offset, 1)
        expectEqual(s.scrollView.contentOffset, geometry.restContentOffset)
        #expect(violations.isEmpty, "\(violations)")
    }

    /// A free row that rests between items is off its page, and a content offset there may
    /// not survive the round trip through the carousel's offset: an operation that moved
    /// nothing must not convert it back. The move of a rounding error was a scroll report from
    /// inside the coordinator's own change, which a UIKit view took for a scroll at rest and
    /// moved from, inside that change (issue 41).
    @Test("an operation that moves nothing leaves a free row resting between items where it is")
    func operationOnAFreeRowBetweenItems() throws {
        let page = try CarouselGeometry(viewportLength: 375, itemLength: 375, spacing: 0)
        let s = SimulatedCarousel(Array(0..<2), geometry: page)
        try s.coordinator.setMotion(.free)
        s.touchDown()
        // Half a page back, to an offset the round trip moves by a rounding error.
        s.moveFinger(by: -187.49999999999994)
        s.liftFinger(velocity: 0)
        s.runUntilRest(frameDuration: 1.0 / 60)
        let contentOffset = s.scrollView.contentOffset
        let offset = s.coordinator.carousel.offset
        #expect(s.coordinator.isAtRest && offset != 1)
        #expect(page.contentOffset(forOffset: offset) != contentOffset)
        var resets = 0
        s.onScroll = { if $0 == .reset { resets += 1 } }
        s.coordinator.perform { _ in CarouselEvents() }
        expectEqual(s.scrollView.contentOffset, contentOffset)
        expectEqual(s.coordinator.carousel.offset, offset)
        expectEqual(resets, 0)
        #expect(s.coordinator._invariantViolation == nil)
    }

    @Test("programmatic moves: refused while not at rest, validated first, instant or animated")
    func programmaticMoves() throws {
        let s = SimulatedCarousel(Array(0..<6), geometry: geometry)
        let refusal = #expect(throws: CarouselError.self) { try s.coordinator.jump(to: 6) }
        expectEqual(refusal?.code, .indexOutOfRange)
        expectEqual(refusal?.description, "index 6 is out of range 0..<6")
        #expect(try s.coordinator.jump(to: 0))  // already there: at rest, nothing to do
        #expect(s.coordinator.next())
        #expect(!s.coordinator.next())  // the slide is still running
        #expect(throws: CarouselError.self) { try s.coordinator.jump(to: -1) }
        s.runUntilRest(frameDuration: 1.0 / 60)
        expectEqual(s.coordinator.carousel.currentIndex, 1)
        #expect(s.coordinator.previous(animated: false))
        expectEqual(s.coordinator.carousel.currentIndex, 0)
        #expect(try s.coordinator.jump(to: 3, animated: false))
        expectEqual(s.coordinator.carousel.currentIndex, 3)
        expectEqual(s.scrollView.contentOffset, 310)
        s.touchDown()
        #expect(!s.coordinator.previous(animated: false))
        s.liftFinger(velocity: 0)
        #expect(s.coordinator.previous(animated: false))
    }

    @Test("one item: moves do nothing, scrolling off; a second item turns it back on")
    func scrollingFollowsTheCount() throws {
        let s = SimulatedCarousel(["only"], geometry: geometry)
        #expect(!s.scrollView.isScrollEnabled)
        #expect(!s.coordinator.next())
        try s.coordinator.perform { try $0.insert("second", at: 1) }
        #expect(s.scrollView.isScrollEnabled)
        expectEqual(s.slots.map(\.element), ["second", "only", "second"])
        try s.coordinator.perform { try $0.remove(at: 0) }
        #expect(!s.scrollView.isScrollEnabled)
        expectEqual(s.slots.map(\.element), [nil, "second", nil])
    }

    /// Down to one item mid-slide, the coordinator stops the slide with an animated set to the
    /// rest page, where the view already stands, and rests; the scroll view restarts its
    /// animation from there and lands on the pixel grid: 310.1 points, 930.3 pixels on a 3×
    /// screen, land at 310. While the carousel cannot scroll its slots follow the scroll view;
    /// an insertion that made it scrollable again told them the carousel's offset, 1, a hair
    /// off where the scroll view showed them (found through the SwiftUI bridge, seed 7120912).
    @Test("scrollable again, each slot's displacement is where the scroll view shows it")
    func scrollableAgainMidDrift() throws {
        let offGrid = try CarouselGeometry(viewportLength: 375, itemLength: 300.1, spacing: 10)
        let s = SimulatedCarousel(["a", "b"], geometry: offGrid)
        #expect(try s.coordinator.jump(to: 1))
        try s.coordinator.perform { try $0.remove(at: 0) }
        for _ in 0..<7 { s.advanceFrame(by: 1.0 / 60) }
        let drift = s.scrollView.contentOffset - offGrid.restContentOffset
        #expect(drift < -0.01, "the scroll view drifts toward the pixel grid: \(drift)")
        try s.coordinator.perform { try $0.insert("c", at: 1) }
        let center = s.scrollView.contentOffset + offGrid.pageLength / 2
        for slot in s.slots {
            let span = try #require(slot.span)
            let shown = (span.start + span.length / 2 - center) / offGrid.pageLength
            #expect(abs(slot.displacement - shown) < 1e-9, "slot \(slot.id)")
        }
        #expect(s.coordinator._invariantViolation == nil)
    }

    @Test("a refused operation changes nothing and configures nothing")
    func refusedPerform() {
        let s = SimulatedCarousel([1, 2, 3], geometry: geometry)
        let before = s.slots.map(\.configurationCount)
        #expect(throws: CarouselError.self) {
            try s.coordinator.perform { c throws(CarouselError) in
                c.advance(by: 1)
                return try c.remove(at: 9)
            }
        }
        expectEqual(s.coordinator.carousel.currentIndex, 0)
        expectEqual(s.slots.map(\.configurationCount), before)
    }

    @Test("the release target is a page within one page of the lift point, the nearest proposed")
    func releaseTarget() {
        let s = SimulatedCarousel(Array(0..<5), geometry: geometry)
        s.touchDown()
        s.moveFinger(by: 100)  // offset 1.32 pages
        for (proposed, expected) in [(2000.0, 620.0), (-500, 310), (500, 620), (400, 310)] {
            var target = proposed
            s.coordinator.willEndDragging(
                velocity: 0, decelerationRate: 0.998, targetContentOffset: &target)
            expectEqual(target, expected, "proposed \(proposed)")
        }
        var nonFinite = Double.nan
        s.coordinator.willEndDragging(
            velocity: 0, decelerationRate: 0.998, targetContentOffset: &nonFinite)
        expectEqual(nonFinite, 310)
    }

    @Test("tick refuses bad durations and changes nothing")
    func badTicks() throws {
        let s = SimulatedCarousel(Array(0..<5), geometry: geometry)
        try s.coordinator.startAutoplay(interval: 1)
        for bad in [-1, Double.nan, .infinity, 2e9] {
            #expect(throws: CarouselError.self) {
                try s.coordinator.tick(bad)
            }
        }
        expectEqual(s.coordinator.carousel.autoplay?.elapsed, 0)
        #expect(throws: CarouselError.self) { try s.coordinator.startAutoplay(interval: 0) }
        s.coordinator.stopAutoplay()
        #expect(s.coordinator.carousel.autoplay == nil)
    }

    @Test("each position's displacement follows the offset; progress is the carousel's")
    func displacementsFollowTheOffset() {
        let s = SimulatedCarousel(Array(0..<5), geometry: geometry)
        s.touchDown()
        s.moveFinger(by: 155)  // half a page
        expectEqual((0..<3).map(s.coordinator.displacement(atPosition:)), [-1.5, -0.5, 0.5])
        expectEqual(s.slots.map(\.displacement), [-1.5, -0.5, 0.5])
        expectEqual(s.coordinator.progress, 0.5)
    }

    @Test("mapSlots keeps the whole state under new slot models")
    func mapSlots() throws {
        var c = Carousel(Array(0..<9), reusePolicy: .rotate) { $0 }
        c.advance(by: 4)
        try c.scroll(toOffset: 1.25)
        try c.startAutoplay(interval: 2)
        let mapped = c.mapSlots { "slot \($0)" }
        expectEqual(mapped.currentIndex, 4)
        expectEqual(mapped.offset, 1.25)
        expectEqual(mapped.autoplay, c.autoplay)
        expectEqual(mapped.slotOrder, c.slotOrder)
        expectEqual(mapped[slotAt: 1], "slot \(c[slotAt: 1])")
        expectEqual(mapped.mapSlots { _ in 0 }.boundIndex(ofSlot: 1), c.boundIndex(ofSlot: 1))
    }
}
