import Carousel
import CarouselSimulation
import PropertyTesting
import Testing

/// One regression test per bug that peer carousels' issue trackers report, each run frame by
/// frame on the simulated scroll view; where the three-view approach the library replaces can be
/// run on the same scenario, the test also shows that it fails there.
@MainActor
@Suite("Classic carousel bugs, simulated")
struct ClassicBugSimulationTests {
    let hidden = try! CarouselGeometry(viewportLength: 200, itemLength: 200)
    let peeking = try! CarouselGeometry(viewportLength: 375, itemLength: 300, spacing: 10)

    /// Drags `pages` pages in frames of at most a tenth of a page and lifts at `velocity`.
    func drag<S>(_ s: SimulatedCarousel<S>, pages: Double, velocity: Double = 0) {
        let frames = Swift.max(1, Int((pages.magnitude * 10).rounded(.up)))
        s.touchDown()
        for _ in 0..<frames {
            s.moveFinger(by: pages * s.coordinator.geometry.pageLength / Double(frames))
            s.advanceFrame(by: 1.0 / 60)
        }
        s.liftFinger(velocity: velocity)
        s.runUntilRest(frameDuration: 1.0 / 60)
    }

    @Test("a page off the pixel grid: the view rests a fraction off, and still moves on")
    func floatEqualityNeverFires() {
        // 100.1 points at 3x: page 2 rests at 200.2 rounded to the grid, 200.333...
        let geometry = try! CarouselGeometry(viewportLength: 100.1, itemLength: 100.1)
        let s = SimulatedCarousel(Array(0..<5), geometry: geometry)
        drag(s, pages: 0.8)
        expectEqual(s.coordinator.carousel.currentIndex, 1)
        expectEqual(s.coordinator.carousel.offset, 1)
        expectEqual(s.centerSlot?.element, 1)
        let threeViews = ThreeViewGlue(count: 5, page: 100.1)
        threeViews.scrollView.touchDown()
        threeViews.scrollView.moveFinger(by: 80)
        threeViews.scrollView.liftFinger(velocity: 0)
        runToRest(threeViews.scrollView, hertz: 60)
        // The float `==` never fired: the view shows item 1 while the index says 0.
        #expect(threeViews.centerItem == 1 && threeViews.index == 0)
    }

    @Test("a drag of three pages in one gesture moves three items, never against a wall")
    func longDragPassesSeveralPages() {
        let s = SimulatedCarousel(Array(0..<5), geometry: hidden)
        drag(s, pages: 3)
        expectEqual(s.coordinator.carousel.currentIndex, 3)
        expectEqual(s.centerSlot?.element, 3)
        let threeViews = ThreeViewGlue(count: 5, page: 200)
        threeViews.scrollView.touchDown()
        for _ in 0..<26 { threeViews.scrollView.moveFinger(by: 23) }
        threeViews.scrollView.liftFinger(velocity: 0)
        runToRest(threeViews.scrollView, hertz: 60)
        // The finger never lands exactly on 2 * page: the drag rubber-bands at the content's
        // edge, and only the glide back to the last page commits one item.
        expectEqual(threeViews.index, 1)
    }

    @Test("the reset's own did-scroll report is ignored: one commit per page, no double move")
    func reentrantDidScrollIsIgnored() {
        let s = SimulatedCarousel(Array(0..<7), geometry: peeking)
        var resets = 0
        s.onScroll = { if $0 == .reset { resets += 1 } }
        drag(s, pages: 2)
        expectEqual(resets, 2)
        expectEqual(s.coordinator.carousel.currentIndex, 2)
        expectEqual(s.coordinator.carousel.offset, 1)
    }

