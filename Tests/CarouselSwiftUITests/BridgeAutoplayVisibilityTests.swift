import PropertyTesting
import Testing
import UIKitStandIn

/// `carouselAutoplay(every:isPaused:)` through the bridge, where nobody can see the carousel:
/// the cases of the UIKit view's own (`VisibilitySimulationTests`), with the view inside the
/// ancestors SwiftUI puts around a representable (its hosting views, a `ScrollView`'s or a
/// `List`'s scroll view), the binding following each move.
@MainActor
@Suite("SwiftUI autoplay only where it is seen: hidden, scrolled away, under a moving page")
struct BridgeAutoplayVisibilityTests {
    /// Four cards on "a" under `carouselAutoplay(every: 1)`, inside `ancestor` (in the window,
    /// as large as it) if given.
    private func autoplaying(inside ancestor: UIView? = nil) -> BridgeHarness {
        let harness = BridgeHarness(
            ["a", "b", "c", "d"], modifiers: [.autoplay(every: 1, isPaused: false)])
        if let ancestor {
            ancestor.frame = harness.screen.window.bounds
            harness.screen.window.addSubview(ancestor)
            ancestor.addSubview(harness.view)
        }
        return harness
    }

    /// A page as a SwiftUI `ScrollView` or `List` is one: a vertical scroll view, 3000 points
    /// long, the carousel at its top.
    private func page() -> UIScrollView {
        let page = UIScrollView(frame: .zero)
        page.contentSize = CGSize(width: 1000, height: 3000)
        page.isPagingEnabled = false
        return page
    }

    /// Autoplay every second stands still while `hide` holds (two seconds), then counts a whole
    /// interval from the frame `show` took effect: nothing moves before it, one card after,
    /// which the selection binding follows.
    private func pausesWhile(
        _ harness: BridgeHarness, hide: () -> Void, show: () -> Void
    ) {
        let ids = harness.data.map(\.id)
        let start = harness.center.flatMap(ids.firstIndex(of:)) ?? 0
        let writes = harness.writes
        harness.frame(30)
        hide()
        harness.frame(120)
        #expect(harness.center == ids[start] && harness.writes == writes)
        show()
        harness.frame(55)
        expectEqual(harness.center, ids[start])  // no catch-up: the interval starts again
        harness.frame(30)  // past the interval, and the 0.3 s slide
        let next = ids[(start + 1) % ids.count]
        #expect(harness.center == next && harness.writes == writes + [next])
        #expect(harness.selection == next && harness.strayWrites == [])
    }

    @Test("hidden, the carousel does not autoplay")
    func hidden() {
        let harness = autoplaying()
        pausesWhile(
            harness, hide: { harness.view.isHidden = true }, show: { harness.view.isHidden = false }
        )
    }

    @Test("inside a hidden or transparent ancestor (hidden(), opacity(0)), it does not autoplay")
    func ancestor() {
        let host = UIView(frame: .zero)
        let harness = autoplaying(inside: host)
        pausesWhile(harness, hide: { host.alpha = 0 }, show: { host.alpha = 1 })
        pausesWhile(harness, hide: { host.isHidden = true }, show: { host.isHidden = false })
    }

    @Test("a row scrolled outside the window's bounds does not autoplay")
    func outsideWindow() {
        let page = page()
        let harness = autoplaying(inside: page)
        // The row lies at the top of the page; a page scrolled 900 points down leaves it above.
        pausesWhile(
            harness, hide: { page.contentOffset = CGPoint(x: 0, y: 900) },
            show: { page.contentOffset = CGPoint(x: 0, y: 100) })
    }

    @Test("while the page around it is dragged or glides, the carousel does not autoplay")
    func enclosingScroll() {
        let page = page()
        let harness = autoplaying(inside: page)
        pausesWhile(
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
                    expectEqual(harness.center, "a")
                }
            })
    }

    @Test("isPaused lifted while the carousel is hidden: it still waits to be seen, then whole")
    func unpausedWhileHidden() {
        let harness = autoplaying()
        harness.options.autoplay.isPaused = true
        harness.update()
        pausesWhile(
            harness,
            hide: {
                harness.view.isHidden = true
                harness.options.autoplay.isPaused = false
                harness.update()
            },
            show: { harness.view.isHidden = false })
    }
}
