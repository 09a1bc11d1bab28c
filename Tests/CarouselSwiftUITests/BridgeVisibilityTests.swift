import PropertyTesting
import Testing
import UIKitStandIn

/// `onCarouselItemVisibilityChange(for:perform:)` through the bridge: the UIKit view's
/// `willDisplayCell` and `didEndDisplayingCell`, by item.
@MainActor
@Suite("SwiftUI carousel visibility: items coming on screen and leaving it")
struct BridgeVisibilityTests {
    /// A harness whose modifiers record every visibility change as "id true" or "id false",
    /// with the modifiers `layout` outside; what the first layout reported is flushed.
    private func watching(
        _ ids: String..., layout: [CarouselModifier] = []
    ) -> (BridgeHarness, Heard<String>) {
        let heard = Heard<String>()
        let visibility = CarouselModifier.itemVisibilityChange(for: Card.self) {
            heard.values.append("\($0.title) \($1)")
        }
        let harness = BridgeHarness(ids, modifiers: layout + [visibility])
        harness.nextTurn()
        return (harness, heard)
    }

    /// Peeking neighbors: 295-point items, 30 points of each neighbor on screen.
    private let peeking: [CarouselModifier] = [.itemInset(40), .spacing(10)]

    @Test("a swipe: the next item comes while the finger drags, the current one leaves at rest")
    func swipe() {
        let (harness, heard) = watching("a", "b", "c", "d")
        expectEqual(heard.values, ["a true"])
        harness.drag(towardNext: 0.6)
        expectEqual(heard.values, ["a true", "b true"])
        harness.frame(6)  // holds still: the lift does not fling
        harness.screen.liftTouch()
        harness.runUntilRest()
        expectEqual(harness.center, "b")
        expectEqual(heard.values, ["a true", "b true", "a false"])
    }

    @Test("peeking neighbors are on screen; an item shown on both sides is reported once")
    func peekingAndTwice() {
        // The current item comes first, the view showing it before its first layout.
        let (harness, heard) = watching("a", "b", "c", "d", layout: peeking)
        expectEqual(heard.values, ["a true", "d true", "b true"])
        heard.values = []
        harness.swipe()
        expectEqual(heard.values, ["d false", "c true"])
        let (pair, twice) = watching("a", "b", layout: peeking)
        expectEqual(twice.values, ["a true", "b true"])
        pair.swipe()
        #expect(pair.center == "b" && twice.values == ["a true", "b true"])
    }

    @Test("a data change reports by id, on the next turn: staying items are not reported")
    func dataChange() {
        let (harness, heard) = watching("a", "b", "c", "d", layout: peeking)
        heard.values = []
        // a stays current (by id) with b beside it, under new indices; d leaves, x comes.
        harness.data = [Card(id: "x", title: "x")] + Card.deck("a", "b", "c")
        harness.update()
        expectEqual(heard.values, [])
        harness.nextTurn()
        expectEqual(heard.values, ["d false", "x true"])
        heard.values = []
        // The same index on screen, another id under it: the view says nothing, the bridge does.
        harness.data[0] = Card(id: "y", title: "y")
        harness.update()
        harness.nextTurn()
        expectEqual(heard.values, ["x false", "y true"])
        #expect(harness.center == "a" && harness.strayWrites == [])
    }

    @Test("an item removed while on screen is reported with its last value")
    func removed() {
        let (harness, heard) = watching("a", "b", "c", layout: peeking)
        heard.values = []
        harness.data[1].title = "B"
        harness.update()
        harness.data.remove(at: 1)
        harness.update()
        harness.nextTurn()
        expectEqual(heard.values, ["B false"])
    }
}
