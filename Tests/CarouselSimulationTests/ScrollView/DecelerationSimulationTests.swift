import CarouselSimulation
import Foundation
import PropertyTesting
import Testing

@MainActor
@Suite struct DecelerationSimulationTests {
    @Test(
        "a deceleration ends exactly on the pixel-rounded target plus restingError, once",
        arguments: frameRates, [(1.0, 0.0), (2, 0.3), (3, 0), (3, 0.3), (3, -0.25)])
    func landsOnGrid(hertz: Double, setting: (pixelScale: Double, restingError: Double)) throws {
        // A page of 100.1 points puts page 2 at 200.2, off every pixel grid but the finest.
        let view = SimulatedScrollView(boundsLength: 100.1, contentLength: 300.3)
        let recorder = Recorder()
        view.delegate = recorder
        view.pixelScale = setting.pixelScale
        view.restingError = setting.restingError
        drag(view, by: 160)
        try #require(runToRest(view, hertz: hertz) != nil)
        let grid = (200.2 * setting.pixelScale).rounded() / setting.pixelScale
        expectEqual(view.contentOffset, grid + setting.restingError)
        expectEqual(recorder.scrolls.last, view.contentOffset)
        expectEqual(recorder.events.filter { $0 == .didEndDecelerating }.count, 1)
        expectEqual(recorder.events.last, .didEndDecelerating)
        // At rest, frames change nothing and call nothing.
        let count = recorder.log.count
        for _ in 0..<10 { view.advanceFrame(by: 1 / hertz) }
        expectEqual(recorder.log.count, count)
    }

    @Test(
        "the remaining distance falls by pow(rate, milliseconds) every frame", arguments: frameRates
    )
    func geometricDecay(hertz: Double) {
        let (view, recorder) = makeView(offset: 100)
        drag(view, by: 60)  // to 200, at the paging rate 0.99
        runToRest(view, hertz: hertz)
        let remaining = recorder.scrolls.dropLast().map { 200 - $0 }  // from the drag's 160 on
        let factor = pow(0.99, 1000 / hertz)
        for (before, after) in zip(remaining, remaining.dropFirst()) {
            #expect(abs(after - before * factor) < 1e-9)
        }
        // It stops once under half a pixel would remain, not before.
        #expect(remaining.last! * factor < 1.0 / 6 && remaining.last! >= 1.0 / 6)
    }

    @Test("a half-page settle with paging takes a fraction of a second", arguments: frameRates)
    func pagingSettleTime(hertz: Double) throws {
        let (view, _) = makeView(offset: 100)
        drag(view, by: 50, velocity: 0.5)
        let frames = try #require(runToRest(view, hertz: hertz))
        #expect((0.3...0.7).contains(Double(frames) / hertz))
    }

    @Test("without paging the view glides to offset + v r / (1 - r)", arguments: frameRates)
    func freeDeceleration(hertz: Double) throws {
        let (view, recorder) = makeView(pages: 100, offset: 1000, paging: false)
        drag(view, by: 0.5, velocity: 1)
        let expected = 1000.5 + 0.998 / 0.002
        let willEnd = try #require(recorder.events.dropFirst().first)
        guard case .willEndDragging(1, let target) = willEnd else {
            Issue.record("unexpected \(willEnd)")
            return
        }
        #expect(abs(target - expected) < 1e-9)
        try #require(runToRest(view, hertz: hertz) != nil)
        expectEqual(view.contentOffset, (target * 3).rounded() / 3)
        view.decelerationRate = 0.99
        drag(view, by: 0.5, velocity: -1)
        runToRest(view, hertz: hertz)
        #expect(abs(view.contentOffset - ((target * 3).rounded() / 3 + 0.5 - 99)) < 1 / 3)
    }

    @Test("without paging the delegate's target is honoured, clamped to the content")
    func delegateTarget() {
        let (view, recorder) = makeView(pages: 10, offset: 300, paging: false)
        recorder.onWillEndDragging = { _, target in target = 512 }
        drag(view, by: 10, velocity: 0.1)
        runToRest(view, hertz: 60)
        expectEqual(view.contentOffset, 512)
        recorder.onWillEndDragging = { _, target in target = 5000 }
        drag(view, by: 10, velocity: 0.1)
        runToRest(view, hertz: 60)
        expectEqual(view.contentOffset, 900)
        recorder.onWillEndDragging = { _, target in target = .nan }
        drag(view, by: -10, velocity: 0)
        expectEqual(recorder.events.last, .didEndDragging(decelerate: false))
        #expect(view.contentOffset == 890 && view.isAtRest)
    }

    @Test("a release with no velocity without paging stays where it is")
    func freeReleaseWithoutVelocity() {
        let (view, recorder) = makeView(pages: 10, offset: 300, paging: false)
        drag(view, by: 33.3)
        #expect(view.isAtRest && view.contentOffset == 333.3)
        expectEqual(
            recorder.events,
            [
                .willBeginDragging, .willEndDragging(velocity: 0, target: 333.3),
                .didEndDragging(decelerate: false),
            ])
    }

    @Test("any glide without paging lands exactly on its target's pixel plus restingError, once")
    func glideProperty() {
        Property.check(
            generate: { r -> (Double, Double, Double, Double, Double) in
                (
                    [60.0, 120].randomElement(using: &r)!,
                    Double.random(in: 0...1000, using: &r),
                    Double.random(in: -5...5, using: &r),
                    [1.0, 2, 3].randomElement(using: &r)!,
                    [0, 0.3, -0.1].randomElement(using: &r)!
                )
            },
            shrink: { (hz, start, v, scale, error) in
                Shrink.double(v).map { (hz, start, $0, scale, error) }
            }
        ) { (hertz, start, velocity, scale, error) throws(PropertyFailure) in
            let (view, recorder) = makeView(pages: 11, offset: start, paging: false)
            view.pixelScale = scale
            view.restingError = error
            view.touchDown()
            view.moveFinger(by: 1)
            view.liftFinger(velocity: velocity)
            guard case .willEndDragging(_, let target) = recorder.events.dropFirst().first else {
                throw PropertyFailure(description: "no willEndDragging in \(recorder.log)")
            }
            try require((0...1000).contains(target), "target \(target) outside the content")
            guard view.isDecelerating else {
                try requireEqual(target, start + 1, "the target of a release that stays")
                return
            }
            try require(runToRest(view, hertz: hertz) != nil, "no rest")
            try requireEqual(
                view.contentOffset, (target * scale).rounded() / scale + error, "resting offset")
            try requireEqual(
                recorder.events.filter { $0 == .didEndDecelerating }.count, 1,
                "didEndDecelerating count")
        }
    }
}
