import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

/// `carouselMotion(_:)`, `carouselAutoscroll(speed:isPaused:)` and
/// `carouselPlaysHapticsOnItemPass(_:)` through the bridge: what reaches the UIKit view, and
/// what the row then does, frame by frame, with the selection binding following.
@MainActor
@Suite("SwiftUI motion: snapping, free, continuous scrolling, haptics")
struct BridgeMotionTests {
    private let ids = (0..<12).map { "card \($0)" }

    /// The index of the card under the center.
    private func centerIndex(_ harness: BridgeHarness) -> Int? {
        harness.center.flatMap(ids.firstIndex(of:))
    }

    @Test("snapping turns the scroll view's paging off; a fling glides several cards, ends on one")
    func snapping() {
        let harness = BridgeHarness(ids, modifiers: [.motion(.snapping)])
        expectEqual(harness.view.motion, .snapping)
        #expect(!harness.scrollView.isPagingEnabled)
        harness.drag(towardNext: 0.6)
        harness.screen.liftTouch()
        harness.frame(600)
        #expect(harness.view.isAtRest)
        let index = centerIndex(harness) ?? 0
        #expect(index >= 2, "a fling of 0.6 pages in 10 frames glides past the next card")
        expectEqual(harness.view.currentIndex, index)
        #expect(harness.selection == harness.center && harness.strayWrites == [])
    }

    @Test("a snapping limit below 1, which the carousel refuses, pages instead")
    func refusedLimit() {
        let harness = BridgeHarness(ids, modifiers: [.motion(.snapping(limit: 0))])
        expectEqual(harness.view.motion, .paging)
        #expect(harness.scrollView.isPagingEnabled)
    }

    @Test("continuous scrolling at 2 cards a second moves 2 cards a second; the pause holds it")
    func autoscroll() {
        let harness = BridgeHarness(
            ids, modifiers: [.autoscroll(.itemsPerSecond(2), isPaused: false)])
        expectEqual(harness.view.autoscrollItemsPerSecond, 2)
        harness.frame(60)
        expectEqual(centerIndex(harness), 2)
        harness.options.autoscroll.isPaused = true
        harness.update()
        #expect(harness.view.isAutomaticMotionPaused)
        harness.frame(120)
        expectEqual(centerIndex(harness), 2)
        harness.options.autoscroll.isPaused = false
        harness.update()
        harness.frame(30)
        expectEqual(centerIndex(harness), 3)
        harness.options.autoscroll.speed = nil
        harness.update()
        #expect(harness.view.autoscrollItemsPerSecond == nil)
    }

    @Test("continuous scrolling excludes autoplay: with both asked for, the row scrolls")
    func autoscrollWinsOverAutoplay() {
        let harness = BridgeHarness(
            ids,
            modifiers: [
                .autoplay(every: 1, isPaused: false),
                .autoscroll(.itemsPerSecond(-1), isPaused: false),
            ])
        expectEqual(harness.view.autoscrollItemsPerSecond, -1)
        #expect(harness.view.autoplayInterval == nil)
        harness.options.autoscroll.speed = nil
        harness.update()
        expectEqual(harness.view.autoplayInterval, 1)
        #expect(harness.view.autoscrollItemsPerSecond == nil)
    }

    @Test("a speed in points runs pages at its share in items; an unnamed unit is items here")
    func autoscrollInPoints() throws {
        let points = BridgeHarness(
            ids, modifiers: [.autoscroll(.pointsPerSecond(300), isPaused: false)])
        // Asked before the view had a length, taken again at its first layout.
        let pageLength = points.view.coordinator.geometry.pageLength
        let items = try #require(points.view.autoscrollItemsPerSecond)
        #expect(abs(items - 300 / pageLength) < 1e-12)
        expectEqual(points.view.autoscrollPointsPerSecond, 300)
        // The deprecated `carouselAutoscroll(speed:)` counts in items for pages.
        let unnamed = BridgeHarness(
            ids, modifiers: [.autoscroll(.itemsOrPoints(2), isPaused: false)])
        expectEqual(unnamed.view.autoscrollItemsPerSecond, 2)
    }

    @Test("a speed the carousel refuses runs no continuous scrolling")
    func refusedSpeed() {
        for speed in [0, Double.nan, .infinity, 1e4] {
            let harness = BridgeHarness(
                ids, modifiers: [.autoscroll(.itemsPerSecond(speed), isPaused: false)])
            #expect(harness.view.autoscrollItemsPerSecond == nil)
        }
    }

    @Test("the haptic on each item passed is off by default and on with the modifier")
    func haptics() {
        #expect(!BridgeHarness(ids, modifiers: []).view.playsHapticsOnItemPass)
        #expect(
            BridgeHarness(ids, modifiers: [.playsHapticsOnItemPass(true)]).view
                .playsHapticsOnItemPass)
    }
}
