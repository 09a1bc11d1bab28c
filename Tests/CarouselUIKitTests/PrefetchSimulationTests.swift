import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

/// The view's prefetch callbacks, frame by frame on the stand-in; the coordinator's random
/// sessions check the rule itself against a plain model.
@MainActor
@Suite("UIKit adapter simulation: prefetching")
struct PrefetchSimulationTests {
    /// A harness of `count` items whose prefetch callbacks write to `log`, prefetching
    /// `distance` items; with `flushed`, what setting the distance asked for is read already.
    static func harness(
        _ count: Int, log: Log, distance: Int, flushed: Bool = true
    ) throws -> AdapterHarness {
        let harness = AdapterHarness(items: Array(0..<count))
        harness.view.prefetchItem = { item, index in log.lines.append("prefetch \(item)@\(index)") }
        harness.view.cancelPrefetchingItem = { item, index in
            log.lines.append("cancel \(item)@\(index)")
        }
        try harness.view.setPrefetchDistance(distance)
        if flushed { _ = log.read() }
        return harness
    }

    /// What the callbacks said, read and cleared.
    @MainActor
    final class Log {
        var lines: [String] = []

        func read() -> [String] {
            defer { lines.removeAll() }
            return lines
        }
    }

    @Test("the items beyond the cells ahead of a drag; a turn asks for the other side")
    func dragging() throws {
        let log = Log()
        let harness = try Self.harness(10, log: log, distance: 2, flushed: false)
        expectEqual(log.read(), ["prefetch 2@2", "prefetch 3@3"])
        harness.drag(towardNext: 0.6, frames: 20, hold: 10)
        harness.runUntilRest()
        expectEqual(harness.view.currentIndex, 1)
        expectEqual(log.read(), ["prefetch 4@4"])
        harness.drag(towardNext: -0.6, frames: 20, hold: 10)
        harness.runUntilRest()
        // The turn asks for 9 and 8 beyond the cell of 0; back on 0, 9 is in a cell, 7 asked.
        expectEqual(harness.view.currentIndex, 0)
        expectEqual(
            log.read(),
            [
                "cancel 3@3", "cancel 4@4", "prefetch 9@9", "prefetch 8@8", "prefetch 7@7",
            ])
        expectEqual(harness.failures, [])
    }

    /// Reduce Motion's autoplay runs the carousel's clock through the coordinator's
    /// `perform`, a data change to it, which cancels the run and asks for it again: it ran on
    /// every frame at rest, autoplay on or off (issue 41).
    @Test("under Reduce Motion without autoplay, frames at rest ask for nothing again")
    func reduceMotionAtRest() throws {
        StandInDevice.reset()
        defer { StandInDevice.reset() }
        StandInDevice.setReduceMotionEnabled(true)
        let log = Log()
        let harness = try Self.harness(10, log: log, distance: 2)
        harness.frame(10)
        expectEqual(log.read(), [])
        harness.drag(towardNext: 0.6, frames: 20, hold: 10)
        harness.runUntilRest()
        harness.frame(10)
        expectEqual(log.read(), ["prefetch 4@4"])
        expectEqual(harness.failures, [])
    }

    @Test("a jump and a data change: cancelled, then asked for anew; a bad distance refused")
    func jumpsAndData() throws {
        let log = Log()
        let harness = try Self.harness(10, log: log, distance: 1)
        harness.jump(to: 5)
        harness.runUntilRest()
        expectEqual(log.read(), ["cancel 2@2", "prefetch 7@7"])
        harness.view.setItems(Array(100..<110), keepingCurrent: .byPosition)
        expectEqual(log.read(), ["cancel 7@7", "prefetch 107@7"])
        #expect(throws: CarouselError.self) { try harness.view.setPrefetchDistance(17) }
        #expect(harness.view.prefetchDistance == 1 && log.read().isEmpty)
        try harness.view.setPrefetchDistance(0)
        expectEqual(log.read(), ["cancel 107@7"])
        expectEqual(harness.failures, [])
    }

    @Test("a new neighbor count cancels the old run and asks for the one beyond the new cells")
    func rearranging() throws {
        let log = Log()
        let harness = try Self.harness(12, log: log, distance: 1)
        harness.rearrange(neighbors: 2, fewItems: .repeating)
        expectEqual(log.read(), ["cancel 2@2", "prefetch 3@3"])
        expectEqual(harness.view.prefetchDistance, 1)
        expectEqual(harness.failures, [])
    }
}