    @Test("one item never rests on an empty page: scrolling is off, flicks do nothing")
    func oneItemDoesNotScroll() {
        let s = SimulatedCarousel(["only"], geometry: hidden)
        var random = SplitMix64(seed: 7)
        for _ in 0..<200 {
            drag(
                s, pages: Double.random(in: -1...1, using: &random),
                velocity: Double.random(in: -3...3, using: &random))
            expectEqual(s.centerSlot?.element, "only")
            expectEqual(s.scrollView.contentOffset, s.coordinator.geometry.restContentOffset)
        }
        #expect(!s.scrollView.isScrollEnabled)
        // Glue that feeds the core's scroll(toOffset:) but leaves scrolling on rests on empty pages.
        let naive = NaiveGlue(Carousel(["only"]) { $0 }, geometry: hidden)
        var empty = 0
        for _ in 0..<200 {
            let pages = Double.random(in: -1...1, using: &random)
            naive.scrollView.touchDown()
            for _ in 0..<10 { naive.scrollView.moveFinger(by: pages * 20) }
            naive.scrollView.liftFinger(velocity: Double.random(in: -3...3, using: &random))
            runToRest(naive.scrollView, hertz: 60)
            if naive.scrollView.contentOffset != 200 { empty += 1 }
        }
        #expect(empty > 100)
    }

    @Test("peeking neighbors: a drag toward next never shows past the slots")
    func farPeekNeverEmpty() {
        let s = SimulatedCarousel(Array(0..<5), geometry: peeking)
        var worst = 0.0
        s.onScroll = { [unowned s] stage in
            guard stage != .moved else { return }
            let slotsEnd = s.coordinator.geometry.contentLength - s.coordinator.geometry.spacing / 2
            worst = Swift.max(worst, s.visibleRange.upperBound - slotsEnd)
        }
        drag(s, pages: 2.5)
        #expect(worst <= 1e-9)
        // Recentering only at 2 (the plain rule) would show this much empty space first:
        let g = peeking
        let reachAtTwo =
            g.contentOffset(forOffset: 2) + g.pageLength
            + (g.viewportLength - g.pageLength) / 2 - (g.contentLength - g.spacing / 2)
        #expect(reachAtTwo > 30)
    }

    @Test("autoplay from the last item slides one page forward to the first, never back")
    func autoplayAcrossTheWrap() throws {
        let s = SimulatedCarousel(Array(0..<5), geometry: peeking)
        _ = try s.coordinator.jump(to: 4, animated: false)
        let travel = Travel(of: s)
        try s.coordinator.startAutoplay(interval: 1)
        for _ in 0..<100 { s.advanceFrame(by: 1.0 / 60) }
        expectEqual(s.coordinator.carousel.currentIndex, 0)
        expectEqual(s.centerSlot?.element, 0)
        #expect((travel.points - s.coordinator.geometry.pageLength).magnitude < 1)
    }

    @Test("an animated next from the last item lands on the first after one page of travel")
    func animatedNextWraps() throws {
        let s = SimulatedCarousel(Array(0..<5), geometry: hidden)
        _ = try s.coordinator.jump(to: 4, animated: false)
        let travel = Travel(of: s)
        #expect(s.coordinator.next())
        s.runUntilRest(frameDuration: 1.0 / 120)
        expectEqual(s.coordinator.carousel.currentIndex, 0)
        #expect((travel.points - 200).magnitude < 1)
    }

    @Test("a far jump is one page of travel to the target, the short way round")
    func farJumpIsOnePage() throws {
        let s = SimulatedCarousel(Array(0..<10), geometry: peeking, reusePolicy: .rotate)
        let travel = Travel(of: s)
        #expect(try s.coordinator.jump(to: 7))  // 3 back is shorter than 7 forward
        s.runUntilRest(frameDuration: 1.0 / 60)
        expectEqual(s.coordinator.carousel.currentIndex, 7)
        expectEqual(travel.centers, [0, 7])
        #expect((travel.points - s.coordinator.geometry.pageLength).magnitude < 1)
    }

    @Test("a view that settles 0.3 points off the page does not pause autoplay for ever")
    func offPageRestResumesAutoplay() throws {
        let s = SimulatedCarousel(Array(0..<5), geometry: peeking)
        s.scrollView.restingError = 0.3
        drag(s, pages: 1)
        expectEqual(s.coordinator.carousel.offset, 1)
        try s.coordinator.startAutoplay(interval: 0.5)
        for _ in 0..<60 { s.advanceFrame(by: 1.0 / 60) }
        expectEqual(s.coordinator.carousel.currentIndex, 2)
        // The core alone, told the offset the view rests at, stays paused:
        var core = Carousel(Array(0..<5)) { $0 }
        try core.startAutoplay(interval: 0.5)
        try core.scroll(toOffset: 1 + 0.3 / 310)
        #expect(try core.tick(10).isEmpty)
    }

