import Carousel
import Testing
import UIKitStandIn

@MainActor
@Suite("UIKit adapter simulation: layout")
struct UIKitAdapterLayoutSimulationTests {
    @Test("the feature row: a one-page scroll view, three cells on the pages, the first centred")
    func featureRow() {
        let harness = AdapterHarness(items: Array(0..<5))
        let scrollView = harness.scrollView
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 375, height: 200))
        #expect(scrollView.contentSize.width == 1125)
        #expect(scrollView.contentOffset.x == 375)
        #expect(scrollView.isPagingEnabled && !scrollView.clipsToBounds)
        #expect(scrollView.contentInsetAdjustmentBehavior == .never)
        #expect(harness.view.clipsToBounds)
        #expect(
            harness.cells.map(\.frame)
                == [16, 391, 766].map {
                    CGRect(x: $0, y: 0, width: 343, height: 200)
                })
        #expect(harness.cells.map(\.item) == [4, 0, 1])
        #expect(harness.centreItem == 0)
        #expect(harness.failures == [])
    }

    @Test("peeking cards: the scroll view is one page wide and centred")
    func peeking() {
        let harness = AdapterHarness(items: Array(0..<5), peeking: true)
        #expect(harness.scrollView.frame == CGRect(x: 35, y: 0, width: 305, height: 200))
        #expect(harness.cells.map(\.frame.minX) == [5, 310, 615])
        #expect(harness.failures == [])
    }

    @Test("right to left: the next item lies on the left, and a drag to the right shows it")
    func rightToLeft() {
        let harness = AdapterHarness(items: Array(0..<5), rightToLeft: true)
        #expect(harness.cells.map(\.frame.minX) == [766, 391, 16])
        harness.drag(towardNext: 0.7)
        harness.runUntilRest()
        #expect(harness.centreItem == 1)
        #expect(harness.view.currentIndex == 1)
        #expect(harness.failures == [])
    }

    @Test("a resize (rotation) relays the carousel out in layoutSubviews, the item kept")
    func resize() {
        let harness = AdapterHarness(items: Array(0..<5))
        harness.drag(towardNext: 1, hold: 5)
        harness.runUntilRest()
        harness.resize(width: 812)
        #expect(harness.scrollView.frame.width == 812)
        #expect(harness.cells.allSatisfy { $0.frame.width == 780 })
        #expect(harness.centreItem == 1)
        harness.runUntilRest()
        #expect(harness.scrollView.contentOffset.x == 812)
        #expect(harness.failures == [])
    }

    @Test("a resize mid-glide: the glide goes on to its page in the new layout")
    func resizeMidGlide() {
        let harness = AdapterHarness(items: Array(0..<5))
        harness.drag(towardNext: 0.4, frames: 4)
        harness.frame(3)
        #expect(!harness.isAtRest)
        harness.resize(width: 414)
        harness.runUntilRest()
        #expect(harness.centreItem == 1)
        #expect(harness.failures == [])
    }

    @Test("a new height alone: the cells take it")
    func height() {
        let harness = AdapterHarness(items: Array(0..<5))
        harness.view.frame.size.height = 260
        harness.frame()
        #expect(harness.cells.allSatisfy { $0.frame.height == 260 })
        #expect(harness.scrollView.frame.height == 260)
    }

    @Test("a new inset and spacing take effect in the next layout pass")
    func insetAndSpacing() {
        let harness = AdapterHarness(items: Array(0..<5))
        harness.view.itemInset = 40
        harness.view.spacing = 10
        harness.frame()
        #expect(harness.scrollView.frame == CGRect(x: 35, y: 0, width: 305, height: 200))
        #expect(harness.failures == [])
    }

    @Test("a width the layout refuses keeps the last layout")
    func refusedWidth() {
        let harness = AdapterHarness(items: Array(0..<5))
        harness.view.frame.size.width = 20  // narrower than the insets
        harness.screen.window.layoutIfNeeded()
        #expect(harness.scrollView.frame.width == 375)
        #expect(harness.cells.map(\.frame.width) == [343, 343, 343])
    }
}
