import PropertyTesting
import Testing

/// What `CarouselPageIndicator(…, following: .nearest)` reads through its reader: the position
/// of the item nearest the center of the carousel whose current item is the selection, on
/// every change of a carousel inside. (The indicator itself is SwiftUI's, compiled only.)
@MainActor
@Suite("SwiftUI reader: the nearest item for page dots")
struct ReaderNearestTests {
    @Test("the nearest item follows the drag past half a page; the selection waits for the rest")
    func followsDrag() {
        let harness = BridgeHarness(Card.deck("a", "b", "c", "d"), selection: "a")
        let targets = CarouselTargets()
        harness.bridge.readerTargets = targets
        let observer = Heard<Int?>()
        targets.observe(observer) {
            observer.values.append(targets.nearestPosition(ifCurrent: "a", in: harness.data))
        }
        expectEqual(targets.nearestPosition(ifCurrent: "a", in: harness.data), 0)
        harness.drag(towardNext: 0.6)
        #expect(observer.values.first == 0 && observer.values.last == 1)
        expectEqual(harness.selection, "a")
        harness.screen.liftTouch()
        harness.runUntilRest()
        expectEqual(harness.selection, "b")
        expectEqual(targets.nearestPosition(ifCurrent: "b", in: harness.data), 1)
        targets.stopObserving(observer)
        let heard = observer.values.count
        harness.swipe()
        expectEqual(observer.values.count, heard)
    }

    @Test(
        "another selection, other data, another id type: no nearest item (the dots show the selection)"
    )
    func otherCarousel() {
        let harness = BridgeHarness(Card.deck("a", "b", "c"), selection: "a")
        let targets = CarouselTargets()
        harness.bridge.readerTargets = targets
        #expect(targets.nearestPosition(ifCurrent: "b", in: harness.data) == nil)
        #expect(targets.nearestPosition(ifCurrent: "a", in: Card.deck("z", "b", "c")) == nil)
        expectEqual(targets.nearestPosition(ifCurrent: "a", in: Card.deck("a", "b", "c")), 0)
        #expect(CarouselTargets().nearestPosition(ifCurrent: "a", in: harness.data) == nil)
    }

    @Test("a request while the carousel slides is refused: nothing waits")
    func refusedWhileSliding() {
        let harness = BridgeHarness(Card.deck("a", "b", "c", "d"), selection: "a")
        let targets = CarouselTargets()
        harness.bridge.readerTargets = targets
        let proxy = CarouselProxy(targets: targets)
        #expect(proxy.next())
        harness.frame(3)
        #expect(!proxy.next() && !proxy.jump(to: "d"))
        harness.runUntilRest()
        #expect(harness.center == "b" && harness.writes == ["b"])
    }
}
