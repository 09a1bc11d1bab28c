import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

@MainActor
@Suite("UIKit adapter simulation: a new neighbor count or few-items rule")
struct UIKitAdapterNeighborsChangeTests {
    @Test("at rest it takes effect in the layout pass: the first cells kept, more made")
    func atRest() {
        let harness = AdapterHarness(items: Array(0..<5), insets: (24, 12))
        harness.drag(towardNext: 1, hold: 5)
        harness.runUntilRest()
        let first = harness.cells
        harness.rearrange(neighbors: 2, fewItems: .repeating)
        expectEqual(harness.cells.count, 5)
        #expect(zip(first, harness.cells).allSatisfy { $0 === $1 })
        expectEqual(harness.cells.map(\.item), [4, 0, 1, 2, 3])
        expectEqual(harness.scrollView.frame, CGRect(x: 131, y: 0, width: 113, height: 200))
        #expect(harness.view.currentIndex == 1 && harness.centerItem == 1)
        harness.drag(towardNext: 1, hold: 5)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 2)
        let kept = Array(harness.cells.prefix(3))
        let dropped = Array(harness.cells.suffix(2))
        harness.rearrange(neighbors: 1, fewItems: .repeating)
        #expect(zip(kept, harness.cells).allSatisfy { $0 === $1 } && harness.cells.count == 3)
        #expect(dropped.allSatisfy { $0.isHidden && $0.superview == nil })
        #expect(harness.cells.map(\.item) == [1, 2, 3] && harness.centerItem == 2)
        expectEqual(harness.scrollView.frame, CGRect(x: 18, y: 0, width: 339, height: 200))
        expectEqual(harness.failures, [])
    }

    @Test("asked for while a finger or a glide has the view, it waits for the rest")
    func whileMoving() {
        let harness = AdapterHarness(items: Array(0..<7), insets: (12, 4))
        harness.drag(towardNext: 0.6, frames: 4)
        harness.frame(2)
        #expect(!harness.isAtRest)
        harness.rearrange(neighbors: 3, fewItems: .leavingEmpty)
        #expect(harness.cells.count == 3 && harness.view.neighbors == 3)
        harness.runUntilRest()
        expectEqual(harness.cells.count, 7)
        #expect(harness.view.currentIndex == 1 && harness.centerItem == 1)
        harness.touchDown()
        harness.rearrange(neighbors: 1, fewItems: .repeating)
        harness.frame(10)
        expectEqual(harness.cells.count, 7)  // a resting finger has the view
        harness.lift()
        harness.frame()
        expectEqual(harness.cells.count, 3)
        expectEqual(harness.failures, [])
    }

    @Test("a new few-items rule alone keeps the cells and shows the items anew")
    func fewItemsAlone() {
        let harness = AdapterHarness(
            items: Array(0..<3), neighbors: 2, insets: (24, 12))
        let cells = harness.cells
        expectEqual(cells.map(\.item), [1, 2, 0, 1, 2])
        harness.rearrange(neighbors: 2, fewItems: .leavingEmpty)
        expectEqual(harness.cells.map(ObjectIdentifier.init), cells.map(ObjectIdentifier.init))
        expectEqual(harness.cells.map(\.item), [nil, 2, 0, 1, nil])
        expectEqual(harness.failures, [])
    }

    @Test("a count outside 1...7 counts as the nearest end; a length too short shows nothing")
    func clamped() {
        let harness = AdapterHarness(items: Array(0..<20))
        harness.rearrange(neighbors: 0, fewItems: .repeating)
        #expect(harness.view.neighbors == 1 && harness.cells.count == 3)
        harness.rearrange(neighbors: .max, fewItems: .repeating)
        #expect(harness.view.neighbors == 7 && harness.cells.count == 15)
        // Thirteen items 32 points apart do not fit 375 points: nothing shows until they do.
        #expect(harness.expectedLayout == nil && harness.scrollView.isHidden)
        harness.resize(length: 768)
        #expect(!harness.scrollView.isHidden && harness.centerItem == 0)
        harness.drag(towardNext: 1, hold: 5)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 1)
        harness.rearrange(neighbors: .min, fewItems: .repeating)
        #expect(harness.view.neighbors == 1 && harness.cells.count == 3)
        expectEqual(harness.centerItem, 1)
        expectEqual(harness.failures, [])
    }

    @Test("autoplay keeps its interval and counts it from 0 again; the hooks stay")
    func autoplayAndHooks() {
        let harness = AdapterHarness(items: Array(0..<5), insets: (24, 12))
        var events = 0
        harness.view.coordinator.onEvents = { _ in events += 1 }
        harness.view.transformCell = { cell, displacement in
            cell.displacement = displacement.items
        }
        try? harness.view.startAutoplay(interval: 1)
        harness.frame(30)
        harness.rearrange(neighbors: 2, fewItems: .repeating)
        expectEqual(harness.view.autoplayInterval, 1)
        expectEqual(harness.cells.map(\.displacement), [-2, -1, 0, 1, 2])
        harness.frame(45)  // 0.75 s since the change, 1.25 s since autoplay started
        expectEqual(harness.view.currentIndex, 0)
        harness.frame(30)
        harness.runUntilRest()
        #expect(harness.view.currentIndex == 1 && harness.centerItem == 1)
        #expect(events > 0)
        expectEqual(harness.failures, [])
    }

    /// Three neighbors on a 375-point view of peeking cards are a layout the view refuses: it
    /// shows nothing until a length it accepts. A finger there scrolled the hidden scroll view
    /// all the same, so the resize that gave a length showed item 3, not the 0 the user last
    /// saw (found at 2,000 cases on seed 61206105, case 278, right to left). A view that shows
    /// nothing does not scroll.
    @Test("a finger on a view that shows nothing moves nothing; its first layout keeps the item")
    func dragWhileShowingNothing() {
        var session = AdapterSession(
            count: 5, policy: .rotate, axis: .horizontal, rightToLeft: true, peeking: true,
            framesPerSecond: 120, restingError: -0.2,
            gestures: [
                .drag(distance: 0.5, frames: 1, fromNeighbor: true, hold: 6), .resize(0.768),
            ])
        session.rearrangement = .init(beforeGesture: 0, neighbors: 3, fewItems: .repeating)
        let harness = session.played()
        expectEqual(harness.failures, [])
        expectEqual(harness.view.currentIndex, 0)
    }
}
