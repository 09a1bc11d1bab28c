import CarouselSimulation
import PropertyTesting
import Testing

/// The reported rubber band: an excursion `x` past an edge shows as this much, for `d` = 100.
private func band(_ x: Double) -> Double { (1 - 1 / (x * 0.55 / 100 + 1)) * 100 }

@MainActor
@Suite struct DragSimulationTests {
    @Test("inside the content a drag follows the finger 1:1, with didScroll on every move")
    func followsFinger() {
        let (view, recorder) = makeView(offset: 100)
        view.touchDown()
        #expect(view.isTracking && !view.isDragging)
        for delta in [10.0, 25.5, -40, 0.25] { view.moveFinger(by: delta) }
        #expect(view.isDragging)
        expectEqual(view.contentOffset, 95.75)
        expectEqual(recorder.scrolls, [110, 135.5, 95.5, 95.75])
        expectEqual(recorder.events, [.willBeginDragging])
    }

    @Test("a zero move is no move: no drag begins")
    func zeroMove() {
        let (view, recorder) = makeView(offset: 100)
        view.touchDown()
        view.moveFinger(by: 0)
        #expect(!view.isDragging)
        #expect(recorder.log.isEmpty)
    }

    @Test("past an edge the offset rubber-bands with the reported resistance, at both edges")
    func rubberBand() {
        let (view, _) = makeView(offset: 0)  // content 300, bounds 100: edges at 0 and 200
        view.touchDown()
        view.moveFinger(by: -50)
        #expect(abs(view.contentOffset + band(50)) < 1e-9)
        view.moveFinger(by: -50)  // the resistance grows with the finger's whole excursion
        #expect(abs(view.contentOffset + band(100)) < 1e-9)
        view.moveFinger(by: 100 + 200 + 80)  // back across the content and 80 past the far edge
        #expect(abs(view.contentOffset - (200 + band(80))) < 1e-9)
        view.moveFinger(by: -80)
        #expect(abs(view.contentOffset - 200) < 1e-9)
    }

    @Test("a drag never gets a bounds length past an edge, and further out shows further out")
    func rubberBandBounded() {
        Property.check(
            generate: { r in
                (0..<10).map { _ in
                    Int.random(in: 0..<4, using: &r) == 0
                        ? Double.random(in: -1e12...1e12, using: &r)
                        : Double.random(in: -300...300, using: &r)
                }
            },
            shrink: { Shrink.array($0, element: Shrink.double) }
        ) { deltas throws(PropertyFailure) in
            let (view, _) = makeView(offset: 100)
            view.touchDown()
            var finger = 100.0
            var previous = view.contentOffset
            for delta in deltas {
                finger += delta
                view.moveFinger(by: delta)
                let offset = view.contentOffset
                try require(
                    -100 <= offset && offset <= 300,
                    "offset \(offset) after the finger at \(finger)")
                try require(
                    delta > 0 ? offset >= previous : offset <= previous,
                    "a move by \(delta) took the offset from \(previous) to \(offset)")
                previous = offset
            }
        }
    }

    @Test("without bounces a drag stops at the edges")
    func noBounce() {
        let (view, recorder) = makeView(offset: 50)
        view.bounces = false
        view.touchDown()
        view.moveFinger(by: -80)
        expectEqual(view.contentOffset, 0)
        view.moveFinger(by: -10)  // the finger moved, the view did not: no didScroll
        view.moveFinger(by: 500)
        expectEqual(view.contentOffset, 200)
        expectEqual(recorder.scrolls, [0, 200])
    }

    @Test("a rubber-banded release springs back to the edge", arguments: frameRates, [true, false])
    func springsBack(hertz: Double, paging: Bool) throws {
        let (view, recorder) = makeView(offset: 200, paging: paging)
        drag(view, by: 60)
        #expect(view.isDecelerating)
        let frames = try #require(runToRest(view, hertz: hertz))
        expectEqual(view.contentOffset, 200)
        let scrolls = recorder.scrolls
        #expect(zip(scrolls.dropFirst(), scrolls.dropFirst(2)).allSatisfy { $0 > $1 })
        expectEqual(
            recorder.events.suffix(2), [.didEndDragging(decelerate: true), .didEndDecelerating])
        // Paging springs back at the fast rate, well under a second; 0.998 takes longer.
        #expect(Double(frames) / hertz < (paging ? 1 : 4))
    }
}
