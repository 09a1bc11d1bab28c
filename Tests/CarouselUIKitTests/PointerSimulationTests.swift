import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

@MainActor
@Suite("UIKit adapter simulation: trackpad and mouse wheel")
struct UIKitAdapterPointerSimulationTests {
    // MARK: The wheel's decisions

    /// The plain model: content pulled toward the start of the axis brings in the next item,
    /// mirrored only for a horizontal row laid out right to left.
    private static func expectedStep(
        along: Double, axis: CarouselGeometry.Axis,
        layoutDirection: CarouselGeometry.LayoutDirection
    ) -> Int {
        let towardStart = along < 0
        let mirrored = axis == .horizontal && layoutDirection == .rightToLeft
        return towardStart == mirrored ? -1 : 1
    }

    @Test("a wheel gesture asks for one item toward its motion, once, by axis and direction")
    func wheelSteps() {
        for axis in [CarouselGeometry.Axis.horizontal, .vertical] {
            for direction in [CarouselGeometry.LayoutDirection.leftToRight, .rightToLeft] {
                for along in [-40.0, -0.5, 0.5, 40, 1e300] {
                    var gesture = WheelGesture(axis: axis, layoutDirection: direction)
                    let point = axis.oriented(CGPoint(x: CGFloat(along), y: 3))
                    expectEqual(gesture.begins(translation: point), (along.magnitude > 3))
                    expectEqual(
                        gesture.step(translation: point),
                        Self.expectedStep(
                            along: along, axis: axis, layoutDirection: direction))
                    // Once a gesture, whatever comes after.
                    #expect(gesture.step(translation: point) == nil)
                    #expect(gesture.step(translation: CGPoint(x: -point.x, y: -point.y)) == nil)
                }
            }
        }
    }

    @Test("no motion along the axis, or a broken one, asks for nothing and keeps the gesture")
    func wheelWithoutMotion() {
        var gesture = WheelGesture(axis: .horizontal, layoutDirection: .leftToRight)
        #expect(!gesture.begins(translation: CGPoint(x: 0, y: 30)))
        #expect(!gesture.begins(translation: CGPoint(x: 30, y: -30)))  // diagonal: not ours
        #expect(!gesture.begins(translation: .zero))
        #expect(gesture.step(translation: CGPoint(x: 0, y: 30)) == nil)
        #expect(gesture.step(translation: CGPoint(x: CGFloat(Double.nan), y: 0)) == nil)
        #expect(gesture.step(translation: CGPoint(x: CGFloat(-Double.infinity), y: 0)) == nil)
        #expect(!gesture.hasStepped)
        expectEqual(gesture.step(translation: CGPoint(x: -10, y: 0)), 1)
    }

    // MARK: The mouse wheel on the view

    @Test("a wheel gesture of many steps moves one item, both ways, both axes, right to left")
    func wheelMovesOneItem() {
        for axis in [CarouselGeometry.Axis.horizontal, .vertical] {
            for rightToLeft in [false, true] {
                let harness = AdapterHarness(
                    items: Array(0..<5), axis: axis, rightToLeft: rightToLeft)
                harness.wheel(ticks: 6, points: 40)
                harness.runUntilRest()
                expectEqual(harness.view.currentIndex, 1, "\(axis), rtl \(rightToLeft)")
                expectEqual(harness.centerItem, 1)
                harness.wheel(ticks: 2, points: -40)
                harness.runUntilRest()
                harness.wheel(ticks: 1, points: -40)
                harness.runUntilRest()
                expectEqual(harness.view.currentIndex, 4, "\(axis), rtl \(rightToLeft)")
                expectEqual(harness.failures, [])
            }
        }
    }

    @Test("the wheel slides the row; the scroll view's own pan never takes a wheel's step")
    func wheelSlides() {
        let harness = AdapterHarness(items: Array(0..<5))
        let rest = harness.scrollView.contentOffset.x
        harness.screen.beginPointerScroll(at: CGPoint(x: 187, y: 100), type: .discrete)
        harness.screen.pointerScroll(dx: -30)
        #expect(!harness.scrollView.isDragging)
        expectEqual(harness.view.isAtRest, false)  // its slide began
        harness.frame()
        #expect(harness.scrollView.contentOffset.x > rest)
        harness.screen.endPointerScroll()
        harness.runUntilRest()
        expectEqual(harness.view.currentIndex, 1)
        expectEqual(harness.failures, [])
    }

    @Test("turns during a slide wait for the rest and add up; a finger drops them")
    func wheelDuringSlide() {
        let harness = AdapterHarness(items: Array(0..<7))
        harness.wheel(ticks: 1, points: 40)
        #expect(!harness.view.isAtRest)  // the first turn's slide runs
        harness.wheel(ticks: 1, points: 40)
        harness.wheel(ticks: 1, points: 40)
        harness.runUntilRest()
        expectEqual(harness.view.currentIndex, 3)
        harness.view.next()
        harness.wheel(ticks: 1, points: -40)
        harness.touchDown()
        harness.frame(5)
        harness.lift()
        harness.runUntilRest()
        // The finger caught next() as it began, and the row settles back; the turn is gone.
        expectEqual(harness.view.currentIndex, 3)
        expectEqual(harness.failures, [])
    }

