import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

/// Keys pressed on the view, frame by frame: a hardware keyboard's through the first
/// responder, a remote clickpad's by their press type, played by ``StandInFocus``, which each
/// test resets before and after.
@MainActor
@Suite("UIKit adapter simulation: keyboard")
struct KeyboardSimulationTests {
    init() {
        StandInFocus.reset()
        StandInDevice.reset()
    }

    /// A harness whose view is the first responder.
    private func harness(
        items: Int = 5, axis: CarouselGeometry.Axis = .horizontal, rightToLeft: Bool = false,
        reusePolicy: ReusePolicy = .rebind
    ) -> AdapterHarness {
        let harness = AdapterHarness(
            items: Array(0..<items), axis: axis, reusePolicy: reusePolicy,
            rightToLeft: rightToLeft)
        #expect(harness.view.becomeFirstResponder())
        return harness
    }

    /// The keys that move a carousel along `axis`, `rightToLeft` or not, forward and back.
    private func arrows(_ axis: CarouselGeometry.Axis, rightToLeft: Bool)
        -> (forward: UIKeyboardHIDUsage, backward: UIKeyboardHIDUsage)
    {
        if axis == .vertical { return (.keyboardDownArrow, .keyboardUpArrow) }
        return rightToLeft
            ? (.keyboardLeftArrow, .keyboardRightArrow) : (.keyboardRightArrow, .keyboardLeftArrow)
    }

    /// The keys that reached the system, in order.
    private var unhandledKeys: [UIKeyboardHIDUsage] {
        StandInFocus.unhandled.filter { $0.phase == .began }.compactMap { $0.press.key?.keyCode }
    }

