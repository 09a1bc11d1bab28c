import Foundation
import PropertyTesting
import Testing

@testable import Carousel

/// A ticker that loops for a long time ends where exact arithmetic puts it: the row keeps no
/// sum of lengths, so the only error is each frame's rounding of the anchor's phase.
@Suite("A row's position after many loops")
struct RowDriftTests {
    /// Lengths whose sums a `Double` does not hold exactly, a ticker of 1,000 points a second
    /// at 60 frames a second; the exact position is computed in 128-bit fixed point (units of
    /// 2^-52 points, which hold every length, cell and frame distance here exactly).
    ///
    /// `CAROUSEL_DRIFT_LOOPS` sets the number of loops (2,000 by default; the documents quote
    /// a million).
    @Test("the anchor is where exact arithmetic puts it, and the row still tiles")
    func noDrift() throws {
        let loops =
            ProcessInfo.processInfo.environment["CAROUSEL_DRIFT_LOOPS"].flatMap { Int($0) } ?? 2_000
        let lengths = [97.3, 151.17, 40.01, 333.333, 61.7]
        let layout = try RowLayout(viewportLength: 390, minimumLength: 39, spacing: 7.9)
        var row = ItemRow(lengths, layout: layout) { $0 }
        try row.startAutoscroll(pointsPerSecond: 1000)
        let frame = 1.0 / 60
        let distance = 1000 * frame
        let unit = 0x1p52
        func fixed(_ x: Double) -> Int128 { Int128(exactly: x * unit)! }
        let cells = lengths.map { fixed($0 + 7.9) }
        let loopLength = cells.reduce(0, +)
        let start = fixed((lengths[0] + 7.9) / 2)
        let frames = Int(Double(loops) * Double(loopLength) / unit / distance)
        for _ in 0..<frames { _ = try row.tick(frame) }
        // The exact anchor: the start plus every frame's distance, round the loop.
        var position = (start + Int128(frames) * fixed(distance)) % loopLength
        var item = 0
        while position >= cells[item] {
            position -= cells[item]
            item += 1
        }
        let exactPhase = Double(position) / unit
        expectEqual(row.currentIndex, item)
        let drift = (row.phase - exactPhase).magnitude
        print("drift after \(loops) loops (\(frames) frames): \(drift) points")
        #expect(drift < 1e-6)
        let visible = Array(row.visibleFrames)
        for (a, b) in zip(visible, visible.dropFirst()) {
            #expect((b.start - a.end - 7.9).magnitude < 1e-12)
        }
    }
}
