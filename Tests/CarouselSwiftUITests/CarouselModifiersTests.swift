import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

/// The carousel modifiers as the environment carries them: SwiftUI applies the transforms of the
/// modifiers around a carousel from the outermost in, which these tests do by hand.
@MainActor
@Suite("SwiftUI carousel modifiers: defaults, and the innermost wins")
struct CarouselModifiersTests {
    /// The modifiers applied in order, the first the outermost.
    private func modifiers(_ applied: CarouselModifier...) -> CarouselModifiers {
        var modifiers = CarouselModifiers()
        for modifier in applied { modifiers.apply(modifier) }
        return modifiers
    }

    @Test("without a modifier, a carousel has the documented defaults")
    func defaults() {
        let options = CarouselModifiers().options
        expectEqual(options.axis, .horizontal)
        #expect(options.spacing == 32 && options.itemInset == 16)
        // No count: the kind's own default, 1 for pages, 0 for items of their own lengths.
        #expect(options.neighbors == nil && options.fewItems == .repeating)
        #expect(options.autoplay.interval == nil && !options.autoplay.isPaused)
        #expect(options.effect.isNone)
        #expect(CarouselModifiers().progressChanged == nil)
        let items = CarouselModifiers().itemHandlers(for: Card.self)
        #expect(items.accessibilityValue == nil && items.tap == nil)
        #expect(items.visibilityChange == nil && options.movesToTappedNeighbor)
    }

    @Test("the innermost modifier of a kind wins; what it does not set stays the outer one's")
    func innermostWins() {
        let options = modifiers(
            .axis(.vertical), .spacing(10), .itemEffect(CarouselItemEffect(scale: 0.5)),
            .spacing(20), .itemInset(40), .itemEffect(.none)
        ).options
        expectEqual(options.axis, .vertical)
        #expect(options.spacing == 20 && options.itemInset == 40)
        #expect(options.effect.isNone)
        expectEqual(options.neighbors, nil)
    }

    @Test("a modifier with two arguments wins with both, its defaults included")
    func wholeModifierWins() {
        let options = modifiers(
            .neighbors(3, fewItems: .leavingEmpty), .autoplay(every: 5, isPaused: true),
            .neighbors(2, fewItems: .repeating), .autoplay(every: 3, isPaused: false)
        ).options
        #expect(options.neighbors == 2 && options.fewItems == .repeating)
        #expect(options.autoplay.interval == 3 && !options.autoplay.isPaused)
    }

    @Test("an inner progress callback replaces the outer one: only the innermost is called")
    func innermostCallback() {
        let heard = Heard<String>()
        let both = modifiers(
            .progressChange { _ in heard.values.append("outer") },
            .progressChange { heard.values.append("inner \($0 ?? -1)") })
        both.progressChanged?(1.5)
        expectEqual(heard.values, ["inner 1.5"])
    }

    @Test("two carousels inside one progress callback each report their own progress")
    func twoCarousels() {
        let heard = Heard<Double?>()
        let shared = modifiers(.progressChange { heard.values.append($0) })
        let first = BridgeHarness(Card.deck("a", "b", "c", "d"), modifiers: shared)
        let second = BridgeHarness(Card.deck("e", "f", "g"), modifiers: shared)
        heard.values = []
        let firstBefore = first.progresses.count
        first.swipe()
        expectEqual(heard.values, Array(first.progresses.dropFirst(firstBefore)))
        expectEqual(heard.values.last, 1)
        heard.values = []
        let secondBefore = second.progresses.count
        second.swipe(towardNext: -0.6)
        expectEqual(heard.values, Array(second.progresses.dropFirst(secondBefore)))
        #expect(heard.values.last == 2 && first.progresses.last == 1)
    }

    @Test("a value for VoiceOver reaches the carousels of its item type only; per type, innermost")
    func accessibilityValueByType() {
        let applied = modifiers(
            .itemAccessibilityValue(for: Card.self) { card, _, _ in "outer \(card.id)" },
            .itemAccessibilityValue(for: Int.self) { item, _, _ in "int \(item)" },
            .itemAccessibilityValue(for: Card.self) { card, index, count in
                "\(card.id), \(index + 1)/\(count)"
            })
        expectEqual(applied.itemHandlers(for: Int.self).accessibilityValue?(7, 0, 1), "int 7")
        #expect(applied.itemHandlers(for: String.self).accessibilityValue == nil)
        let harness = BridgeHarness(Card.deck("a", "b", "c"), modifiers: applied)
        expectEqual(harness.view.accessibilityValue, "a, 1/3")
        let plain = BridgeHarness(
            Card.deck("a", "b"),
            modifiers: modifiers(.itemAccessibilityValue(for: Int.self) { _, _, _ in "int" }))
        expectEqual(plain.view.accessibilityValue, "Item 1 of 2")
    }

    // One wording for a carousel and its page dots: the modifier's, or the package's own.

    /// Dots beside `harness`'s carousel, shown as the page indicator shows them, with the words
    /// the page indicator reads from the same modifiers.
    private func dots(beside harness: BridgeHarness, _ applied: CarouselModifiers)
        -> CarouselPageControl
    {
        let dots = CarouselPageControl(frame: .zero)
        dots.positionWording = applied.positionWording
        dots.show(harness.view.currentIndex, of: harness.view.items.count)
        return dots
    }

    @Test("the innermost wording wins, and the carousel and its dots say its words")
    func innermostWording() {
        let applied = modifiers(
            .positionWording(CarouselPositionWording { "outer \($0)/\($1)" }),
            .positionWording(CarouselPositionWording(preferredLanguages: ["ko"])))
        let harness = BridgeHarness(Card.deck("a", "b", "c"), modifiers: applied)
        expectEqual(harness.view.accessibilityValue, "3개 중 1번째 항목")
        expectEqual(dots(beside: harness, applied).accessibilityValue, "3개 중 1번째 항목")
        harness.swipe(towardNext: 0.6)
        expectEqual(harness.view.accessibilityValue, "3개 중 2번째 항목")
        expectEqual(dots(beside: harness, applied).accessibilityValue, "3개 중 2번째 항목")
    }

    @Test("without a modifier both say the package's words, the same at every position")
    func sameWordsByDefault() {
        let applied = CarouselModifiers()
        let harness = BridgeHarness(Card.deck("a", "b", "c", "d"), modifiers: applied)
        for step in 0..<5 {
            let value = harness.view.accessibilityValue
            #expect(value != nil)
            expectEqual(value, dots(beside: harness, applied).accessibilityValue, "\(step)")
            expectEqual(
                value,
                CarouselPositionWording.standard.text(
                    index: harness.view.currentIndex ?? -1, count: 4))
            harness.swipe(towardNext: 0.6)
        }
    }

    @Test("an item's value wins over the wording; a new wording reaches the view at an update")
    func itemValueWins() {
        let applied = modifiers(
            .positionWording(CarouselPositionWording(preferredLanguages: ["de"])),
            .itemAccessibilityValue(for: Card.self) { card, _, _ in "Karte \(card.id)" })
        let harness = BridgeHarness(Card.deck("a", "b"), modifiers: applied)
        expectEqual(harness.view.accessibilityValue, "Karte a")
        harness.items.accessibilityValue = nil
        harness.update()
        expectEqual(harness.view.accessibilityValue, "Element 1 von 2")
        harness.positionWording = CarouselPositionWording(preferredLanguages: ["ja"])
        harness.update()
        expectEqual(harness.view.accessibilityValue, "2項目中1番目")
    }
}
