import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

@MainActor
@Suite("UIKit adapter simulation: display link, autoplay and moves")
struct UIKitAdapterClockSimulationTests {
    @Test("autoplay slides one item each interval on the display link's clock")
    func autoplay() throws {
        let harness = AdapterHarness(items: Array(0..<3))
        try harness.view.startAutoplay(interval: 1)
        harness.frame(50)
        expectEqual(harness.centerItem, 0)
        harness.frame(70)  // 1 s, then the 0.3 s slide
        expectEqual(harness.centerItem, 1)
        #expect(harness.isAtRest && harness.offset == 375)
        harness.frame(3 * 60)
        expectEqual(harness.centerItem, 1 + 3 - 3)  // round the ring: 2, 0, 1
        harness.view.stopAutoplay()
        harness.frame(120)
        expectEqual(harness.centerItem, 1)
        expectEqual(harness.failures, [])
    }

    @Test("a finger resting on the view pauses autoplay; it counts again after the lift")
    func touchPausesAutoplay() throws {
        let harness = AdapterHarness(items: Array(0..<5))
        try harness.view.startAutoplay(interval: 1)
        harness.frame(30)
        harness.touchDown()
        harness.frame(180)
        expectEqual(harness.centerItem, 0)
        harness.lift()
        harness.frame(50)
        expectEqual(harness.centerItem, 0)
        harness.frame(40)
        expectEqual(harness.centerItem, 1)
        expectEqual(harness.failures, [])
    }

    @Test("the display link runs only in a window, and the view is freed after it leaves")
    func displayLinkLifecycle() throws {
        let links = RunLoop.main.links.count
        weak var freed: CarouselView<Int, TestCell>?
        do {
            let harness = AdapterHarness(items: Array(0..<5))
            freed = harness.view
            expectEqual(RunLoop.main.links.count, links + 1)
            try harness.view.startAutoplay(interval: 0.5)
            harness.view.removeFromSuperview()
            expectEqual(RunLoop.main.links.count, links)
            harness.frame(120)
            expectEqual(harness.view.currentIndex, 0)  // no clock out of the window
            harness.screen.window.addSubview(harness.view)
            expectEqual(RunLoop.main.links.count, links + 1)
            harness.frame(60)
            expectEqual(harness.view.currentIndex, 1)
            harness.view.removeFromSuperview()
        }
        #expect(freed == nil)
        expectEqual(RunLoop.main.links.count, links)
    }

    @Test("next from the last item slides on to the first, one page of travel")
    func nextAcrossTheWrap() throws {
        let harness = AdapterHarness(items: Array(0..<4))
        #expect(try harness.view.jump(to: 3, animated: false))
        expectEqual(harness.centerItem, 3)
        var offsets: [Double] = []
        #expect(harness.view.next())
        while !harness.isAtRest {
            harness.frame()
            offsets.append(harness.offset)
        }
        expectEqual(harness.centerItem, 0)
        expectEqual(harness.view.currentIndex, 0)
        // Forward the whole way, then one recenter by exactly a page.
        let jumps = zip(offsets, offsets.dropFirst()).filter { $1 < $0 }
        expectEqual(jumps.count, 1)
        expectEqual(harness.failures, [])
    }

    @Test("previous, and a far jump(to:), each animate one page the short way round")
    func programmaticMoves() throws {
        let harness = AdapterHarness(items: Array(0..<10))
        #expect(harness.view.previous())
        #expect(!harness.view.next())  // not at rest: refused
        harness.runUntilRest()
        expectEqual(harness.centerItem, 9)
        harness.jump(to: 4)
        var frames = 0
        while !harness.isAtRest {
            harness.frame()
            frames += 1
        }
        #expect(frames <= 25)  // one 0.3 s slide
        expectEqual(harness.centerItem, 4)
        let refusal = #expect(throws: CarouselError.self) { try harness.view.jump(to: 10) }
        expectEqual(refusal?.code, .indexOutOfRange)
        expectEqual(harness.failures, [])
    }
}
