import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

@MainActor
@Suite("SwiftUI bridge: what each update changes")
struct BridgeUpdateTests {
    /// Records the events the carousel applies.
    private func recordEvents(of harness: BridgeHarness) -> () -> [CarouselEvents] {
        var events: [CarouselEvents] = []
        harness.view.coordinator.onEvents = { events.append($0) }
        return { events }
    }

    @Test("the same ids reload nothing: the visible cells show the new values, in place")
    func sameIDs() {
        let harness = BridgeHarness(Card.deck("a", "b", "c", "d"), selection: "b")
        let events = recordEvents(of: harness)
        let shows = harness.cells.map(\.shows)
        harness.data[2].title = "C, edited"
        harness.update()
        #expect(events().isEmpty)
        expectEqual(harness.cells.map(\.shows), shows.map { $0 + 1 })
        #expect(harness.cells.compactMap(\.card).contains(Card(id: "c", title: "C, edited")))
        harness.swipe()
        #expect(harness.cells.compactMap(\.card).contains(Card(id: "c", title: "C, edited")))
    }

    @Test("new ids reload once, keeping the current item current by id")
    func newIDs() {
        let harness = BridgeHarness(Card.deck("a", "b", "c", "d"), selection: "c")
        let events = recordEvents(of: harness)
        harness.data.insert(contentsOf: Card.deck("x", "y"), at: 0)
        harness.update()
        expectEqual(events().count, 1)
        #expect(harness.center == "c" && harness.view.currentIndex == 4)
        harness.data.removeAll { $0.id == "a" || $0.id == "d" }
        harness.update()
        expectEqual(events().count, 2)
        #expect(harness.center == "c" && harness.view.currentIndex == 3)
        harness.nextTurn()
        expectEqual(harness.writes, [])
    }

    @Test("a reload in mid-swipe lets the swipe finish on a page of the new data")
    func reloadMidSwipe() {
        let harness = BridgeHarness(Card.deck("a", "b", "c", "d"), selection: "a")
        harness.drag(towardNext: 0.4)
        harness.data = Card.deck("d", "a", "b", "q")
        harness.update()
        harness.screen.liftTouch()
        harness.runUntilRest()
        harness.nextTurn()
        expectEqual(harness.center, "b")
        expectEqual(harness.selection, "b")
    }

    @Test("updates do not restart autoplay's timer: it moves every interval however often")
    func autoplayTimer() {
        let harness = BridgeHarness(Card.deck("a", "b", "c", "d"), selection: "a")
        harness.options.autoplay.interval = 1
        harness.update()
        for _ in 0..<4 {
            harness.frame(15)  // a quarter of a second, then an update (a parent's state)
            harness.update()
        }
        harness.frame(30)  // the slide
        expectEqual(harness.center, "b")
        expectEqual(harness.writes, ["b"])
    }

    @Test("the developer's pause and the environment's stop autoplay; it counts again after")
    func autoplayPauses() {
        let harness = BridgeHarness(Card.deck("a", "b", "c", "d"), selection: "a")
        harness.options.autoplay.interval = 1
        let pauses: [(inout AutoplayGate) -> Void] = [
            { $0.isPaused = true }, { $0.isSceneActive = false }, { $0.isVoiceOverRunning = true },
            { $0.reducesMotion = true },
        ]
        for pause in pauses {
            pause(&harness.options.autoplay)
            harness.update()
            harness.frame(150)
            expectEqual(harness.center, "a")
            harness.options.autoplay = AutoplayGate(interval: 1)
            harness.update()
            harness.frame(50)
            expectEqual(harness.center, "a")  // counted from 0 again
            harness.options.autoplay.interval = nil
            harness.update()
        }
        harness.options.autoplay.interval = 1
        harness.update()
        harness.frame(90)
        expectEqual(harness.center, "b")
    }

