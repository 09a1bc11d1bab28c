import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

@MainActor
@Suite("SwiftUI bridge: the selection binding and the view")
struct BridgeSelectionTests {
    @Test("the first update shows the selected item at once; nil is answered with the first")
    func firstUpdate() {
        let selected = BridgeHarness(Card.deck("a", "b", "c", "d", "e"), selection: "c")
        #expect(selected.center == "c" && selected.isAtRest)
        selected.nextTurn()
        expectEqual(selected.writes, [])
        let none = BridgeHarness(Card.deck("a", "b", "c"), selection: nil)
        expectEqual(none.writes, [])  // not during the update
        none.nextTurn()
        expectEqual(none.writes, ["a"])
        none.update()
        expectEqual(none.center, "a")
    }

    @Test("a swipe writes the new item at once; the update it causes moves nothing")
    func swipe() {
        let harness = BridgeHarness(Card.deck("a", "b", "c", "d", "e"), selection: "a")
        harness.swipe()
        expectEqual(harness.center, "b")
        expectEqual(harness.writes, ["b"])
        harness.update(animated: true)
        #expect(harness.isAtRest && harness.center == "b")
        harness.swipe(towardNext: -0.6)
        harness.swipe(towardNext: -0.6)
        expectEqual(harness.writes, ["b", "a", "e"])  // round the loop
    }

    @Test("a selection slides there when animated and writes nothing on the way")
    func animatedSelection() {
        let harness = BridgeHarness(Card.deck("a", "b", "c", "d", "e"), selection: "a")
        harness.selection = "d"
        harness.update(animated: true)
        harness.frame()
        #expect(!harness.isAtRest)
        harness.runUntilRest()
        harness.nextTurn()
        expectEqual(harness.center, "d")
        expectEqual(harness.writes, [])
        harness.selection = "e"
        harness.update(animated: false)
        #expect(harness.isAtRest && harness.center == "e")
    }

    @Test("a selection while the finger is down is refused: the binding gets the item shown")
    func refusedUnderFinger() {
        let harness = BridgeHarness(Card.deck("a", "b", "c", "d", "e"), selection: "a")
        harness.drag(towardNext: 0.3)
        harness.selection = "e"
        harness.update(animated: true)
        harness.nextTurn()
        // Nothing yet: the item shown is written when the view rests, or when it changes.
        expectEqual(harness.writes, [])
        // The finger flicks on to the next item; the binding follows it, not the refused "e".
        harness.screen.liftTouch()
        harness.runUntilRest()
        expectEqual(harness.center, "b")
        expectEqual(harness.writes, ["b"])
        // Held still and lifted on its item, the view writes back the one it shows at rest.
        harness.drag(towardNext: 0.1)
        harness.selection = "d"
        harness.update(animated: true)
        harness.frame(6)
        harness.screen.liftTouch()
        harness.runUntilRest()
        harness.nextTurn()
        #expect(harness.center == "b" && harness.writes == ["b", "b"])
    }

    @Test("a slide a finger catches and takes back ends where it began: the binding follows")
    func caughtSlide() {
        let harness = BridgeHarness(Card.deck("a", "b", "c", "d", "e"), selection: "a")
        harness.selection = "c"
        harness.update(animated: true)
        harness.frame(3)
        #expect(!harness.isAtRest)
        harness.swipe(towardNext: -0.2, holding: true)
        expectEqual(harness.center, "a")
        expectEqual(harness.writes, ["a"])
        harness.update()
        expectEqual(harness.center, "a")
    }

    @Test("a binding that still holds the old value after a data change does not move the view")
    func laggingAfterDataChange() {
        let harness = BridgeHarness(Card.deck("a", "b", "c", "d", "e"), selection: "b")
        harness.data = Card.deck("a", "c", "d", "e")
        harness.update()
        expectEqual(harness.center, "c")  // the item that took the removed one's place
        harness.update()  // SwiftUI updates again before the write lands
        expectEqual(harness.center, "c")
        harness.nextTurn()
        expectEqual(harness.writes, ["c"])
        harness.update()
        #expect(harness.center == "c" && harness.writes == ["c"])
    }

    @Test("a selection in the same update as a data change wins over the write it caused")
    func selectionOvertakesWrite() {
        let harness = BridgeHarness(Card.deck("a", "b", "c", "d", "e"), selection: "b")
        harness.data = Card.deck("a", "c", "d", "e")
        harness.selection = "e"
        harness.update()
        harness.nextTurn()
        expectEqual(harness.center, "e")
        expectEqual(harness.writes, [])
        expectEqual(harness.selection, "e")
    }

    @Test("an id that is not in the data is answered with the item shown")
    func unknownID() {
        let harness = BridgeHarness(Card.deck("a", "b", "c"), selection: "b")
        harness.selection = "zz"
        harness.update(animated: true)
        harness.nextTurn()
        expectEqual(harness.writes, ["b"])
        expectEqual(harness.center, "b")
    }

    @Test("0, 1 and 2 items: none selected, one that does not scroll, two that loop")
    func fewItems() {
        let harness = BridgeHarness([], selection: nil)
        #expect(harness.center == nil && harness.view.currentIndex == nil)
        harness.data = Card.deck("a")
        harness.update()
        harness.nextTurn()
        expectEqual(harness.writes, ["a"])
        harness.update()
        harness.swipe()
        #expect(harness.center == "a" && harness.writes == ["a"])
        harness.data = Card.deck("a", "b")
        harness.update()
        harness.swipe()
        harness.swipe()
        expectEqual(harness.writes, ["a", "b", "a"])
        harness.data = []
        harness.update()
        harness.nextTurn()
        expectEqual(harness.writes, ["a", "b", "a", nil])
        #expect(harness.center == nil)
    }

    @Test("the progress callback hears every scroll, in [0, count)")
    func progressCallback() {
        let harness = BridgeHarness(Card.deck("a", "b", "c", "d"), selection: "a")
        harness.swipe()
        #expect(harness.progresses.first != nil && harness.progresses.count > 5)
        expectEqual(harness.progresses.last, 1)
        #expect(harness.progresses.allSatisfy { ($0 ?? -1) >= 0 && ($0 ?? 4) < 4 })
    }
}
