import PropertyTesting
import Testing

@testable import Carousel

/// The exact event logs of the behavior contract's worked examples.
@Suite("Contract examples")
struct SpecExampleTests {
    @Test("next on five items from 1 (the demo's JSON example)")
    func nextOnFive() {
        var c = Carousel(["a", "b", "c", "d", "e"]) { $0 }
        c.next()
        let events = c.next()
        expectEqual(
            Array(events),
            [
                .moved(CarouselMove(from: 1, to: 2, step: 1, cause: .command)),
                .rebind(slot: 0, index: 1), .rebind(slot: 1, index: 2), .rebind(slot: 2, index: 3),
                .offsetReset(offset: 1),
            ])
        expectEqual(Array(c.window), [1, 2, 3])
        expectEqual(c.windowElements, ["b", "c", "d"])
        expectEqual(c.progress, 2.0)
    }

    @Test(
        "rotate, n ≥ 4, one step forward: the old previous slot moves to next and is the only rebind"
    )
    func rotateOneStep() {
        var c = Carousel(Array(0..<4), reusePolicy: .rotate) { $0 }
        expectEqual(
            c.next().map(\.description),
            [
                "moved next 0 → 1 (step 1, command)", "reorder slots 1 2 0", "rebind slot 0 → 2",
                "offset reset to 1.0",
            ])
        expectEqual(
            c.previous().map(\.description),
            [
                "moved previous 1 → 0 (step -1, command)", "reorder slots 0 1 2",
                "rebind slot 0 → 3", "offset reset to 1.0",
            ])
    }

    @Test("rotate with two items: both neighbors are the other item, one rebind per step")
    func rotateTwoItems() {
        var c = Carousel(["x", "y"], reusePolicy: .rotate) { $0 }
        expectEqual(Array(c.window), [1, 0, 1])
        expectEqual(
            c.next().map(\.description),
            [
                "moved next 0 → 1 (step 1, command)", "reorder slots 1 0 2", "rebind slot 2 → 0",
                "offset reset to 1.0",
            ])
        expectEqual(Array(c.window), [0, 1, 0])
    }

    @Test("rotate with three items: every item stays on screen, so a step only reorders")
    func rotateThreeItems() {
        var c = Carousel(["x", "y", "z"], reusePolicy: .rotate) { $0 }
        expectEqual(
            c.next().map(\.description),
            [
                "moved next 0 → 1 (step 1, command)", "reorder slots 1 2 0", "offset reset to 1.0",
            ])
        expectEqual(Array(c.window), [0, 1, 2])
    }

    @Test("rebind with two items: every position changes item on a step")
    func rebindTwoItems() {
        var c = Carousel(["x", "y"]) { $0 }
        expectEqual(
            Array(c.next()),
            [
                .moved(CarouselMove(from: 0, to: 1, step: 1, cause: .command)),
                .rebind(slot: 0, index: 0), .rebind(slot: 1, index: 1), .rebind(slot: 2, index: 0),
                .offsetReset(offset: 1),
            ])
    }

    @Test("scroll 2.5 on five items commits one page and keeps the fraction")
    func scrollPastNext() throws {
        var c = Carousel(Array(0..<5)) { $0 }
        expectEqual(
            Array(try c.scroll(toOffset: 2.5)),
            [
                .moved(CarouselMove(from: 0, to: 1, step: 1, cause: .scroll)),
                .rebind(slot: 0, index: 0), .rebind(slot: 1, index: 1), .rebind(slot: 2, index: 2),
                .offsetReset(offset: 1.5),
            ])
        expectEqual(c.offset, 1.5)
        #expect(try c.scroll(toOffset: 1.25).isEmpty)
        expectEqual(c.offset, 1.25)
    }

    @Test("removing the current item of three mid-drag down to one item resets the offset")
    func dataChangeEndsDrag() throws {
        var c = Carousel(["a", "b"]) { $0 }
        try c.scroll(toOffset: 1.5)
        expectEqual(
            Array(try c.remove(at: 0)),
            [
                .rebind(slot: 0, index: nil), .rebind(slot: 1, index: 0),
                .rebind(slot: 2, index: nil),
                .offsetReset(offset: 1),
            ])
        expectEqual(c.currentElement, "b")
    }

    @Test("an operation that changes nothing emits nothing")
    func nothingEmitsNothing() throws {
        var c = Carousel(["a", "b", "c"]) { $0 }
        #expect(c.advance(by: 0).isEmpty)
        #expect(try c.jump(to: 0).isEmpty)
        #expect(try c.scroll(toOffset: 1).isEmpty)
        #expect(try c.tick(5).isEmpty)
        #expect(Array(CarouselEvents()).isEmpty)
    }
}
