import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

/// Continuous scrolling on the display link's clock, with the pauses of ``StandInDevice``, which
/// each test resets before and after: the system is global.
@MainActor
@Suite("UIKit adapter simulation: continuous scrolling")
struct UIKitAdapterAutoscrollSimulationTests {
    init() { StandInDevice.reset() }

    /// A harness of five items under `motion` whose display link has seen a frame (the clock
    /// counts from the second), scrolling at `speed` items a second, its travel counted.
    private func scrolling(
        speed: Double, motion: CarouselMotion = .free, framesPerSecond: Double = 60
    ) throws -> (AdapterHarness, Travel) {
        let harness = AdapterHarness(items: Array(0..<5), framesPerSecond: framesPerSecond)
        try harness.view.setMotion(motion)
        harness.frame()
        let travel = Travel(harness.view)
        try harness.view.startAutoscroll(itemsPerSecond: speed)
        return (harness, travel)
    }

    @Test(
        "after t seconds of display frames the row has moved speed × t, at 60 and 120 Hz",
        arguments: [60.0, 120.0])
    func distance(framesPerSecond: Double) throws {
        let (harness, travel) = try scrolling(speed: 0.5, framesPerSecond: framesPerSecond)
        harness.frame(Int(7 * framesPerSecond))
        #expect(abs(travel.pages - 3.5) < 1e-9)
        #expect(harness.view.isAtRest)  // a marquee at rest: moves may run
        expectEqual(harness.failures, [])
    }

    @Test("uneven and dropped frames: the distance is the time's, backward too")
    func unevenFrames() throws {
        let (harness, travel) = try scrolling(speed: -1.25)
        let durations = [1.0 / 60, 1.0 / 120, 0.1, 1.0 / 90, 0.25, 1.0 / 60, 0.004]
        var seconds = 0.0
        for round in 0..<40 {
            for duration in durations.rotated(by: round) {
                harness.frame(lasting: duration)
                seconds += duration
            }
        }
        #expect(abs(travel.pages + 1.25 * seconds) < 1e-9)
        #expect(travel.pages < -5)  // round the loop
        expectEqual(harness.failures, [])
    }

    @Test("a finger stops it; it goes on from where the finger left the row, without a jump")
    func fingerPauses() throws {
        let (harness, travel) = try scrolling(speed: 1)
        harness.frame(30)
        harness.touchDown()
        let caught = travel.pages
        harness.frame(30)
        expectEqual(travel.pages, caught)
        harness.lift()
        harness.drag(towardNext: -0.8, frames: 20, velocity: 0)
        let left = travel.pages
        #expect(abs(left - (caught - 0.8)) < 1e-9)
        var last = left
        for _ in 0..<90 {
            harness.frame()
            let step = travel.pages - last
            #expect(step >= 0 && step <= 1.0 / 60 + 1e-9)
            last = travel.pages
        }
        #expect(abs(travel.pages - (left + 89.0 / 60)) < 1.5 / 60)
        expectEqual(harness.failures, [])
    }

    @Test("a tap on a free marquee selects the item it lands on; on a paging one it settles")
    func tapOnMarquee() throws {
        for motion in [CarouselMotion.free, .paging] {
            let (harness, travel) = try scrolling(speed: 1, motion: motion)
            var selected: [Int] = []
            harness.view.onSelect = { index, _ in selected.append(index) }
            harness.frame(12)  // 0.2 items along: the current item still under the center
            harness.touchDown()
            harness.lift()
            expectEqual(selected, (motion == .free ? [0] : []))
            harness.runUntilRest()
            let tapped = travel.pages
            // Paging: back on the item, then on from there (one frame, the rest's own).
            #expect(motion == .free ? tapped > 0.19 : tapped <= 1.0 / 60 + 1e-9)
            harness.frame(30)
            #expect(travel.pages > tapped + 0.45, "the marquee goes on")
            expectEqual(harness.failures, [])
        }
    }

