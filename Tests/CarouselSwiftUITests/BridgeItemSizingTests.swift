import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

/// `carouselItemSizing(_:)` through the bridge: a row of cards of their own lengths, measured
/// once per change, on the UIKit view that takes a length for each item.
@MainActor
@Suite("SwiftUI carousel item sizing: cards as long as their content")
struct BridgeItemSizingTests {
    /// Cards whose titles are 1 to 6 characters long: 30 to 80 points at 10 a character.
    private let ids = ["a", "bbb", "cc", "dddd", "e", "ffffff", "gg"]

    /// A fitted row of those cards at the leading anchor, 8 points apart, on the first.
    private func fitted(
        _ extra: [CarouselModifier] = [], anchor: CarouselAnchor = .leading
    ) -> BridgeHarness {
        BridgeHarness(
            ids,
            modifiers: [.itemSizing(.fitted(anchor: anchor, minimumLength: 20)), .spacing(8)]
                + extra)
    }

    /// Expects the cards on screen at the lengths `length` gives, `spacing` apart, covering
    /// the view, each the card the row lays out there.
    private func expectTiled(
        _ harness: BridgeHarness, spacing: Double = 8,
        length: (Card) -> Double = { Double(BridgeHarness.titleLength($0)) },
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let failures = harness.tilingFailures(spacing: spacing, length: length)
        #expect(failures == [], sourceLocation: sourceLocation)
        let laidOut = harness.view.coordinator.carousel.visibleFrames.map {
            harness.view.items[$0.index].id
        }
        #expect(laidOut == harness.onScreen.map(\.id), sourceLocation: sourceLocation)
    }

    @Test("neighbors host cards beyond those on screen; none without the modifier")
    func neighbors() {
        let plain = fitted()
        expectEqual(plain.view.neighbors, 0)
        let hosting = fitted([.neighbors(2, fewItems: .repeating)])
        expectEqual(hosting.view.neighbors, 2)
        let row = hosting.view.coordinator.carousel
        let frames = row.windowFrames
        let current = frames.firstIndex { $0.index == row.currentIndex } ?? 0
        // Two beyond the cards on screen on each side, the leading anchor's first among them.
        let visible = row.visibleFrames
        #expect(frames.count >= visible.count + 2)
        #expect(current >= 2 && frames.count - 1 - current >= 2)
        expectTiled(hosting)
    }

    @Test("each card is as long as its content, 8 points apart, the first at the leading edge")
    func fittedLayout() {
        let harness = fitted()
        expectTiled(harness)
        expectEqual(harness.onScreen.first.map { $0.id == "a" && $0.start == 0 }, true)
        #expect(harness.measured.allSatisfy { $0.crossLength == 200 })
    }

    @Test("right to left, the row starts at the right edge and runs leftward")
    func rightToLeft() {
        var modifiers = CarouselModifiers()
        modifiers.apply(.itemSizing(.fitted(anchor: .leading, minimumLength: 20)))
        modifiers.apply(.spacing(8))
        let harness = BridgeHarness(ids.map { Card(id: $0, title: $0) }, modifiers: modifiers)
        harness.options.rightToLeft = true
        harness.update()
        harness.screen.window.layoutIfNeeded()
        let shown = harness.onScreen
        // From the right: "a" (30 points) at the edge, then "bbb" (50) on its left.
        expectEqual(shown.last.map { $0.id == "a" && $0.end == 375 }, true)
        expectEqual(shown.dropLast().last.map { $0.id == "bbb" && $0.end == 337 }, true)
    }

    @Test("each card is measured once, however often the row loops")
    func measuredOnce() {
        let harness = fitted()
        for _ in 0..<30 {
            harness.swipe(towardNext: 0.3)
            expectTiled(harness)
        }
        let measuredIDs = harness.measured.map(\.id)
        expectEqual(Set(measuredIDs).count, measuredIDs.count, "measured twice: \(measuredIDs)")
        expectEqual(Set(measuredIDs), Set(ids))
        expectEqual(harness.selection, harness.view.currentItem?.id)
    }

