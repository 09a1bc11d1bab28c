import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

/// A focusable view beside the carousel, as a button the focus can leave to.
@MainActor
private final class FocusableView: UIView {
    override var canBecomeFocused: Bool { true }
}

/// The focus engine played by ``StandInFocus`` (tvOS's, and the keyboard focus of iPadOS):
/// swipes on a Siri Remote, focus entering the carousel, and arrows nobody took. Each test
/// resets it before and after.
@MainActor
@Suite("UIKit adapter simulation: focus")
struct FocusSimulationTests {
    init() { StandInFocus.reset() }

    /// A harness with peeking neighbors and a focusable view below the carousel's left edge
    /// and one right of it; with `focusableCells`, the app's cells can take the focus.
    private func harness(
        items: Int = 5, axis: CarouselGeometry.Axis = .horizontal, rightToLeft: Bool = false,
        reusePolicy: ReusePolicy = .rebind, focusableCells: Bool = false
    ) -> (AdapterHarness, below: UIView, beside: UIView) {
        let harness = AdapterHarness(
            items: Array(0..<items), axis: axis, reusePolicy: reusePolicy,
            rightToLeft: rightToLeft, peeking: true)
        for cell in harness.cells { cell.isFocusable = focusableCells }
        let (width, height) = (harness.view.frame.width, harness.view.frame.height)
        let below = FocusableView(frame: CGRect(x: 0, y: height + 100, width: 30, height: 30))
        let beside = FocusableView(frame: CGRect(x: width + 100, y: 0, width: 30, height: 30))
        harness.screen.window.addSubview(below)
        harness.screen.window.addSubview(beside)
        return (harness, below, beside)
    }

    /// The item of the focused view's cell, or `nil` if the focus is not on a cell.
    private var focusedItem: Int? { (StandInFocus.focusedView as? TestCell)?.item }

