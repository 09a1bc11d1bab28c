import PropertyTesting
import Testing

@testable import CarouselDemo

/// Splits `input` as if it arrived in chunks of `chunkSize` bytes.
private func lines(of input: [UInt8], chunkSize: Int) -> [[UInt8]] {
    var splitter = LineSplitter()
    var lines: [[UInt8]] = []
    var start = 0
    while start < input.count {
        let end = min(start + chunkSize, input.count)
        lines += splitter.feed(input[start..<end])
        start = end
    }
    if let last = splitter.finish() { lines.append(last) }
    return lines
}

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

@Suite struct LineSplitterTests {
    @Test(
        arguments: [
            ("", []),
            ("\n", [""]),
            ("a", ["a"]),
            ("a\n", ["a"]),
            ("a\nb", ["a", "b"]),
            ("a\n\n", ["a", ""]),
            ("\n\n", ["", ""]),
            ("a\r\n", ["a"]),
            ("a\r\nb\r\n", ["a", "b"]),
            ("a\r", ["a"]),
            ("\r", [""]),
            ("\r\n\r\n", ["", ""]),
            ("a\r\r\n", ["a\r"]),
            ("a\r\r", ["a\r"]),
            ("a\rb\n", ["a\rb"]),
            ("\ra\n", ["\ra"]),
            ("a\n\r", ["a", ""]),
            ("a\n\rb", ["a", "\rb"]),
            ("a\u{0}b\n\u{0}", ["a\u{0}b", "\u{0}"]),
            ("  \n# c\n\t\n", ["  ", "# c", "\t"]),
            ("é\u{2028}x\u{85}\n", ["é\u{2028}x\u{85}"]),
        ] as [(String, [String])])
    func linesEndAtLineFeedWithOneCarriageReturnDropped(_ input: String, _ expected: [String]) {
        for chunkSize in [1, 2, 3, 64 * 1024] {
            expectEqual(lines(of: bytes(input), chunkSize: chunkSize), expected.map(bytes))
        }
    }

    @Test func binaryBytesPassThrough() {
        let input: [UInt8] = [0xFF, 0xFE, 0x0D, 0x00, 0x0A, 0xC0, 0x0D, 0x0D]
        expectEqual(lines(of: input, chunkSize: 3), [[0xFF, 0xFE, 0x0D, 0x00], [0xC0, 0x0D]])
    }

    @Test func megabyteLinesSpanChunks() {
        let long = [UInt8](repeating: 0x78, count: 3_000_000)
        let input = long + [0x0D, 0x0A] + long + [0x0D]
        expectEqual(lines(of: input, chunkSize: 64 * 1024), [long, long])
    }

    @Test func readerNumbersEveryLineFromOne() {
        var chunks = [bytes("next\n\n# c"), bytes("omment\r"), bytes("\nshow\r\nquit")]
        let reader = LineReader { chunks.isEmpty ? [] : chunks.removeFirst() }
        let expected = ["next", "", "# comment", "show", "quit"].enumerated().map {
            NumberedLine(number: $0.offset + 1, bytes: bytes($0.element))
        }
        expectEqual(Array(reader), expected)
    }

    @Test func readerOfEmptyInputHasNoLines() {
        var reader = LineReader { [] }
        #expect(reader.next() == nil)
        #expect(reader.next() == nil)
    }

    @Test func randomChunkingGivesTheSameLines() {
        let alphabet: [UInt8] = [0x0A, 0x0D, 0x61, 0x00, 0xFF, 0x20]
        Property.check(
            generate: { random in
                let input = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                    alphabet.randomElement(using: &random)!
                }
                return (input, chunkSize: Int.random(in: 1...8, using: &random))
            },
            shrink: { input, chunkSize in
                Shrink.array(input).map { ($0, chunkSize) }
                    + Shrink.int(chunkSize).filter { $0 >= 1 }.map { (input, $0) }
            }
        ) { input, chunkSize throws(PropertyFailure) in
            let whole = lines(of: input, chunkSize: input.count + 1)
            try requireEqual(lines(of: input, chunkSize: chunkSize), whole, "lines in chunks")
            try require(whole.allSatisfy { !$0.contains(0x0A) }, "a line feed in \(whole)")
            let lineFeeds = input.filter { $0 == 0x0A }.count
            let expectedCount = lineFeeds + (input.last.map { $0 == 0x0A ? 0 : 1 } ?? 0)
            try requireEqual(whole.count, expectedCount, "number of lines")
        }
    }
}
