@_spi(Testing) import Carousel  // not @testable: the examples use the public API; SPI for one check
import Foundation
import PropertyTesting
import Testing

/// *Several Visible Items* (`SeveralVisibleItems.md`): its listings as written there, the diagram's
/// states, and its tables, which are generated here from the library and must occur in the article
/// verbatim.
@Suite("Several Visible Items article")
struct SeveralVisibleItemsArticleTests {
    /// The article's text.
    static func article() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return try String(
            contentsOf: root.appendingPathComponent(
                "Sources/Carousel/Carousel.docc/Articles/SeveralVisibleItems.md"),
            encoding: .utf8)
    }

    /// Each of `rows` occurs in the article as a line of its own.
    static func expectRows(_ rows: [String], sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let lines = Set(try article().split(separator: "\n").map(String.init))
        for row in rows {
            #expect(
                lines.contains(row), "the article lacks the row \(row)",
                sourceLocation: sourceLocation)
        }
    }

    /// The overview's card, verbatim.
    final class CardView {
        var title = ""
        var start = 0.0  // where the card lies in the scroll content
    }

    @Test("Overview: a row of five cards, laid out and moved")
    func overview() throws {
        // SeveralVisibleItems.md: Overview
        let cities = ["Lisbon", "Oslo", "Rome", "Vienna", "Prague", "Seoul", "Lima"]
        var row = try Carousel(cities, neighbors: 2, reusePolicy: .rotate) { _ in
            CardView()
        }
        let geometry = try CarouselGeometry(
            viewportLength: 375, itemLength: 100, spacing: 10, neighbors: 2)

        // Place and configure the five cards before showing them.
        for position in 0..<row.positionCount {
            let card = row[slotAt: position]
            card.start = geometry.slotSpan(atPosition: position).start
            card.title = row.window[position].map { cities[$0] } ?? ""
        }
        let titles = row.slotOrder.map { row.slot(withID: $0)!.title }
        // Seoul, Lima, Lisbon (current), Oslo, Rome
        expectEqual(titles, ["Seoul", "Lima", "Lisbon", "Oslo", "Rome"])
        expectEqual(row.window.description, "[5, 6, 0, 1, 2]")

        var contentOffset = geometry.restContentOffset  // 220: at rest
        let events = row.next()
        for event in events {
            switch event {
            case .reorder(let slots):  // rotate: the cards change places
                for (position, id) in slots.enumerated() {
                    row.slot(withID: id)?.start =
                        geometry.slotSpan(atPosition: position).start
                }
            case .rebind(let slot, let index):
                row.slot(withID: slot)?.title =
                    index.flatMap(row.element(at:)) ?? ""
            case .offsetReset(let offset):  // without animation
                contentOffset = geometry.contentOffset(forOffset: offset)
            case .moved:
                break
            }
        }
        // moved 0 → 1, reorder slots 1 2 3 4 0, rebind slot 0 → 3,
        // offset reset to 1.0
        expectEqual(
            events.description,
            "[moved next 0 → 1 (step 1, command), reorder slots 1 2 3 4 0, "
                + "rebind slot 0 → 3, offset reset to 1.0]")
        expectEqual(contentOffset, 220)
        expectEqual(row.slot(withID: 0)?.title, "Vienna")
        expectEqual(row.slot(withID: 0)?.start, 445)  // now the last card
        let after = row.slotOrder.map { row.slot(withID: $0)!.title }
        expectEqual(after, ["Lima", "Lisbon", "Oslo", "Rome", "Vienna"])
        for position in 0..<5 {
            expectEqual(
                row.slot(withID: row.slotOrder[position])!.start,
                geometry.slotSpan(atPosition: position).start)
        }

        // The same row under .rebind: slot p stays at position p.
        var fixed = try Carousel(cities, neighbors: 2) { id in id }
        let moved = fixed.next()  // five rebinds, no reorder
        #expect(moved.reorder == nil)
        expectEqual((0..<5).compactMap { moved.rebind(atPosition: $0)?.slot }, [0, 1, 2, 3, 4])
        expectEqual((0..<5).compactMap { moved.rebind(atPosition: $0)?.index }, [6, 0, 1, 2, 3])
    }

    @Test("Detailed Design: the API's values for five positions")
    func api() throws {
        var row = try Carousel(0..<12, neighbors: 2, reusePolicy: .rotate) { id in id }
        #expect(row.neighbors == 2 && row.positionCount == 5 && row.fewItems == .repeating)
        expectEqual(row.window.description, "[10, 11, 0, 1, 2]")
        expectEqual(row.slotOrder.description, "[0, 1, 2, 3, 4]")
        // The current position is `neighbors`: position 2 of five.
        #expect(row.window[row.neighbors] == 0 && row[slotAt: row.neighbors] == 2)
        let events = row.next()
        expectEqual(events.positionCount, 5)
        expectEqual(events.reorder?.description, "[1, 2, 3, 4, 0]")
        #expect(events.rebind(atPosition: 4)?.slot == 0 && events.rebind(atPosition: 4)?.index == 3)
        #expect((0..<4).allSatisfy { events.rebind(atPosition: $0) == nil })
        // Iterated, the same events in their order.
        expectEqual(
            Array(events).map(\.description),
            [
                "moved next 0 → 1 (step 1, command)", "reorder slots 1 2 3 4 0",
                "rebind slot 0 → 3", "offset reset to 1.0",
            ])
        #expect(row.boundIndex(ofSlot: 0) == 3 && row.boundIndex(ofSlot: 5) == nil)
        #expect(row.slot(withID: 4) == 4 && row.slot(withID: 5) == nil)

        // One neighbor under .repeating is the three-slot carousel, event for event.
        var three = Carousel(0..<12, reusePolicy: .rotate) { id in id }
        var one = try Carousel(0..<12, neighbors: 1, reusePolicy: .rotate) { id in id }
        for step in [1, -1, 2, 5, -7] {
            expectEqual(Array(three.advance(by: step)), Array(one.advance(by: step)))
        }

        // Out of range: refused before any slot is made.
        var made = 0
        let error = #expect(throws: CarouselError.self) {
            try Carousel(0..<12, neighbors: 8) { id in
                made += 1
                return id
            }
        }
        expectEqual(made, 0)
        expectEqual(error?.code, .invalidNeighbors)
        expectEqual(error?.description, "neighbor count 8 is invalid: it must be between 1 and 7")
    }

    // MARK: The diagram

    /// A scroll surface that records what a coordinator tells it.
    @MainActor
    final class RecordingSurface: CarouselScrollSurface {
        var contentOffset = 0.0
        var contentLength = 0.0
        var spans: [Int: CarouselGeometry.Span] = [:]
        var shown: [Int: String] = [:]

        func setContentOffset(_ contentOffset: Double, animated: Bool) {
            self.contentOffset = contentOffset
        }
        func setContentLength(_ length: Double) { contentLength = length }
        func setScrollEnabled(_ isEnabled: Bool) {}
        func place(_ slot: Int, at span: CarouselGeometry.Span) { spans[slot] = span }
        func configure(_ slot: Int, with element: String?) { shown[slot] = element ?? "" }

        /// What the viewport shows at `contentOffset`, sampled every 2.5 points: the item under
        /// each point, or `-` between the cards.
        func picture(at contentOffset: Double, geometry: CarouselGeometry) -> [String] {
            let center = contentOffset + geometry.pageLength / 2
            let half = geometry.viewportLength / 2
            return stride(from: center - half, to: center + half, by: 2.5).map { x in
                spans.first { $0.value.start <= x && x < $0.value.end }.map { shown[$0.key]! }
                    ?? "-"
            }
        }
    }

    static let letters = (0..<12).map { String(UnicodeScalar(65 + $0)!) }  // A to L

    @Test(
        "The diagram: the five-slot recenter, under each policy",
        arguments: [ReusePolicy.rebind, .rotate])
    @MainActor
    func recenter(policy: ReusePolicy) throws {
        let geometry = try CarouselGeometry(
            viewportLength: 375, itemLength: 100, spacing: 10, neighbors: 2)
        let surface = RecordingSurface()
        let carousel = try Carousel(Self.letters, neighbors: 2, reusePolicy: policy) { $0 }
        let coordinator = CarouselScrollCoordinator(
            carousel: carousel, geometry: geometry, surface: surface)
        var applied: [CarouselEvents] = []
        coordinator.onEvents = { applied.append($0) }

        // At rest: content offset 220, the viewport from 87.5 to 462.5; K L A B C.
        #expect(surface.contentLength == 550 && surface.contentOffset == 220)
        #expect(geometry.recenteringMargin == 0.25 && geometry.visiblePeek == 17.5)
        expectEqual(
            (0..<5).map { geometry.slotSpan(atPosition: $0).start }, [5, 115, 225, 335, 445])
        expectEqual((0..<5).map { surface.shown[$0]! }, ["K", "L", "A", "B", "C"])
        #expect(viewport(at: 220, geometry) == 87.5...462.5)

        // The drag reaches the threshold, offset 2 - margin = 1.75, content offset 302.5: the
        // viewport's trailing edge meets the end of the last card, 545.
        coordinator.willBeginDragging()
        surface.contentOffset = 260
        coordinator.didScroll()
        #expect(applied.isEmpty && coordinator.carousel.offset == 40.0 / 110 + 1)
        expectEqual(geometry.contentOffset(forOffset: 2 - geometry.recenteringMargin), 302.5)
        #expect(viewport(at: 302.5, geometry) == 170...545)
        let before = surface.picture(at: 302.5, geometry: geometry)
        surface.contentOffset = 302.5
        coordinator.didScroll()

        // The commit, in that did-scroll: moved A → B, then the slots, then the reset.
        let events = try #require(applied.first)
        expectEqual(applied.count, 1)
        expectEqual(events.move, CarouselMove(from: 0, to: 1, step: 1, cause: .scroll))
        switch policy {
        case .rebind:  // every slot stays and shows the item its position now needs
            #expect(events.reorder == nil)
            expectEqual(
                (0..<5).map { events.rebind(atPosition: $0)!.slot }, [0, 1, 2, 3, 4])
            expectEqual((0..<5).map { surface.shown[$0]! }, ["L", "A", "B", "C", "D"])
        case .rotate:  // slot 0 goes round to the end and is the only one rebound
            expectEqual(events.reorder?.description, "[1, 2, 3, 4, 0]")
            expectEqual((0..<5).compactMap { events.rebind(atPosition: $0) }.count, 1)
            expectEqual(events.rebind(atPosition: 4)?.slot, 0)
            #expect(surface.shown[0] == "D" && surface.spans[0]?.start == 445)
            expectEqual(surface.spans[1]?.start, 5)
        }
        expectEqual(
            coordinator.carousel.window.map { $0.map { Self.letters[$0] } },
            [
                "L", "A", "B", "C", "D",
            ])

        // The offset reset: 0.75, content offset 192.5, the viewport from 60 to 435. The same
        // picture as at the threshold, point for point.
        expectEqual(events.offsetReset, 0.75)
        expectEqual(surface.contentOffset, 192.5)
        #expect(viewport(at: 192.5, geometry) == 60...435)
        expectEqual(surface.picture(at: surface.contentOffset, geometry: geometry), before)
        #expect(before.first == "L" && before.last == "C")
        #expect(coordinator._invariantViolation == nil)
    }

    /// The viewport's span of content at `contentOffset`: the paging frame, one page, is centered.
    func viewport(at contentOffset: Double, _ geometry: CarouselGeometry) -> ClosedRange<Double> {
        let center = contentOffset + geometry.pageLength / 2
        return (center - geometry.viewportLength / 2)...(center + geometry.viewportLength / 2)
    }

    // MARK: Few items

    /// A window as the article's tables write it.
    static func cell(_ window: CarouselWindow) -> String { "`\(window)`" }

    @Test("Few items: the tables of both rules are the library's")
    func fewItemsTables() throws {
        let geometry = try CarouselGeometry(
            viewportLength: 375, itemLength: 100, spacing: 10, neighbors: 2)
        var rows: [String] = []
        for rule in [FewItemsRule.repeating, .leavingEmpty] {
            for count in 1...4 {
                var row = try Carousel(0..<count, neighbors: 2, fewItems: rule) { $0 }
                let first = row.window
                row.next()
                let shown = geometry.shownOffsets(itemCount: count, fewItems: rule)!
                let offsets = "`\(shown.lowerBound)...\(shown.upperBound)`"
                rows.append(
                    "| \(count) | \(Self.cell(first)) | \(Self.cell(row.window)) | "
                        + "\(offsets) |")
            }
        }
        try Self.expectRows(rows)
    }

    @Test("Few items: the stated consequences of each rule")
    func fewItemsRules() throws {
        // .repeating: slot j shows (current + j - r) mod count, so an item can show twice.
        for count in 2...6 {
            for current in 0..<count {
                var row = try Carousel(0..<count, neighbors: 2) { $0 }
                try row.jump(to: current)
                for j in 0..<5 {
                    expectEqual(row.window[j], ((current + j - 2) % count + count) % count)
                }
            }
        }
        // .leavingEmpty: each item once.
        for count in 2...6 {
            let row = try Carousel(0..<count, neighbors: 2, fewItems: .leavingEmpty) { $0 }
            let shown = row.window.compactMap { $0 }
            #expect(Set(shown).count == shown.count && shown.count == min(count, 5))
        }
        // One item does not loop: nothing to scroll, nothing moves, only the center shows it.
        var single = try Carousel(["A"], neighbors: 2) { $0 }
        #expect(!single.isScrollable && single.next().isEmpty)
        expectEqual(single.window.description, "[none, none, 0, none, none]")
        // No items: every position empty.
        let empty = try Carousel([String](), neighbors: 2) { $0 }
        #expect(empty.window.allSatisfy { $0 == nil })

        // Under .leavingEmpty an item can vanish on one side at a commit: four items, the
        // position one page back shows item 3; after next() the same place on screen (the
        // reset shifts by one position) is an empty position.
        var four = try Carousel(0..<4, neighbors: 2, fewItems: .leavingEmpty) { $0 }
        expectEqual(four.window[1], 3)
        four.next()
        #expect(four.window[0] == nil && four.window[4] == 3)
        // Under .repeating the same place keeps its item.
        var repeating = try Carousel(0..<4, neighbors: 2) { $0 }
        expectEqual(repeating.window[1], 3)
        repeating.next()
        expectEqual(repeating.window[0], 3)
    }

    // MARK: Geometry

    @Test("The geometry limit: the example and the error message")
    func geometryLimit() throws {
        let row = try CarouselGeometry(
            viewportLength: 375, itemLength: 100, spacing: 10, neighbors: 2)
        expectEqual(row.maximumViewportLength, 430)
        expectEqual(row.recenteringMargin, 0.25)  // (375 - 100) / 220 - 1
        #expect(throws: CarouselError.self) {
            try CarouselGeometry(viewportLength: 430, itemLength: 100, spacing: 10, neighbors: 2)
        }
        _ = try CarouselGeometry(
            viewportLength: 430.nextDown, itemLength: 100, spacing: 10, neighbors: 2)
        let error = #expect(throws: CarouselError.self) {
            try CarouselGeometry(viewportLength: 768, itemLength: 100, spacing: 10, neighbors: 2)
        }
        let message = try #require(error?.description)
        #expect(try Self.article().contains(message), "the article quotes: \(message)")
        let wide = try CarouselGeometry(
            viewportLength: 768, itemLength: 100, spacing: 10, neighbors: 4)
        expectEqual(wide.maximumViewportLength, 870)
        #expect(abs(wide.recenteringMargin - (668.0 / 220 - 3)) < 1e-12)
        #expect(throws: CarouselError.self) {
            try CarouselGeometry(viewportLength: 768, itemLength: 100, spacing: 10, neighbors: 3)
        }
        // The rule: the viewport reaches `reach` pages past the current card on each side; the
        // band (margin, 2 - margin) is empty from reach = r - 1/2 on.
        for r in 1...7 {
            let limit = 100 + Double(2 * r - 1) * 110
            let reach = (limit.nextDown - 100) / 220
            #expect(reach < Double(r) - 0.5)
        }
    }

    // MARK: Cost

    /// The rebinds of one move of `step` pages from item 0 of `count` items.
    static func rebinds(step: Int, count: Int, policy: ReusePolicy) throws -> Int {
        var row = try Carousel(0..<count, neighbors: 2, reusePolicy: policy) { $0 }
        let events = row.advance(by: step)
        return (0..<5).count { events.rebind(atPosition: $0) != nil }
    }

    @Test("Cost: the table of rebinds per move is the library's")
    func costTable() throws {
        var rows: [String] = []
        for step in [1, 2, 3, 5, 8] {
            let rebind = try Self.rebinds(step: step, count: 100, policy: .rebind)
            let rotate = try Self.rebinds(step: step, count: 100, policy: .rotate)
            rows.append("| \(step) | \(rebind) | \(rotate) |")
        }
        try Self.expectRows(rows)
        #expect(MemoryLayout<CarouselEvents>.size == 56)
        // Under .rotate the slot order turns by k for |k| < 5.
        for step in -4...4 where step != 0 {
            var row = try Carousel(0..<100, neighbors: 2, reusePolicy: .rotate) { $0 }
            let order = row.advance(by: step).reorder.map(Array.init)
            expectEqual(order, (0..<5).map { (($0 + step) % 5 + 5) % 5 }, "step \(step)")
        }
    }

    @Test("Cost: rebinds per move under each policy, against a model, for every step")
    func costModel() throws {
        for count in 5...14 {
            for step in -count...count {
                var row = try Carousel(0..<count, neighbors: 2) { $0 }
                let before = Array(row.window)
                row.advance(by: step)
                let after = Array(row.window)
                // .rebind: the positions whose item changed.
                let changed = (0..<5).count { before[$0] != after[$0] }
                expectEqual(try Self.rebinds(step: step, count: count, policy: .rebind), changed)
                // .rotate: five minus the items the two windows share.
                var held = before
                var shared = 0
                for item in after {
                    if let at = held.firstIndex(of: item) {
                        held.remove(at: at)
                        shared += 1
                    }
                }
                let rotate = try Self.rebinds(step: step, count: count, policy: .rotate)
                expectEqual(rotate, 5 - shared, "count \(count), step \(step)")
                // min(|k|, 5) once the two windows cannot meet round the back of the ring.
                if count >= step.magnitude + 5 {
                    #expect(rotate == min(step.magnitude, 5), "count \(count), step \(step)")
                }
            }
        }
    }

    @Test("Edge cases: an insertion that only shifts indices rebinds nothing")
    func dataChange() throws {
        for policy in [ReusePolicy.rebind, .rotate] {
            var row = try Carousel(
                ["a", "b", "c", "d", "e", "f", "g"], neighbors: 2, reusePolicy: policy
            ) { $0 }
            try row.jump(to: 3)  // b c d e f
            #expect(try row.insert("x", at: 0).isEmpty)
            expectEqual(row.currentElement, "d")
            expectEqual(row.window.description, "[2, 3, 4, 5, 6]")
            #expect(Array(try row.remove(at: 0)).isEmpty)
        }
    }

    // MARK: What waits

    @Test("What waits: group paging by advance(by:), and a leading row's geometry")
    func whatWaits() throws {
        var row = try Carousel(0..<20, neighbors: 2, reusePolicy: .rotate) { $0 }
        let events = row.advance(by: 3)  // three pages at once
        expectEqual(row.window.description, "[1, 2, 3, 4, 5]")
        expectEqual((0..<5).count { events.rebind(atPosition: $0) != nil }, 3)
        // A 375-point row with the current card at its leading edge: a centered viewport of
        // 2 × 375 - 100 = 650 reaches as far past the current card; 3 neighbors are too few.
        let error = #expect(throws: CarouselError.self) {
            try CarouselGeometry(viewportLength: 650, itemLength: 100, spacing: 10, neighbors: 3)
        }
        expectEqual(error?.description.hasSuffix("4 neighbors would fill it"), true)
        _ = try CarouselGeometry(viewportLength: 650, itemLength: 100, spacing: 10, neighbors: 4)
    }
}