    @Test(
        "a swipe along the axis moves one item and the view keeps the focus; right to left mirrored",
        arguments: [
            (CarouselGeometry.Axis.horizontal, false), (.horizontal, true), (.vertical, false),
        ])
    func swipeAlong(axis: CarouselGeometry.Axis, rightToLeft: Bool) {
        defer { StandInFocus.reset() }
        let (harness, _, _) = harness(axis: axis, rightToLeft: rightToLeft)
        let view = harness.view
        #expect(view.canBecomeFocused)
        StandInFocus.focus(into: view)
        #expect(view.isFocused)
        let forward: UIFocusHeading = axis == .vertical ? .down : rightToLeft ? .left : .right
        let backward: UIFocusHeading = axis == .vertical ? .up : rightToLeft ? .right : .left
        StandInFocus.swipe(forward)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 1)
        StandInFocus.swipe(backward)
        harness.runUntilRest()
        StandInFocus.swipe(backward)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 4)
        #expect(view.isFocused)
        expectEqual(harness.failures, [])
    }

    @Test("a swipe across the axis, or an arrow across it nobody took, lets the focus leave")
    func leaves() {
        defer { StandInFocus.reset() }
        let (harness, below, beside) = harness()
        StandInFocus.focus(into: harness.view)
        StandInFocus.swipe(.down)
        #expect(below.isFocused)
        StandInFocus.focus(into: harness.view)
        StandInFocus.press(.keyboardDownArrow)  // the view is focused, not the first responder
        #expect(below.isFocused)
        expectEqual(harness.centerItem, 0)
        StandInFocus.reset()
        let (vertical, _, verticalBeside) = self.harness(axis: .vertical)
        StandInFocus.focus(into: vertical.view)
        StandInFocus.swipe(.right)
        #expect(verticalBeside.isFocused)
        #expect(!beside.isFocused)
        #expect(harness.failures == [] && vertical.failures == [])
    }

    @Test("autoplay stands still while the focus is inside, and counts a whole interval after")
    func autoplayPausesUnderFocus() throws {
        defer { StandInFocus.reset() }
        let (harness, below, _) = harness()
        try harness.view.startAutoplay(interval: 0.5)
        StandInFocus.focus(into: harness.view)
        harness.frame(120)  // two seconds: four intervals
        expectEqual(harness.centerItem, 0)
        StandInFocus.swipe(.down)
        #expect(below.isFocused)
        harness.frame(20)  // a third of a second: less than the interval counted from 0
        expectEqual(harness.view.currentIndex, 0)
        harness.frame(20)
        harness.view.stopAutoplay()
        harness.runUntilRest()
        expectEqual(harness.view.currentIndex, 1)
        expectEqual(harness.failures, [])
    }

    @Test("an arrow along the axis while the view is focused moves it, and keeps the focus")
    func focusedArrow() {
        defer { StandInFocus.reset() }
        let (harness, _, _) = harness()
        StandInFocus.focus(into: harness.view)
        StandInFocus.press(.keyboardRightArrow)
        harness.runUntilRest()
        expectEqual(harness.centerItem, 1)
        #expect(harness.view.isFocused)
        #expect(StandInFocus.unhandled.isEmpty)
        expectEqual(harness.failures, [])
    }

    @Test("a swipe with nothing focusable that way, at the screen's edge, still moves")
    func edge() {
        defer { StandInFocus.reset() }
        let (harness, _, _) = harness()
        StandInFocus.focus(into: harness.view)
        StandInFocus.swipe(.left)  // nothing lies left of the carousel
        harness.runUntilRest()
        expectEqual(harness.centerItem, 4)
        #expect(harness.view.isFocused)
        expectEqual(harness.failures, [])
    }

    @Test(
        "focusable cells: the current cell has the focus, and keeps it through the recenter",
        arguments: [ReusePolicy.rebind, .rotate])
    func focusableCells(reusePolicy: ReusePolicy) {
        defer { StandInFocus.reset() }
        let (harness, below, _) = harness(reusePolicy: reusePolicy, focusableCells: true)
        let view = harness.view
        #expect(!view.canBecomeFocused)  // the current cell is the focus stop
        StandInFocus.focus(into: view)
        let first = StandInFocus.focusedView
        expectEqual(focusedItem, 0)
        for (heading, expected) in [(UIFocusHeading.right, 1), (.right, 2), (.left, 1)] {
            StandInFocus.swipe(heading)
            harness.runUntilRest()
            expectEqual(harness.centerItem, expected)
            expectEqual(focusedItem, expected, "\(reusePolicy) after \(heading)")
        }
        // Under rebind the centered cell stays the same object, and so does the focus; under
        // rotate the focus followed the item to another cell.
        expectEqual((StandInFocus.focusedView === first), (reusePolicy == .rebind))
        StandInFocus.swipe(.down)
        #expect(below.isFocused)
        expectEqual(harness.failures, [])
    }

    @Test("focus that enters on a peeking neighbor goes on to the current item")
    func entryRedirects() {
        defer { StandInFocus.reset() }
        let (harness, below, _) = harness(reusePolicy: .rotate, focusableCells: true)
        StandInFocus.focus(into: below)
        StandInFocus.swipe(.up)  // nearest is the left neighbor, which peeks in above
        expectEqual(focusedItem, 0)
        expectEqual(harness.centerItem, 0)
        expectEqual(harness.failures, [])
    }

    @Test("no items or one: the view takes no focus, and focus moves freely")
    func fewItems() {
        defer { StandInFocus.reset() }
        for count in [0, 1] {
            StandInFocus.reset()
            let (harness, below, beside) = harness(items: count)
            #expect(!harness.view.canBecomeFocused)
            StandInFocus.focus(into: below)
            StandInFocus.swipe(.right)
            #expect(beside.isFocused, "\(count) items")
        }
        StandInFocus.reset()
        #expect(harness(items: 2).0.view.canBecomeFocused)
    }
}
