import AppKitStandIn
import Testing

@MainActor
@Suite("AppKit view: VoiceOver", .serialized)
struct AccessibilityTests {
    @Test("one slider whose value is the position, moved by increment and decrement")
    func slider() {
        let mac = MacHarness(count: 5)
        let view = mac.view
        #expect(view.isAccessibilityElement())
        #expect(view.accessibilityRole() == .slider)
        #expect(view.accessibilityValue() as? String == "Item 1 of 5")
        NSAccessibility.posted = []
        #expect(view.accessibilityPerformIncrement())
        mac.settle()
        #expect(view.accessibilityValue() as? String == "Item 2 of 5")
        #expect(NSAccessibility.posted.map(\.notification) == [.valueChanged])
        #expect(NSAccessibility.posted.first?.element === view)
        #expect(view.accessibilityPerformDecrement())
        #expect(view.accessibilityPerformDecrement() == false)  // still sliding
        mac.settle()
        #expect(view.accessibilityValue() as? String == "Item 1 of 5")
        #expect(mac.failures == [])
    }

    @Test("the app's words, the package's in another language, nothing without items")
    func words() throws {
        let mac = MacHarness(count: 12)
        mac.view.positionWording = CarouselPositionWording(preferredLanguages: ["de-DE"])
        try mac.view.jump(to: 2, animated: false)
        #expect(mac.view.accessibilityValue() as? String == "Element 3 von 12")
        mac.view.accessibilityValueForItem = { item, index, count in
            "Card \(item), \(index + 1)/\(count)"
        }
        #expect(mac.view.accessibilityValue() as? String == "Card 2, 3/12")
        #expect(MacHarness(count: 0).view.accessibilityValue() == nil)
    }

    @Test("a press selects the current item, and only with a selection to call")
    func press() {
        let mac = MacHarness(count: 3)
        #expect(!mac.view.accessibilityPerformPress())
        var selected: [Int] = []
        mac.view.onSelect = { index, _ in selected.append(index) }
        #expect(mac.view.accessibilityPerformPress())
        #expect(selected == [0])
    }
}