    @Test("a speed in points runs pages at the page length's share of it in items")
    func speedInPoints() throws {
        let harness = AdapterHarness(items: Array(0..<5))
        let pageLength = harness.view.coordinator.geometry.pageLength
        try harness.view.startAutoscroll(pointsPerSecond: 2 * pageLength)
        expectEqual(harness.view.autoscrollItemsPerSecond, 2)
        expectEqual(harness.view.autoscrollPointsPerSecond, 2 * pageLength)
        #expect(harness.view.isAutoscrolling)
        // Beyond the points' own limit: refused, the speed kept.
        for points in [200_000, 0, .infinity] {
            let refusal = #expect(throws: CarouselError.self) {
                try harness.view.startAutoscroll(pointsPerSecond: points)
            }
            expectEqual(refusal?.code, .invalidAutoscrollSpeed)
        }
        expectEqual(harness.view.autoscrollItemsPerSecond, 2)
        // A new page length takes the speed in points again.
        harness.resize(length: 2 * harness.view.bounds.width)
        let newPageLength = harness.view.coordinator.geometry.pageLength
        #expect(newPageLength != pageLength)
        expectEqual(harness.view.autoscrollPointsPerSecond, 2 * pageLength)
        let items = try #require(harness.view.autoscrollItemsPerSecond)
        #expect(abs(items - 2 * pageLength / newPageLength) < 1e-12)
        // Less than a thousandth of a page a second runs at a thousandth.
        try harness.view.startAutoscroll(pointsPerSecond: -0.01)
        expectEqual(harness.view.autoscrollItemsPerSecond, -0.001)
        expectEqual(harness.view.autoscrollPointsPerSecond, -0.01)
        // A speed in items forgets the one in points.
        try harness.view.startAutoscroll(itemsPerSecond: 1)
        expectEqual(harness.view.autoscrollPointsPerSecond, newPageLength)
        expectEqual(harness.failures, [])
    }

    @Test("autoscrollItemsPerSecond is the state of a button; a refused speed changes nothing")
    func speedState() throws {
        let harness = AdapterHarness(items: Array(0..<5))
        #expect(harness.view.autoscrollItemsPerSecond == nil)
        try harness.view.startAutoscroll(itemsPerSecond: -0.5)
        expectEqual(harness.view.autoscrollItemsPerSecond, -0.5)
        for speed in [0, .infinity, 2000] {
            let refusal = #expect(throws: CarouselError.self) {
                try harness.view.startAutoscroll(itemsPerSecond: speed)
            }
            expectEqual(refusal?.code, .invalidAutoscrollSpeed)
        }
        expectEqual(harness.view.autoscrollItemsPerSecond, -0.5)
        harness.view.isAutomaticMotionPaused = true
        expectEqual(harness.view.autoscrollItemsPerSecond, -0.5)
        try harness.view.startAutoplay(interval: 2)
        #expect(harness.view.autoscrollItemsPerSecond == nil)
        try harness.view.startAutoscroll(itemsPerSecond: 1)
        #expect(harness.view.autoplayInterval == nil)
        harness.view.stopAutoscroll()
        #expect(harness.view.autoscrollItemsPerSecond == nil)
        expectEqual(harness.failures, [])
    }

    @Test("stopped under paging it settles on the nearest item; under free it rests in place")
    func stop() throws {
        let (paging, pagingTravel) = try scrolling(speed: 1, motion: .paging)
        paging.frame(40)
        paging.view.stopAutoscroll()
        paging.runUntilRest()
        #expect(pagingTravel.pages == 1 && paging.offset == 375)
        let (free, freeTravel) = try scrolling(speed: 1)
        free.frame(40)
        free.view.stopAutoscroll()
        free.frame(10)
        #expect(abs(freeTravel.pages - 40.0 / 60) < 1e-9)
        expectEqual(free.view.currentIndex, 1)
        expectEqual(paging.failures, [])
        expectEqual(free.failures, [])
    }

    /// Continuous scrolling at one item a second stands still while `pause` holds (a second),
    /// then goes on from where it stopped.
    private func pausesWhile(
        _ cause: String, pause: (AdapterHarness) -> Void, resume: (AdapterHarness) -> Void
    ) throws {
        defer { StandInDevice.reset() }
        let (harness, travel) = try scrolling(speed: 1)
        harness.frame(30)
        pause(harness)
        harness.frame()  // the frame that sees the pause
        let paused = travel.pages
        harness.frame(60)
        expectEqual(travel.pages, paused, "paused by \(cause)")
        resume(harness)
        harness.frame(31)
        #expect(abs(travel.pages - (paused + 30.0 / 60)) < 1.5 / 60, "resumed after \(cause)")
        expectEqual(harness.failures, [], "\(cause)")
    }

    @Test("it pauses for VoiceOver, focus inside, an inactive app and Reduce Motion")
    func accessibilityPauses() throws {
        try pausesWhile(
            "VoiceOver", pause: { _ in StandInDevice.setVoiceOverRunning(true) },
            resume: { _ in StandInDevice.setVoiceOverRunning(false) })
        try pausesWhile(
            "focus inside", pause: { StandInDevice.focus($0.view) },
            resume: { StandInDevice.focus($0.screen.window) })
        try pausesWhile(
            "an inactive app", pause: { _ in StandInDevice.resignActive() },
            resume: { _ in StandInDevice.becomeActive() })
        try pausesWhile(
            "Reduce Motion", pause: { _ in StandInDevice.setReduceMotionEnabled(true) },
            resume: { _ in StandInDevice.setReduceMotionEnabled(false) })
    }

    @Test("it pauses while hidden, outside the window, and for the app's pause")
    func visibilityAndAppPauses() throws {
        try pausesWhile(
            "hidden", pause: { $0.view.isHidden = true }, resume: { $0.view.isHidden = false })
        try pausesWhile(
            "outside the window", pause: { $0.view.frame.origin.y = 900 },
            resume: { $0.view.frame.origin.y = 0 })
        try pausesWhile(
            "the app's pause", pause: { $0.view.isAutomaticMotionPaused = true },
            resume: { $0.view.isAutomaticMotionPaused = false })
    }

    @Test("paused, a finger's glide still runs; autoplay's cuts under Reduce Motion still cut")
    func glideRunsWhilePaused() throws {
        defer { StandInDevice.reset() }
        let harness = AdapterHarness(items: Array(0..<5))
        try harness.view.setMotion(.snapping)
        let travel = Travel(harness.view)
        harness.view.isAutomaticMotionPaused = true
        #expect(harness.view.isAutomaticMotionPaused)
        harness.drag(towardNext: 0.2, frames: 6, velocity: 3)
        harness.runUntilRest()
        expectEqual(travel.pages, 4)  // 0.2 + 3 × 499 / 375 = 4.19
        harness.view.isAutomaticMotionPaused = false
        StandInDevice.setReduceMotionEnabled(true)
        try harness.view.startAutoplay(interval: 1)
        harness.frame(61)
        #expect(travel.pages == 5 && harness.isAtRest)  // a cut: at rest the frame it moved
        expectEqual(harness.failures, [])
    }
}

extension Array {
    /// The elements rotated left by `places`: another order each round, the same each run.
    fileprivate func rotated(by places: Int) -> [Element] {
        let k = places % Swift.max(count, 1)
        return Array(self[k...] + self[..<k])
    }
}
