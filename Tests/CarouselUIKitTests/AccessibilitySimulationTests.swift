import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

/// The view with VoiceOver, Reduce Motion, focus and the app's activity played by
/// ``StandInDevice``, which each test resets before and after: the system is global.
@MainActor
@Suite("UIKit adapter simulation: accessibility")
struct UIKitAdapterAccessibilitySimulationTests {
    /// The device is global. Another test may run between this and the test's body, so a test
    /// that reads the announcements from the first resets the device again as it starts.
    init() { StandInDevice.reset() }

    /// The page-scrolled announcements posted, from the `start`th on.
    private func announcements(after start: Int = 0) -> [String] {
        Array(StandInDevice.pageScrolledAnnouncements.dropFirst(start))
    }

    @Test("one adjustable element whose value names the item; the off-center cells are hidden")
    func element() {
        defer { StandInDevice.reset() }
        let harness = AdapterHarness(items: Array(0..<5), reusePolicy: .rotate)
        let view = harness.view
        #expect(view.isAccessibilityElement)
        #expect(view.accessibilityTraits.contains(.adjustable))
        expectEqual(view.accessibilityValue, "Item 1 of 5")
        for _ in 0..<2 {
            harness.drag(towardNext: 0.7)
            harness.runUntilRest()
            // Under rotate the cells change places: the one showing the current item is shown.
            let visible = harness.cells.filter { !$0.accessibilityElementsHidden }
            expectEqual(visible.map(\.item), [view.currentItem])
        }
        expectEqual(view.accessibilityValue, "Item 3 of 5")
        #expect(AdapterHarness(items: []).view.accessibilityValue == nil)
        expectEqual(harness.failures, [])
    }

    @Test("a swipe up slides one item; the value names it at once, before the slide ends")
    func increment() {
        StandInDevice.reset()
        defer { StandInDevice.reset() }
        StandInDevice.setVoiceOverRunning(true)
        let harness = AdapterHarness(items: Array(0..<5))
        #expect(StandInDevice.swipeUp(on: harness.view))
        #expect(!harness.isAtRest)
        expectEqual(harness.view.currentIndex, 0)
        expectEqual(harness.view.accessibilityValue, "Item 2 of 5")
        harness.runUntilRest()
        expectEqual(harness.centerItem, 1)
        expectEqual(harness.view.accessibilityValue, "Item 2 of 5")
        StandInDevice.swipeDown(on: harness.view)
        harness.runUntilRest()
        StandInDevice.swipeDown(on: harness.view)
        expectEqual(harness.view.accessibilityValue, "Item 5 of 5")  // across the wrap
        harness.runUntilRest()
        expectEqual(harness.centerItem, 4)
        expectEqual(announcements(), [])  // the value is read; only a scroll announces
        expectEqual(harness.failures, [])
    }

    @Test("with Reduce Motion a swipe up moves at once, without a slide")
    func incrementReduceMotion() {
        defer { StandInDevice.reset() }
        StandInDevice.setReduceMotionEnabled(true)
        let harness = AdapterHarness(items: Array(0..<5))
        StandInDevice.swipeUp(on: harness.view)
        #expect(harness.isAtRest)
        expectEqual(harness.centerItem, 1)
        expectEqual(harness.view.accessibilityValue, "Item 2 of 5")
        expectEqual(harness.failures, [])
    }

    @Test("the value speaks the app's words; a value set on the view replaces it until nil")
    func localized() {
        defer { StandInDevice.reset() }
        let harness = AdapterHarness(items: [7, 8, 9])
        harness.view.accessibilityValueForItem = { item, index, count in
            "Karte \(index + 1) von \(count): \(item)"
        }
        expectEqual(harness.view.accessibilityValue, "Karte 1 von 3: 7")
        harness.view.accessibilityValue = "fixed"
        expectEqual(harness.view.accessibilityValue, "fixed")
        harness.view.accessibilityValue = nil
        expectEqual(harness.view.accessibilityValue, "Karte 1 von 3: 7")
    }

    @Test("the view's wording names the position; an item's value replaces it until nil")
    func wording() {
        defer { StandInDevice.reset() }
        let harness = AdapterHarness(items: [7, 8, 9])
        harness.view.positionWording = CarouselPositionWording(preferredLanguages: ["ar-EG"])
        expectEqual(harness.view.accessibilityValue, "العنصر ١ من أصل ٣ عناصر")
        harness.view.accessibilityValueForItem = { item, _, _ in "Karte \(item)" }
        expectEqual(harness.view.accessibilityValue, "Karte 7")
        harness.view.accessibilityValueForItem = nil
        harness.view.positionWording = CarouselPositionWording { "\($0 + 1) – \($1)" }
        expectEqual(harness.view.accessibilityValue, "1 – 3")
    }

