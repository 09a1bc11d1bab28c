import PropertyTesting
import Testing

@MainActor
@Suite("SwiftUI carousel proxy: next, previous and jump by id, the binding following")
struct CarouselProxyTests {
    /// A harness whose bridge is registered with a reader's carousels, and its proxy.
    private func reader(
        _ ids: String..., selection: String = "a"
    ) -> (BridgeHarness, CarouselProxy) {
        let harness = BridgeHarness(ids.map { Card(id: $0, title: $0) }, selection: selection)
        let targets = CarouselTargets()
        harness.bridge.readerTargets = targets
        return (harness, CarouselProxy(targets: targets))
    }

    @Test("next, previous and jump move the view; the binding follows each item committed")
    func moves() {
        let (harness, proxy) = reader("a", "b", "c", "d", "e")
        #expect(proxy.next())
        harness.runUntilRest()
        #expect(harness.center == "b" && harness.writes == ["b"])
        #expect(proxy.previous(animated: false))
        #expect(harness.center == "a" && harness.writes == ["b", "a"])
        #expect(proxy.jump(to: "d"))
        harness.runUntilRest()
        #expect(harness.center == "d" && harness.writes == ["b", "a", "d"])
        harness.update()
        #expect(harness.isAtRest && harness.center == "d")
    }

    @Test("jump is false for an id not in the data or of another type; true when current")
    func jumpMisses() {
        let (harness, proxy) = reader("a", "b", "c")
        #expect(!proxy.jump(to: "z"))
        #expect(!proxy.jump(to: 3))
        #expect(proxy.jump(to: "a"))
        #expect(harness.writes == [] && harness.center == "a")
    }

    @Test("a request while a finger is down is refused; the binding keeps the item shown")
    func refusedUnderFinger() {
        let (harness, proxy) = reader("a", "b", "c", "d")
        harness.drag(towardNext: 0.2)
        #expect(!proxy.next())
        #expect(!proxy.jump(to: "c"))
        harness.frame(6)  // holds still: the lift does not fling
        harness.screen.liftTouch()
        harness.runUntilRest()
        #expect(harness.center == "a" && harness.writes == [])
    }

    @Test("without a carousel, or with one item, the proxy moves nothing")
    func nothingToMove() {
        #expect(!CarouselProxy(targets: CarouselTargets()).next())
        let (harness, proxy) = reader("a")
        #expect(!proxy.next() && !proxy.previous())
        expectEqual(harness.writes, [])
    }

    @Test("the reader holds its carousels weakly")
    func weak() {
        let targets = CarouselTargets()
        do {
            let harness = BridgeHarness(Card.deck("a", "b"))
            harness.bridge.readerTargets = targets
            #expect(CarouselProxy(targets: targets).next(animated: false))
        }
        #expect(!CarouselProxy(targets: targets).next())
    }
}
