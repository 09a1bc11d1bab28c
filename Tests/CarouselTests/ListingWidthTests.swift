import Foundation
import PropertyTesting
import Testing

/// The code listings of the DocC catalogs fit the rendered page without scrolling sideways.
///
/// The documentation site's code column, at a window 1280 points wide with DocC's sidebar open,
/// holds `ListingWidth.limit` monospaced characters. Every line of a ```swift or ```sh fence of
/// every article and page of every catalog (`Sources/*/*.docc`, any depth) is held to it. Other
/// fences (plain text, JSON) quote program output verbatim and are left alone; so are the output
/// lines of an `sh` transcript, a fence whose commands start with a `$ ` prompt: there only the
/// command lines (and their `\` continuations) are code.
@Suite("Width of the documentation's code listings")
struct ListingWidthTests {
    /// A line of a listing that is too long: where, and how long.
    struct LongLine: CustomStringConvertible {
        var file: String
        var line: Int
        var length: Int

        var description: String {
            "\(file):\(line): a listing line of \(length) characters (at most \(ListingWidth.limit))"
        }
    }

    /// The lines over the limit in the swift and sh fences of one Markdown text.
    static func longLines(in text: String, file: String) -> [LongLine] {
        var found: [LongLine] = []
        var fence: (language: String, indent: Int, marker: String)?
        var transcript = false
        var continued = false
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let trimmed = line.drop { $0 == " " }
            let indent = line.count - trimmed.count
            if let open = fence {
                if trimmed.hasPrefix(open.marker)
                    && trimmed.allSatisfy({ $0 == open.marker.first || $0 == " " })
                {
                    fence = nil
                    continue
                }
                let content = line.dropFirst(min(indent, open.indent))
                var isCode = open.language == "swift" || open.language == "sh"
                if open.language == "sh" && transcript {
                    isCode = content.hasPrefix("$ ") || continued
                    continued = isCode && content.hasSuffix("\\")
                }
                if isCode && content.count > ListingWidth.limit {
                    found.append(LongLine(file: file, line: number + 1, length: content.count))
                }
            } else if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                let marker = String(trimmed.prefix { $0 == trimmed.first })
                let info = trimmed.dropFirst(marker.count).drop { $0 == " " }
                let language = String(info.prefix { $0 != " " && $0 != "{" })
                fence = (language, indent, marker)
                transcript = false
                continued = false
                if language == "sh" {
                    // A transcript: the fence's first line is a prompt.
                    let rest = text.split(separator: "\n", omittingEmptySubsequences: false)
                        .dropFirst(number + 1).first.map { $0.drop { $0 == " " } }
                    transcript = rest?.hasPrefix("$ ") ?? false
                }
            }
        }
        return found
    }

    /// The package's folder.
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every Markdown file of every DocC catalog, as a path from the package's folder.
    static func catalogFiles() throws -> [String] {
        let manager = FileManager.default
        let sources = package.appendingPathComponent("Sources")
        var files: [String] = []
        for target in try manager.contentsOfDirectory(atPath: sources.path) {
            let folder = sources.appendingPathComponent(target)
            guard let entries = try? manager.contentsOfDirectory(atPath: folder.path) else {
                continue
            }
            for catalog in entries where catalog.hasSuffix(".docc") {
                let root = "Sources/\(target)/\(catalog)"
                let enumerator = manager.enumerator(
                    atPath: package.appendingPathComponent(root).path)
                while let path = enumerator?.nextObject() as? String {
                    if path.hasSuffix(".md") { files.append("\(root)/\(path)") }
                }
            }
        }
        return files.sorted()
    }

    @Test("every swift and sh listing of the DocC catalogs fits the code column")
    func listingsFit() throws {
        let files = try Self.catalogFiles()
        #expect(files.contains("Sources/Carousel/Carousel.docc/Articles/Performance.md"))
        #expect(files.contains { $0.hasPrefix("Sources/CarouselUIKit/CarouselUIKit.docc/") })
        #expect(files.contains { $0.hasPrefix("Sources/CarouselSwiftUI/CarouselSwiftUI.docc/") })
        for file in files {
            let text = try String(
                contentsOf: Self.package.appendingPathComponent(file), encoding: .utf8)
            for long in Self.longLines(in: text, file: file) {
                Issue.record("\(long)")
            }
        }
    }

    @Test("the check finds a long line, by file and line, only where it is code")
    func checkFindsLongLines() {
        let long = String(repeating: "x", count: ListingWidth.limit + 1)
        let fits = String(repeating: "x", count: ListingWidth.limit)
        let text = """
            Prose \(long)

            ```swift
            \(fits)
            \(long)
            ```

            ```json
            \(long)
            ```

            - A list item:

              ```sh
              \(fits)
              ```

            ```sh
            $ printf 'next\\n' | swift run CarouselDemo \\
                \(long)
            \(long)
            ```
            """
        let found = Self.longLines(in: text, file: "A.md")
        expectEqual(found.map(\.line), [5, 20])
        expectEqual(found.first?.description.hasPrefix("A.md:5: "), true)
    }
}

/// The width of the documentation site's code column, in monospaced characters.
enum ListingWidth {
    /// Measured in Chromium at a window 1280 points wide with DocC's sidebar open: the listing's
    /// box is 703 points wide, 14 points of padding each side, and a character 9.03 points (the
    /// 15-point monospaced font), so 74.7 characters; a 75-character line already scrolls. (The
    /// box shows about 76 characters, the last two in its right padding, behind a scroll bar.)
    static let limit = 74
}
