import PropertyTesting
import Testing

@testable import Carousel

private struct Card: Identifiable, Equatable {
    var id: Int
    var title: String
}

@Suite("Data changes while looping")
struct DataChangeTests {
    @Test(
        "insert before the current item shifts it, and slots that keep their item are not rebound")
    func insertKeepsCurrent() throws {
        var c = Carousel(["a", "b", "c", "d", "e"]) { $0 }
        try c.jump(to: 2)
        let events = try c.insert("x", at: 1)
        expectEqual(c.currentElement, "c")
        expectEqual(c.currentIndex, 3)
        // Window was b c d, now is b c d at shifted indices: nothing to reconfigure.
        #expect(events.isEmpty)
        expectEqual(Array(c.window), [2, 3, 4])
        expectEqual(Array(try c.insert("y", at: 3)), [.rebind(slot: 0, index: 3)])
        expectEqual(c.windowElements, ["y", "c", "d"])
    }

    @Test("remove: before, the current item, the last one, down to empty")
    func removals() throws {
        var c = Carousel(["a", "b", "c"]) { $0 }
        try c.jump(to: 2)
        try c.remove(at: 2)  // the current and last item: the first follows it
        expectEqual(c.currentElement, "a")
        try c.jump(to: 1)
        try c.remove(at: 0)
        expectEqual(c.currentElement, "b")
        expectEqual(Array(c.window), [nil, 0, nil])
        let events = try c.remove(at: 0)
        expectEqual(Array(events), [.rebind(slot: 1, index: nil)])
        #expect(c.currentIndex == nil)
        expectEqual(Array(c.window), [nil, nil, nil])
        #expect(throws: CarouselError.indexOutOfRange(index: 0, range: 0..<0)) {
            try c.remove(at: 0)
        }
    }

    @Test("replace rebinds every slot showing that item, even with an equal value")
    func replaceRebinds() throws {
        var c = Carousel(["a", "b"]) { $0 }
        expectEqual(
            Array(try c.replace(at: 1, with: "b")),
            [
                .rebind(slot: 0, index: 1), .rebind(slot: 2, index: 1),
            ])
        var r = Carousel(["a", "b", "c", "d"], reusePolicy: .rotate) { $0 }
        expectEqual(Array(try r.replace(at: 0, with: "a")), [.rebind(slot: 1, index: 0)])
    }

    @Test(
        "transitions 0 → 1 → 2 → 3 → 2 → 1 → 0 items, both policies",
        arguments: ReusePolicy.allCases)
    func transitions(policy: ReusePolicy) throws {
        var c = Carousel([String](), reusePolicy: policy) { $0 }
        try c.insert("a", at: 0)
        expectEqual(Array(c.window), [nil, 0, nil])
        #expect(!c.isScrollable)
        try c.insert("b", at: 1)
        expectEqual(Array(c.window), [1, 0, 1])
        #expect(c.isScrollable)
        try c.insert("c", at: 0)
        expectEqual(c.windowElements, ["c", "a", "b"])
        try c.scroll(toOffset: 1.5)
        try c.remove(at: 0)
        expectEqual(c.windowElements, ["b", "a", "b"])
        expectEqual(c.offset, 1.5)  // still scrollable: the drag goes on
        let down = try c.remove(at: 1)
        expectEqual(Array(c.window), [nil, 0, nil])
        expectEqual(down.offsetReset, 1)
        expectEqual(c.offset, 1)
        try c.remove(at: 0)
        expectEqual(Array(c.window), [nil, nil, nil])
        #expect(c.currentIndex == nil)
        for id in c.slotOrder {
            #expect(c.boundIndex(ofSlot: id) == nil)
        }
    }

    @Test("insertion positions outside 0...count are errors that change nothing")
    func insertErrors() {
        var c = Carousel(["a"]) { $0 }
        #expect(throws: CarouselError.insertionIndexOutOfRange(index: 2, range: 0...1)) {
            try c.insert("z", at: 2)
        }
        #expect(throws: CarouselError.self) { try c.insert("z", at: Int.min) }
        expectEqual(c.storage, ["a"])
        expectEqual(
            "\(CarouselError.insertionIndexOutOfRange(index: 2, range: 0...1))",
            "insertion index 2 is out of range 0...1")
    }

    @Test("load keeps an equal current item, else clamps; rebind rebinds every bound slot")
    func loadEquatable() throws {
        var c = Carousel(["a", "b", "c", "d"]) { $0 }
        try c.jump(to: 2)
        let events = c.load(["c", "x", "c"], keepingCurrent: .byValue)
        expectEqual(c.currentIndex, 0)
        expectEqual((0..<3).count { events.rebind(atPosition: $0) != nil }, 3)
        c.load(["p", "q"], keepingCurrent: .byValue)
        expectEqual(c.currentIndex, 0)
        try c.jump(to: 1)
        c.load(["r"], keepingCurrent: .byValue)
        expectEqual(c.currentIndex, 0)
        c.load([], keepingCurrent: .byValue)
        #expect(c.currentIndex == nil)
        expectEqual(
            Array(c.load(["s", "t"], keepingCurrent: .byValue)),
            [
                .rebind(slot: 0, index: 1), .rebind(slot: 1, index: 0), .rebind(slot: 2, index: 1),
            ])
    }

    @Test("load under rotate matches slots by equal values")
    func loadRotate() throws {
        var c = Carousel(["a", "b", "c", "d"], reusePolicy: .rotate) { $0 }
        let events = c.load(["a", "b", "z", "d"], keepingCurrent: .byValue)  // d a b stays d a b
        #expect(events.isEmpty)
        expectEqual(c.windowElements, ["d", "a", "b"])
    }

    @Test("load of Identifiable items keeps the current item by id and rebinds changed values")
    func loadIdentifiable() throws {
        var c = Carousel([
            Card(id: 1, title: "one"), Card(id: 2, title: "two"), Card(id: 3, title: "three"),
        ]) { $0 }
        try c.jump(to: 1)
        c.load(
            [Card(id: 9, title: "nine"), Card(id: 2, title: "TWO"), Card(id: 3, title: "three")],
            keepingCurrent: .byID)
        expectEqual(c.currentElement, Card(id: 2, title: "TWO"))
        c.load([Card(id: 7, title: "x")], keepingCurrent: .byID)
        expectEqual(c.currentIndex, 0)
    }

    @Test("load of plain (non-Equatable) items clamps the position")
    func loadPlain() throws {
        struct Plain { var n: Int }
        var c = Carousel((0..<5).map(Plain.init)) { $0 }
        try c.jump(to: 4)
        c.load([Plain(n: 0), Plain(n: 1)], keepingCurrent: .byPosition)
        expectEqual(c.currentIndex, 1)
        var range = Carousel(0..<10) { $0 }
        try range.jump(to: 7)
        // Int is Equatable: 7 is not there, so the position is clamped
        range.load(0..<3, keepingCurrent: .byValue)
        expectEqual(range.currentIndex, 2)
    }
}

@Test("loading a huge range finds the current item without scanning")
func loadHugeRange() throws {
    var c = Carousel(0..<Int.max) { $0 }
    try c.jump(to: Int.max - 2)
    c.load(5..<Int.max, keepingCurrent: .byValue)
    expectEqual(c.currentIndex, Int.max - 7)
    expectEqual(c.currentElement, Int.max - 2)
}