    @Test("a finger resting on the carousel pauses autoplay; lifting it resumes")
    func touchDownPausesAutoplay() throws {
        let s = SimulatedCarousel(Array(0..<5), geometry: peeking)
        try s.coordinator.startAutoplay(interval: 0.5)
        s.touchDown()
        for _ in 0..<120 { s.advanceFrame(by: 1.0 / 60) }
        expectEqual(s.coordinator.carousel.currentIndex, 0)
        s.liftFinger(velocity: 0)
        for _ in 0..<60 { s.advanceFrame(by: 1.0 / 60) }
        expectEqual(s.coordinator.carousel.currentIndex, 1)
        // Glue on the core alone: a finger that rests without dragging leaves the offset at 1,
        // so the core's own pause rule does not see it and autoplay moves under the finger.
        let naive = NaiveGlue(Carousel(["a", "b", "c"]) { $0 }, geometry: peeking)
        try naive.carousel.startAutoplay(interval: 0.5)
        naive.scrollView.touchDown()
        #expect(try naive.carousel.tick(1).move != nil)
    }

    @Test("a rotation mid-drag and mid-glide keeps the item and rests on a page")
    func rotationMidScroll() throws {
        let s = SimulatedCarousel(Array(0..<5), geometry: peeking)
        s.touchDown()
        for _ in 0..<5 { s.moveFinger(by: 40); s.advanceFrame(by: 1.0 / 60) }
        try s.resize(viewportLength: 320)
        for _ in 0..<5 { s.moveFinger(by: 40); s.advanceFrame(by: 1.0 / 60) }
        s.liftFinger(velocity: 0.5)
        s.advanceFrame(by: 1.0 / 60)
        try s.resize(viewportLength: 400)
        s.runUntilRest(frameDuration: 1.0 / 60)
        expectEqual(s.coordinator.carousel.offset, 1)
        expectEqual(s.scrollView.contentOffset, s.coordinator.geometry.restContentOffset)
        expectEqual(s.centerSlot?.element, s.coordinator.carousel.currentIndex)
        // 400 points at 310 a page, then a forward release: the glide goes on to page 2.
        expectEqual(s.coordinator.carousel.currentIndex, 2)
    }

    @Test("data changes mid-glide keep the current item and rest on a page")
    func dataChangeMidDeceleration() throws {
        let s = SimulatedCarousel([10, 11, 12, 13, 14], geometry: peeking)
        s.touchDown()
        for _ in 0..<6 { s.moveFinger(by: 30); s.advanceFrame(by: 1.0 / 60) }
        s.liftFinger(velocity: 1)
        s.advanceFrame(by: 1.0 / 60)
        try s.coordinator.perform { try $0.insert(9, at: 0) }
        s.advanceFrame(by: 1.0 / 60)
        try s.coordinator.perform { try $0.remove(at: 5) }
        s.runUntilRest(frameDuration: 1.0 / 60)
        expectEqual(s.coordinator.carousel.currentElement, 11)
        expectEqual(s.centerSlot?.element, 11)
        expectEqual(s.coordinator.carousel.offset, 1)
        s.touchDown()
        for _ in 0..<6 { s.moveFinger(by: 30); s.advanceFrame(by: 1.0 / 60) }
        s.liftFinger(velocity: 1)
        s.coordinator.perform { $0.load([1], keepingCurrent: .byValue) }
        s.runUntilRest(frameDuration: 1.0 / 60)
        expectEqual(s.centerSlot?.element, 1)
        #expect(!s.scrollView.isScrollEnabled)
        expectEqual(s.scrollView.contentOffset, s.coordinator.geometry.restContentOffset)
    }
}

/// How far a simulated scroll view travels, in points, through the scroll view's own moves (the
/// coordinator's resets are not travel), and the items under the center along the way.
@MainActor
final class Travel {
    private(set) var points = 0.0
    private(set) var centers: [Int] = []

    init(of s: SimulatedCarousel<[Int]>) {
        var last = s.scrollView.contentOffset
        s.onScroll = { [unowned self, unowned s] stage in
            if stage == .moved { points += (s.scrollView.contentOffset - last).magnitude }
            last = s.scrollView.contentOffset
            if let c = s.centerSlot?.element, centers.last != c { centers.append(c) }
        }
    }
}
