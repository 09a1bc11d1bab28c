import PropertyTesting
import Testing
import UIKitStandIn

@testable import Carousel

/// A ``CarouselView`` made with an item length: chips, logos, a picker, frame by frame on the
/// stand-in, every frame checked against the plain model.
@MainActor
@Suite("UIKit adapter simulation: items of their own lengths")
struct ItemLengthsSimulationTests {
    /// Five chips in a 375-point view, 8 points apart.
    static let chips: [Double] = [60, 120, 80, 200, 90]

    @Test("the first layout centers item 0 and tiles the view; a vertical row too")
    func firstLayout() throws {
        for vertical in [false, true] {
            let harness = RowViewHarness(lengths: Self.chips, vertical: vertical)
            expectEqual(harness.view.currentIndex, 0)
            #expect(!harness.view.scrollView.isHidden)
            let item0 = try #require(harness.shown().first { $0.key == 0 })
            #expect(item0.start == 157.5 && item0.end == 217.5)
            expectEqual(harness.failures, [])
        }
    }

    @Test("right to left mirrors left to right: the same drags, taps and swipes, mirrored")
    func rightToLeft() throws {
        let mirrored = RowViewHarness(lengths: Self.chips, anchor: .leading, rightToLeft: true)
        let plain = RowViewHarness(lengths: Self.chips, anchor: .leading)
        // Counted from the right edge: item 0 starts there, item 1 follows on its left.
        let item0 = try #require(mirrored.shown().first { $0.key == 0 })
        #expect(item0.start == 0 && item0.end == 60)
        let cell0 = try #require(mirrored.view.coordinator.slots.first { $0.item == 0 })
        expectEqual(mirrored.view.scrollView.convert(cell0.center, to: mirrored.view).x, 345)
        let steps: [(String, @MainActor (RowViewHarness) -> Void)] = [
            ("drag toward next", { $0.drag([20, 20]) }),
            ("tap near the leading edge", { $0.tap(at: 30) }),
            ("tap farther", { $0.tap(at: 140) }),
            ("drag back", { $0.drag([-30, -30]) }),
            (
                "swipe forward",
                { _ = $0.view.accessibilityScroll($0.isRightToLeft ? .right : .left) }
            ),
        ]
        for (what, step) in steps {
            for harness in [mirrored, plain] {
                step(harness)
                harness.runUntilRest()
            }
            expectEqual(mirrored.view.currentIndex, plain.view.currentIndex, "\(what)")
            let (a, b) = (mirrored.shown(), plain.shown())
            expectEqual(a.map(\.key), b.map(\.key), "\(what)")
            #expect(
                zip(a, b).allSatisfy {
                    abs($0.start - $1.start) < 1e-9 && abs($0.end - $1.end) < 1e-9
                },
                "\(what): \(a) and \(b)")
        }
        #expect(mirrored.view.currentIndex != 0)
        #expect(mirrored.failures == [] && plain.failures == [])
    }

    @Test("a load by value under rotate, each item on screen several times, reports by item")
    func loadByValueRepeated() {
        // Three items of the minimum length, each shown six times or more; the load keeps item
        // 0 (now at index 2) and moves its slots to where index 2 showed item 2.
        let harness = RowViewHarness(
            lengths: [20, 20, 20], spacing: 0, anchor: .center, reusePolicy: .rotate)
        harness.load([3: 20, 4: 20, 0: 20, 6: 20], items: [3, 4, 0, 6], keepingCurrent: .byValue)
        expectEqual(harness.view.currentItem, 0)
        expectEqual(harness.failures, [])
    }

    @Test("perform runs a data change on a row, as on pages, and keeps the current item")
    func performOnRow() throws {
        let harness = RowViewHarness(lengths: Self.chips)
        harness.lengths[99] = 70
        var changes = 0
        harness.view.onChange = { changes += 1 }
        let events = try harness.view.perform { carousel throws(CarouselError) in
            try carousel.insert(99, at: 0)
        }
        #expect(!events.isEmpty)
        expectEqual(changes, 1)
        expectEqual(harness.view.items.first, 99)
        expectEqual(harness.view.currentItem, 0)
        harness.check("after the insert")
        // Refused, it changes nothing.
        #expect(throws: CarouselError.self) {
            try harness.view.perform { carousel throws(CarouselError) in
                try carousel.remove(at: 100)
            }
        }
        expectEqual(harness.view.items.count, Self.chips.count + 1)
        expectEqual(harness.failures, [])
    }

    @Test("neighbors bind items beyond the view on each side; the view shows the same")
    func neighbors() {
        // Items as long as the view: without neighbors the row binds the current one alone.
        let harness = RowViewHarness(lengths: [375, 375, 375, 375, 375, 375], spacing: 0)
        expectEqual(harness.view.neighbors, 0)
        expectEqual(harness.row.windowFrames.map(\.index), [0])
        harness.setNeighbors(2)
        expectEqual(harness.view.neighbors, 2)
        expectEqual(harness.row.windowFrames.map(\.index), [4, 5, 0, 1, 2])
        expectEqual(harness.shown().map(\.key), [0])
        harness.drag([-100])
        harness.runUntilRest()
        expectEqual(Array(harness.row.windowFrames).count, 5)
        // Out of range counts as the nearest end: 0 for a row, 7 at most.
        harness.setNeighbors(-3)
        expectEqual(harness.view.neighbors, 0)
        harness.setNeighbors(99)
        expectEqual(harness.view.neighbors, 7)
        expectEqual(harness.failures, [])
    }

    @Test("a drag past half an item released without velocity pages to the next item")
    func dragPages() {
        let harness = RowViewHarness(lengths: Self.chips)
        // Item 0's cell is 68 points; 40 points take the anchor into item 1's.
        harness.drag([20, 20])
        harness.runUntilRest()
        expectEqual(harness.view.currentIndex, 1)
        expectEqual(harness.row.offset, 1)
        expectEqual(harness.failures, [])
    }

    @Test("a fling under snapping travels several items and ends on one's rest")
    func flingSnaps() throws {
        let harness = RowViewHarness(lengths: Self.chips, anchor: .leading)
        try harness.view.setMotion(.snapping)
        harness.drag([30, 60, 90])
        harness.runUntilRest()
        expectEqual(harness.row.offset, 1)
        #expect(harness.view.currentIndex != 0)
        expectEqual(harness.failures, [])
    }

    @Test("next, previous and jump glide frame by frame; a refused move while one runs")
    func moves() throws {
        let harness = RowViewHarness(lengths: Self.chips)
        var changes = 0
        harness.view.onChange = { changes += 1 }
        #expect(harness.view.next())
        #expect(!harness.view.next())
        #expect(harness.runUntilRest() > 5)
        expectEqual(harness.view.currentIndex, 1)
        #expect(harness.view.previous())
        harness.runUntilRest()
        #expect(harness.view.previous())
        harness.runUntilRest()
        expectEqual(harness.view.currentIndex, 4)
        #expect(try harness.view.jump(to: 2, animated: false))
        #expect(harness.view.currentIndex == 2 && harness.view.isAtRest)
        harness.check("jump")
        #expect(throws: CarouselError.self) { try harness.view.jump(to: 5) }
        #expect(changes > 10)
        expectEqual(harness.failures, [])
    }

    @Test("a tap on another item moves it to the anchor, or selects it without moving")
    func taps() {
        let harness = RowViewHarness(lengths: Self.chips)
        var selected: [Int] = []
        harness.view.onSelect = { index, item in selected.append(item) }
        harness.tap(at: 187)  // item 0, current
        // Item 1 lies from 225.5 to 345.5.
        harness.tap(at: 300)
        expectEqual(harness.view.currentIndex, 1)
        harness.view.movesToTappedNeighbor = false
        // Item 2 lies 8 points past item 1, centered at 187.5: from 255.5 to 335.5.
        harness.tap(at: 300)
        harness.tap(at: 250)  // in the spacing
        expectEqual(selected, [0, 2])
        expectEqual(harness.view.currentIndex, 1)
        expectEqual(harness.failures, [])
    }

    @Test("continuous scrolling runs in points per second, whatever the lengths")
    func ticker() throws {
        let harness = RowViewHarness(lengths: Self.chips, anchor: .leading)
        try harness.view.setMotion(.free)
        try harness.view.startAutoscroll(pointsPerSecond: 120)
        expectEqual(harness.view.autoscrollPointsPerSecond, 120)
        // Items of their own lengths have no speed in items: refused, the speed kept.
        let refusal = #expect(throws: CarouselError.self) {
            try harness.view.startAutoscroll(itemsPerSecond: 1)
        }
        expectEqual(refusal?.code, .invalidAutoscrollSpeed)
        #expect(harness.view.autoscrollItemsPerSecond == nil && harness.view.isAutoscrolling)
        expectEqual(harness.view.autoscrollPointsPerSecond, 120)
        let before = harness.shown().first { $0.key == 2 }!.start
        harness.frame()  // the display link's first frame starts its clock
        harness.frame(60)
        let after = harness.shown().first { $0.key == 2 }!.start
        #expect(abs(before - after - 120) < 1e-6)
        harness.view.stopAutoscroll()
        #expect(harness.view.isAtRest)
        expectEqual(harness.failures, [])
    }

    @Test(
        "item effects: each cell's displacement is from the anchor in items of its own length",
        arguments: [(false, false), (true, false), (false, true)])
    func itemEffects(rightToLeft: Bool, leading: Bool) throws {
        let harness = RowViewHarness(
            lengths: Self.chips, spacing: 8, anchor: leading ? .leading : .center,
            rightToLeft: rightToLeft)
        var latest: [Int: CarouselItemEffect.Displacement] = [:]
        harness.view.itemEffect = .zoom(scale: 0.8)
        harness.view.transformCell = { cell, displacement in
            if let item = cell.item { latest[item] = displacement }
        }
        func expectDisplacements(_ what: String) {
            for shown in harness.shown() {
                guard let displacement = latest[shown.key] else {
                    Issue.record("\(what): no displacement for item \(shown.key)")
                    continue
                }
                let length = shown.end - shown.start
                // From the item's rest place, positive toward the next items, which `shown`
                // counts from the leading edge (from right to left, the right one).
                let points = leading ? shown.start : (shown.start + shown.end - 375) / 2
                #expect(
                    abs(displacement.points - points) < 1e-6
                        && abs(displacement.items - points / (length + 8)) < 1e-9
                        && displacement.itemLength == length && displacement.spacing == 8,
                    "\(what): item \(shown.key) at \(shown.start)..<\(shown.end): \(displacement)")
            }
        }
        expectDisplacements("set")
        expectEqual(latest[0]?.items, 0)
        harness.drag(at: 150, [-30, -45, -60])
        expectDisplacements("dragged")
        harness.frame(120)
        expectDisplacements("at rest")
        // No effect and no closure: the row stops telling displacements, the cells look plain.
        harness.view.transformCell = nil
        harness.view.itemEffect = .none
        latest = [:]
        harness.drag(at: 150, [-30])
        #expect(latest.isEmpty)
        expectEqual(harness.failures, [])
    }

    @Test("prefetching asks for the items beyond the row's cells, and cancels those it left")
    func prefetching() throws {
        let harness = RowViewHarness(lengths: Array(repeating: 150, count: 12))
        var asked: [Int] = []
        var cancelled: [Int] = []
        harness.view.prefetchItem = { _, index in asked.append(index) }
        harness.view.cancelPrefetchingItem = { _, index in cancelled.append(index) }
        try harness.view.setPrefetchDistance(2)
        expectEqual(harness.view.prefetchDistance, 2)
        // 150-point items centered in 375 points: the cells hold items 11, 0 and 1.
        expectEqual(asked, [2, 3])
        try harness.view.setPrefetchDistance(0)
        expectEqual(Set(cancelled), [2, 3])
        let refusal = #expect(throws: CarouselError.self) {
            try harness.view.setPrefetchDistance(17)
        }
        expectEqual(refusal?.code, .invalidPrefetchDistance)
        expectEqual(harness.failures, [])
    }

    @Test("autoplay slides one item forward every interval onto its rest; a touch counts again")
    func autoplay() throws {
        let harness = RowViewHarness(lengths: Self.chips, anchor: .leading)
        try harness.view.startAutoplay(interval: 3)
        expectEqual(harness.view.autoplayInterval, 3)
        harness.frame()  // the display link's first frame starts its clock
        harness.frame(170)
        expectEqual(harness.view.currentIndex, 0)
        harness.frame(100)  // the interval ends at frame 180; the slide lands well before 270
        expectEqual(harness.view.currentIndex, 1)
        #expect(harness.view.isAtRest && harness.row.offset == 1)
        // A tap counts the interval again from 0: nothing moves 3 s after the first move.
        harness.tap(at: 5)
        let afterTap = harness.view.currentIndex
        harness.frame(150)
        expectEqual(harness.view.currentIndex, afterTap)
        harness.frame(60)
        #expect(harness.view.currentIndex != afterTap)
        harness.view.stopAutoplay()
        #expect(harness.view.autoplayInterval == nil)
        let refusal = #expect(throws: CarouselError.self) {
            try harness.view.startAutoplay(interval: 0)
        }
        expectEqual(refusal?.code, .invalidAutoplayInterval)
        expectEqual(harness.failures, [])
    }

    @Test("continuous scrolling waits while VoiceOver runs; Reduce Motion moves without a glide")
    func motionPolicy() throws {
        defer { StandInDevice.reset() }
        let harness = RowViewHarness(lengths: Self.chips, anchor: .leading)
        try harness.view.setMotion(.free)
        try harness.view.startAutoscroll(pointsPerSecond: 120)
        harness.frame(2)
        StandInDevice.setVoiceOverRunning(true)
        let before = harness.shown().first { $0.key == 2 }!.start
        harness.frame(30)
        expectEqual(harness.shown().first { $0.key == 2 }!.start, before)
        StandInDevice.setVoiceOverRunning(false)
        harness.frame(30)
        #expect(harness.shown().first { $0.key == 2 }!.start < before)
        harness.view.stopAutoscroll()
        StandInDevice.setReduceMotionEnabled(true)
        let current = try #require(harness.view.currentIndex)
        #expect(harness.view.next())
        #expect(harness.view.isAtRest)
        expectEqual(harness.view.currentIndex, (current + 1) % 5)
        expectEqual(harness.failures, [])
    }

    @Test("loading by value keeps the current item under the anchor; a resize keeps it too")
    func loadAndResize() throws {
        let harness = RowViewHarness(lengths: Self.chips, reusePolicy: .rotate)
        _ = try harness.view.jump(to: 3, animated: false)
        harness.load([7: 150], items: [7, 3, 4, 0], keepingCurrent: .byValue)
        #expect(harness.view.currentIndex == 1 && harness.view.currentItem == 3)
        harness.resize(length: 600)
        expectEqual(harness.view.currentItem, 3)
        harness.resize(length: 0)
        harness.resize(length: 320)
        expectEqual(harness.view.currentItem, 3)
        harness.view.items = []
        #expect(harness.view.currentIndex == nil)
        harness.view.items = [1]
        harness.check("one item")
        #expect(!harness.view.next())
        expectEqual(harness.failures, [])
    }

    @Test("VoiceOver's swipes move one item; its value names the current one")
    func voiceOver() {
        let harness = RowViewHarness(lengths: Self.chips)
        harness.view.accessibilityIncrement()
        harness.runUntilRest()
        expectEqual(harness.view.currentIndex, 1)
        expectEqual(harness.view.accessibilityValue, "Item 2 of 5")
        #expect(harness.view.accessibilityScroll(.right))
        harness.runUntilRest()
        expectEqual(harness.view.currentIndex, 0)
        #expect(!harness.view.accessibilityScroll(.up))
        expectEqual(harness.failures, [])
    }

    @Test(
        "an arrow key, a mouse wheel and a trackpad swipe move a row one item each; mirrored",
        arguments: [false, true])
    func keysWheelAndTrackpad(rightToLeft: Bool) {
        StandInFocus.reset()
        defer { StandInFocus.reset() }
        let harness = RowViewHarness(lengths: Self.chips, rightToLeft: rightToLeft)
        let center = harness.view.convert(
            CGPoint(x: harness.view.bounds.midX, y: harness.view.bounds.midY), to: nil)
        // The content moves toward the next items: leftward, or rightward from right to left.
        let towardNext: CGFloat = rightToLeft ? 30 : -30
        #expect(harness.view.becomeFirstResponder())
        StandInFocus.press(rightToLeft ? .keyboardLeftArrow : .keyboardRightArrow)
        harness.runUntilRest()
        expectEqual(harness.view.currentIndex, 1, "an arrow")
        // A pointer's scroll of `steps` moves a frame apart; a trackpad's fingers land a frame
        // before they move, as a finger does.
        func scroll(_ type: UIScrollType, steps: Int) {
            harness.screen.beginPointerScroll(at: center, type: type)
            if type == .continuous { harness.frame() }
            for _ in 0..<steps {
                harness.screen.pointerScroll(dx: towardNext)
                harness.frame()
            }
            harness.screen.endPointerScroll()
            harness.runUntilRest()
        }
        scroll(.discrete, steps: 4)
        expectEqual(harness.view.currentIndex, 2, "a wheel's turn of four steps")
        scroll(.continuous, steps: 2)
        expectEqual(harness.view.currentIndex, 3, "a quick trackpad swipe")
        expectEqual(harness.failures, [])
    }

    @Test("a length out of bounds counts as the nearest bound: no frame is refused")
    func lengthsKeptInBounds() {
        let harness = RowViewHarness(lengths: [5, 900, .infinity, 100])
        // 5 and infinity count as the minimum (20), 900 as the view (375).
        let shown = harness.shown().map { $0.end - $0.start }
        expectEqual(shown, [375, 20, 100, 20, 375])
        harness.drag([100, 100, 100])
        harness.runUntilRest()
        expectEqual(harness.failures, [])
    }

    @Test(
        """
        a page control follows a row as it follows pages: its dot on the nearest item during a \
        drag and on the current one at rest, a dot's selection jumped to
        """)
    func pageControl() {
        let harness = RowViewHarness(lengths: Self.chips)
        let view = harness.view
        let dots = CarouselPageControl(frame: .zero)
        var shown: [Int?] = []
        view.onChange = { [weak view, weak dots] in
            guard let view, let dots else { return }
            dots.show(view.nearestIndex, of: view.items.count)
            shown.append(dots.selectedIndex)
        }
        // Item 1's center lies 98 points from item 0's: the dot moves once the drag passes 49.
        harness.drag([30, 30])
        expectEqual(dots.selectedIndex, 1)
        harness.runUntilRest()
        expectEqual(dots.selectedIndex, view.currentIndex)
        #expect(shown.contains(0) && shown.contains(1))
        dots.currentPage = 3  // a tap on the fourth dot
        if let index = dots.selectedIndex { _ = try? view.jump(to: index) }
        harness.runUntilRest()
        expectEqual(view.currentIndex, 3)
        expectEqual(dots.selectedIndex, 3)
        expectEqual(harness.failures, [])
    }
}
