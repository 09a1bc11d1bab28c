import PropertyTesting
import Testing

@testable import Carousel

/// A row lays every length out within its layout's bounds: an item's length is the app's
/// measure of its content, which no move refuses.
@Suite("A row fits lengths to its layout")
struct RowClampingTests {
    static func layout(viewport: Double = 390) throws -> RowLayout {
        try RowLayout(viewportLength: viewport, minimumLength: 39, spacing: 8, anchor: .leading)
    }

    @Test("a length out of range is laid out at the nearest bound, one not finite at the minimum")
    func clamped() throws {
        let lengths: [Double] = [5, 900, .nan, 100, -.infinity]
        var row = ItemRow(lengths, layout: try Self.layout()) { $0 }
        let laidOut = row.windowFrames.map { $0.end - $0.start }
        expectEqual(laidOut.prefix(2), [39, 390])
        // Round the loop and back: every frame laid out, none refused.
        for _ in 0..<20 { _ = try row.scroll(byPoints: 97) }
        for frame in row.windowFrames {
            let expected: Double = [39, 390, 39, 100, 39][frame.index]
            expectEqual(frame.end - frame.start, expected)
        }
    }

    @Test("a narrower viewport clamps an item that no longer fits, and keeps the current one")
    func narrower() throws {
        var row = ItemRow([120.0, 300, 80], layout: try Self.layout()) { $0 }
        _ = row.advance(by: 1)
        _ = row.update(layout: try Self.layout(viewport: 200))
        expectEqual(row.currentIndex, 1)
        let current = try #require(row.windowFrames.first { $0.index == 1 })
        expectEqual(current.end - current.start, 200)
        _ = row.update(layout: try Self.layout(viewport: 390))
        let restored = try #require(row.windowFrames.first { $0.index == 1 })
        expectEqual(restored.end - restored.start, 300)
    }
}
