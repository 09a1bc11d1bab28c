@_spi(ItemLengths) import Carousel
import Testing

/// The example of the *Items of Different Lengths* article, as written there, with the results it
/// states.
@Suite("Items of Different Lengths: the article's example")
struct RowArticleTests {
    @Test("a row of chips scrolled past the seam keeps chip 0 in its slot")
    func chips() throws {
        let layout = try RowLayout(
            viewportLength: 390, minimumLength: 39, spacing: 8,
            anchor: .leading)
        var chips = try ItemRow(
            [70.0, 130, 40, 90, 110], layout: layout,
            reusePolicy: .rotate
        ) { length in length }
        let events = try chips.scroll(by: 100)
        #expect(Array(events) == [.moved(CarouselMove(from: 0, to: 1, step: 1, cause: .scroll))])
        let frames = chips.visibleFrames.map {
            [Double($0.index), Double($0.slot), $0.start, $0.end]
        }
        #expect(
            frames == [
                [1, 1, -22, 108], [2, 2, 116, 156], [3, 3, 164, 254], [4, 4, 262, 372],
                [0, 0, 380, 450],
            ])
    }
}
