import Carousel
import PropertyTesting
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
        expectEqual(problems, [])
        expectEqual(harness.failures, [])
    }

    /// A peeking view of 0 to 8 (8, 0 and 1 on screen) whose callbacks record "+index item" and
    /// "-index", the item read from the cell when the call comes.
    private func recording(_ policy: ReusePolicy = .rebind) -> (AdapterHarness, Heard) {
        let harness = AdapterHarness(items: Array(0..<9), reusePolicy: policy, peeking: true)
        let heard = Heard()
        harness.view.willDisplayCell = { cell, index in
            heard.calls.append("+\(index) \(cell.item ?? -1)")
        }
        harness.view.didEndDisplayingCell = { _, index in heard.calls.append("-\(index)") }
        expectEqual(Set(onScreen(harness)), [8, 0, 1])
        return (harness, heard)
    }

    /// What the callbacks were called with, in order.
    @MainActor private final class Heard {
        var calls: [String] = []
    }

    @Test("a data change: another item under the same index ends, then begins; others stay")
    func dataChange() throws {
        let (harness, heard) = recording()
        // The current item replaced: the same index, another item.
        try harness.view.perform { carousel throws(CarouselError) in
            try carousel.replace(at: 0, with: 100)
        }
        expectEqual(heard.calls, ["-0", "+0 100"])
        heard.calls = []
        // The current item removed: the next comes under its index, 1 under 0's, 8 under 7.
        try harness.view.perform { carousel throws(CarouselError) in try carousel.remove(at: 0) }
        expectEqual(heard.calls, ["-8", "-0", "-1", "+7 8", "+0 1", "+1 2"])
        heard.calls = []
        // An insertion after the items on screen but before 8: only 8's index moves.
        try harness.view.perform { carousel throws(CarouselError) in try carousel.insert(50, at: 2)
        }
        expectEqual(heard.calls, ["-7", "+8 8"])
        expectEqual(harness.failures, [])
    }

    @Test(
        "setItems: under rebind every item on screen again, as reloadData; under rotate none",
        arguments: ReusePolicy.allCases)
    func reload(policy: ReusePolicy) {
        let (harness, heard) = recording(policy)
        harness.view.setItems(Array(0..<9), keepingCurrent: .byValue)
        switch policy {
        case .rebind: expectEqual(heard.calls, ["-8", "-0", "-1", "+8 8", "+0 0", "+1 1"])
        case .rotate: expectEqual(heard.calls, [])
        }
        heard.calls = []
        // An item that kept its index, replaced by another value: only that one.
        harness.view.setItems([0, 1, 2, 3, 4, 5, 6, 7, 80], keepingCurrent: .byValue)
        switch policy {
        case .rebind: expectEqual(heard.calls, ["-8", "-0", "-1", "+8 80", "+0 0", "+1 1"])
        case .rotate: expectEqual(heard.calls, ["-8", "+8 80"])
        }
        expectEqual(harness.failures, [])
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
