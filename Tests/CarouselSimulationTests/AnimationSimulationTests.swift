import CarouselSimulation
import Testing

@MainActor
@Suite struct AnimationSimulationTests {
    @Test(
        "an animated set takes animationDuration, scrolls every frame and ends once",
        arguments: frameRates)
    func animates(hertz: Double) throws {
        let (view, recorder) = makeView(offset: 100)
        view.setContentOffset(200, animated: true)
        #expect(view.isAnimating && !view.isAtRest)
        #expect(recorder.log.isEmpty)  // nothing moves before the first frame
        let frames = try #require(runToRest(view, hertz: hertz))
        #expect(frames == Int(0.3 * hertz))
        #expect(recorder.scrolls.count == frames)
        #expect(recorder.events == [.didEndScrollingAnimation])
        #expect(view.contentOffset == 200)
        let scrolls = recorder.scrolls
        #expect(zip(scrolls, scrolls.dropFirst()).allSatisfy { $0 < $1 })
        // Ease in and out: slow at both ends, half way at half time.
        #expect(scrolls.first! - 100 < 2 && 200 - scrolls[frames - 2] < 2)
        #expect(abs(scrolls[frames / 2 - 1] - 150) < 1e-6)
    }

    @Test("the animation's duration is a setting; 0 ends it on the next frame")
    func duration() throws {
        let (view, _) = makeView(offset: 100)
        view.animationDuration = 1
        view.setContentOffset(0, animated: true)
        #expect(try #require(runToRest(view, hertz: 60)) == 60)
        view.animationDuration = 0
        view.setContentOffset(200, animated: true)
        #expect(try #require(runToRest(view, hertz: 60)) == 1)
        #expect(view.contentOffset == 200)
    }

    @Test("an animation rests on the pixel grid plus restingError")
    func restsOnGrid() {
        let (view, recorder) = makeView(offset: 100)
        view.restingError = 0.3
        view.setContentOffset(150.1, animated: true)
        runToRest(view, hertz: 60)
        #expect(view.contentOffset == 150 + 0.3)
        #expect(recorder.events == [.didEndScrollingAnimation])
    }

    @Test("an animated set during an animation restarts it from where it is")
    func restarts() throws {
        let (view, recorder) = makeView(offset: 100)
        view.setContentOffset(200, animated: true)
        for _ in 0..<9 { view.advanceFrame(by: 1 / 60.0) }
        let halfway = view.contentOffset
        view.setContentOffset(0, animated: true)
        let frames = try #require(runToRest(view, hertz: 60))
        #expect(frames == 18)
        #expect(view.contentOffset == 0)
        #expect(recorder.scrolls[9] < halfway)  // turned back at once, from where it was
        #expect(recorder.events == [.didEndScrollingAnimation])
    }

    @Test("an animated set stops a deceleration without didEndDecelerating")
    func stopsDeceleration() {
        let (view, recorder) = makeView(offset: 100)
        drag(view, by: 70)
        view.advanceFrame(by: 1 / 60.0)
        view.setContentOffset(0, animated: true)
        #expect(!view.isDecelerating && view.isAnimating)
        runToRest(view, hertz: 60)
        #expect(view.contentOffset == 0)
        #expect(
            recorder.events == [
                .willBeginDragging, .willEndDragging(velocity: 0, target: 200),
                .didEndDragging(decelerate: true), .didEndScrollingAnimation,
            ])
    }

    @Test("an animated set to the current offset starts nothing and calls nothing")
    func toCurrentOffset() {
        let (view, recorder) = makeView(offset: 100)
        view.setContentOffset(100, animated: true)
        #expect(view.isAtRest)
        for _ in 0..<30 { view.advanceFrame(by: 1 / 60.0) }
        #expect(recorder.log.isEmpty)
    }

    @Test("with a finger down an animated set is an unanimated one")
    func underFinger() {
        let (view, recorder) = makeView(offset: 100)
        view.touchDown()
        view.setContentOffset(150, animated: true)
        #expect(!view.isAnimating && view.contentOffset == 150)
        #expect(recorder.log == [.didScroll(150)])
    }
}