    @Test("a card whose value changes is measured again, the others are not")
    func valueChange() {
        let harness = fitted()
        let before = harness.measured.count
        let shownBefore = harness.cells.map(\.shows).reduce(0, +)
        harness.data[1].title = "bbbbbbb"  // 90 points instead of 50
        harness.update()
        expectEqual(harness.measured.dropFirst(before).map(\.id), ["bbb"])
        expectTiled(harness)
        expectEqual(harness.view.currentItem?.id, "a")
        expectEqual(harness.cells.first { $0.card?.id == "bbb" }?.card?.title, "bbbbbbb")
        #expect(harness.cells.map(\.shows).reduce(0, +) > shownBefore)
        // The same values again measure nothing.
        let after = harness.measured.count
        harness.update()
        expectEqual(harness.measured.count, after)
    }

    @Test("a new text size measures every card on screen again; the current one stays")
    func textSize() {
        let harness = fitted()
        harness.swipe(towardNext: 0.3)
        let current = harness.view.currentItem?.id
        let before = harness.measured.count
        harness.options.textSize = AnyHashable("accessibilityLarge")
        harness.update()
        let again = Set(harness.measured.dropFirst(before).map(\.id))
        expectEqual(again, Set(harness.onScreen.map(\.id)))
        expectEqual(harness.view.currentItem?.id, current)
        expectTiled(harness)
    }

    @Test("a new axis measures every card on screen again, on a square carousel too")
    func axis() {
        let harness = fitted()
        harness.view.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        harness.screen.window.layoutIfNeeded()
        let before = harness.measured.count
        harness.options.axis = .vertical
        harness.update()
        harness.screen.window.layoutIfNeeded()
        let again = Set(harness.measured.dropFirst(before).map(\.id))
        let shown = harness.cells.filter { !$0.isHidden }.compactMap { $0.card?.id }
        #expect(!shown.isEmpty && Set(shown).isSubset(of: again))
        for cell in harness.cells where !cell.isHidden {
            let card = harness.data.first { $0.id == cell.card?.id }
            expectEqual(card.map { cell.bounds.height == BridgeHarness.titleLength($0) }, true)
        }
    }