    @Test("right to left: the next item lies to the left, a drag to the right goes there")
    func rightToLeft() {
        let harness = BridgeHarness(Card.deck("a", "b", "c"), selection: "a")
        harness.options.rightToLeft = true
        harness.update()
        harness.screen.window.layoutIfNeeded()
        expectEqual(harness.view.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        let next = harness.cells.first { $0.card?.id == "b" }
        let previous = harness.cells.first { $0.card?.id == "c" }
        #expect((next?.frame.minX ?? 0) < (previous?.frame.minX ?? 0))
        harness.swipe()  // the finger moves right
        #expect(harness.center == "b" && harness.writes == ["b"])
        harness.options.rightToLeft = false
        harness.update()
        harness.screen.window.layoutIfNeeded()
        expectEqual(harness.view.effectiveUserInterfaceLayoutDirection, .leftToRight)
        expectEqual(harness.center, "b")
    }

    @Test("a vertical axis reaches the view: the next item below, never flipped, effects along it")
    func verticalAxis() {
        let harness = BridgeHarness(Card.deck("a", "b", "c"), selection: "a")
        harness.options.axis = .vertical
        harness.options.rightToLeft = true
        harness.options.effect = CarouselItemEffect(parallax: 0.5)
        harness.update()
        harness.screen.window.layoutIfNeeded()
        expectEqual(harness.view.axis, .vertical)
        let cell = { (id: String) in harness.cells.first { $0.card?.id == id } }
        #expect((cell("a")?.frame.minY ?? 0) < (cell("b")?.frame.minY ?? 0))
        #expect((cell("c")?.frame.minY ?? 0) < (cell("a")?.frame.minY ?? 0))
        // One page toward the next item, the content lags upward, as from left to right: the
        // bounds' origin moves down by half the item, and the cell clips.
        let b = cell("b")
        #expect(b?.clipsToBounds == true && b?.bounds.origin.x == 0)
        expectEqual(b.map { $0.bounds.origin.y == $0.bounds.height / 2 }, true)
        #expect(harness.center == "a" && harness.writes.isEmpty)
    }

    @Test("VoiceOver's value: the view's own by default, the developer's text for the item")
    func accessibilityValue() {
        let harness = BridgeHarness(Card.deck("a", "b", "c"), selection: "b")
        expectEqual(harness.view.accessibilityValue, "Item 2 of 3")
        harness.items.accessibilityValue = { card, index, count in
            "\(card.id), \(index + 1)/\(count)"
        }
        harness.update()
        expectEqual(harness.view.accessibilityValue, "b, 2/3")
        harness.data = Card.deck("z", "b")
        harness.update()
        expectEqual(harness.view.accessibilityValue, "b, 2/2")
    }

    @Test("the item effect reaches every cell on every scroll; none puts every cell back")
    func itemEffect() {
        let harness = BridgeHarness(Card.deck("a", "b", "c", "d"), selection: "a")
        let isIdentity = { (cell: CardCell) in
            cell.layer.transform == CATransform3DIdentity && cell.alpha == 1
                && cell.layer.zPosition == 0 && cell.bounds.origin == .zero
        }
        #expect(harness.cells.allSatisfy(isIdentity))
        harness.options.effect = CarouselItemEffect(scale: 0.5)
        harness.update()
        let scale = { (id: String) in
            harness.cells.first { $0.card?.id == id }.map { Double($0.layer.transform.m11.native) }
        }
        #expect(scale("a") == 1 && scale("b") == 0.5 && scale("d") == 0.5)
        harness.drag(towardNext: 0.5)
        #expect(scale("a") == 0.75 && scale("b") == 0.75)
        harness.screen.liftTouch()
        harness.runUntilRest()
        harness.options.effect = .none
        harness.update()
        #expect(harness.cells.allSatisfy(isIdentity))
        harness.swipe()
        #expect(harness.cells.allSatisfy(isIdentity))
    }

    @Test("spacing and inset reach the view, and only when they change")
    func layout() {
        let harness = BridgeHarness(Card.deck("a", "b", "c"), selection: "a")
        harness.options.itemInset = 40
        harness.options.spacing = 10
        harness.update()
        harness.screen.window.layoutIfNeeded()
        #expect(harness.view.itemInset == 40 && harness.view.spacing == 10)
        expectEqual(harness.scrollView.frame.width, CGFloat(295 + 10))  // an item and a spacing
        // A value set on the view directly stays until the option changes again.
        harness.view.spacing = 20
        harness.update()
        expectEqual(harness.view.spacing, 20)
    }
}

@MainActor
@Suite("SwiftUI bridge: a size that fits the current item")
struct BridgeFittingTests {
    @Test("carouselFitsCurrentItem reaches the view, and taking it off takes it back")
    func fitsCurrentItem() {
        var modifiers = CarouselModifiers()
        expectEqual(modifiers.options.fitsCurrentItem, false)
        modifiers.apply(.fitsCurrentItem(true))
        let harness = BridgeHarness(Card.deck("a", "b", "c"), selection: nil, modifiers: modifiers)
        expectEqual(harness.view.fitsCurrentItem, true)
        // The card cells fit their own size: the view's natural height is theirs.
        expectEqual(harness.view.intrinsicContentSize.height, harness.cells[0].bounds.height)
        harness.options.fitsCurrentItem = false
        harness.update()
        expectEqual(harness.view.fitsCurrentItem, false)
        expectEqual(harness.view.intrinsicContentSize.height, UIView.noIntrinsicMetric)
    }
}