    @Test("announcements speak the view's wording, a repeated one in its language's short form")
    func localizedAnnouncements() {
        StandInDevice.reset()
        defer { StandInDevice.reset() }
        let harness = AdapterHarness(items: [1, 2])
        harness.view.positionWording = CarouselPositionWording(preferredLanguages: ["ja"])
        StandInDevice.threeFingerSwipe(.next, focusedOn: harness.view)
        harness.runUntilRest()
        expectEqual(announcements(), ["2項目中2番目"])
        harness.view.accessibilityValueForItem = { _, _, _ in "おすすめ" }
        for _ in 0..<2 {
            StandInDevice.threeFingerSwipe(.next, focusedOn: harness.view)
            harness.runUntilRest()
        }
        expectEqual(announcements(after: 1), ["おすすめ", "おすすめ（2/2）"])
    }

    @Test("a three-finger swipe pages, and announces the position once the view rests")
    func threeFingerSwipe() {
        StandInDevice.reset()
        defer { StandInDevice.reset() }
        StandInDevice.setVoiceOverRunning(true)
        let harness = AdapterHarness(items: Array(0..<3))
        let view = harness.view
        var heard: [String] = []
        for _ in 0..<4 {
            #expect(StandInDevice.threeFingerSwipe(.left, focusedOn: view) === view)
            expectEqual(announcements(after: heard.count), [])  // not before the scroll completes
            harness.runUntilRest()
            heard = announcements()
        }
        expectEqual(heard, ["Item 2 of 3", "Item 3 of 3", "Item 1 of 3", "Item 2 of 3"])
        StandInDevice.threeFingerSwipe(.right, focusedOn: view)
        harness.runUntilRest()
        expectEqual(announcements(after: 4), ["Item 1 of 3"])
        expectEqual(harness.centerItem, 0)
        expectEqual(harness.failures, [])
    }

    @Test("two items: consecutive announcements differ, also for a text without the position")
    func neverRepeats() {
        StandInDevice.reset()
        defer { StandInDevice.reset() }
        let harness = AdapterHarness(items: [1, 2])
        harness.view.accessibilityValueForItem = { _, _, _ in "Featured" }
        for _ in 0..<4 {
            StandInDevice.threeFingerSwipe(.next, focusedOn: harness.view)
            harness.runUntilRest()
        }
        expectEqual(announcements(), ["Featured", "Featured (1/2)", "Featured", "Featured (1/2)"])
    }

    @Test("a swipe during a slide is taken and moves nothing more; one announcement at rest")
    func swipeDuringSlide() {
        StandInDevice.reset()
        defer { StandInDevice.reset() }
        let harness = AdapterHarness(items: Array(0..<5))
        StandInDevice.threeFingerSwipe(.left, focusedOn: harness.view)
        harness.frame(3)
        #expect(StandInDevice.threeFingerSwipe(.left, focusedOn: harness.view) === harness.view)
        harness.runUntilRest()
        expectEqual(announcements(), ["Item 2 of 5"])
        expectEqual(harness.centerItem, 1)
    }

    @Test(
        """
        the swipe's direction follows the axis and the layout direction; across it, or on one \
        item, it goes to the views around
        """)
    func swipeDirections() {
        defer { StandInDevice.reset() }
        let rightToLeft = AdapterHarness(items: Array(0..<5), rightToLeft: true)
        StandInDevice.threeFingerSwipe(.right, focusedOn: rightToLeft.view)
        rightToLeft.runUntilRest()
        expectEqual(rightToLeft.centerItem, 1)
        #expect(StandInDevice.threeFingerSwipe(.up, focusedOn: rightToLeft.view) == nil)
        let vertical = AdapterHarness(items: Array(0..<5), axis: .vertical, rightToLeft: true)
        StandInDevice.threeFingerSwipe(.up, focusedOn: vertical.view)
        vertical.runUntilRest()
        expectEqual(vertical.centerItem, 1)
        #expect(StandInDevice.threeFingerSwipe(.left, focusedOn: vertical.view) == nil)
        let single = AdapterHarness(items: [3])
        #expect(StandInDevice.threeFingerSwipe(.left, focusedOn: single.view) == nil)
        #expect(rightToLeft.failures == [] && vertical.failures == [])
    }

    @Test("data changes during a VoiceOver slide: the value names the current item")
    func changeDuringSlide() {
        defer { StandInDevice.reset() }
        let harness = AdapterHarness(items: Array(0..<5))
        StandInDevice.swipeUp(on: harness.view)
        harness.change { $0.items = [10, 11] }
        expectEqual(harness.view.accessibilityValue, "Item 1 of 2")
        harness.runUntilRest()
        expectEqual(harness.failures, [])
    }

    /// Autoplay every second: it moves when 1 s has counted, and then slides for 0.3 s.
    private func autoplayingHarness() throws -> AdapterHarness {
        let harness = AdapterHarness(items: Array(0..<5))
        try harness.view.startAutoplay(interval: 1)
        return harness
    }

