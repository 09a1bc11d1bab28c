import Carousel  // not @testable: the articles' examples use the public API only
import PropertyTesting
import Testing

/// Each code example of the DocC articles in `Sources/Carousel/Carousel.docc/Articles`, as written there,
/// with the results the article states. Manifest lines (`Package.swift`), shell commands and the
/// listing of the internal `Ring` are not examples; the simulation examples are tested in
/// `CarouselSimulationTests`, the demo sessions the contract quotes in `CarouselDemoTests`.
@Suite("Article examples")
struct ArticleExampleTests {
    @Test("Carousel (the landing page): the overview")
    func landingPage() {
        // Carousel.md: Overview
        var carousel = Carousel(["Lisbon", "Oslo", "Rome", "Vienna"]) { id in id }
        expectEqual(Array(carousel.window), [3, 0, 1])  // "Vienna", "Lisbon", "Oslo"
        let events = carousel.next()
        expectEqual(events.move, CarouselMove(from: 0, to: 1, step: 1, cause: .command))
        expectEqual(events.rebind(atPosition: 1)?.slot, 1)  // slot 1 shows index 1, "Oslo"
        expectEqual(events.rebind(atPosition: 1)?.index, 1)
        expectEqual(carousel.element(at: 1), "Oslo")
        expectEqual(events.offsetReset, 1)
        expectEqual(Array(carousel.window), [0, 1, 2])  // "Lisbon", "Oslo", "Rome"
    }

    /// Getting Started: a first carousel, verbatim.
    final class CardView {
        var title = ""
    }

    static func firstCarousel() -> Carousel<[String], CardView> {
        // GettingStarted.md: A first carousel (`var` there: the next example moves it)
        let carousel = Carousel(["Seoul", "Busan", "Jeju", "Incheon"]) { _ in CardView() }
        // configure the slots before showing them
        for position in carousel.window.indices {
            let index = carousel.window[position]
            carousel[slotAt: position].title = index.flatMap(carousel.element(at:)) ?? ""
        }
        return carousel
    }

    @Test("Getting Started: a first carousel")
    func gettingStartedFirstCarousel() {
        let carousel = Self.firstCarousel()
        expectEqual(carousel[slotAt: 0].title, "Incheon")  // the carousel loops
        expectEqual(carousel[slotAt: 1].title, "Seoul")
        expectEqual(carousel[slotAt: 2].title, "Busan")
    }

    @Test("Getting Started: applying events")
    func gettingStartedApplyingEvents() throws {
        var carousel = Self.firstCarousel()
        // GettingStarted.md: Applying events
        let geometry = try CarouselGeometry(viewportLength: 320, itemLength: 320)
        // the user scrolled onto the next page
        var contentOffset = 2 * geometry.pageLength

        let events = carousel.next()
        for event in events {
            switch event {
            case .rebind(let slot, let index):
                let title = index.flatMap(carousel.element(at:)) ?? ""
                carousel.slot(withID: slot)?.title = title
            case .offsetReset(let offset):
                // without animation
                contentOffset = geometry.contentOffset(forOffset: offset)
            case .moved, .reorder:
                // a fixed row of views: nothing moves
                break
            }
        }
        expectEqual(carousel[slotAt: carousel.neighbors].title, "Busan")
        expectEqual(contentOffset, 320)  // back on the middle page
        expectEqual(carousel[slotAt: 0].title, "Seoul")
        expectEqual(carousel[slotAt: 2].title, "Jeju")
    }

    @Test("Wraparound: the overview")
    func wraparound() throws {
        // Wraparound.md: Overview
        var carousel = Carousel(0..<Int.max) { id in id }
        let events = carousel.advance(by: .min)
        expectEqual(events.move, CarouselMove(from: 0, to: .max - 1, step: .min, cause: .command))
        expectEqual(Array(carousel.window), [.max - 2, .max - 1, 0])

        let four = Carousel(Array(0..<4)) { id in id }
        expectEqual(try four.distance(from: 0, to: 2), 2)  // a tie goes forward
        expectEqual(try four.distance(from: 0, to: 3), -1)

        var five = Carousel(Array(0..<5)) { id in id }
        let back = five.advance(by: -7)
        expectEqual(back.move?.from, 0)
        expectEqual(back.move?.to, 3)
        try five.scroll(toOffset: 0.5)  // half way back to 2
        expectEqual(five.progress, 2.5)
    }

