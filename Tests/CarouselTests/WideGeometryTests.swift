import PropertyTesting
import Testing

@testable import Carousel

@Suite("Geometry of 2r + 1 slots")
struct WideGeometryTests {
    @Test("content, rest offset and slot spans for r neighbors, both directions", arguments: 1...7)
    func layout(neighbors r: Int) throws {
        for direction in [CarouselGeometry.LayoutDirection.leftToRight, .rightToLeft] {
            let geometry = try CarouselGeometry(
                viewportLength: 100, itemLength: 100, spacing: 10, layoutDirection: direction,
                neighbors: r)
            expectEqual(geometry.contentLength, Double(2 * r + 1) * 110)
            expectEqual(geometry.restContentOffset, Double(r) * 110)
            expectEqual(geometry.contentOffset(forOffset: 1), geometry.restContentOffset)
            for position in 0...(2 * r) {
                let span = geometry.slotSpan(atPosition: position)
                let page = direction == .leftToRight ? position : 2 * r - position
                expectEqual(span, CarouselGeometry.Span(start: Double(page) * 110 + 5, length: 100))
            }
        }
    }

    @Test("offsets and content offsets convert both ways, one page apart per page")
    func conversions() throws {
        Property.check(
            generate: { random -> (Int, Bool, Double) in
                (
                    Int.random(in: 1...7, using: &random), Bool.random(using: &random),
                    Double.random(in: -3...5, using: &random)
                )
            }
        ) { (r: Int, flipped: Bool, offset: Double) throws(PropertyFailure) in
            let geometry = try requireNoError("geometry") {
                try CarouselGeometry(
                    viewportLength: 100, itemLength: 100, spacing: 10,
                    layoutDirection: flipped ? .rightToLeft : .leftToRight, neighbors: r)
            }
            let content = geometry.contentOffset(forOffset: offset)
            let back = geometry.offset(forContentOffset: content)
            let expected = (offset + Double(r - 1)) * 110
            try require((back - offset).magnitude < 1e-12, "round trip of \(offset)")
            try require(
                ((flipped ? Double(2 * r) * 110 - content : content) - expected).magnitude
                    < 1e-9,
                "content offset \(content) for offset \(offset)")
        }
    }

