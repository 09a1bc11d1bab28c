import Carousel
import CarouselTestSupport
import PropertyTesting
import Testing
import UIKitStandIn

/// Where the causes of issue 41's seed-17 session could strike besides it: the moves keys and
/// wheel turns ask for while the view moves, and the coordinator's own changes of the scroll
/// view around them.
@MainActor
@Suite("UIKit adapter simulation: waiting moves and the coordinator's own changes")
struct WaitingMoveTests {
    init() {
        StandInFocus.reset()
        StandInDevice.reset()
    }

    @Test(
        "a wheel turn and a key during a drag's hold are spent: the finger's gesture wins",
        arguments: [CarouselMotion.paging, .free], [false, true])
    func wheelAndKeyDuringHold(motion: CarouselMotion, reduceMotion: Bool) throws {
        defer {
            StandInFocus.reset()
            StandInDevice.reset()
        }
        StandInDevice.setReduceMotionEnabled(reduceMotion)
        let harness = AdapterHarness(items: Array(0..<5))
        try harness.view.setMotion(motion)
        #expect(harness.view.becomeFirstResponder())
        harness.touchDown()
        harness.frame()
        for _ in 0..<7 {
            harness.moveTouch(by: harness.fingerPoints(towardNext: -0.5) / 7)
            harness.frame()
        }
        harness.frame()
        harness.wheel(ticks: 1, points: 40)
        StandInFocus.press(.keyboardRightArrow)
        harness.frame(2)
        harness.lift()
        harness.runUntilRest()
        #expect(harness.view.pendingMoves.isEmpty)
        let rested = harness.view.currentIndex
        #expect(rested == 0 || rested == 4)  // where the finger left the row, half an item back
        harness.frame(30)
        expectEqual(harness.view.currentIndex, rested)
        expectEqual(harness.failures, [])
    }

    @Test(
        """
        a load that makes the row scrollable under a finger: the finger that landed on one \
        item does not drag it; the next gesture does, and a wheel turn moves it
        """,
        arguments: [FewItemsRule.repeating, .leavingEmpty], [CarouselMotion.paging, .free])
    func loadUnderTheFinger(fewItems: FewItemsRule, motion: CarouselMotion) throws {
        let harness = AdapterHarness(items: [0], fewItems: fewItems)
        try harness.view.setMotion(motion)
        harness.touchDown()
        harness.frame()
        harness.moveTouch(by: harness.fingerPoints(towardNext: -0.25))
        harness.frame()
        harness.change { $0.items = [1, 2] }
        for _ in 0..<3 {
            harness.moveTouch(by: harness.fingerPoints(towardNext: -0.1))
            harness.frame()
        }
        harness.frame(3)
        harness.lift()
        harness.runUntilRest()
        // UIKit gives a touch to the recognizers enabled when it began: the scroll view's pan,
        // off below two items, does not take over the finger already down (the stand-in's
        // scroll view, which did not track the touch, ignores its moves too).
        expectEqual(harness.view.currentIndex, 0)
        expectEqual(harness.view.coordinator.carousel.offset, 1)
        harness.drag(towardNext: 0.6, frames: 10, hold: 6)
        harness.runUntilRest()
        expectEqual(harness.view.currentIndex, 1)
        harness.wheel(ticks: 1, points: 40)
        harness.runUntilRest()
        expectEqual(harness.view.currentIndex, 0)
        expectEqual(harness.failures, [])
    }

    /// Issue 41's seed-17 session with autoplay on: Reduce Motion's clock then runs through
    /// `perform` on every frame at rest, and the frame the held drag's lift rests in must
    /// not move the row by a rounding error (the coordinator's cause, on its own).
    @Test(
        "under Reduce Motion with autoplay on, a wheel notch as a held drag ends on a free row"
    )
    func wheelAfterHeldDragWithAutoplay() {
        let session = AdapterSession(
            count: 1, policy: .rotate, axis: .horizontal, rightToLeft: false, peeking: false,
            framesPerSecond: 60, restingError: 0, reduceMotion: true,
            gestures: [
                .load(count: 2), .autoplay(0.2), .drag(distance: -0.5, frames: 7, hold: 3),
                .wheel(forward: true, ticks: 1), .wait(frames: 60),
            ], fewItems: .leavingEmpty, motion: .free)
        expectEqual(session.failures(), [])
    }
}