    @Test(
        "an arrow along the axis slides one item each way; right to left mirrored",
        arguments: [
            (CarouselGeometry.Axis.horizontal, false), (.horizontal, true), (.vertical, false),
            (.vertical, true),
        ])
    func arrowsMove(axis: CarouselGeometry.Axis, rightToLeft: Bool) {
        defer { StandInFocus.reset() }
        let harness = harness(axis: axis, rightToLeft: rightToLeft)
        let (forward, backward) = arrows(axis, rightToLeft: rightToLeft)
        StandInFocus.press(forward)
        #expect(!harness.isAtRest)  // it slides
        harness.runUntilRest()
        expectEqual(harness.centerItem, 1)
        StandInFocus.press(backward)
        harness.runUntilRest()
        StandInFocus.press(backward)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 4)  // across the wrap
        StandInFocus.press(.keyboardPageDown)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 0)
        StandInFocus.press(.keyboardPageUp)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 4)
        expectEqual(unhandledKeys, [])
        expectEqual(harness.failures, [])
    }

    @Test("a remote clickpad's arrows move as the keyboard's do")
    func clickpad() {
        defer { StandInFocus.reset() }
        let harness = harness()
        StandInFocus.press(UIPress.PressType.rightArrow)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 1)
        StandInFocus.press(UIPress.PressType.leftArrow)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 0)
        StandInFocus.press(UIPress.PressType.select)
        expectEqual(StandInFocus.unhandled.map(\.press.type), [.select, .select])
        expectEqual(harness.failures, [])
    }

    @Test("presses during a slide all count, as one move once the view rests")
    func rapidPresses() {
        defer { StandInFocus.reset() }
        let harness = harness(items: 7)
        harness.allowFarMove(to: 3)
        StandInFocus.press(.keyboardRightArrow)
        harness.frame(3)
        StandInFocus.press(.keyboardRightArrow)
        StandInFocus.press(.keyboardRightArrow)
        harness.frame(5)
        #expect(harness.view.currentIndex != 3)  // not yet
        harness.runUntilRest()
        expectEqual(harness.centerItem, 3)
        // → ← during a slide cancel out: the view rests where the first one took it.
        StandInFocus.press(.keyboardRightArrow)
        StandInFocus.press(.keyboardRightArrow)
        StandInFocus.press(.keyboardLeftArrow)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 4)
        expectEqual(harness.failures, [])
    }

    @Test("a key under a finger moves nothing; a finger drops the keys that waited")
    func fingerWins() {
        defer { StandInFocus.reset() }
        let harness = harness()
        harness.touchDown()
        StandInFocus.press(.keyboardRightArrow)
        harness.frame(3)
        harness.lift()
        harness.runUntilRest()
        expectEqual(harness.centerItem, 0)
        expectEqual(unhandledKeys, [])  // taken, and spent
        StandInFocus.press(.keyboardRightArrow)
        harness.frame(2)
        StandInFocus.press(.keyboardRightArrow)
        StandInFocus.press(.keyboardRightArrow)
        harness.touchDown()
        harness.frame(2)
        harness.lift()
        harness.runUntilRest()
        let rested = harness.centerItem
        #expect(rested == 0 || rested == 1)  // wherever the finger left the first slide
        harness.frame(30)
        expectEqual(harness.centerItem, rested)
        #expect(harness.view.pendingMoves.isEmpty)
        expectEqual(harness.failures, [])
    }

    @Test("Home goes to the first item and End to the last, the short way round")
    func homeEnd() {
        defer { StandInFocus.reset() }
        let harness = harness(items: 9)
        harness.allowFarMove(to: 8)
        StandInFocus.press(.keyboardEnd)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 8)
        harness.allowFarMove(to: 0)
        StandInFocus.press(.keyboardHome)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 0)
        // An arrow after End, during the slide, goes on from the last item.
        StandInFocus.press(.keyboardRightArrow)
        harness.allowFarMove(to: 7)
        StandInFocus.press(.keyboardEnd)
        StandInFocus.press(.keyboardLeftArrow)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 7)
        expectEqual(harness.failures, [])
    }

    @Test("with Reduce Motion a key moves at once")
    func reduceMotion() {
        defer {
            StandInFocus.reset()
            StandInDevice.reset()
        }
        StandInDevice.setReduceMotionEnabled(true)
        let harness = harness()
        StandInFocus.press(.keyboardRightArrow)
        #expect(harness.isAtRest)
        expectEqual(harness.centerItem, 1)
        expectEqual(harness.failures, [])
    }

    @Test("no items or one: every key goes on; two items: each arrow moves")
    func fewItems() {
        defer { StandInFocus.reset() }
        for count in [0, 1] {
            StandInFocus.reset()
            let harness = harness(items: count)
            StandInFocus.press(.keyboardRightArrow)
            StandInFocus.press(.keyboardEnd)
            expectEqual(unhandledKeys, [.keyboardRightArrow, .keyboardEnd], "\(count) items")
            #expect(harness.isAtRest)
        }
        StandInFocus.reset()
        let harness = harness(items: 2)
        for expected in [1, 0, 1] {
            StandInFocus.press(.keyboardRightArrow)
            harness.runUntilRest()
            expectEqual(harness.centerItem, expected)
        }
        StandInFocus.press(.keyboardLeftArrow)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 0)
        // → → at once: one slide on, and one more once it rests, back where it started.
        StandInFocus.press(.keyboardRightArrow)
        StandInFocus.press(.keyboardRightArrow)
        harness.frame()
        #expect(!harness.view.pendingMoves.isEmpty)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 0)
        expectEqual(unhandledKeys, [])
        expectEqual(harness.failures, [])
    }

    @Test("arrows across the axis, other keys and shortcuts go to the next responder")
    func passedOn() {
        defer { StandInFocus.reset() }
        for axis in [CarouselGeometry.Axis.horizontal, .vertical] {
            StandInFocus.reset()
            let harness = harness(axis: axis)
            let across: [UIKeyboardHIDUsage] =
                axis == .horizontal
                ? [.keyboardUpArrow, .keyboardDownArrow]
                : [.keyboardLeftArrow, .keyboardRightArrow]
            let others: [UIKeyboardHIDUsage] = [.keyboardSpacebar, .keyboardTab, .keyboardA]
            for key in across + others { StandInFocus.press(key) }
            for modifier: UIKeyModifierFlags in [.command, .control, .alternate] {
                StandInFocus.press(arrows(axis, rightToLeft: false).forward, modifiers: modifier)
            }
            expectEqual(
                unhandledKeys,
                across + others
                    + Array(repeating: arrows(axis, rightToLeft: false).forward, count: 3))
            // Both phases of each press went on.
            expectEqual(StandInFocus.unhandled.filter { $0.phase == .ended }.count, 8)
            // Shift and the numeric pad's flag do not make a shortcut.
            StandInFocus.press(
                arrows(axis, rightToLeft: false).forward, modifiers: [.shift, .numericPad])
            harness.runUntilRest()
            expectEqual(harness.centerItem, 1)
            expectEqual(harness.failures, [])
        }
    }

    @Test("a key during autoplay's slide counts once the slide rests")
    func duringAutoplay() throws {
        defer { StandInFocus.reset() }
        let harness = harness()
        try harness.view.startAutoplay(interval: 1)
        var frames = 0
        while harness.isAtRest, frames < 200 {
            harness.frame()
            frames += 1
        }
        #expect(!harness.isAtRest)  // autoplay slides to item 1
        StandInFocus.press(.keyboardRightArrow)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 2)
        expectEqual(harness.failures, [])
    }

    @Test("a row of items of their own lengths moves by the same keys, right to left mirrored")
    func itemLengths() {
        defer { StandInFocus.reset() }
        for rightToLeft in [false, true] {
            StandInFocus.reset()
            let harness = RowViewHarness(
                lengths: [80, 120, 60, 100, 90], anchor: .leading, rightToLeft: rightToLeft)
            #expect(harness.view.becomeFirstResponder())
            StandInFocus.press(rightToLeft ? .keyboardLeftArrow : .keyboardRightArrow)
            harness.runUntilRest()
            expectEqual(harness.view.currentIndex, 1)
            StandInFocus.press(.keyboardEnd)
            harness.runUntilRest()
            expectEqual(harness.view.currentIndex, 4)
            StandInFocus.press(.keyboardUpArrow)
            expectEqual(unhandledKeys, [.keyboardUpArrow])
            expectEqual(harness.failures, [])
        }
    }

    @Test("a cancelled press the view took stays with it; another goes on")
    func cancelled() {
        defer { StandInFocus.reset() }
        let harness = harness()
        let taken = UIPress(key: UIKey(keyCode: .keyboardRightArrow))
        let other = UIPress(key: UIKey(keyCode: .keyboardSpacebar))
        harness.view.pressesCancelled([taken, other], with: nil)
        expectEqual(StandInFocus.unhandled.map(\.press), [other])
        expectEqual(StandInFocus.unhandled.map(\.phase), [.cancelled])
        #expect(harness.isAtRest)  // a cancelled press moves nothing
    }
}
