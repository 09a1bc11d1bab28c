import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

@MainActor
@Suite("UIKit adapter simulation: a haptic on each item passed")
struct UIKitAdapterHapticsSimulationTests {
    /// The selection ticks the view played so far.
    private func ticks(_ harness: AdapterHarness) -> Int {
        harness.view.itemPassHaptics.generator?.selectionChanges ?? 0
    }

    @Test("a snapping glide over N items plays N ticks")
    func glide() throws {
        let harness = AdapterHarness(items: Array(0..<5))
        try harness.view.setMotion(.snapping)
        harness.view.playsHapticsOnItemPass = true
        let travel = Travel(harness.view)
        harness.drag(towardNext: 0.2, frames: 6, velocity: 4)
        harness.runUntilRest()
        expectEqual(travel.pages, 6)  // 0.2 + 4 × 499 / 375 = 5.52, snapped to 6
        expectEqual(ticks(harness), 6)
        expectEqual(harness.view.itemPassHaptics.generator?.preparations, 1)
        expectEqual(harness.failures, [])
    }

    @Test("a drag over three items plays three ticks, forward or back")
    func drag() {
        let harness = AdapterHarness(items: Array(0..<5), peeking: true)
        harness.view.playsHapticsOnItemPass = true
        harness.drag(towardNext: 3.2, frames: 40, velocity: 0)
        harness.runUntilRest()
        expectEqual(ticks(harness), 3)
        harness.drag(towardNext: -2.2, frames: 40, velocity: 0)
        harness.runUntilRest()
        expectEqual(ticks(harness), 5)
        expectEqual(harness.failures, [])
    }

    @Test("none when off (the default), nor for autoplay, a marquee, moves or data changes")
    func noneByItself() throws {
        let off = AdapterHarness(items: Array(0..<5))
        #expect(!off.view.playsHapticsOnItemPass)
        try off.view.setMotion(.free)
        off.drag(towardNext: 0.2, frames: 6, velocity: 5)
        off.runUntilRest()
        #expect(off.view.itemPassHaptics.generator == nil)
        let harness = AdapterHarness(items: Array(0..<5))
        harness.view.playsHapticsOnItemPass = true
        try harness.view.startAutoplay(interval: 0.5)
        harness.frame(120)
        try harness.view.startAutoscroll(itemsPerSecond: 3)
        harness.frame(120)
        harness.view.stopAutoscroll()
        harness.runUntilRest()
        #expect(harness.view.next())
        harness.runUntilRest()
        harness.change { $0.items.insert(9, at: 0) }
        expectEqual(ticks(harness), 0)
        expectEqual(harness.failures, [])
    }
}
