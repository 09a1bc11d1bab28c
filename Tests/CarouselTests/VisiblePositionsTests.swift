import PropertyTesting
import Testing

@testable import Carousel

/// The positions whose span overlaps the viewport by more than `tolerance` points, and those
/// within it of touching an edge, from the spans and the viewport in content points: the
/// viewport is the one-page paging frame at the content offset, widened equally on both sides.
private func overlaps(
    _ g: CarouselGeometry, offset: Double, tolerance: Double = 1e-6
) -> (visible: [Int], touching: Set<Int>) {
    let center = g.contentOffset(forOffset: offset) + g.pageLength / 2
    let viewport = (center - g.viewportLength / 2, center + g.viewportLength / 2)
    var visible: [Int] = []
    var touching: Set<Int> = []
    for position in 0..<(2 * g.neighbors + 1) {
        let span = g.slotSpan(atPosition: position)
        let overlap = Swift.min(span.end, viewport.1) - Swift.max(span.start, viewport.0)
        if overlap.magnitude <= tolerance {
            touching.insert(position)
        } else if overlap > 0 {
            visible.append(position)
        }
    }
    return (visible, touching)
}

/// A layout of any neighbor count, item, spacing, axis and direction, with a viewport from the
/// item alone to nearly the widest the slots fill, and an offset at rest, on the page thresholds,
/// between the pages or off them.
private func randomGeometryAndOffset(
    _ r: inout SplitMix64
) -> (CarouselGeometry, Double) {
    let neighbors = Int.random(in: CarouselLimits.neighbors, using: &r)
    let item = [300, 100.1, 200, Double.random(in: 1...500, using: &r)]
        .randomElement(using: &r)!
    let spacing = [0, 10, 7.3, Double.random(in: 0...50, using: &r)]
        .randomElement(using: &r)!
    let page = item + spacing
    // From the item alone to nearly the widest viewport the slots fill.
    let widest = item + Double(2 * neighbors - 1) * page
    let viewport =
        item + Double.random(in: 0...1, using: &r) * (widest - item).nextDown
    let vertical = Bool.random(using: &r)
    let geometry = try! CarouselGeometry(
        viewportLength: Swift.min(viewport, widest.nextDown), itemLength: item,
        spacing: spacing, axis: vertical ? .vertical : .horizontal,
        layoutDirection: !vertical && Bool.random(using: &r)
            ? .rightToLeft : .leftToRight,
        neighbors: neighbors)
    let offset = [
        Double.random(in: 0...2, using: &r), 1, 0.5, 1.5,
        Double.random(in: -3...5, using: &r),
    ].randomElement(using: &r)!
    return (geometry, offset)
}

@Suite("Visible positions")
struct VisiblePositionsTests {
    @Test("peeking cards: both neighbors at rest, one of them near the next page")
    func peekingCards() throws {
        let g = try CarouselGeometry(viewportLength: 375, itemLength: 300, spacing: 10)
        #expect(g.visiblePositions(atOffset: 1) == 0..<3)
        #expect(g.visiblePositions(atOffset: 1.9) == 1..<3)
        #expect(g.visiblePositions(atOffset: 0.1) == 0..<2)
    }

    @Test("a neighbor that only touches the viewport's edge is not visible")
    func touchingIsNotVisible() throws {
        let pages = try CarouselGeometry(viewportLength: 200, itemLength: 200)
        #expect(pages.visiblePositions(atOffset: 1) == 1..<2)
        #expect(pages.visiblePositions(atOffset: 1.5) == 1..<3)
        #expect(pages.visiblePositions(atOffset: 0.25) == 0..<2)
        let wide = try CarouselGeometry(viewportLength: 600, itemLength: 200, neighbors: 2)
        #expect(wide.visiblePositions(atOffset: 1) == 1..<4)
    }

    @Test("no position for an offset that is not finite or lies far off the slots")
    func nonFinite() throws {
        let g = try CarouselGeometry(viewportLength: 375, itemLength: 300, spacing: 10)
        for offset in [Double.nan, .infinity, -.infinity, 1e300, -1e300, 40, -40] {
            #expect(g.visiblePositions(atOffset: offset).isEmpty, "offset \(offset)")
        }
    }

    @Test("the same positions as the spans overlapping the viewport, every layout and offset")
    func matchesSpans() {
        Property.check(
            generate: randomGeometryAndOffset
        ) { (g, offset) throws(PropertyFailure) in
            let range = g.visiblePositions(atOffset: offset)
            let (visible, touching) = overlaps(g, offset: offset)
            try require(
                range.lowerBound >= 0 && range.upperBound <= 2 * g.neighbors + 1,
                "\(range) outside the positions")
            let decided = range.filter { !touching.contains($0) }
            try requireEqual(decided, visible, "positions visible at offset \(offset)")
            // The axis and the direction do not change logical positions.
            let plain = try requireNoError("plain geometry") {
                try CarouselGeometry(
                    viewportLength: g.viewportLength, itemLength: g.itemLength,
                    spacing: g.spacing, neighbors: g.neighbors)
            }
            try requireEqual(plain.visiblePositions(atOffset: offset), range, "left to right")
        }
    }

    @Test("every offset within the steady offsets shows the positions the offset itself shows")
    func steadyOffsets() {
        Property.check(generate: randomGeometryAndOffset) {
            (g, offset) throws(PropertyFailure) in
            let band = g.offsetsKeepingVisiblePositions(from: offset)
            let positions = g.visiblePositions(atOffset: offset)
            guard !band.isEmpty else {
                // Only within a hair of a rounding's edge, or far off the slots.
                let nearEdge = [offset - 1e-8, offset + 1e-8].contains {
                    g.visiblePositions(atOffset: $0) != positions
                }
                try require(nearEdge || offset.magnitude > 16, "no steady offsets at \(offset)")
                return
            }
            try require(band.contains(offset), "\(band) does not contain \(offset)")
            let width = band.upperBound - band.lowerBound
            for inside in [
                band.lowerBound, band.upperBound.nextDown, band.lowerBound + width / 3,
                band.lowerBound + width / 2,
            ] {
                try requireEqual(
                    g.visiblePositions(atOffset: inside), positions,
                    "at \(inside), inside \(band) from \(offset)")
            }
        }
    }
}