    @Test("a new height measures again at it: a length may depend on the height")
    func height() {
        // As wide as the card's title at 10 points a character per 100 points of height.
        let harness = BridgeHarness(
            ids.map { Card(id: $0, title: $0) }, selection: "a",
            modifiers: {
                var modifiers = CarouselModifiers()
                modifiers.apply(.itemSizing(.fitted(anchor: .center, minimumLength: 5)))
                modifiers.apply(.spacing(8))
                return modifiers
            }(),
            measure: { card, height in CGFloat(card.title.count) * height / 10 })
        expectTiled(harness, length: { Double($0.title.count * 20) })
        harness.view.frame.size.height = 100
        harness.screen.window.layoutIfNeeded()
        expectTiled(harness, length: { Double($0.title.count * 10) })
        #expect(
            harness.measured.suffix(Set(harness.onScreen.map(\.id)).count)
                .allSatisfy { $0.crossLength == 100 })
        // The current card stays, at its rest: centered.
        let a = harness.onScreen.first { $0.id == "a" }
        expectEqual(a.map { abs(($0.start + $0.end) / 2 - 187.5) < 1e-9 }, true)
    }

    @Test("a given length lays every card out at it, measuring nothing")
    func givenLength() {
        let harness = BridgeHarness(ids, modifiers: [.itemSizing(.length(90)), .spacing(0)])
        expectTiled(harness, spacing: 0, length: { _ in 90 })
        #expect(harness.measured.isEmpty)
        // A length the row cannot take counts as 44 points.
        let refused = BridgeHarness(ids, modifiers: [.itemSizing(.length(-3)), .spacing(0)])
        expectTiled(refused, spacing: 0, length: { _ in 44 })
    }

    @Test("the selection follows a swipe, and setting it moves the row to the card")
    func selection() {
        let harness = fitted([], anchor: .center)
        harness.selection = "dddd"
        harness.update(animated: true)
        harness.runUntilRest()
        expectEqual(harness.view.currentItem?.id, "dddd")
        let d = harness.onScreen.first { $0.id == "dddd" }
        expectEqual(d.map { abs(($0.start + $0.end) / 2 - 187.5) < 1e-9 }, true)
        harness.swipe(towardNext: 0.05)  // a flick of 19 points: "dddd" is 60 long
        harness.nextTurn()
        #expect(harness.selection == "e" && harness.view.currentItem?.id == "e")
        #expect(harness.strayWrites.isEmpty)
        expectTiled(harness)
    }

    @Test("data changes keep the current card by id, new cards measured, old ones not")
    func dataChange() {
        let harness = fitted()
        harness.swipe(towardNext: 0.3)
        harness.nextTurn()
        let current = harness.view.currentItem?.id
        let measuredBefore = Set(harness.measured.map(\.id))
        harness.data.insert(Card(id: "new", title: "new!"), at: 0)
        harness.data.removeLast()
        harness.update()
        harness.nextTurn()
        #expect(harness.view.currentItem?.id == current && harness.selection == current)
        let again = harness.measured.map(\.id).filter { measuredBefore.contains($0) }
        expectEqual(Set(again).count, again.count, "re-measured: \(again)")
        expectTiled(harness)
    }

    @Test("continuous scrolling runs in points per second; autoplay applies to a row")
    func motion() {
        let harness = fitted([.autoscroll(.pointsPerSecond(2000), isPaused: false)])
        expectEqual(harness.view.autoscrollPointsPerSecond, 2000)
        // Items of their own lengths have no speed in items.
        let inItems = fitted([.autoscroll(.itemsPerSecond(2), isPaused: false)])
        #expect(!inItems.view.isAutoscrolling)
        let paging = BridgeHarness(
            ids, modifiers: [.autoscroll(.itemsPerSecond(2000), isPaused: false)])
        expectEqual(paging.view.autoscrollItemsPerSecond, nil)  // beyond 1,000 items a second
        let autoplay = fitted([.autoplay(every: 3, isPaused: false)])
        expectEqual(autoplay.view.autoplayInterval, 3)
        harness.frame(30)
        expectTiled(harness)
    }

    @Test("an item effect reaches a row's cards: the current one at rest, the others by distance")
    func itemEffect() throws {
        let harness = fitted([.itemEffect(CarouselItemEffect(scale: 0.5))], anchor: .center)
        let scale = { (id: String) in
            harness.cells.first { !$0.isHidden && $0.card?.id == id }
                .map { Double($0.layer.transform.m11.native) }
        }
        expectEqual(scale("a"), 1)
        let next = try #require(scale("bbb"))
        #expect(0.5 <= next && next < 1, "\(next)")
        // Part of the way to the next card, the current one has shrunk and the next one grown.
        harness.drag(towardNext: 0.05)
        #expect(try #require(scale("a")) < 1 && #require(scale("bbb")) > next)
        expectTiled(harness)
    }

    @Test("a row's cards hear their displacement for carouselTransition, in their own lengths")
    func transitionDisplacement() throws {
        let harness = fitted(anchor: .center)
        let displacement = { (id: String) in
            harness.cells.first { !$0.isHidden && $0.card?.id == id }?.displacement
        }
        // At rest "a" (30 points) is centered; the middle of "bbb" (50 points) is 15 + 8 + 25
        // points further, in a cell of 50 + 8.
        expectEqual(try #require(displacement("a")).items, 0)
        let next = try #require(displacement("bbb"))
        #expect(abs(next.items - 48.0 / 58) < 1e-9 && next.itemLength == 50, "\(next)")
        harness.drag(towardNext: 0.05)
        #expect(try #require(displacement("a")).items < 0)
        #expect(try #require(displacement("bbb")).items < next.items)
    }

    @Test("visibility changes on a row come by card, and a new length reports no churn")
    func visibility() {
        let heard = Heard<String>()
        let harness = fitted([
            .itemVisibilityChange(for: Card.self) { heard.values.append("\($0.id) \($1)") }
        ])
        harness.nextTurn()
        let first = Set(harness.onScreen.map(\.id))
        expectEqual(Set(heard.values), Set(first.map { "\($0) true" }))
        heard.values = []
        harness.data[0].title = "aa"
        harness.update()
        harness.nextTurn()
        let now = Set(harness.onScreen.map(\.id))
        let expected =
            Set(first.subtracting(now).map { "\($0) false" })
            .union(now.subtracting(first).map { "\($0) true" })
        expectEqual(Set(heard.values), expected)
    }
}