    @Test("autoplay pauses while VoiceOver runs, and counts a whole interval when it stops")
    func voiceOverPauses() throws {
        defer { StandInDevice.reset() }
        let harness = try autoplayingHarness()
        harness.frame(50)
        StandInDevice.setVoiceOverRunning(true)
        harness.frame(300)
        expectEqual(harness.centerItem, 0)
        expectEqual(harness.view.autoplayInterval, 1)  // paused, not stopped
        StandInDevice.setVoiceOverRunning(false)
        harness.frame(55)
        expectEqual(harness.centerItem, 0)  // not 10 frames after: a whole interval
        harness.frame(30)
        expectEqual(harness.centerItem, 1)
        expectEqual(harness.failures, [])
    }

    @Test("autoplay pauses while an assistive technology's focus is inside the view")
    func focusPauses() throws {
        defer { StandInDevice.reset() }
        let harness = try autoplayingHarness()
        StandInDevice.focus(harness.cells[1])
        harness.frame(120)
        expectEqual(harness.centerItem, 0)
        StandInDevice.focus(harness.view)
        harness.frame(120)
        expectEqual(harness.centerItem, 0)
        StandInDevice.focus(harness.screen.window)  // elsewhere
        harness.frame(80)
        expectEqual(harness.centerItem, 1)
        // VoiceOver stopping takes its focus away: nothing else would say so.
        StandInDevice.focus(harness.view)
        StandInDevice.setVoiceOverRunning(true)
        StandInDevice.setVoiceOverRunning(false)
        harness.frame(80)
        expectEqual(harness.centerItem, 2)
        expectEqual(harness.failures, [])
    }

    @Test("autoplay pauses while the app is inactive")
    func inactivePauses() throws {
        defer { StandInDevice.reset() }
        let harness = try autoplayingHarness()
        StandInDevice.resignActive()
        harness.frame(120)
        expectEqual(harness.centerItem, 0)
        StandInDevice.becomeActive()
        harness.frame(80)
        expectEqual(harness.centerItem, 1)
        expectEqual(harness.failures, [])
    }

    @Test("with Reduce Motion autoplay and programmatic moves change the item without a slide")
    func reduceMotionCuts() throws {
        defer { StandInDevice.reset() }
        let harness = try autoplayingHarness()
        StandInDevice.setReduceMotionEnabled(true)
        for _ in 0..<130 {
            harness.frame()
            #expect(harness.isAtRest && harness.offset == 375)
        }
        expectEqual(harness.centerItem, 2)
        harness.jump(to: 3)
        #expect(harness.isAtRest && harness.centerItem == 3)
        harness.jump(to: 0)
        #expect(harness.isAtRest && harness.centerItem == 0)
        // A finger still pauses it, and a drag still follows the finger.
        harness.touchDown()
        harness.frame(90)
        expectEqual(harness.centerItem, 0)
        harness.lift()
        StandInDevice.setReduceMotionEnabled(false)
        harness.frame(90)
        expectEqual(harness.centerItem, 1)
        expectEqual(harness.failures, [])
    }

    /// A cut moves no content offset, so no scroll reports it: the view must see it itself.
    @Test("a cut under Reduce Motion is a change: onChange hears it, VoiceOver sees the new cell")
    func reduceMotionCutIsAChange() throws {
        defer { StandInDevice.reset() }
        let pages = AdapterHarness(items: Array(0..<5), reusePolicy: .rotate)
        let row = RowViewHarness(lengths: [100, 150, 120, 80, 200, 90], reusePolicy: .rotate)
        let views: [(view: CarouselView<Int, TestCell>, frame: (Int) -> Void)] = [
            (pages.view, { pages.frame($0) }), (row.view, { row.frame($0) }),
        ]
        StandInDevice.setReduceMotionEnabled(true)
        for (view, frame) in views {
            var changes = 0
            try view.startAutoplay(interval: 1)
            view.onChange = { changes += 1 }
            frame(130)
            expectEqual(changes, 2)
            let visible = view.coordinator.slots.filter { !$0.accessibilityElementsHidden }
            expectEqual(visible.map(\.item), [view.currentItem])
        }
        expectEqual(pages.failures + row.failures, [])
    }

    @Test("stop and start are the pause control: autoplayInterval is its state")
    func pauseControl() throws {
        defer { StandInDevice.reset() }
        let harness = AdapterHarness(items: Array(0..<5))
        #expect(harness.view.autoplayInterval == nil)
        try harness.view.startAutoplay(interval: 5)
        expectEqual(harness.view.autoplayInterval, 5)
        harness.view.stopAutoplay()
        #expect(harness.view.autoplayInterval == nil)
        harness.frame(400)
        expectEqual(harness.centerItem, 0)
    }
}
