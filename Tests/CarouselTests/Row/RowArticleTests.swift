import Carousel
import PropertyTesting
import Testing

/// The example of the *Items of Different Lengths* article, as written there, with the results it
/// states.
@Suite("Items of Different Lengths: the article's example")
struct RowArticleTests {
    /// The article's layout: 390 points, 8 of spacing, the leading anchor.
    static func layout() throws -> RowLayout {
        try RowLayout(
            viewportLength: 390, minimumLength: 39, spacing: 8,
            anchor: .leading)
    }

    @Test("a row of chips scrolled past the seam: chip 0 leaves one slot and enters another")
    func chips() throws {
        let layout = try Self.layout()
        var chips = Carousel(
            [70.0, 130, 40, 90, 110], layout: layout,
            reusePolicy: .rotate, length: { length in length },
            makeSlot: { id in id })
        let events = try chips.scroll(byPoints: 100)
        expectEqual(
            Array(events),
            [
                .moved(CarouselMove(from: 0, to: 1, step: 1, cause: .scroll)),
                .rebind(slot: 5, index: 0), .rebind(slot: 0, index: nil),
            ])
        let frames = chips.visibleFrames.map {
            [Double($0.index), Double($0.slot), $0.start, $0.end]
        }
        expectEqual(
            frames,
            [
                [1, 1, -22, 108], [2, 2, 116, 156], [3, 3, 164, 254], [4, 4, 262, 372],
                [0, 5, 380, 450],
            ])
    }

    @Test("a load by value under rotate rebinds only the tag that changed")
    func load() throws {
        let layout = try Self.layout()
        var tags = Carousel(
            ["Swift", "Concurrency", "UI", "Tests", "Macros", "Actors"],
            layout: layout, reusePolicy: .rotate,
            length: { tag in Double(tag.count) * 9 + 32 }, makeSlot: { id in id })
        let slots = Dictionary(
            uniqueKeysWithValues: tags.windowFrames.map { ($0.slot, tags.element(at: $0.index)) })
        let events = tags.load(
            ["Swift", "Concurrency", "UI", "Generics", "Macros", "Actors"],
            keepingCurrent: .byValue)
        // "Generics" is longer than "Tests": the last chip leaves the window, its slot freed.
        expectEqual(Array(events), [.rebind(slot: 3, index: 3), .rebind(slot: 4, index: nil)])
        expectEqual(tags.currentIndex, 0)
        for frame in tags.windowFrames where frame.index != 3 {
            expectEqual(slots[frame.slot], tags.element(at: frame.index))
        }
    }
}
