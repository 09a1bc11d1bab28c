import Carousel  // not @testable: the README's examples use the public API only
import PropertyTesting
import Testing

/// The README's example, verbatim, so that the README cannot drift from the code (the articles'
/// examples are in `ArticleExampleTests`).
@Suite("README examples")
struct ReadmeExampleTests {
    @Test("quick start")
    func quickStart() {
        // README: A first carousel
        var carousel = Carousel(["Seoul", "Busan", "Jeju", "Incheon"]) { id in id }
        expectEqual(Array(carousel.window), [3, 0, 1])  // "Incheon", "Seoul", "Busan"

        let events = carousel.next()
        expectEqual(
            Array(events),
            [
                .moved(CarouselMove(from: 0, to: 1, step: 1, cause: .command)),
                .rebind(slot: 0, index: 0), .rebind(slot: 1, index: 1), .rebind(slot: 2, index: 2),
                .offsetReset(offset: 1),
            ])
        var printed: [String] = []
        for event in events {
            switch event {
            case .rebind(let slot, let index):
                printed.append(
                    "slot \(slot) shows \(index.flatMap(carousel.element(at:)) ?? "nothing")")
            case .offsetReset(let offset):
                printed.append("reset the scroll offset to page \(offset), without animation")
            case .moved, .reorder:
                break
            }
        }
        expectEqual(
            printed,
            [
                "slot 0 shows Seoul", "slot 1 shows Busan", "slot 2 shows Jeju",
                "reset the scroll offset to page 1.0, without animation",
            ])
        expectEqual(Array(carousel.window), [0, 1, 2])  // "Seoul", "Busan", "Jeju"
    }
}
