import CarouselSimulation
import PropertyTesting
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
        expectEqual(frames, Int(0.3 * hertz))
        expectEqual(recorder.scrolls.count, frames)
        expectEqual(recorder.events, [.didEndScrollingAnimation])
        expectEqual(view.contentOffset, 200)
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
        expectEqual(try #require(runToRest(view, hertz: 60)), 60)
        view.animationDuration = 0
        view.setContentOffset(200, animated: true)
        expectEqual(try #require(runToRest(view, hertz: 60)), 1)
        expectEqual(view.contentOffset, 200)
    }

    @Test("an animation rests on the pixel grid plus restingError")
    func restsOnGrid() {
        let (view, recorder) = makeView(offset: 100)
        view.restingError = 0.3
        view.setContentOffset(150.1, animated: true)
        runToRest(view, hertz: 60)
        expectEqual(view.contentOffset, 150 + 0.3)
        expectEqual(recorder.events, [.didEndScrollingAnimation])
    }

    @Test("an animated set during an animation restarts it from where it is")
    func restarts() throws {
        let (view, recorder) = makeView(offset: 100)
        view.setContentOffset(200, animated: true)
        for _ in 0..<9 { view.advanceFrame(by: 1 / 60.0) }
        let halfway = view.contentOffset
        view.setContentOffset(0, animated: true)
        let frames = try #require(runToRest(view, hertz: 60))
        expectEqual(frames, 18)
        expectEqual(view.contentOffset, 0)
        #expect(recorder.scrolls[9] < halfway)  // turned back at once, from where it was
        expectEqual(recorder.events, [.didEndScrollingAnimation])
    }

    @Test("an animated set stops a deceleration without didEndDecelerating")
    func stopsDeceleration() {
        let (view, recorder) = makeView(offset: 100)
        drag(view, by: 70)
        view.advanceFrame(by: 1 / 60.0)
        view.setContentOffset(0, animated: true)
        #expect(!view.isDecelerating && view.isAnimating)
        runToRest(view, hertz: 60)
        expectEqual(view.contentOffset, 0)
        expectEqual(
            recorder.events,
            [
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
        expectEqual(recorder.log, [.didScroll(150)])
    }

    @Test("any animation lasts its duration in whole frames and lands on the pixel grid")
    func animationProperty() {
        Property.check(
            generate: { r -> (Double, Int, Double) in
                (
                    [60.0, 120].randomElement(using: &r)!,
                    Int.random(in: 0...480, using: &r),
                    Double.random(in: -100...400, using: &r)
                )
            },
            shrink: { (hz, k, to) in
                Shrink.int(k).map { (hz, $0, to) } + Shrink.double(to).map { (hz, k, $0) }
            }
        ) { (hertz, quarterFrames, target) throws(PropertyFailure) in
            let (view, recorder) = makeView(pages: 4, offset: 150)
            // Durations in 240ths of a second: a whole or half number of frames at both rates.
            view.animationDuration = Double(quarterFrames) / 240
            view.setContentOffset(target, animated: true)
            guard view.isAnimating else {
                try requireEqual(target, 150, "the only target that starts no animation")
                return
            }
            let frames = runToRest(view, hertz: hertz)
            let expected = max(1, Int((Double(quarterFrames) * hertz / 240).rounded(.up)))
            try requireEqual(frames, expected, "frames")
            try requireEqual(view.contentOffset, (target * 3).rounded() / 3, "resting offset")
            try requireEqual(recorder.events, [.didEndScrollingAnimation], "callbacks")
            let scrolls = recorder.scrolls
            try require(
                zip(scrolls, scrolls.dropFirst()).allSatisfy { target > 150 ? $0 <= $1 : $0 >= $1 },
                "the animation turned back: \(scrolls)")
        }
    }
}
