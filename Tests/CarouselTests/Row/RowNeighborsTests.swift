import Carousel
import CarouselTestSupport
import PropertyTesting
import Testing

/// A row's ``RowLayout/neighbors``: the fewest items bound on each side of the current one,
/// beyond what the viewport needs. The random row sessions compare every operation with the
/// model under a neighbor count; these pin the layout's limits and a worked case.
@Suite("A row's neighbors")
struct RowNeighborsTests {
    @Test("a layout takes 0 to 7 neighbors; each adds two slots")
    func layoutLimits() throws {
        for bad in [-1, 8, Int.min, Int.max] {
            let error = #expect(throws: CarouselError.self) {
                try RowLayout(viewportLength: 390, minimumLength: 39, neighbors: bad)
            }
            expectEqual(error?.code, .invalidNeighbors)
            #expect(error?.description.contains("between 0 and 7") == true)
        }
        let none = try RowLayout(viewportLength: 390, minimumLength: 39)
        for n in 0...7 {
            let layout = try RowLayout(viewportLength: 390, minimumLength: 39, neighbors: n)
            expectEqual(layout.neighbors, n)
            expectEqual(layout.slotCapacity, none.slotCapacity + 2 * n)
        }
    }

    @Test("items as long as the viewport: two neighbors bound on each side, laid out beyond it")
    func longItems() throws {
        let layout = try RowLayout(viewportLength: 100, minimumLength: 50, neighbors: 2)
        var row = Carousel(
            Array(repeating: 100.0, count: 6), layout: layout, length: { $0 }, makeSlot: { $0 })
        expectEqual(row.windowFrames.map(\.index), [4, 5, 0, 1, 2])
        expectEqual(row.windowFrames.map(\.start), [-200, -100, 0, 100, 200])
        expectEqual(row.visibleFrames.map(\.index), [0])
        expectEqual(row.neighbors, 2)
        // 40 points on, the next item shows: two neighbors beyond the current one still, the
        // one on screen among them.
        _ = try row.scroll(byPoints: 40)
        expectEqual(row.currentIndex, 0)
        expectEqual(row.windowFrames.map(\.index), [4, 5, 0, 1, 2])
        expectEqual(row.windowFrames.map(\.start), [-240, -140, -40, 60, 160])
        expectEqual(row.visibleFrames.map(\.index), [0, 1])
        let plain = try RowLayout(viewportLength: 100, minimumLength: 50)
        let alone = Carousel(
            Array(repeating: 100.0, count: 6), layout: plain, length: { $0 }, makeSlot: { $0 })
        expectEqual(alone.windowFrames.map(\.index), [0])
    }

    @Test("few items left empty: the items on screen first, then neighbors, each once")
    func fewItemsLeftEmpty() throws {
        let layout = try RowLayout(viewportLength: 100, minimumLength: 20, neighbors: 3)
        let row = Carousel(
            [60.0, 60, 60], layout: layout, fewItems: .leavingEmpty, length: { $0 },
            makeSlot: { $0 })
        // Item 0 centered spans 20...80; items 1 and 2 reach in on each side.
        expectEqual(row.windowFrames.map(\.index), [2, 0, 1])
        expectEqual(row.windowFrames.map(\.start), [-40, 20, 80])
    }
}
