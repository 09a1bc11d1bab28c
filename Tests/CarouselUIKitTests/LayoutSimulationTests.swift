import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

@MainActor
@Suite("UIKit adapter simulation: layout")
struct UIKitAdapterLayoutSimulationTests {
    @Test("the feature row: a one-page scroll view, three cells on the pages, the first centered")
    func featureRow() {
        let harness = AdapterHarness(items: Array(0..<5))
        let scrollView = harness.scrollView
        expectEqual(scrollView.frame, CGRect(x: 0, y: 0, width: 375, height: 200))
        expectEqual(scrollView.contentSize.width, 1125)
        expectEqual(scrollView.contentOffset.x, 375)
        #expect(scrollView.isPagingEnabled && !scrollView.clipsToBounds)
        expectEqual(scrollView.contentInsetAdjustmentBehavior, .never)
        #expect(harness.view.clipsToBounds)
        expectEqual(
            harness.cells.map(\.frame),
            [16, 391, 766].map {
                CGRect(x: $0, y: 0, width: 343, height: 200)
            })
        expectEqual(harness.cells.map(\.item), [4, 0, 1])
        expectEqual(harness.centerItem, 0)
        expectEqual(harness.failures, [])
    }

    @Test("peeking cards: the scroll view is one page wide and centered")
    func peeking() {
        let harness = AdapterHarness(items: Array(0..<5), peeking: true)
        expectEqual(harness.scrollView.frame, CGRect(x: 35, y: 0, width: 305, height: 200))
        expectEqual(harness.cells.map(\.frame.minX), [5, 310, 615])
        expectEqual(harness.failures, [])
    }

