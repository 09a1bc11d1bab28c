import Carousel
import PropertyTesting
import Testing

/// A `Carousel` of items of their own lengths as a value beside one of pages: what the random
/// row sessions (which drive it) do not reach.
@Suite("A carousel of items of their own lengths")
struct CarouselLengthsTests {
    static func chips() throws -> Carousel<[Double], Int> {
        let layout = try RowLayout(
            viewportLength: 390, minimumLength: 39, spacing: 8, anchor: .leading)
        return Carousel(
            [70.0, 130, 40, 90, 110], layout: layout, reusePolicy: .rotate,
            length: { $0 }, makeSlot: { $0 })
    }

    @Test("a copy is a value: moving it leaves the original where it was")
    func copies() throws {
        let original = try Self.chips()
        var copy = original
        #expect(copy == original)
        _ = try copy.scroll(byPoints: 250)
        #expect(copy != original)
        expectEqual(original.currentIndex, 0)
        expectEqual(original.windowFrames.first?.start, 0)
        #expect(copy.currentIndex != 0)
    }

    @Test("mapSlots keeps the row: its window, slot order and bindings")
    func mapSlots() throws {
        var chips = try Self.chips()
        _ = try chips.scroll(byPoints: 100)
        let mapped = chips.mapSlots { "slot \($0)" }
        expectEqual(Array(mapped.window), Array(chips.window))
        expectEqual(Array(mapped.slotOrder), Array(chips.slotOrder))
        expectEqual(mapped.windowFrames, chips.windowFrames)
        for position in 0..<chips.positionCount {
            expectEqual(mapped[slotAt: position], "slot \(chips[slotAt: position])")
        }
        for id in 0..<chips.slotCount {
            expectEqual(mapped.boundIndex(ofSlot: id), chips.boundIndex(ofSlot: id))
        }
    }

    @Test("a carousel of pages refuses an operation in points, and changes nothing")
    func pagesRefusePoints() throws {
        let pages = Carousel([1, 2, 3]) { $0 }
        let layout = try RowLayout(viewportLength: 390, minimumLength: 39)
        typealias Operation = (inout Carousel<[Int], Int>) throws(CarouselError) -> Void
        let refusals: [(String, Operation)] = [
            ("scroll(byPoints:)", { c throws(CarouselError) in _ = try c.scroll(byPoints: 10) }),
            ("slide(by:)", { c throws(CarouselError) in _ = try c.slide(by: 1) }),
            (
                "release(pointsPerSecond:decelerationRate:)",
                { c throws(CarouselError) in _ = try c.release(pointsPerSecond: 100) }
            ),
            (
                "startAutoscroll(pointsPerSecond:)",
                { c throws(CarouselError) in try c.startAutoscroll(pointsPerSecond: 10) }
            ),
            (
                "update(layout:makeSlot:)",
                { c throws(CarouselError) in _ = try c.update(layout: layout) { $0 } }
            ),
            (
                "update(fewItems:)",
                { c throws(CarouselError) in _ = try c.update(fewItems: .leavingEmpty) }
            ),
            ("reloadLengths(after:)", { c throws(CarouselError) in _ = try c.reloadLengths {} }),
        ]
        for (name, operation) in refusals {
            var carousel = pages
            #expect(throws: CarouselError.self) { try operation(&carousel) }
            do throws(CarouselError) {
                try operation(&carousel)
            } catch {
                #expect(error.code == .invalidGeometry)
                #expect(error.description.contains(name))
            }
            #expect(carousel == pages, "\(name) changed the carousel")
        }
        expectEqual(pages.windowFrames, [])
        expectEqual(pages.autoscrollPointsPerSecond, nil)
    }

    @Test("items of their own lengths refuse a speed in items and a new number of neighbors")
    func rowsRefusePagesOnly() throws {
        var chips = try Self.chips()
        let before = chips
        #expect(throws: CarouselError.self) { try chips.startAutoscroll(itemsPerSecond: 1) }
        #expect(throws: CarouselError.self) { try chips.reshaped(neighbors: 2) { $0 } }
        #expect(chips == before)
    }

    @Test("a layout that needs more slots makes them, and the window uses them")
    func moreSlots() throws {
        var chips = try Self.chips()
        let made = chips.slotCount
        let wider = try RowLayout(
            viewportLength: 800, minimumLength: 39, spacing: 8, anchor: .leading)
        var newIDs: [Int] = []
        _ = try chips.update(layout: wider) { id in
            newIDs.append(id)
            return id
        }
        expectEqual(newIDs, Array(made..<wider.slotCapacity))
        expectEqual(chips.slotCount, wider.slotCapacity)
        for id in 0..<chips.slotCount { expectEqual(chips.slot(withID: id), id) }
        expectEqual(chips.slot(withID: chips.slotCount), nil)
    }

    /// Seen by the fuzz target: at the leading anchor without spacing, an anchor a rounding
    /// error before a cell's end made the offset 2, which names the next item (a cell of 64
    /// points: `64.nextDown / 64` is `1 - 2⁻⁵³`, and 1 plus that rounds to 2).
    @Test("an anchor a hair before a cell's end reads an offset below 2, which keeps the item")
    func offsetBelowTwo() throws {
        let layout = try RowLayout(viewportLength: 390, minimumLength: 39, anchor: .leading)
        var row = Carousel([70.0, 130, 64], layout: layout, length: { $0 }, makeSlot: { $0 })
        _ = try row.scroll(byPoints: -1e-300)
        expectEqual(row.currentIndex, 2)
        #expect(row.offset < 2)
        let progress = try #require(row.progress)
        #expect(progress < 3)
        let before = row
        // The offset read back keeps the current item (the anchor within a rounding error).
        let events = try row.scroll(toOffset: row.offset)
        #expect(events.isEmpty)
        expectEqual(row.currentIndex, before.currentIndex)
        expectEqual(Array(row.window), Array(before.window))
    }
}
