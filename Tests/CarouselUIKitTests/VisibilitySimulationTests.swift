import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

@MainActor
@Suite("UIKit adapter simulation: autoplay only where it is seen")
struct UIKitAdapterVisibilitySimulationTests {
    /// Autoplay every second stands still while `hide` holds (two seconds), then counts a whole
    /// interval from the frame `show` took effect: nothing moves before it, one item after (of
    /// five, from the first items).
    private func pausesWhile(
        _ harness: AdapterHarness, hide: () -> Void, show: () -> Void
    ) throws {
        let start = harness.view.currentIndex
        try harness.view.startAutoplay(interval: 1)
        harness.frame(30)
        hide()
        harness.frame(120)
        expectEqual(harness.view.currentIndex, start)
        show()
        harness.frame(55)
        expectEqual(harness.view.currentIndex, start)  // no catch-up: the interval starts again
        harness.frame(30)  // past the interval, and the 0.3 s slide
        expectEqual(harness.view.currentIndex, start.map { $0 + 1 })
        expectEqual(harness.failures, [])
    }

    @Test("hidden, the view does not autoplay")
    func hidden() throws {
        let harness = AdapterHarness(items: Array(0..<5))
        try pausesWhile(
            harness, hide: { harness.view.isHidden = true }, show: { harness.view.isHidden = false }
        )
    }

    @Test("inside a hidden or transparent ancestor, the view does not autoplay")
    func ancestor() throws {
        let harness = AdapterHarness(items: Array(0..<5))
        let container = UIView(frame: harness.screen.window.bounds)
        harness.screen.window.addSubview(container)
        container.addSubview(harness.view)
        try pausesWhile(harness, hide: { container.alpha = 0 }, show: { container.alpha = 1 })
        try pausesWhile(
            harness, hide: { container.isHidden = true }, show: { container.isHidden = false })
    }

    @Test("scrolled outside the window's bounds, the view does not autoplay")
    func outsideWindow() throws {
        let harness = AdapterHarness(items: Array(0..<5))
        let page = UIScrollView(frame: harness.screen.window.bounds)
        page.contentSize = CGSize(width: 1000, height: 3000)
        harness.screen.window.addSubview(page)
        page.addSubview(harness.view)
        // The row lies at the top of the page; a page scrolled 900 points down leaves it above.
        try pausesWhile(
            harness, hide: { page.contentOffset = CGPoint(x: 0, y: 900) },
            show: { page.contentOffset = CGPoint(x: 0, y: 100) })
    }

    @Test("while a scroll view around it is dragged or glides, the view does not autoplay")
    func enclosingScroll() throws {
        let harness = AdapterHarness(items: Array(0..<5))
        let page = UIScrollView(frame: harness.screen.window.bounds)
        page.contentSize = CGSize(width: 1000, height: 3000)
        page.isPagingEnabled = false
        harness.screen.window.addSubview(page)
        page.addSubview(harness.view)
        try pausesWhile(
            harness,
            hide: {
                page.simulation.touchDown()
                page.simulation.moveFinger(by: 50)
                #expect(page.isDragging)
            },
            show: {
                page.simulation.liftFinger(velocity: 0.3)
                #expect(page.isDecelerating)
                while page.isDecelerating {
                    harness.frame()
                    expectEqual(harness.view.currentIndex, 0)
                }
            })
    }
}
