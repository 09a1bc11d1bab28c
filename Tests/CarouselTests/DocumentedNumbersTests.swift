import Foundation
import Testing

@testable import Carousel

/// The sizes the *Performance* article states are read from the code here, so the article cannot
/// drift from it (numbers live in the documents, never in source comments).
@Suite("Numbers the documents state")
struct DocumentedNumbersTests {
    /// The *Performance* article's text.
    static func performanceArticle() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return try String(
            contentsOf: root.appendingPathComponent(
                "Sources/Carousel/Carousel.docc/Articles/Performance.md"),
            encoding: .utf8)
    }

    @Test("the article gives CarouselEvents' size and the two tables' lengths as they are")
    func performanceArticleSizes() throws {
        let article = try Self.performanceArticle()
        let size = MemoryLayout<CarouselEvents>.size
        #expect(article.contains("\(size) bytes"), "CarouselEvents is \(size) bytes")
        #expect(
            article.contains("a table of \(WindowMove.table.count) moves"),
            "the window-move table has \(WindowMove.table.count) entries")
        let answers = Matching.table.count.formatted(
            .number.grouping(.automatic).locale(
                Locale(identifier: "en_US")))
        #expect(article.contains("\(answers) answers"), "the matching table has \(answers) entries")
    }
}
