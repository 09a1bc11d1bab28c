import PropertyTesting
import Testing

@testable import Carousel

/// A card edited in place: same id, new title.
struct EditableCard: Identifiable, Equatable {
    let id: Int
    var title: String
}

/// Generic reload code in an app that sees only `Equatable`, and so keeps by value.
func reloadAsEquatable<T: Equatable>(_ c: inout Carousel<[T], Int>, _ items: [T]) {
    c.load(items, keepingCurrent: .byValue)
}

/// The same code, saying which rule it means.
private func reload<T: Equatable & Identifiable>(_ c: inout Carousel<[T], Int>, _ items: [T]) {
    c.load(items, keepingCurrent: .byID)
}

@Suite("load's current-item rule")
struct LoadRuleTests {
    let cards = [
        EditableCard(id: 1, title: "a"), EditableCard(id: 2, title: "b"),
        EditableCard(id: 3, title: "c"),
    ]
    /// Card 2 edited and moved to the front.
    var edited: [EditableCard] {
        [
            EditableCard(id: 2, title: "B"), EditableCard(id: 1, title: "a"),
            EditableCard(id: 3, title: "c"),
        ]
    }

    @Test("generic code over Equatable that keeps by value: an edited card loses its place")
    func genericEquatablePitfall() throws {
        var c = Carousel(cards) { $0 }
        try c.jump(to: 1)
        reloadAsEquatable(&c, edited)
        // No card equals the old current one: the position was kept, another card is current.
        expectEqual(c.currentIndex, 1)
        expectEqual(c.currentElement, EditableCard(id: 1, title: "a"))
    }

    @Test("an explicit .byID keeps the edited card current, in generic code too")
    func explicitByID() throws {
        var c = Carousel(cards) { $0 }
        try c.jump(to: 1)
        reload(&c, edited)
        expectEqual(c.currentElement, EditableCard(id: 2, title: "B"))
        expectEqual(c.currentIndex, 0)
    }

    @Test("each rule")
    func rules() throws {
        var byPosition = Carousel(["a", "b", "c"]) { $0 }
        try byPosition.jump(to: 2)
        byPosition.load(["c", "x"], keepingCurrent: .byPosition)
        expectEqual(byPosition.currentIndex, 1)  // clamped, although "c" is there
        var byValue = Carousel(["a", "b", "c"]) { $0 }
        try byValue.jump(to: 2)
        byValue.load(["c", "x"], keepingCurrent: .byValue)
        expectEqual(byValue.currentIndex, 0)
        var cardsByID = Carousel(cards) { $0 }
        try cardsByID.jump(to: 1)
        cardsByID.load(edited, keepingCurrent: .byID)
        expectEqual(cardsByID.currentIndex, 0)
        var range = Carousel(0..<Int.max) { $0 }
        try range.jump(to: 1_000)
        range.load(500..<Int.max, keepingCurrent: .byValue)  // O(1): computed firstIndex(of:)
        expectEqual(range.currentIndex, 500)
    }

    @Test("under rotate, .byID compares values: only the edited card's slot is rebound")
    func rotateMatching() throws {
        var c = Carousel(cards, reusePolicy: .rotate) { $0 }
        let renamed = [
            EditableCard(id: 1, title: "A"), EditableCard(id: 2, title: "b"),
            EditableCard(id: 3, title: "c"),
        ]
        let events = c.load(renamed, keepingCurrent: .byID)
        expectEqual((0..<3).compactMap { events.rebind(atPosition: $0)?.index }, [0])
        var positional = Carousel(cards, reusePolicy: .rotate) { $0 }
        let clamped = positional.load(renamed, keepingCurrent: .byPosition)
        expectEqual((0..<3).count { clamped.rebind(atPosition: $0) != nil }, 3)
    }
}
