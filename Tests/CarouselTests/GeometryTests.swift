import PropertyTesting
import Testing

@testable import Carousel

@Suite("Geometry")
struct GeometryTests {
    /// The app-store feature row: a 375-point screen, items 32 points narrower, 32-point spacing.
    @Test("the app-store feature row: item 32 points narrower than the screen, 32 apart")
    func featureRow() throws {
        let g = try CarouselGeometry(viewportLength: 375, itemLength: 343, spacing: 32)
        expectEqual(g.pageLength, 375)
        expectEqual(g.contentLength, 1125)
        expectEqual(g.restContentOffset, 375)
        expectEqual(g.visiblePeek, 0)
        expectEqual(g.slotSpan(atPosition: 0), .init(start: 16, length: 343))
        expectEqual(g.slotSpan(atPosition: 1).start, 391)
        expectEqual(g.slotSpan(atPosition: 2).end, 1109)
        expectEqual(g.offset(forContentOffset: 750), 2)
        expectEqual(g.contentOffset(forOffset: 1.5), 562.5)
    }

    @Test("neighbors peek in when the item is narrower than the viewport minus the spacing")
    func peek() throws {
        let g = try CarouselGeometry(
            viewportLength: 400, itemLength: 300, spacing: 10, axis: .vertical)
        expectEqual(g.visiblePeek, 40)
    }

    @Test("right to left puts next on the left and mirrors offsets")
    func rightToLeft() throws {
        let g = try CarouselGeometry(
            viewportLength: 100, itemLength: 100, layoutDirection: .rightToLeft)
        expectEqual(g.slotSpan(atPosition: 2).start, 0)
        expectEqual(g.slotSpan(atPosition: 0).start, 200)
        expectEqual(g.contentOffset(forOffset: 2), 0)
        expectEqual(g.offset(forContentOffset: 0), 2)
        expectEqual(g.contentOffset(forOffset: 1), g.restContentOffset)
        let vertical = try CarouselGeometry(
            viewportLength: 100, itemLength: 100, axis: .vertical, layoutDirection: .rightToLeft)
        expectEqual(vertical.slotSpan(atPosition: 2).start, 200)
    }

    @Test(
        "points and page units convert back and forth",
        arguments: [CarouselGeometry.LayoutDirection.leftToRight, .rightToLeft])
    func roundTrip(direction: CarouselGeometry.LayoutDirection) throws {
        let g = try CarouselGeometry(
            viewportLength: 320, itemLength: 256, spacing: 16, layoutDirection: direction)
        Property.check(generate: { r in Double(Int.random(in: 0...2048, using: &r)) / 1024 }) {
            x throws(PropertyFailure) in
            try requireEqual(
                g.offset(forContentOffset: g.contentOffset(forOffset: x)), x, "round trip of \(x)")
        }
    }

    @Test(
        "bad geometry is an error naming the bad input",
        arguments: [
            (Double.nan, 1.0, 0.0, "viewport length nan is not finite"),
            (100, .infinity, 0, "item length inf is not finite"),
            (0, 1, 0, "viewport length 0.0 must be positive"),
            (100, 0, 0, "item length 0.0 must be in (0, 100.0], the viewport"),
            (100, 101, 0, "item length 101.0 must be in (0, 100.0], the viewport"),
            (100, 50, -1, "spacing -1.0 must not be negative"),
            (1e308, 1e308, 1e308, "content length 3 * (1e+308 + 1e+308) overflows"),
        ])
    func badGeometry(v: Double, i: Double, s: Double, reason: String) {
        #expect(throws: CarouselError.invalidGeometry(reason: reason)) {
            try CarouselGeometry(viewportLength: v, itemLength: i, spacing: s)
        }
    }
}
