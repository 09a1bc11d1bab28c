import PropertyTesting
import Testing
import UIKitStandIn

/// `onCarouselItemPrefetch(for:distance:perform:cancel:)` through the bridge: the UIKit view's
/// prefetch callbacks, by item.
@MainActor
@Suite("SwiftUI carousel prefetching: items about to come, and no longer wanted")
struct BridgePrefetchTests {
    /// A harness of cards a to h whose modifiers record every request as "+id" and every
    /// cancellation as "-id", prefetching `distance`; what the first update asked is flushed.
    private func prefetching(
        distance: Int, layout: [CarouselModifier] = []
    ) -> (BridgeHarness, Heard<String>) {
        let heard = Heard<String>()
        let prefetch = CarouselModifier.itemPrefetch(
            for: Card.self, distance: distance, { heard.values.append("+\($0.title)") },
            cancel: { heard.values.append("-\($0.title)") })
        let harness = BridgeHarness(
            ["a", "b", "c", "d", "e", "f", "g", "h"], modifiers: layout + [prefetch])
        harness.nextTurn()
        return (harness, heard)
    }

    @Test("the items beyond the cells, asked for on the next turn; a swipe asks for the next")
    func swipe() {
        let (harness, heard) = prefetching(distance: 2)
        expectEqual(heard.values, ["+c", "+d"])
        harness.swipe()
        expectEqual(harness.center, "b")
        expectEqual(heard.values, ["+c", "+d", "+e"])
        expectEqual(harness.view.prefetchDistance, 2)
    }

    @Test("a row of items of their own lengths asks for the items beyond its cells too")
    func row() {
        let (harness, heard) = prefetching(
            distance: 2, layout: [.itemSizing(.length(150, anchor: .leading))])
        expectEqual(harness.view.prefetchDistance, 2)
        // Before its first layout the row holds fewer cards: what it asked for then came into it.
        heard.values = []
        harness.swipe()
        let held = Set(harness.cells.compactMap { $0.isHidden ? nil : $0.card?.title })
        #expect(!heard.values.isEmpty)
        #expect(
            heard.values.allSatisfy { $0.hasPrefix("+") && !held.contains(String($0.dropFirst())) },
            "\(heard.values) beside \(held)")
    }

    @Test("a data change cancels with the value asked for, then asks for the new run")
    func dataChange() {
        let (harness, heard) = prefetching(distance: 1)
        heard.values = []
        harness.data = [Card(id: "a", title: "a"), Card(id: "c", title: "C")] + Card.deck("x")
        harness.update()
        expectEqual(heard.values, [])
        harness.nextTurn()
        // The old c was asked for under its first value; the new run is x, beyond the cells.
        expectEqual(heard.values, ["-c"])
        heard.values = []
        harness.data = Card.deck("a", "b", "c", "d", "e")
        harness.update()
        harness.nextTurn()
        expectEqual(heard.values, ["+c"])
    }

    @Test("a distance out of range counts as the nearest end; 0 cancels what was asked for")
    func distances() {
        let (far, _) = prefetching(distance: 99)
        expectEqual(far.view.prefetchDistance, 16)
        let (harness, heard) = prefetching(distance: 2)
        heard.values = []
        harness.items.prefetchDistance = -3
        harness.update()
        harness.nextTurn()
        expectEqual(harness.view.prefetchDistance, 0)
        expectEqual(heard.values, ["-c", "-d"])
    }
}
