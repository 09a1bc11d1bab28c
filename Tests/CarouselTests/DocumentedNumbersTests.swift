import Foundation
import PropertyTesting
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

/// The claims of issue 26 that the documents got wrong, each read from the document and checked
/// against the library, so that the text cannot drift from the behavior again.
@Suite("What the documents claim of few items and slot orders")
struct DocumentedClaimsTests {
    /// A file of the repository, by its path from the root.
    static func file(_ path: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("window's doc comment gives the windows two items show under each rule")
    func windowDocComment() throws {
        let source = try Self.file("Sources/Carousel/Core/Carousel.swift")
        let repeating = Carousel(["x", "y"]) { $0 }
        let leavingEmpty = try Carousel(["x", "y"], neighbors: 1, fewItems: .leavingEmpty) { $0 }
        expectEqual(Array(repeating.window), [1, 0, 1])
        expectEqual(Array(leavingEmpty.window), [nil, 0, 1])
        #expect(source.contains("two items and one neighbor: the other item on both"))
        #expect(
            source.contains(
                "leave the far positions empty under ``FewItemsRule/leavingEmpty`` (two items:"))
        #expect(source.contains("`[nil, 0, 1]`"))
    }

    @Test("Several Visible Items quotes the three-slot order after advance(by: 2) as it is")
    func slotOrderClaim() throws {
        let article = try Self.file(
            "Sources/Carousel/Carousel.docc/Articles/SeveralVisibleItems.md")
        var three = Carousel(Array(0..<5), reusePolicy: .rotate) { $0 }
        three.advance(by: 2)
        let order = "[" + three.slotOrder.map(String.init).joined(separator: ", ") + "]"
        #expect(article.contains("`advance(by: 2)` gives the order `\(order)`"))
        #expect(!article.contains("turns by `k` positions"))
    }
}
