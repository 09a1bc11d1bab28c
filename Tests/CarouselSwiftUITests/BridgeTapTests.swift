import PropertyTesting
import Testing
import UIKitStandIn

/// Taps through the bridge: `onCarouselItemTap(for:perform:)` and
/// `carouselMovesToTappedNeighbor(_:)` reach the UIKit view's `onSelect` and
/// `movesToTappedNeighbor`.
@MainActor
@Suite("SwiftUI carousel taps: the item's action, a tapped neighbor moving the carousel")
struct BridgeTapTests {
    /// A harness of peeking cards (295-point items, 30 points of each neighbor showing) whose
    /// modifiers record every tapped card's id and title, with `more` modifiers inside.
    private func tapping(
        _ ids: String..., more: [CarouselModifier] = []
    ) -> (BridgeHarness, Heard<String>) {
        let heard = Heard<String>()
        let tap = CarouselModifier.itemTap(for: Card.self) {
            heard.values.append("\($0.id) \($0.title)")
        }
        return (BridgeHarness(ids, modifiers: [.itemInset(40), .spacing(10), tap] + more), heard)
    }

    @Test("a tap on the current item calls the action with its latest value")
    func current() {
        let (harness, heard) = tapping("a", "b", "c", "d")
        harness.tap(at: 187)
        harness.data[0].title = "A"
        harness.update()
        harness.tap(at: 187)
        expectEqual(heard.values, ["a a", "a A"])
        #expect(harness.center == "a" && harness.writes == [])
    }

    @Test("a tap on a peeking neighbor moves to it, the binding following, without the action")
    func neighborMoves() {
        let (harness, heard) = tapping("a", "b", "c", "d")
        harness.tap(at: 360)
        #expect(harness.center == "b" && harness.writes == ["b"])
        harness.tap(at: 15)
        harness.tap(at: 15)
        #expect(harness.center == "d" && harness.writes == ["b", "a", "d"])
        expectEqual(heard.values, [])
    }

    @Test("carouselMovesToTappedNeighbor(false): a tap on a neighbor calls the action with it")
    func neighborTapped() {
        let (harness, heard) = tapping("a", "b", "c", "d", more: [.movesToTappedNeighbor(false)])
        harness.tap(at: 360)
        harness.tap(at: 15)
        expectEqual(heard.values, ["b b", "d d"])
        #expect(harness.center == "a" && harness.writes == [])
        harness.options.movesToTappedNeighbor = true
        harness.update()
        harness.tap(at: 360)
        #expect(harness.center == "b" && heard.values == ["b b", "d d"])
    }

    @Test("VoiceOver's activation is a tap on the current item; without an action, the system's")
    func activation() {
        let (harness, heard) = tapping("a", "b", "c")
        #expect(harness.view.accessibilityActivate())
        expectEqual(heard.values, ["a a"])
        let other = Heard<Int>()
        let plain = BridgeHarness(
            ["a", "b"], modifiers: [.itemTap(for: Int.self) { other.values.append($0) }])
        #expect(!plain.view.accessibilityActivate())
        plain.tap(at: 187)
        expectEqual(other.values, [])
    }
}