    @Test("Slots and Reuse Policies: the overview")
    func reusePoliciesOverview() {
        // ReusePolicies.md: Overview
        var row = Carousel(Array(0..<10)) { id in id }
        expectEqual(
            Array(row.next()),
            [
                .moved(CarouselMove(from: 0, to: 1, step: 1, cause: .command)),
                .rebind(slot: 0, index: 0), .rebind(slot: 1, index: 1), .rebind(slot: 2, index: 2),
                .offsetReset(offset: 1),
            ])

        var slotTable = Carousel(Array(0..<10), reusePolicy: .rotate) { id in id }
        let events = slotTable.next()
        expectEqual(events.reorder.map(Array.init), [1, 2, 0])  // slot ids in position order
        expectEqual(events.rebind(atPosition: 2)?.slot, 0)  // the old previous slot, now at index 2
        expectEqual(events.rebind(atPosition: 2)?.index, 2)
        #expect(events.rebind(atPosition: 0) == nil && events.rebind(atPosition: 1) == nil)
    }

    @Test("Slots and Reuse Policies: the worked examples")
    func reusePoliciesWorkedExamples() {
        // ReusePolicies.md: the tables of two and three items
        var two = Carousel(["x", "y"], reusePolicy: .rotate) { id in id }
        expectEqual(
            two.next().map(\.description).dropFirst(),
            [
                "reorder slots 1 0 2", "rebind slot 2 → 0", "offset reset to 1.0",
            ])
        expectEqual(Array(two.advance(by: 2)).count, 2)  // moved from == to, offsetReset 1
        var three = Carousel(["x", "y", "z"], reusePolicy: .rotate) { id in id }
        expectEqual(
            three.next().map(\.description).dropFirst(),
            [
                "reorder slots 1 2 0", "offset reset to 1.0",
            ])
        var ten = Carousel(Array(0..<10), reusePolicy: .rotate) { id in id }
        let byTwo = ten.advance(by: 2)
        expectEqual((0..<3).count { byTwo.rebind(atPosition: $0) != nil }, 2)
        let byThree = ten.advance(by: 3)
        expectEqual((0..<3).count { byThree.rebind(atPosition: $0) != nil }, 3)
    }

    @Test("Slots and Reuse Policies: identity across an insertion")
    func reusePoliciesIdentity() throws {
        // ReusePolicies.md: identity across an insertion
        var carousel = Carousel(["a", "b", "c", "d", "e"]) { id in id }
        try carousel.jump(to: 2)
        let first = try carousel.insert("x", at: 1)  // no events: still b c d, at 2 3 4
        #expect(first.isEmpty)
        expectEqual(Array(carousel.window), [2, 3, 4])
        let second = try carousel.insert("y", at: 3)  // rebind slot 0 → 3: "y" is now previous
        expectEqual(Array(second), [.rebind(slot: 0, index: 3)])
        expectEqual(carousel.window[0].flatMap(carousel.element(at:)), "y")
    }

    @Test("Scrolling and the Offset Reset: the overview")
    func scrolling() throws {
        // ScrollingAndOffsetReset.md: Overview
        var carousel = Carousel(Array(0..<5)) { id in id }
        #expect(try carousel.scroll(toOffset: 1.4).isEmpty)  // dragging toward next
        expectEqual(carousel.offset, 1.4)
        let events = try carousel.scroll(toOffset: 3.75)  // a fast fling passed two pages
        expectEqual(events.move, CarouselMove(from: 0, to: 2, step: 2, cause: .scroll))
        expectEqual(events.offsetReset, 1.75)  // the fraction is kept, the picture does not jump
        expectEqual(carousel.progress, 2.75)
        expectEqual(try carousel.pageIndicator(maximumDots: 5)?.label, "item 3 of 5")
    }

    @Test(
        "Scrolling and the Offset Reset: the table of commits",
        arguments: [
            (0.5, nil, 0.5, 0), (2, 1, 1, 1), (2.5, 1, 1.5, 1), (0, -1, 1, 4), (-0.25, -1, 0.75, 4),
            (-1, -2, 1, 3), (-2.5, -3, 0.5, 2), (1e9, 999_999_999, 1, 4),
        ] as [(Double, Int?, Double, Int)])
    func scrollingTable(x: Double, step: Int?, offset: Double, current: Int) throws {
        var carousel = Carousel(Array(0..<5)) { id in id }
        let events = try carousel.scroll(toOffset: x)
        expectEqual(events.move?.step, step)
        expectEqual(carousel.offset, offset)
        expectEqual(carousel.currentIndex, current)
    }

