import Carousel  // not @testable: the README's examples use the public API only
import Testing

/// The README's example, verbatim, so that the README cannot drift from the code (the articles'
/// examples are in `ArticleExampleTests`).
@Suite("README examples")
struct ReadmeExampleTests {
    @Test("quick start")
    func quickStart() {
        // README: A first carousel
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
}
