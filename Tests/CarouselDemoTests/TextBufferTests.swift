import Carousel
import PropertyTesting
import Testing

@testable import CarouselDemo

/// The buffer's byte writers against the `String` functions they stand in for.
@Suite struct TextBufferTests {
    @Test(arguments: [0, 7, -7, 10, 1234567890, Int.max, Int.min])
    func integersAreWrittenAsStringDoes(_ value: Int) {
        expectEqual(String(writing: { $0.append(value) }), String(value))
    }

    @Test(arguments: [
        0, 1, -1, -0.0, 0.25, -0.5, 1.75, 2.5, 123456.75, 0.1, 1e-7, 0.125, 1e15 - 0.25, 1e15, 1e16,
        2e16 + 0.5, 0.9354838709677421, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
    ])
    func realsAreWrittenAsDescriptionDoes(_ value: Double) {
        expectEqual(String(writing: { $0.append(value) }), value.description)
    }

    @Test func quartersAreWrittenAsDescriptionDoes() {
        for quarters in -40_000...40_000 {
            let value = Double(quarters) / 4
            expectEqual(String(writing: { $0.append(value) }), value.description)
        }
    }

    @Test(arguments: [CarouselMotion.paging, .free, .snapping(limit: nil), .snapping(limit: 3)])
    func motionsAreWrittenInTheLibrarysWords(_ motion: CarouselMotion) {
        expectEqual(
            String(writing: { $0.appendJSON(motion) }),
            String(writing: { $0.appendJSONString(motion.description) }))
    }

    @Test(arguments: [
        CarouselEvent.moved(CarouselMove(from: 0, to: 1, step: 1, cause: .command)),
        .moved(CarouselMove(from: 9, to: 0, step: Int.min, cause: .autoplay)),
        .moved(CarouselMove(from: 1, to: 2, step: Int.max, cause: .scroll)),
        rotateReorder(neighbors: 1, by: 1),
        .rebind(slot: 2, index: 3), .rebind(slot: 0, index: nil),
        .offsetReset(offset: 1), .offsetReset(offset: 0.9354838709677421),
        .offsetReset(offset: -0.0), .offsetReset(offset: 1e-7), rotateReorder(neighbors: 2, by: 1),
    ])
    func eventsAreWrittenInTheLibrarysWords(_ event: CarouselEvent) {
        expectEqual(String(writing: { $0.append(event, offset: .exact) }), event.description)
    }

    /// Among a gesture's frames an offset reads as the frames write theirs.
    @Test(arguments: [(0.8999999999999999, "0.90"), (1.1076504297962353, "1.11"), (1, "1.00")])
    func offsetsCanBeWrittenToTwoDecimals(_ offset: Double, _ shown: String) {
        expectEqual(
            String(writing: { $0.append(.offsetReset(offset: offset), offset: .hundredths) }),
            "offset reset to " + shown)
    }

    @Test(arguments: [1, 5, 12])
    func pageIndicatorsAreWrittenAsTheirLabel(_ count: Int) throws {
        var carousel = Carousel(Array(0..<count)) { $0 }
        _ = carousel.advance(by: count - 1)
        let indicator = try #require(try carousel.pageIndicator(maximumDots: 9))
        expectEqual(String(writing: { $0.append(indicator) }), indicator.label)
    }

    static let texts = [
        "", "a", "New York", " x", "x ", "a\"b", "a\\b", "tab\there", "\u{1B}x", "\u{7F}",
        String(repeating: "a", count: 48), String(repeating: "a", count: 49),
        String(repeating: "é", count: 48), "é 中 🎠", "\u{200E}x", "\u{378}", "a\u{2028}b",
    ]

    @Test(arguments: texts)
    func readableTextIsWrittenAsDisplayReadableShowsIt(_ text: String) {
        expectEqual(String(writing: { $0.appendReadable(text) }), displayReadable(text))
    }

    @Test(arguments: texts)
    func quotedTextIsWrittenAsDisplayQuotedShowsIt(_ text: String) {
        expectEqual(String(writing: { $0.appendQuoted(text) }), displayQuoted(text))
    }
}

/// The reorder of the first move by `step` pages of a carousel of nine items and `neighbors` a
/// side under the rotate policy: `[1, 2, 0]` for one neighbor and a step of 1, `[2, 0, 1]` for
/// -1, `[1, 2, 3, 4, 0]` for two and 1 (the library makes the only values there are).
func rotateReorder(neighbors: Int, by step: Int) -> CarouselEvent {
    // One to seven neighbors are valid.
    var carousel = try! Carousel(Array(0..<9), neighbors: neighbors, reusePolicy: .rotate) { $0 }
    return carousel.advance(by: step).first { if case .reorder = $0 { true } else { false } }!
}
