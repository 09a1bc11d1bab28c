import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

/// Three whole items 101 points long, 12 apart, between insets of 24 on a 375-point view:
/// page 113, and 12 points of the next neighbors peek in.
@MainActor
private func shelf(
    _ count: Int = 5, neighbors: Int = 2, fewItems: FewItemsRule = .repeating,
    axis: CarouselGeometry.Axis = .horizontal, reusePolicy: ReusePolicy = .rebind,
    rightToLeft: Bool = false
) -> AdapterHarness {
    AdapterHarness(
        items: Array(0..<count), axis: axis, reusePolicy: reusePolicy, rightToLeft: rightToLeft,
        neighbors: neighbors, fewItems: fewItems, insets: (24, 12))
}

@MainActor
@Suite("UIKit adapter simulation: several items, layout")
struct UIKitAdapterSeveralItemsLayoutTests {
    @Test("two neighbors: five cells on the pages of a one-page scroll view, three items whole")
    func shelfLayout() {
        let harness = shelf()
        let scrollView = harness.scrollView
        #expect(harness.view.neighbors == 2 && harness.view.fewItems == .repeating)
        expectEqual(scrollView.frame, CGRect(x: 131, y: 0, width: 113, height: 200))
        expectEqual(scrollView.contentSize.width, 565)
        expectEqual(scrollView.contentOffset.x, 226)
        expectEqual(
            harness.cells.map(\.frame),
            [6, 119, 232, 345, 458].map { CGRect(x: $0, y: 0, width: 101, height: 200) })
        expectEqual(harness.cells.map(\.item), [3, 4, 0, 1, 2])
        // In the view's coordinates: the outer neighbors show 12 points, the others whole.
        let inView = harness.cells.map { $0.frame.minX - 226 + 131 }
        expectEqual(inView, [-89, 24, 137, 250, 363])
        expectEqual(harness.centerItem, 0)
        expectEqual(harness.failures, [])
    }

    @Test("right to left: the next items lie on the left")
    func rightToLeft() {
        let harness = shelf(rightToLeft: true)
        expectEqual(harness.cells.map(\.frame.minX), [458, 345, 232, 119, 6])
        expectEqual(harness.cells.map(\.item), [3, 4, 0, 1, 2])
        harness.drag(towardNext: 1, hold: 5)
        harness.runUntilRest()
        #expect(harness.view.currentIndex == 1 && harness.centerItem == 1)
        expectEqual(harness.failures, [])
    }

    @Test("vertical: the cells stacked on one-page-tall scroll view, next below, never flipped")
    func vertical() {
        let harness = AdapterHarness(
            items: Array(0..<5), axis: .vertical, rightToLeft: true, neighbors: 2,
            insets: (24, 12))
        let scrollView = harness.scrollView
        expectEqual(scrollView.frame, CGRect(x: 0, y: 131, width: 200, height: 113))
        expectEqual(scrollView.contentSize, CGSize(width: 0, height: 565))
        expectEqual(scrollView.contentOffset, CGPoint(x: 0, y: 226))
        expectEqual(harness.cells.map(\.frame.minY), [6, 119, 232, 345, 458])
        harness.drag(towardNext: -1, hold: 5)
        harness.runUntilRest()
        #expect(harness.view.currentIndex == 4 && harness.centerItem == 4)
        expectEqual(harness.cells.map(\.item), [2, 3, 4, 0, 1])
        expectEqual(harness.failures, [])
    }

    @Test("items whose length is a fraction of a point lie on the pages to a rounding error")
    func fractionalItems() {
        // (375 - 48 - 16) / 3 items, 8 apart, between insets of 24.
        let harness = AdapterHarness(
            items: Array(0..<9), reusePolicy: .rotate, neighbors: 2, insets: (24, 8))
        let item = harness.cells[0].frame.width
        #expect(abs(Double(item) - 311.0 / 3) < 1e-9)
        harness.drag(towardNext: 2.4, frames: 20, hold: 6)
        harness.runUntilRest()
        #expect(harness.view.currentIndex == 2 && harness.centerItem == 2)
        expectEqual(harness.failures, [])
    }

    @Test("fewer items than cells, repeating: every cell shows an item, round the loop")
    func fewItemsRepeating() {
        expectEqual(shelf(3).cells.map(\.item), [1, 2, 0, 1, 2])
        expectEqual(shelf(2).cells.map(\.item), [0, 1, 0, 1, 0])
        // One item does not loop: it shows once, and does not scroll.
        let one = shelf(1)
        expectEqual(one.cells.map(\.item), [nil, nil, 0, nil, nil])
        #expect(!one.scrollView.isScrollEnabled)
        #expect(shelf(0).cells.allSatisfy { $0.isHidden })
    }

    @Test("fewer items than cells, leaving empty: each item once, the other cells hidden")
    func fewItemsLeavingEmpty() {
        let three = shelf(3, fewItems: .leavingEmpty)
        expectEqual(three.cells.map(\.item), [nil, 2, 0, 1, nil])
        expectEqual(three.cells.map(\.isHidden), [true, false, false, false, true])
        let four = shelf(4, fewItems: .leavingEmpty)
        expectEqual(four.cells.map(\.item), [nil, 3, 0, 1, 2])
        expectEqual(shelf(1, fewItems: .leavingEmpty).cells.map(\.item), [nil, nil, 0, nil, nil])
        // A drag past the empty side: its blank space passes the center, then the item.
        let two = shelf(2, fewItems: .leavingEmpty)
        expectEqual(two.cells.map(\.item), [nil, nil, 0, 1, nil])
        two.drag(towardNext: -1, hold: 5)
        two.runUntilRest()
        #expect(two.view.currentIndex == 1 && two.centerItem == 1)
        expectEqual(two.cells.map(\.item), [nil, nil, 1, 0, nil])
        expectEqual(three.failures + four.failures + two.failures, [])
    }

    @Test("a length too short for the items keeps the last layout, centered in the view")
    func refusedLength() {
        // Three neighbors: five whole items of 43 points need more than 160 points.
        let harness = AdapterHarness(items: Array(0..<9), neighbors: 3)
        expectEqual(harness.cells.map(\.frame.width), Array(repeating: 43, count: 7))
        harness.drag(towardNext: 1, hold: 5)
        harness.runUntilRest()
        harness.resize(length: 150)
        expectEqual(harness.scrollView.frame, CGRect(x: 37.5, y: 0, width: 75, height: 200))
        expectEqual(harness.cells.map(\.frame.width), Array(repeating: 43, count: 7))
        expectEqual(harness.centerItem, 1)
        harness.drag(towardNext: 1, hold: 5)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 2)
        harness.resize(length: 500)
        #expect(harness.cells.allSatisfy { $0.frame.width == 68 })
        expectEqual(harness.centerItem, 2)
        expectEqual(harness.failures, [])
    }

    @Test("a first length the layout refuses shows nothing, until a length it accepts")
    func refusedFirstLength() {
        // An inset of 60 is more than half a page of items about 78.3 points long, 10 apart.
        let harness = AdapterHarness(
            items: Array(0..<5), neighbors: 2, insets: (60, 10))
        #expect(harness.expectedLayout == nil)
        expectEqual(harness.scrollView.frame, .zero)
        #expect(harness.centerItem == nil)
        harness.resize(length: 600)
        #expect(harness.scrollView.frame.width > 0)
        expectEqual(harness.centerItem, 0)
        harness.drag(towardNext: 1, hold: 5)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 1)
        expectEqual(harness.failures, [])
    }
}
