import PropertyTesting
import Testing

@testable import Carousel

@Suite("Readable descriptions")
struct DescriptionTests {
    @Test("events print as the demo words them, not as their memory layout")
    func events() throws {
        var carousel = Carousel(Array(0..<5)) { $0 }
        expectEqual(
            "\(carousel.next())",
            "[moved next 0 → 1 (step 1, command), rebind slot 0 → 0, rebind slot 1 → 1, "
                + "rebind slot 2 → 2, offset reset to 1.0]")
        expectEqual("\(CarouselEvents())", "[]")
        let back = try carousel.scroll(toOffset: -1.5)
        expectEqual(back.move?.description, "previous 1 → 4 (step -2, scroll)")
        var rotating = Carousel(Array(0..<5), reusePolicy: .rotate) { $0 }
        expectEqual(
            rotating.next().map(\.description).prefix(2),
            [
                "moved next 0 → 1 (step 1, command)", "reorder slots 1 2 0",
            ])
        var one = Carousel([7, 8]) { $0 }
        expectEqual(
            try one.remove(at: 1).map(\.description),
            [
                "rebind slot 0 → none", "rebind slot 2 → none",
            ])
        expectEqual(CarouselMove.Cause.autoplay.description, "autoplay")
    }

    @Test("a trio prints its values in position order, an absent one as none")
    func trio() {
        expectEqual("\(Carousel([1]) { $0 }.window)", "[none, 0, none]")
        expectEqual("\(Trio(1, 2, 3))", "[1, 2, 3]")
        expectEqual("\(Trio<String?>("a", nil, "c"))", "[a, none, c]")
    }

    @Test("errors quote the value and the valid range")
    func errors() {
        expectEqual(
            "\(CarouselError.indexOutOfRange(index: 9, range: 0..<5))",
            "index 9 is out of range 0..<5")
    }
}