    @Test(
        "Scrolling and the Offset Reset: the table of page dots",
        arguments: [
            (0, 0..<5, 0, "item 1 of 10"), (4, 2..<7, 2, "item 5 of 10"),
            (7, 5..<10, 2, "item 8 of 10"), (9, 5..<10, 4, "item 10 of 10"),
        ] as [(Int, Range<Int>, Int, String)])
    func pageDotsTable(current: Int, dots: Range<Int>, activeDot: Int, label: String) throws {
        var carousel = Carousel(Array(0..<10)) { id in id }
        try carousel.jump(to: current)
        let indicator = try #require(try carousel.pageIndicator(maximumDots: 5))
        expectEqual(indicator.dots, dots)
        expectEqual(indicator.activeDot, activeDot)
        expectEqual(indicator.label, label)
    }

    @Test("Autoplay: the overview")
    func autoplay() throws {
        // Autoplaying.md: Overview
        var carousel = Carousel(Array(0..<5)) { id in id }
        try carousel.startAutoplay(interval: 3)
        #expect(try carousel.tick(2).isEmpty)
        expectEqual(carousel.autoplay?.elapsed, 2)
        let first = try carousel.tick(2)  // 4 s in all
        expectEqual(first.move, CarouselMove(from: 0, to: 1, step: 1, cause: .autoplay))
        expectEqual(carousel.autoplay?.elapsed, 1)
        try carousel.scroll(toOffset: 1.5)  // the user drags: timer restarted, autoplay paused
        #expect(try carousel.tick(10).isEmpty)  // paused while the offset is not 1
        try carousel.scroll(toOffset: 1)  // released at rest
        let second = try carousel.tick(10)  // one move of 3 pages
        expectEqual(second.move, CarouselMove(from: 1, to: 4, step: 3, cause: .autoplay))
        expectEqual(carousel.autoplay?.elapsed, 1)
    }

    @Test("Data Changes: the overview")
    func dataChanges() throws {
        // DataChanges.md: Overview
        var carousel = Carousel(["a", "b", "c", "d"]) { id in id }
        try carousel.jump(to: 1)  // "b" is current
        let inserted = try carousel.insert("new", at: 0)  // "b" stays current, now at index 2
        #expect(inserted.isEmpty && carousel.currentIndex == 2)
        try carousel.remove(at: 2)  // the current item goes: "c", which followed it, is current
        expectEqual(carousel.currentElement, "c")
        let replaced = try carousel.replace(at: 2, with: "C")  // a new item: its slot is rebound
        expectEqual(Array(replaced), [.rebind(slot: 1, index: 2)])
        // an equal item stays current: index 1
        carousel.load(["x", "C", "y"], keepingCurrent: .byValue)
        expectEqual(carousel.currentIndex, 1)
    }

    @Test("Geometry and Peeking: the overview")
    func geometry() throws {
        // GeometryAndPeeking.md: Overview
        let geometry = try CarouselGeometry(viewportLength: 375, itemLength: 343, spacing: 32)
        // pageLength, contentLength (three pages), restContentOffset, visiblePeek
        let layout = [
            geometry.pageLength, geometry.contentLength, geometry.restContentOffset,
            geometry.visiblePeek,
        ]
        expectEqual(layout, [375, 1125, 375, 0])
        let span = geometry.slotSpan(atPosition: 1)  // the current item's
        #expect(span.start == 391 && span.length == 343)
        expectEqual(geometry.offset(forContentOffset: 750), 2)  // feed this to scroll(toOffset:)
        expectEqual(geometry.contentOffset(forOffset: 1.25), 468.75)  // apply an offsetReset
    }

    @Test("The Behavior Contract: the order of events")
    func contractEventOrder() {
        // BehaviorContract.md: Operations and their events
        var carousel = Carousel(Array(0..<10), reusePolicy: .rotate) { id in id }
        expectEqual(
            carousel.advance(by: 2).map(\.description),
            [
                "moved next 0 → 2 (step 2, command)", "reorder slots 2 1 0",
                "rebind slot 1 → 2", "rebind slot 0 → 3", "offset reset to 1.0",
            ])
        let loop = carousel.advance(by: 10)  // a whole loop
        #expect((0..<3).allSatisfy { loop.rebind(atPosition: $0) == nil })
    }
}