    @Test("right to left: the next item lies on the left, and a drag to the right shows it")
    func rightToLeft() {
        let harness = AdapterHarness(items: Array(0..<5), rightToLeft: true)
        expectEqual(harness.cells.map(\.frame.minX), [766, 391, 16])
        harness.drag(towardNext: 0.7)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 1)
        expectEqual(harness.view.currentIndex, 1)
        expectEqual(harness.failures, [])
    }

    @Test("a new semantic content attribute flips the layout in the next pass, the item kept")
    func directionChange() {
        let harness = AdapterHarness(items: Array(0..<5))
        harness.drag(towardNext: 1, hold: 5)
        harness.runUntilRest()
        harness.view.semanticContentAttribute = .forceRightToLeft
        harness.frame()
        expectEqual(harness.cells.map(\.frame.minX), [766, 391, 16])
        expectEqual(harness.centerItem, 1)
        expectEqual(harness.failures, [])
    }

    @Test("vertical: the scroll view is one page tall, the cells stacked, next below")
    func vertical() {
        let harness = AdapterHarness(items: Array(0..<5), axis: .vertical)
        let scrollView = harness.scrollView
        expectEqual(scrollView.frame, CGRect(x: 0, y: 0, width: 200, height: 375))
        expectEqual(scrollView.contentSize, CGSize(width: 0, height: 1125))
        expectEqual(scrollView.contentOffset, CGPoint(x: 0, y: 375))
        #expect(scrollView.scrollsVertically && !scrollView.showsVerticalScrollIndicator)
        expectEqual(
            harness.cells.map(\.frame),
            [16, 391, 766].map { CGRect(x: 0, y: $0, width: 200, height: 343) })
        expectEqual(harness.cells.map(\.item), [4, 0, 1])
        harness.drag(towardNext: 0.7)  // upward
        harness.runUntilRest()
        expectEqual(harness.centerItem, 1)
        expectEqual(scrollView.contentOffset, CGPoint(x: 0, y: 375))
        expectEqual(harness.failures, [])
    }

    @Test("vertical is never flipped: right to left still puts next below")
    func verticalRightToLeft() {
        let harness = AdapterHarness(
            items: Array(0..<5), axis: .vertical, rightToLeft: true, peeking: true)
        expectEqual(harness.view.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        expectEqual(harness.scrollView.frame, CGRect(x: 0, y: 35, width: 200, height: 305))
        expectEqual(harness.cells.map(\.frame.minY), [5, 310, 615])
        expectEqual(harness.cells.map(\.item), [4, 0, 1])
        harness.drag(towardNext: -0.7)  // downward: the previous item, from above
        harness.runUntilRest()
        expectEqual(harness.centerItem, 4)
        expectEqual(harness.failures, [])
    }

    @Test("a new axis at rest relays the carousel out along it, the item kept")
    func axisChange() throws {
        let harness = AdapterHarness(items: Array(0..<5))
        harness.view.frame.size.height = 375
        #expect(try harness.view.jump(to: 2, animated: false))
        harness.view.axis = .vertical
        harness.frame()
        #expect(harness.scrollView.scrollsVertically)
        expectEqual(harness.scrollView.contentOffset, CGPoint(x: 0, y: 375))
        expectEqual(harness.cells.map(\.frame.minX), [0, 0, 0])
        expectEqual(harness.cells.map(\.frame.minY), [16, 391, 766])
        expectEqual(harness.view.currentIndex, 2)
        expectEqual(harness.cells.map(\.item), [1, 2, 3])
        harness.view.axis = .horizontal
        harness.frame()
        expectEqual(harness.scrollView.contentOffset, CGPoint(x: 375, y: 0))
        expectEqual(harness.cells.map(\.frame.minX), [16, 391, 766])
        expectEqual(harness.cells.map(\.item), [1, 2, 3])
    }

    @Test("vertical: a new width alone is taken by the cells; a new height relays out")
    func verticalResize() {
        let harness = AdapterHarness(items: Array(0..<5), axis: .vertical)
        harness.view.frame.size.width = 320
        harness.frame()
        #expect(harness.cells.allSatisfy { $0.frame.width == 320 })
        expectEqual(harness.scrollView.frame.width, 320)
        harness.resize(length: 600)
        #expect(harness.cells.allSatisfy { $0.frame.height == 568 })
        expectEqual(harness.scrollView.contentOffset.y, 600)
        expectEqual(harness.centerItem, 0)
        expectEqual(harness.failures, [])
    }

    @Test("a resize (rotation) relays the carousel out in layoutSubviews, the item kept")
    func resize() {
        let harness = AdapterHarness(items: Array(0..<5))
        harness.drag(towardNext: 1, hold: 5)
        harness.runUntilRest()
        harness.resize(length: 812)
        expectEqual(harness.scrollView.frame.width, 812)
        #expect(harness.cells.allSatisfy { $0.frame.width == 780 })
        expectEqual(harness.centerItem, 1)
        harness.runUntilRest()
        expectEqual(harness.scrollView.contentOffset.x, 812)
        expectEqual(harness.failures, [])
    }

    @Test("a resize mid-glide: the glide goes on to its page in the new layout")
    func resizeMidGlide() {
        let harness = AdapterHarness(items: Array(0..<5))
        harness.drag(towardNext: 0.4, frames: 4)
        harness.frame(3)
        #expect(!harness.isAtRest)
        harness.resize(length: 414)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 1)
        expectEqual(harness.failures, [])
    }

    @Test("a new height alone: the cells take it")
    func height() {
        let harness = AdapterHarness(items: Array(0..<5))
        harness.view.frame.size.height = 260
        harness.frame()
        #expect(harness.cells.allSatisfy { $0.frame.height == 260 })
        expectEqual(harness.scrollView.frame.height, 260)
    }

    @Test("a new inset and spacing take effect in the next layout pass")
    func insetAndSpacing() {
        let harness = AdapterHarness(items: Array(0..<5))
        harness.view.itemInset = 40
        harness.view.spacing = 10
        harness.frame()
        expectEqual(harness.scrollView.frame, CGRect(x: 35, y: 0, width: 305, height: 200))
        expectEqual(harness.failures, [])
    }

    @Test("a width the layout refuses keeps the last layout")
    func refusedWidth() {
        let harness = AdapterHarness(items: Array(0..<5))
        harness.view.frame.size.width = 20  // narrower than the insets
        harness.screen.window.layoutIfNeeded()
        expectEqual(harness.scrollView.frame.width, 375)
        expectEqual(harness.cells.map(\.frame.width), [343, 343, 343])
    }
}
