import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

@MainActor
@Suite("UIKit adapter simulation: selection")
struct UIKitAdapterSelectionSimulationTests {
    /// A harness of peeking cards (a 295-point item, neighbors peeking in by 30 points) that
    /// records every `onSelect`.
    private func selecting(
        _ count: Int = 5, axis: CarouselGeometry.Axis = .horizontal, rightToLeft: Bool = false
    ) -> (AdapterHarness, () -> [Int]) {
        let harness = AdapterHarness(
            items: Array(0..<count), axis: axis, rightToLeft: rightToLeft, peeking: true)
        var selected: [Int] = []
        harness.view.onSelect = { index, item in
            expectEqual(index, item)
            selected.append(index)
        }
        return (harness, { selected })
    }

    /// A tap at `along` points along the axis, then frames until the view rests.
    private func tap(_ harness: AdapterHarness, at along: CGFloat) {
        harness.touchDown(at: along)
        harness.lift()
        harness.runUntilRest()
    }

    @Test(
        "a tap on the current item selects it; one on a peeking neighbor moves to it",
        arguments: [
            (CarouselGeometry.Axis.horizontal, false), (.horizontal, true), (.vertical, false),
            (.vertical, true),
        ])
    func tapSelectsOrMoves(axis: CarouselGeometry.Axis, rightToLeft: Bool) {
        let (harness, selected) = selecting(axis: axis, rightToLeft: rightToLeft)
        tap(harness, at: 187)
        expectEqual(selected(), [0])
        // The neighbor at the far end: the next item, or the previous one right to left.
        let flipped = rightToLeft && axis == .horizontal
        tap(harness, at: 360)
        expectEqual(harness.view.currentIndex, (flipped ? 4 : 1))
        tap(harness, at: 15)
        expectEqual(harness.view.currentIndex, 0)
        expectEqual(selected(), [0])
        expectEqual(harness.failures, [])
    }

    @Test("without movesToTappedNeighbor a tap on a neighbor selects it; the spacing is no item")
    func neighborSelects() {
        let (harness, selected) = selecting()
        harness.view.movesToTappedNeighbor = false
        tap(harness, at: 360)
        tap(harness, at: 15)
        tap(harness, at: 35)  // in the 10 points between the previous item and the current one
        expectEqual(selected(), [1, 4])
        expectEqual(harness.view.currentIndex, 0)
        expectEqual(harness.failures, [])
    }

    @Test("with two items the neighbor on either side slides toward the side tapped")
    func twoItems() {
        let (harness, _) = selecting(2)
        harness.touchDown(at: 15)
        harness.lift()
        harness.frame(5)
        #expect(harness.offset < 335)  // sliding to the previous page, left of the rest offset
        harness.runUntilRest()
        expectEqual(harness.view.currentIndex, 1)
        expectEqual(harness.failures, [])
    }

    @Test("a button inside a cell keeps its tap; a tap that stops a slide only stops it")
    func controlsAndMotion() {
        let (harness, selected) = selecting()
        for cell in harness.cells {
            cell.addSubview(UIControl(frame: CGRect(x: 0, y: 0, width: 40, height: 200)))
        }
        harness.touchDown(at: 60)  // on the current cell's button, 20 points into the cell
        harness.lift()
        expectEqual(selected(), [])
        harness.step(forward: true)
        harness.frame(4)
        tap(harness, at: 187)
        expectEqual(selected(), [])
        tap(harness, at: 187)
        expectEqual(selected(), [harness.view.currentIndex ?? -1])
        expectEqual(harness.failures, [])
    }

    @Test("index(for:) names the item a cell shows; nil for a hidden or foreign cell")
    func indexForCell() {
        let harness = AdapterHarness(items: [0, 1], neighbors: 2, fewItems: .leavingEmpty)
        let shown = harness.cells.map { harness.view.index(for: $0) }
        expectEqual(shown.compactMap { $0 }.sorted(), [0, 1])
        for cell in harness.cells {
            expectEqual(harness.view.index(for: cell), cell.item)
        }
        #expect(harness.view.index(for: TestCell(frame: .zero)) == nil)
    }

    @Test("VoiceOver's activation selects the current item, and says whether it was handled")
    func activation() {
        let (harness, selected) = selecting()
        harness.view.next(animated: false)
        #expect(harness.view.accessibilityActivate())
        expectEqual(selected(), [1])
        harness.view.onSelect = nil
        #expect(!harness.view.accessibilityActivate())
    }
}

@MainActor
@Suite("UIKit adapter simulation: the item nearest the center")
struct UIKitAdapterNearestIndexTests {
    @Test("nearestIndex follows the drag past half a page; currentIndex waits for the commit")
    func followsDrag() {
        let harness = AdapterHarness(items: Array(0..<5))
        harness.touchDown()
        harness.moveTouch(by: harness.fingerPoints(towardNext: 0.4))
        expectEqual(harness.view.nearestIndex, 0)
        harness.moveTouch(by: harness.fingerPoints(towardNext: 0.2))
        expectEqual(harness.view.nearestIndex, 1)
        expectEqual(harness.view.currentIndex, 0)
        harness.lift()
        harness.runUntilRest()
        expectEqual(harness.view.nearestIndex, harness.view.currentIndex)
        expectEqual(harness.failures, [])
    }
}
