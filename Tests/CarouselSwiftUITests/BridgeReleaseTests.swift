import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

/// A weak reference, for an array of them.
@MainActor
private struct Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}

/// What SwiftUI lets go of when a carousel leaves the screen must go: the bridge, its view,
/// cells, display link, and each cell's controller (the part of `HostingCell` that runs here).
/// A link left in the run loop fires every later frame; a controller left in its parent keeps
/// its hosted item alive as long as the screen around the carousel.
@MainActor
@Suite("SwiftUI bridge: a released carousel leaves nothing alive")
struct BridgeReleaseTests {
    @Test(
        """
        after swipes, selections, a data change and autoplay mid-slide, the window released: \
        the bridge, its view, cells, display link and the link's target are freed
        """)
    func freedWithItsWindow() {
        let links = RunLoop.main.links.count
        weak var bridge: CarouselBridge<[Card], CardCell>?
        weak var view: UIView?
        weak var link: CADisplayLink?
        weak var frameTarget: DisplayLinkTarget?
        var cells: [Weak<CardCell>] = []
        do {
            let harness = BridgeHarness(["a", "b", "c", "d", "e"], modifiers: [])
            harness.swipe(towardNext: 0.6)
            harness.runUntilRest()
            harness.selection = "d"
            harness.update(animated: true)
            harness.frame(5)
            harness.data.insert(Card(id: "n", title: "n"), at: 1)
            harness.options.autoplay.interval = 0.5
            harness.update()
            // Until autoplay's slide is under way.
            for _ in 0..<120 where harness.view.isAtRest { harness.frame() }
            #expect(!harness.view.isAtRest)
            harness.nextTurn()
            bridge = harness.bridge
            view = harness.view
            link = harness.view.displayLink
            frameTarget = harness.view.frameTarget
            cells = harness.cells.map(Weak.init)
            #expect(link != nil)
        }
        #expect(bridge == nil)
        #expect(view == nil)
        #expect(link == nil)
        #expect(frameTarget == nil)
        #expect(cells.allSatisfy { $0.object == nil })
        expectEqual(RunLoop.main.links.count, links)
    }

    @Test(
        """
        cells with controllers under a screen's controller: when the carousel leaves the screen \
        (taken out, or its window released) each controller leaves its parent and is freed
        """, arguments: [false, true])
    func controllersLeaveTheirParent(windowReleased: Bool) {
        let links = RunLoop.main.links.count
        let screenController = RecordingController("screen")
        weak var bridge: CarouselBridge<[Card], ControllerCell>?
        var cells: [Weak<ControllerCell>] = []
        var controllers: [Weak<RecordingController>] = []
        do {
            let screen = StandInScreen(width: 1000, height: 800)
            let made = MadeCells()
            let carousel = CarouselBridge<[Card], ControllerCell>(
                data: Card.deck("a", "b", "c", "d"),
                makeCell: {
                    let cell = ControllerCell()
                    made.cells.append(cell)
                    return cell
                },
                show: { _, _, _ in }, measure: { _, _ in 0 }, place: { _, _ in }, schedule: { _ in }
            )
            carousel.view.frame = CGRect(x: 0, y: 0, width: 375, height: 200)
            screenController.view.addSubview(carousel.view)
            screen.window.addSubview(screenController.view)
            screen.window.layoutIfNeeded()
            expectEqual(screenController.children.count, made.cells.count)
            carousel.view.next(animated: true)
            for _ in 0..<30 { screen.advanceFrame(by: 1.0 / 60) }
            bridge = carousel
            cells = made.cells.map(Weak.init)
            controllers = made.cells.map { Weak($0.controller) }
            if !windowReleased { carousel.view.removeFromSuperview() }
        }
        // The window gone, the screen's controller still holds its view and the carousel in it,
        // but the cells' controllers left it when the cells left the window.
        #expect(screenController.children.isEmpty)
        screenController.view.subviews.forEach { $0.removeFromSuperview() }
        #expect(bridge == nil)
        #expect(cells.allSatisfy { $0.object == nil })
        #expect(controllers.allSatisfy { $0.object == nil })
        expectEqual(RunLoop.main.links.count, links)
    }
}