    @Test("the largest viewport is I + (2r - 1)(I + s), exclusive, and the margin below 1/2")
    func limit() throws {
        for r in 1...7 {
            let limit = 100 + Double(2 * r - 1) * 110
            let widest = try CarouselGeometry(
                viewportLength: limit.nextDown, itemLength: 100, spacing: 10, neighbors: r)
            expectEqual(widest.maximumViewportLength, limit)
            #expect(widest.recenteringMargin < 0.5 && widest.recenteringMargin > 0.49)
            #expect(throws: CarouselError.self) {
                try CarouselGeometry(
                    viewportLength: limit, itemLength: 100, spacing: 10, neighbors: r)
            }
            // A viewport that shows no more than the inner positions commits at the next page.
            let narrow = try CarouselGeometry(
                viewportLength: 100 + Double(2 * r - 2) * 110, itemLength: 100, spacing: 10,
                neighbors: r)
            expectEqual(narrow.recenteringMargin, 0)
        }
    }

    /// Issue 26: the refusal was decided on the recentering margin, which rounding could hold
    /// below 1/2 for a viewport exactly at the limit; now it is decided on the limit itself.
    @Test(
        "a viewport exactly at the limit is refused, one just short of it accepted, to the bit",
        arguments: [(100.0, 10.0), (3.3, 0), (3.3, 0.5), (1e300, 0), (0.1, 0.2), (1, 1e-9)])
    func limitToTheBit(itemLength: Double, spacing: Double) throws {
        for r in 1...7 {
            // The limit as the library states it, read from a geometry it accepts.
            let limit = try CarouselGeometry(
                viewportLength: itemLength, itemLength: itemLength, spacing: spacing,
                neighbors: r
            ).maximumViewportLength
            let atLimit = #expect(throws: CarouselError.self, "r \(r)") {
                try CarouselGeometry(
                    viewportLength: limit, itemLength: itemLength, spacing: spacing,
                    neighbors: r)
            }
            expectEqual(atLimit?.code, .invalidGeometry, "r \(r)")
            let short = try CarouselGeometry(
                viewportLength: limit.nextDown, itemLength: itemLength, spacing: spacing,
                neighbors: r)
            expectEqual(short.maximumViewportLength, limit, "r \(r)")
            #expect(short.recenteringMargin < 0.5, "r \(r)")
        }
    }

    @Test(
        "issue 26: viewports at the limit that rounding once let through are refused",
        arguments: [(13.2, 3.3, 0.0), (14.7, 3.3, 0.5), (8e300, 1e300, 0)])
    func issue26(viewportLength: Double, itemLength: Double, spacing: Double) throws {
        let error = #expect(throws: CarouselError.self) {
            try CarouselGeometry(
                viewportLength: viewportLength, itemLength: itemLength, spacing: spacing,
                neighbors: 2)
        }
        expectEqual(error?.code, .invalidGeometry)
    }

    /// Found with issue 26's cases: the advice is still worked out from the reach in pages, which
    /// rounds below `r - 1/2` for a viewport exactly at a limit, while the refusal is now decided
    /// on the limit itself; so the message can name the very count it refuses.
    @Test(
        "at a limit, the fewest neighbors the refusal names fill the viewport",
        arguments: [(13.2, 3.3, 0.0), (14.7, 3.3, 0.5), (8e300, 1e300, 0)])
    func adviceAtTheLimit(viewportLength: Double, itemLength: Double, spacing: Double) throws {
        let error = #expect(throws: CarouselError.self) {
            try CarouselGeometry(
                viewportLength: viewportLength, itemLength: itemLength, spacing: spacing,
                neighbors: 2)
        }
        let advice = try #require(error?.description.split(separator: ";").last)
        let fewest = try #require(Int(advice.split(separator: " ")[0]), "\(advice)")
        _ = try CarouselGeometry(
            viewportLength: viewportLength, itemLength: itemLength, spacing: spacing,
            neighbors: fewest)
        #expect(throws: CarouselError.self) {
            try CarouselGeometry(
                viewportLength: viewportLength, itemLength: itemLength, spacing: spacing,
                neighbors: fewest - 1)
        }
    }

    @Test("a viewport past the limit names it and the fewest neighbors that fill it")
    func tooLongNamesTheFewestNeighbors() throws {
        // Five cards of 100 with 10 between: 540 points need r = 3 (limit 650), not 2 (430).
        #expect(
            throws: CarouselError.invalidGeometry(
                reason: "viewport length 540.0 is too long for 5 slots of 100.0 with spacing "
                    + "10.0: it must be less than 430.0 (one item and 3 items with spacing), or a "
                    + "drag would show empty space past the slots; 3 neighbors would fill it")
        ) { try CarouselGeometry(viewportLength: 540, itemLength: 100, spacing: 10, neighbors: 2) }
        _ = try CarouselGeometry(viewportLength: 540, itemLength: 100, spacing: 10, neighbors: 3)
        let tooWide = #expect(throws: CarouselError.self) {
            try CarouselGeometry(viewportLength: 5000, itemLength: 100, spacing: 10, neighbors: 7)
        }
        expectEqual(tooWide?.description.hasSuffix("even 7 neighbors would not fill it"), true)
        // The fewest neighbors named always fit, and one fewer never does.
        for viewport in stride(from: 100.0, through: 1700, by: 7.5) {
            var reason = ""
            do throws(CarouselError) {
                _ = try CarouselGeometry(viewportLength: viewport, itemLength: 100, spacing: 10)
                continue
            } catch {
                expectEqual(error.code, .invalidGeometry, "\(error)")
                reason = error.description
            }
            guard let fewest = Int(reason.split(separator: ";").last!.split(separator: " ")[0])
            else {
                #expect(viewport >= 100 + 13 * 110, "\(reason)")
                continue
            }
            _ = try CarouselGeometry(
                viewportLength: viewport, itemLength: 100, spacing: 10, neighbors: fewest)
            #expect(throws: CarouselError.self) {
                try CarouselGeometry(
                    viewportLength: viewport, itemLength: 100, spacing: 10,
                    neighbors: fewest - 1)
            }
        }
    }

    /// Found by the fuzz target: the fewest neighbors were converted to an `Int` from a reach
    /// too large for one.
    @Test(
        "a tiny item in a long viewport is refused, not a trap",
        arguments: [1e-17, Double.leastNonzeroMagnitude, Double.leastNormalMagnitude])
    func tinyItem(itemLength: Double) {
        for r in [1, 7] {
            let error = #expect(throws: CarouselError.self) {
                try CarouselGeometry(
                    viewportLength: 375, itemLength: itemLength, neighbors: r)
            }
            expectEqual(error?.description.hasSuffix("even 7 neighbors would not fill it"), true)
        }
    }

    @Test("neighbor counts out of range are refused, quoting them")
    func badNeighbors() {
        for r in [0, -1, 8, Int.min, Int.max] {
            #expect(throws: CarouselError.invalidNeighbors(r)) {
                try CarouselGeometry(viewportLength: 100, itemLength: 100, neighbors: r)
            }
        }
        expectEqual(
            CarouselError.invalidNeighbors(8).description,
            "neighbor count 8 is invalid: it must be between 1 and 7")
    }

    @Test("the positions that show an item, under each few-items rule")
    func shownOffsets() throws {
        let row = try CarouselGeometry(
            viewportLength: 430.nextDown, itemLength: 100, spacing: 10, neighbors: 2)
        #expect(row.shownOffsets(itemCount: 0, fewItems: .leavingEmpty) == nil)
        #expect(row.shownOffsets(itemCount: 1, fewItems: .repeating) == 0...0)
        #expect(row.shownOffsets(itemCount: 2, fewItems: .leavingEmpty) == 0...1)
        #expect(row.shownOffsets(itemCount: 3, fewItems: .leavingEmpty) == -1...1)
        #expect(row.shownOffsets(itemCount: 4, fewItems: .leavingEmpty) == -1...2)
        #expect(row.shownOffsets(itemCount: 4, fewItems: .repeating) == -2...2)
        #expect(row.shownOffsets(itemCount: 5, fewItems: .leavingEmpty) == -2...2)
        // The carousel's window agrees position by position.
        for count in 0...6 {
            for rule in [FewItemsRule.repeating, .leavingEmpty] {
                let carousel = try Carousel(0..<count, neighbors: 2, fewItems: rule) { $0 }
                let shown = row.shownOffsets(itemCount: count, fewItems: rule)
                for position in 0..<5 {
                    expectEqual(
                        (carousel.window[position] != nil), (shown?.contains(position - 2) ?? false)
                    )
                }
            }
        }
    }
}
