import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

@MainActor
@Suite("UIKit adapter simulation: several items, motion and hooks")
struct UIKitAdapterSeveralItemsMotionTests {
    /// Each cell's configurations since `before`.
    private func configured(_ harness: AdapterHarness, since before: [Int]) -> [Int] {
        zip(harness.cells.map(\.configurations), before).map { $0 - $1 }
    }

    @Test("a page forward: rebind reconfigures every cell once, rotate only the one that came in")
    func pageForward() {
        for policy in ReusePolicy.allCases {
            let harness = AdapterHarness(
                items: Array(0..<7), reusePolicy: policy, neighbors: 2, insets: (24, 12))
            let before = harness.cells.map(\.configurations)
            harness.drag(towardNext: 1, hold: 5)
            harness.runUntilRest()
            expectEqual(harness.centerItem, 1, "\(policy)")
            let added = configured(harness, since: before)
            let shown = harness.cells.sorted { $0.frame.minX < $1.frame.minX }.map(\.item)
            expectEqual(shown, [6, 0, 1, 2, 3], "\(policy)")
            expectEqual(
                added, (policy == .rebind ? [1, 1, 1, 1, 1] : [1, 0, 0, 0, 0]), "\(policy)")
            expectEqual(harness.failures, [], "\(policy)")
        }
    }

    @Test("a drag over several pages passes each item under the center in turn")
    func longDrag() {
        let harness = AdapterHarness(
            items: Array(0..<11), reusePolicy: .rotate, peeking: true, neighbors: 3)
        harness.drag(towardNext: 2.7, frames: 30, hold: 6)
        harness.runUntilRest()
        #expect(harness.view.currentIndex == 3 && harness.centerItem == 3)
        harness.drag(towardNext: -3.2, frames: 30, hold: 6)
        harness.runUntilRest()
        #expect(harness.view.currentIndex == 0 && harness.centerItem == 0)
        expectEqual(harness.failures, [])
    }

    @Test("a far move slides one page to the target, whatever the distance, and rests on it")
    func farMove() {
        for policy in ReusePolicy.allCases {
            let harness = AdapterHarness(
                items: Array(0..<11), reusePolicy: policy, neighbors: 2, insets: (24, 12))
            harness.jump(to: 5)
            harness.runUntilRest()
            #expect(harness.view.currentIndex == 5 && harness.centerItem == 5, "\(policy)")
            expectEqual(
                harness.cells.sorted { $0.frame.minX < $1.frame.minX }.map(\.item),
                [3, 4, 5, 6, 7], "\(policy)")
            expectEqual(harness.failures, [], "\(policy)")
        }
    }

    @Test("autoplay and the programmatic moves slide along the row")
    func programmaticMoves() {
        let harness = AdapterHarness(items: Array(0..<4), peeking: true, neighbors: 5)
        try? harness.view.startAutoplay(interval: 0.5)
        harness.frame(60)
        expectEqual(harness.view.currentIndex, 1)
        harness.view.stopAutoplay()
        harness.runUntilRest()
        harness.step(forward: false)
        harness.runUntilRest()
        harness.step(forward: false)
        harness.runUntilRest()
        #expect(harness.view.currentIndex == 3 && harness.centerItem == 3)
        expectEqual(harness.failures, [])
    }

    @Test("the transform hook gets every cell's displacement, from -r to r at rest")
    func displacements() {
        let harness = AdapterHarness(items: Array(0..<7), neighbors: 2, insets: (24, 12))
        harness.view.transformCell = { cell, displacement in
            cell.displacement = displacement.items
        }
        expectEqual(harness.cells.map(\.displacement), [-2, -1, 0, 1, 2])
        harness.touchDown()
        harness.moveTouch(by: -56.5)  // half a page toward the next item
        harness.frame()
        expectEqual(harness.cells.map(\.displacement), [-2.5, -1.5, -0.5, 0.5, 1.5])
        harness.lift()
        harness.runUntilRest()
        expectEqual(harness.failures, [])
    }

    @Test("reconfigureCells configures each cell that shows an item once more, with its item")
    func reconfigureCells() {
        for (count, fewItems) in [(2, FewItemsRule.repeating), (3, .leavingEmpty), (9, .repeating)]
        {
            let harness = AdapterHarness(
                items: Array(0..<count), neighbors: 2, fewItems: fewItems, insets: (24, 12))
            let before = harness.cells.map(\.configurations)
            let shown = harness.cells.map(\.item)
            harness.view.reconfigureCells()
            expectEqual(configured(harness, since: before), shown.map { $0 == nil ? 0 : 1 })
            expectEqual(harness.cells.map(\.item), shown)
        }
    }

    @Test("VoiceOver sees only the centered cell, of every cell, after every move")
    func offCenterCellsHidden() {
        let harness = AdapterHarness(items: Array(0..<9), peeking: true, neighbors: 3)
        let visible = { harness.cells.filter { !$0.accessibilityElementsHidden }.map { $0.item } }
        expectEqual(visible(), [0])
        harness.drag(towardNext: 1.2, frames: 12, hold: 6)
        harness.runUntilRest()
        expectEqual(visible(), [1])
        harness.view.accessibilityIncrement()
        harness.runUntilRest()
        expectEqual(visible(), [2])
        expectEqual(harness.view.accessibilityValue, "Item 3 of 9")
        expectEqual(harness.failures, [])
    }

    @Test("data changes keep the current item under the center and the cells on the pages")
    func dataChanges() {
        let harness = AdapterHarness(
            items: Array(0..<3), reusePolicy: .rotate, neighbors: 2, fewItems: .leavingEmpty,
            insets: (24, 12))
        harness.change { view in
            _ = try? view.perform { carousel throws(CarouselError) in
                try carousel.insert(10, at: 0)
            }
        }
        expectEqual(harness.centerItem, 0)
        let shown = harness.cells.sorted { $0.frame.minX < $1.frame.minX }.map(\.item)
        expectEqual(shown, [nil, 10, 0, 1, 2])
        harness.change { $0.items = Array(20..<31) }
        #expect(harness.cells.allSatisfy { !$0.isHidden })
        harness.change { $0.items = [] }
        #expect(harness.cells.allSatisfy { $0.isHidden })
        expectEqual(harness.failures, [])
    }
}
