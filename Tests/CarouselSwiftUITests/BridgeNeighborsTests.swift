import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

@MainActor
@Suite("SwiftUI bridge: several items at once")
struct BridgeNeighborsTests {
    /// The cards the cells show, in the order of the pages.
    private func shown(_ harness: BridgeHarness) -> [String?] {
        harness.cells.sorted { $0.frame.minX < $1.frame.minX }.map {
            $0.isHidden ? nil : $0.card?.id
        }
    }

    @Test("the first update's neighbor count makes the view with its cells, once")
    func firstUpdate() {
        let harness = BridgeHarness(
            ["a", "b", "c", "d", "e"],
            modifiers: [.neighbors(2, fewItems: .repeating), .itemInset(24), .spacing(12)])
        expectEqual(harness.view.neighbors, 2)
        expectEqual(harness.cells.count, 5)
        #expect(harness.cells.allSatisfy { $0.shows == 1 })
        expectEqual(shown(harness), ["d", "e", "a", "b", "c"])
        expectEqual(harness.cells.map(\.frame.width), Array(repeating: 101, count: 5))
        expectEqual(harness.center, "a")
    }

    @Test("a new count in an update reaches the view, keeps the selection and writes nothing")
    func change() {
        let harness = BridgeHarness(Card.deck("a", "b", "c", "d", "e", "f", "g"), selection: "c")
        harness.options.itemInset = 12
        harness.options.spacing = 4
        harness.options.neighbors = 3
        harness.update()
        harness.screen.window.layoutIfNeeded()
        expectEqual(harness.cells.count, 7)
        expectEqual(shown(harness), ["g", "a", "b", "c", "d", "e", "f"])
        expectEqual(harness.center, "c")
        harness.swipe()
        harness.nextTurn()
        #expect(harness.center == "d" && harness.selection == "d" && harness.writes == ["d"])
        harness.options.neighbors = 1
        harness.update()
        harness.screen.window.layoutIfNeeded()
        #expect(harness.cells.count == 3 && harness.center == "d")
        harness.nextTurn()
        expectEqual(harness.writes, ["d"])
    }

    @Test("leaving empty: each card once, the other cells hidden and left out of a refresh")
    func leavingEmpty() {
        let harness = BridgeHarness(
            ["a", "b", "c"],
            modifiers: [.neighbors(2, fewItems: .leavingEmpty), .itemInset(24), .spacing(12)])
        expectEqual(shown(harness), [nil, "c", "a", "b", nil])
        let shows = harness.cells.map(\.shows)
        harness.data[1].title = "B, edited"
        harness.update()
        let refreshed = zip(harness.cells.map(\.shows), shows).map { $0 - $1 }
        expectEqual(refreshed, harness.cells.map { $0.isHidden ? 0 : 1 })
        #expect(harness.cells.contains { $0.card == Card(id: "b", title: "B, edited") })
        // Down to one neighbor: the two cells dropped are hidden, out of the view, and no
        // longer refreshed.
        let before = harness.cells
        harness.options.neighbors = 1
        harness.update()
        harness.screen.window.layoutIfNeeded()
        let dropped = before.filter { cell in !harness.cells.contains { $0 === cell } }
        expectEqual(dropped.count, 2)
        #expect(dropped.allSatisfy { $0.isHidden && $0.superview == nil })
        let droppedShows = dropped.map(\.shows)
        harness.data[0].title = "A, edited"
        harness.update()
        expectEqual(dropped.map(\.shows), droppedShows)
        expectEqual(shown(harness), ["c", "a", "b"])
    }
}
