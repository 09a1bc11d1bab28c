import CarouselSimulation
import PropertyTesting
import Testing

@MainActor
@Suite struct PagingSimulationTests {
    @Test(
        "a release goes to the rounded page, or one page on past the velocity threshold",
        arguments: [
            (140.0, 0.0, 100.0), (160, 0, 200), (150, 0, 200), (149.9, 0.29, 100),
            (110, 0.31, 200), (190, -0.31, 100), (110, -0.29, 100), (100, 0.31, 200),
            (100, -0.31, 0), (100, 50, 200), (190, 1e9, 200), (10, -50, 0), (200, 5, 200),
            (0, -5, 0), (0.5, 0, 0),
        ])
    func target(from offset: Double, velocity: Double, expected: Double) throws {
        let (view, recorder) = makeView(offset: 100)
        view.touchDown()
        view.moveFinger(by: 10)  // there and back, so that a drag ending at 100 still drags
        view.moveFinger(by: offset - 110)
        view.liftFinger(velocity: velocity)
        let willEnd = try #require(recorder.events.dropFirst().first)
        expectEqual(willEnd, .willEndDragging(velocity: velocity, target: expected))
        expectEqual(recorder.events.last, .didEndDragging(decelerate: expected != offset))
        runToRest(view, hertz: 60)
        expectEqual(view.contentOffset, expected)
    }

    @Test("the last page ends the content when the content is not a whole number of pages")
    func partialLastPage() {
        let (view, _) = makeView(pages: 3.5, offset: 200)  // maximum 250
        drag(view, by: 40, velocity: 1)
        runToRest(view, hertz: 60)
        expectEqual(view.contentOffset, 250)
    }

    @Test("with paging the delegate cannot change the target")
    func delegateIgnored() {
        let (view, recorder) = makeView(offset: 100)
        recorder.onWillEndDragging = { _, target in target = 0 }
        drag(view, by: 70)
        runToRest(view, hertz: 60)
        expectEqual(view.contentOffset, 200)
    }

    @Test("a release rests on a page, at most one page from where the finger lifted")
    func targetProperty() {
        Property.check(
            generate: { r -> (Double, Double) in
                (
                    Double.random(in: -250...450, using: &r),
                    Int.random(in: 0..<4, using: &r) == 0
                        ? Double.random(in: -1e15...1e15, using: &r)
                        : Double.random(in: -1...1, using: &r)
                )
            },
            shrink: { (d, v) in
                Shrink.double(d).map { ($0, v) } + Shrink.double(v).map { (d, $0) }
            }
        ) { (distance, velocity) throws(PropertyFailure) in
            let (view, recorder) = makeView(pages: 3, offset: 100)
            view.touchDown()
            view.moveFinger(by: distance)
            let lifted = view.contentOffset
            view.liftFinger(velocity: velocity)
            guard case .willEndDragging(_, let target) = recorder.events.dropFirst().first else {
                throw PropertyFailure(description: "no willEndDragging in \(recorder.log)")
            }
            try require([0, 100, 200].contains(target), "target \(target) is not a page")
            try require(
                abs(target - lifted) <= 100, "target \(target) is over a page from \(lifted)")
            if abs(velocity) <= 0.3, (0...200).contains(lifted) {
                try require(
                    abs(target - lifted) <= 50, "\(target) is not the page nearest \(lifted)")
            }
            runToRest(view, hertz: 120)
            try requireEqual(view.contentOffset, target, "resting offset")
        }
    }
}