    @Test("a wheel across the axis is left to the views around; the row does not move")
    func wheelAcross() {
        for axis in [CarouselGeometry.Axis.horizontal, .vertical] {
            let harness = AdapterHarness(items: Array(0..<5), axis: axis)
            // A plain mouse's wheel on a horizontal row, a tilt wheel's on a vertical one.
            harness.wheel(ticks: 4, points: 0, across: 40)
            harness.wheel(ticks: 4, points: 20, across: 40)
            harness.runUntilRest()
            expectEqual(harness.view.currentIndex, 0, "\(axis)")
            expectEqual(harness.view.wheelRecognizer.state, .possible)
            expectEqual(harness.failures, [])
        }
    }

    @Test("under Reduce Motion the wheel moves at once; on 0 or 1 items it moves nothing")
    func wheelReduceMotionAndFewItems() {
        StandInDevice.reset()
        defer { StandInDevice.reset() }
        StandInDevice.setReduceMotionEnabled(true)
        let harness = AdapterHarness(items: Array(0..<5))
        harness.screen.beginPointerScroll(at: CGPoint(x: 187, y: 100), type: .discrete)
        harness.screen.pointerScroll(dx: -30)
        expectEqual(harness.view.currentIndex, 1)
        #expect(harness.view.isAtRest)
        harness.screen.endPointerScroll()
        StandInDevice.reset()
        for count in [0, 1] {
            let few = AdapterHarness(items: Array(0..<count))
            few.wheel(ticks: 3, points: 40)
            few.runUntilRest()
            expectEqual(few.view.currentIndex, (count == 0 ? nil : 0))
            expectEqual(few.failures, [])
        }
    }

    @Test("the wheel under snapping and free moves one item too, onto it")
    func wheelUnderGlidingMotions() throws {
        for motion in [CarouselMotion.snapping, .free] {
            let harness = AdapterHarness(items: Array(0..<5))
            try harness.view.setMotion(motion)
            harness.wheel(ticks: 5, points: -40)
            harness.runUntilRest()
            expectEqual(harness.view.currentIndex, 4, "\(motion)")
            expectEqual(harness.scrollView.contentOffset.x, 375)
            expectEqual(harness.failures, [])
        }
    }

    // MARK: The trackpad on the view

    @Test("a quick trackpad swipe pages one item, both ways, both axes, right to left")
    func trackpadPages() {
        for axis in [CarouselGeometry.Axis.horizontal, .vertical] {
            for rightToLeft in [false, true] {
                let harness = AdapterHarness(
                    items: Array(0..<5), axis: axis, rightToLeft: rightToLeft)
                harness.trackpad(towardNext: 0.2, frames: 2)
                harness.runUntilRest()
                expectEqual(harness.view.currentIndex, 1, "\(axis), rtl \(rightToLeft)")
                harness.trackpad(towardNext: -0.2, frames: 2)
                harness.runUntilRest()
                harness.trackpad(towardNext: -0.2, frames: 2)
                harness.runUntilRest()
                expectEqual(harness.view.currentIndex, 4, "\(axis), rtl \(rightToLeft)")
                expectEqual(harness.failures, [])
            }
        }
    }

    @Test("a trackpad swipe follows the fingers; a slow short one springs back")
    func trackpadFollows() {
        let harness = AdapterHarness(items: Array(0..<5))
        let rest = harness.scrollView.contentOffset.x
        harness.screen.beginPointerScroll(at: CGPoint(x: 187, y: 100), type: .continuous)
        harness.screen.pointerScroll(dx: -50)
        #expect(harness.scrollView.isDragging)
        expectEqual(harness.scrollView.contentOffset.x, rest + 50)
        harness.frame(10)  // the fingers hold still: no velocity left
        harness.screen.endPointerScroll()
        harness.runUntilRest()
        expectEqual(harness.view.currentIndex, 0)
        harness.trackpad(towardNext: 0.6, frames: 1)
        harness.runUntilRest()
        expectEqual(harness.view.currentIndex, 1)
        expectEqual(harness.failures, [])
    }

    @Test("a trackpad swipe glides under free and snapping: a fast one runs several items")
    func trackpadGlides() throws {
        for motion in [CarouselMotion.snapping, .free] {
            let harness = AdapterHarness(items: Array(0..<12))
            try harness.view.setMotion(motion)
            harness.trackpad(towardNext: 0.3, frames: 1)
            #expect(!harness.view.isAtRest, "\(motion): it glides")
            harness.runUntilRest()
            let moved = harness.view.currentIndex ?? 0
            #expect(moved > 1, "\(motion) moved to \(moved)")
            if motion == .snapping { expectEqual(harness.scrollView.contentOffset.x, 375) }
            expectEqual(harness.failures, [])
        }
    }

    @Test("a trackpad swipe is no tap, and autoplay waits for it")
    func trackpadIsNoTap() throws {
        let harness = AdapterHarness(items: Array(0..<5))
        var selected: [Int] = []
        harness.view.onSelect = { index, _ in selected.append(index) }
        try harness.view.startAutoplay(interval: 0.2)
        harness.screen.beginPointerScroll(at: CGPoint(x: 187, y: 100), type: .continuous)
        harness.screen.pointerScroll(dx: -5)
        harness.frame(60)  // a second with the fingers down: autoplay waits
        expectEqual(harness.view.currentIndex, 0)
        harness.screen.endPointerScroll()
        harness.view.stopAutoplay()
        harness.runUntilRest()
        expectEqual(selected, [])
        expectEqual(harness.failures, [])
    }
}
