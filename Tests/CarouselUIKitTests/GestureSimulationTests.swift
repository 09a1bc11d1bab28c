import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

@MainActor
@Suite("UIKit adapter simulation: gestures")
struct UIKitAdapterGestureSimulationTests {
    @Test("a slow drag past half a page pages on, exactly onto the page")
    func slowDrag() {
        let harness = AdapterHarness(items: Array(0..<5))
        harness.drag(towardNext: 0.6, frames: 60)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 1)
        expectEqual(harness.view.currentIndex, 1)
        expectEqual(harness.scrollView.contentOffset.x, 375)
        expectEqual(harness.failures, [])
    }

    @Test("a short slow drag springs back")
    func shortDrag() {
        let harness = AdapterHarness(items: Array(0..<5))
        harness.drag(towardNext: 0.3, frames: 60)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 0)
        expectEqual(harness.failures, [])
    }

    @Test("a lift at a given velocity: none springs back from a flick, one flicks a slow drag on")
    func liftVelocity() {
        let harness = AdapterHarness(items: Array(0..<5), rightToLeft: true)
        harness.drag(towardNext: 0.2, frames: 2, velocity: 0)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 0)
        harness.drag(towardNext: 0.2, frames: 60, velocity: 1)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 1)
        expectEqual(harness.failures, [])
    }

    @Test("a flick pages on one item, however fast, also backwards across the wrap")
    func flick() {
        let harness = AdapterHarness(items: Array(0..<5))
        harness.drag(towardNext: 0.2, frames: 2)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 1)
        harness.drag(towardNext: -0.45, frames: 1)
        harness.runUntilRest()
        harness.drag(towardNext: -0.45, frames: 1)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 4)
        expectEqual(harness.failures, [])
    }

    @Test("a drag that starts on a peeking neighbor scrolls: the view has the pan recognizer")
    func dragFromNeighbor() {
        let harness = AdapterHarness(items: Array(0..<5), peeking: true)
        #expect(harness.scrollView.panGestureRecognizer.view === harness.view)
        harness.drag(towardNext: 0.7, at: 360)  // right of the scroll view's frame
        harness.runUntilRest()
        expectEqual(harness.centerItem, 1)
        expectEqual(harness.failures, [])
    }

    @Test("dragging many pages in one touch shows every item in turn, no empty space")
    func longDrag() {
        let harness = AdapterHarness(items: Array(0..<5), peeking: true)
        harness.drag(towardNext: 7.3, frames: 80)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 3)  // released moving: on to the next page
        #expect(harness.cells.allSatisfy { $0.configurations <= 9 })
        expectEqual(harness.failures, [])
    }

    @Test("a view resting 0.3 points off the page is snapped onto it")
    func restingError() {
        let harness = AdapterHarness(items: Array(0..<5))
        harness.scrollView.simulation.restingError = 0.3
        harness.drag(towardNext: 0.8)
        harness.runUntilRest()
        expectEqual(harness.scrollView.contentOffset.x, 375)
        expectEqual(harness.view.progress, 1)
        expectEqual(harness.failures, [])
    }

    @Test("one item turns scrolling off: a drag moves nothing; two turn it back on")
    func oneItem() {
        let harness = AdapterHarness(items: [7])
        #expect(!harness.scrollView.isScrollEnabled)
        expectEqual(harness.cells.map(\.isHidden), [true, false, true])
        harness.drag(towardNext: 0.8)
        harness.runUntilRest()
        expectEqual(harness.offset, 375)
        expectEqual(harness.centerItem, 7)
        harness.change { $0.items = [7, 8] }
        #expect(harness.scrollView.isScrollEnabled)
        harness.drag(towardNext: 0.8)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 8)
        expectEqual(harness.failures, [])
    }

    @Test("no items: nothing shows and nothing scrolls")
    func noItems() {
        let harness = AdapterHarness(items: [])
        #expect(harness.cells.allSatisfy { $0.isHidden })
        #expect(harness.view.currentIndex == nil && harness.view.progress == nil)
        #expect(!harness.view.next())
        harness.drag(towardNext: 1)
        harness.runUntilRest()
        expectEqual(harness.offset, 375)
        expectEqual(harness.failures, [])
    }

    @Test("under .rotate the cells move places (by frames) and each keeps its item")
    func rotate() {
        let harness = AdapterHarness(items: Array(0..<5), reusePolicy: .rotate)
        let configurations = harness.cells.map(\.configurations)
        harness.drag(towardNext: 0.7)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 1)
        let added = zip(harness.cells, configurations).map { $0.configurations - $1 }
        expectEqual(added.sorted(), [0, 0, 1])  // only the cell that came round to the new next
        expectEqual(harness.failures, [])
    }
}
