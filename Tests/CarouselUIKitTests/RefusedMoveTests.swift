import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

@MainActor
@Suite("UIKit adapter simulation: a move refused during a motion")
struct RefusedMoveTests {
    /// A jump asked during a slide is refused; `onChange` then reports the rest once, and the
    /// same jump asked again runs: the way to restore a reused table row whose carousel was
    /// still moving.
    @Test("a jump refused during a slide runs when asked again at the rest onChange reports")
    func refusedJumpRunsAtRest() throws {
        let harness = AdapterHarness(items: Array(0..<9), reusePolicy: .rebind, peeking: true)
        harness.view.next()
        harness.frame()
        #expect(!harness.view.isAtRest)
        expectEqual(try harness.view.jump(to: 5, animated: false), false)
        var restReports = 0
        harness.view.onChange = { [unowned harness] in
            if harness.view.isAtRest { restReports += 1 }
        }
        // The slide's last frame scrolls before the view rests: only the end of the motion
        // finds it at rest, and says so.
        harness.frame(120)
        expectEqual(restReports, 1)
        #expect(harness.view.isAtRest)
        harness.jump(to: 5)
        harness.frame(120)
        expectEqual(harness.view.currentIndex, 5)
        #expect(harness.view.isAtRest)
        expectEqual(harness.failures, [])
    }
}
