import Carousel
import Testing
import UIKitStandIn

@MainActor
@Suite("UIKit adapter simulation: display callbacks")
struct UIKitAdapterDisplaySimulationTests {
    /// A session of drags, flings, steps and far jumps, each frame checked: the items reported
    /// on screen (begun, not ended) are those whose cell overlaps the view by a positive length,
    /// and no item begins twice or ends unbegun, across every recenter.
    @Test(
        "willDisplayCell and didEndDisplayingCell follow what is on screen, across recenters",
        arguments: [
            (ReusePolicy.rebind, false), (.rotate, false), (.rebind, true), (.rotate, true),
        ])
    func session(policy: ReusePolicy, peeking: Bool) {
        let harness = AdapterHarness(items: Array(0..<9), reusePolicy: policy, peeking: peeking)
        var shown: Set<Int> = []
        var problems: [String] = []
        harness.view.willDisplayCell = { cell, index in
            if cell.item != index {
                problems.append("\(index) began in a cell of \(cell.item ?? -1)")
            }
            if !shown.insert(index).inserted { problems.append("\(index) began twice") }
        }
        harness.view.didEndDisplayingCell = { _, index in
            if shown.remove(index) == nil { problems.append("\(index) ended unbegun") }
        }
        // The items on screen before the callbacks were set.
        shown = Set(onScreen(harness))
        func check(_ moment: String) {
            let expected = Set(onScreen(harness))
            if expected != shown {
                problems.append("at \(moment): \(shown.sorted()) for \(expected.sorted())")
            }
        }
        func frames(_ count: Int) {
            for _ in 0..<count {
                harness.frame()
                check("a frame")
            }
        }
        for pages in [0.3, 0.8, -0.7, 1.6, -2.2] {
            harness.touchDown()
            frames(1)
            for _ in 0..<10 {
                harness.moveTouch(by: harness.fingerPoints(towardNext: pages / 10))
                check("a drag")
                frames(1)
            }
            harness.lift()
            frames(60)
        }
        harness.step(forward: true)
        frames(40)
        harness.jump(to: 5)
        frames(40)
        // A new neighbor count builds a new coordinator over the cells: what the old one showed
        // ends before the new one begins what it shows.
        harness.rearrange(neighbors: 2, fewItems: .repeating)
        check("more neighbors")
        frames(2)
        harness.rearrange(neighbors: 1, fewItems: .repeating)
        check("fewer neighbors")
        frames(2)
        #expect(problems == [])
        #expect(harness.failures == [])
    }

    /// The items of the visible cells whose frame overlaps the view's bounds (in the scroll
    /// view's coordinates) by a positive length along the axis.
    private func onScreen(_ harness: AdapterHarness) -> [Int] {
        let left = CGFloat(harness.offset) - harness.along(harness.scrollView.frame.origin)
        return harness.cells.compactMap { cell in
            let span = harness.span(of: cell.frame)
            guard span.upperBound > left, span.lowerBound < left + harness.viewLength else {
                return nil
            }
            return cell.item
        }
    }
}
