import PropertyTesting
import Testing

@testable import Carousel

/// Identifiable only: the carousel can follow the id but cannot compare values.
private struct Tag: Identifiable {
    var id: Int
    var note: String
}

/// Identifiable and Equatable: follows the id, matches rotate slots by equal values.
private struct Card: Identifiable, Equatable {
    var id: Int
    var title: String
}

@Suite("load: how the current item and the slots are matched")
struct LoadMatchingTests {
    @Test("Identifiable only: the current item is kept by id; every bound slot is rebound")
    func identifiableOnly() {
        for policy in ReusePolicy.allCases {
            var c = Carousel((0..<5).map { Tag(id: $0, note: "old") }, reusePolicy: policy) { $0 }
            c.next()
            c.next()
            let events = c.load(
                [9, 8, 2, 1, 3].map { Tag(id: $0, note: "new") }, keepingCurrent: .byID)
            expectEqual(c.currentElement?.id, 2)
            expectEqual(c.currentIndex, 2)
            // Values cannot be compared: no slot may keep what it showed, even under rotate.
            expectEqual((0..<3).map { events.rebind(atPosition: $0)?.index }, [1, 2, 3])
            #expect(events.reorder == nil)
            // id 2 is gone: the position is clamped
            c.load([Tag(id: 7, note: "")], keepingCurrent: .byID)
            expectEqual(c.currentIndex, 0)
        }
    }

    @Test("Identifiable and Equatable, rotate: equal items keep their slots, edited ones do not")
    func identifiableEquatableRotate() throws {
        let cards = (0..<5).map { Card(id: $0, title: "\($0)") }
        var c = Carousel(cards, reusePolicy: .rotate) { $0 }
        try c.jump(to: 2)  // window 1 2 3
        let before = c.slotOrder
        var edited = cards
        edited[2].title = "two, edited"
        edited.swapAt(1, 3)  // cards 3 and 1 trade places around the current one
        let events = c.load(edited, keepingCurrent: .byID)
        expectEqual(c.currentElement, edited[2])  // kept by id although its value changed
        // The outer slots keep cards 1 and 3 and trade sides; only the edited card is rebound.
        expectEqual(events.reorder.map(Array.init), [before[2], before[1], before[0]])
        expectEqual(
            (0..<3).map { events.rebind(atPosition: $0) },
            [
                nil, CarouselEvents.Rebind(slot: before[1], index: 2), nil,
            ])
        expectEqual(c.windowElements, [edited[1], edited[2], edited[3]])
    }

    @Test("the slot at a position can be replaced through its subscript")
    func slotSetter() {
        var c = Carousel(["a", "b", "c", "d"], reusePolicy: .rotate) { id in "view \(id)" }
        c.next()  // under rotate the old previous slot (0) moves to next
        expectEqual(Array(c.slotOrder), [1, 2, 0])
        c[slotAt: 2] = "replacement"
        expectEqual(c.slot(withID: 0), "replacement")
        expectEqual(c[slotAt: 2], "replacement")
        expectEqual(c.slot(withID: 1), "view 1")
    }
}
