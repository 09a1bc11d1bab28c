import Carousel  // not @testable: the README's examples use the public API only
import Testing

/// Each README example, verbatim, so that the README cannot drift from the code.
@Suite("README examples")
struct ReadmeExampleTests {
    @Test("quick start")
    func quickStart() {
        // README: Quick start
        var carousel = Carousel(["Seoul", "Busan", "Jeju", "Incheon"]) { id in id }
        #expect(carousel.windowElements == Trio("Incheon", "Seoul", "Busan"))

        let events = carousel.next()
        #expect(
            Array(events) == [
                .moved(CarouselMove(from: 0, to: 1, step: 1, cause: .command)),
                .rebind(slot: 0, index: 0), .rebind(slot: 1, index: 1), .rebind(slot: 2, index: 2),
                .offsetReset(offset: 1),
            ])
        #expect(carousel.windowElements == Trio("Seoul", "Busan", "Jeju"))
    }

    @Test("applying events to three views")
    func applyingEvents() {
        final class PageView {
            var text = ""
        }
        var carousel = Carousel(["a", "b", "c", "d"]) { _ in PageView() }
        var contentOffset = 0.0
        let pageLength = 320.0

        // README: Applying events
        for event in carousel.advance(by: 2) {
            switch event {
            case .rebind(let slot, let index):
                carousel.slot(withID: slot)?.text = index.flatMap(carousel.element(at:)) ?? ""
            case .offsetReset(let offset):
                contentOffset = offset * pageLength
            case .moved, .reorder:
                break
            }
        }
        #expect(carousel[slotAt: .current].text == "c")
        #expect(carousel[slotAt: .next].text == "d")
        #expect(contentOffset == 320)
    }

    @Test("rotate reuse")
    func rotate() {
        // README: Reuse policies
        var carousel = Carousel(Array(0..<10), reusePolicy: .rotate) { id in id }
        let events = carousel.next()
        #expect(events.reorder == Trio(1, 2, 0))  // the old previous slot moved to next…
        #expect(events.rebinds.next?.slot == 0)  // …and is the only one to reconfigure
        #expect(events.count == 4)
    }

    @Test("scrolling")
    func scrolling() throws {
        // README: Scrolling
        var carousel = Carousel(Array(0..<5)) { id in id }
        try carousel.scroll(to: 1.4)  // dragging: nothing to do yet
        let events = try carousel.scroll(to: 2.25)  // passed the next page
        #expect(events.move?.step == 1)
        #expect(events.offsetReset == 1.25)  // the fraction is kept: no visible jump
        #expect(carousel.progress == 1.25)
        #expect(try carousel.pageIndicator(maximumDots: 3)?.label == "item 2 of 5")
        #expect(throws: CarouselError.invalidOffset(.infinity)) {
            try carousel.scroll(to: .infinity)
        }
    }

    @Test("autoplay")
    func autoplay() throws {
        // README: Autoplay
        var carousel = Carousel(Array(0..<5)) { id in id }
        try carousel.startAutoplay(interval: 3)
        try carousel.tick(2)  // 2 s: nothing yet
        let events = try carousel.tick(7)  // 9 s in all: three pages in one move
        #expect(events.move == CarouselMove(from: 0, to: 3, step: 3, cause: .autoplay))
        #expect(carousel.autoplay?.elapsed == 0)
    }

    @Test("data changes")
    func dataChanges() throws {
        // README: Data changes
        var carousel = Carousel(["a", "b", "c"]) { id in id }
        try carousel.jump(to: 1)
        try carousel.insert("new", at: 0)  // "b" stays current, now at index 2
        #expect(carousel.currentElement == "b")
        try carousel.remove(at: 2)  // removing the current item shows the next one
        #expect(carousel.currentElement == "c")
        carousel.load(["x", "c", "y"])  // an equal item stays current
        #expect(carousel.currentIndex == 1)
    }

    @Test("geometry")
    func geometry() throws {
        // README: Geometry
        let geometry = try CarouselGeometry(viewportLength: 375, itemLength: 343, spacing: 32)
        #expect(geometry.pageLength == 375)  // the paging stride
        #expect(geometry.contentLength == 1125)  // three pages
        #expect(geometry.slotSpan(at: .current).start == 391)
        #expect(geometry.offset(forContentOffset: 750) == 2)  // feed this to scroll(to:)
    }

    @Test("observer")
    @MainActor
    func observer() throws {
        // README: Observing
        let observed = ObservedCarousel(Carousel(["a", "b", "c"]) { id in id })
        var log: [CarouselEvent] = []
        observed.onEvent = { log.append($0) }
        try observed.perform { try $0.jump(to: 2) }
        #expect(log.first == .moved(CarouselMove(from: 0, to: 2, step: -1, cause: .command)))
        #expect(log.last == .offsetReset(offset: 1))
        #expect(observed.carousel.currentIndex == 2)
        // A refused operation delivers nothing and changes nothing.
        #expect(throws: CarouselError.self) { try observed.perform { try $0.jump(to: 7) } }
        #expect(log.count == 5)
    }
}
