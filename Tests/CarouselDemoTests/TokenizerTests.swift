import PropertyTesting
import Testing

@testable import CarouselDemo

private func tokenize(_ line: String) -> TokenizedLine {
    tokenizeLine(Array(line.utf8))
}

/// Quotes `text` as one token the way a user would: `"` and `\` escaped, everything else as is.
func quotedToken(_ text: String) -> String {
    var quoted = "\""
    for scalar in text.unicodeScalars {
        if scalar == "\"" || scalar == "\\" { quoted += "\\" }
        quoted.unicodeScalars.append(scalar)
    }
    return quoted + "\""
}

/// True when `message` would print as one line with nothing invisible in it (the zero-width
/// joiner of emoji sequences aside).
func isOneReadableLine(_ message: String) -> Bool {
    !message.isEmpty
        && !message.unicodeScalars.contains {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}"
                || $0 == "\u{2029}"
                || ($0.properties.generalCategory == .format && $0 != "\u{200D}")
        }
}

@Suite struct TokenizerTests {
    @Test(arguments: [
        "", " ", "\t", " \t \t ", "#", "# a comment", "   # indented", "\t#tab", "#\"unterminated",
        "# a\"b", "#\u{0}",
    ])
    func blankAndCommentLinesAreSkipped(_ line: String) {
        expectEqual(tokenize(line), .skip)
    }

    @Test(
        arguments: [
            [0x23, 0xFF], [0x20, 0x23, 0xC0, 0x80], [0x09, 0x23, 0xED, 0xA0, 0x80], [0x23, 0x0D],
            [0x20, 0x20, 0x23, 0x22, 0xFE],
        ] as [[UInt8]])
    func commentsAreSkippedBeforeTheUTF8Check(_ line: [UInt8]) {
        expectEqual(tokenizeLine(line), .skip)
    }

    @Test(
        arguments: [
            ("next", ["next"]),
            ("next 3", ["next", "3"]),
            ("  next\t\t3  ", ["next", "3"]),
            ("\tjump\t-1\t", ["jump", "-1"]),
            (#"insert 0 "New York""#, ["insert", "0", "New York"]),
            ("\"a b\"\t\"c\"", ["a b", "c"]),
            ("\"tab\there\"", ["tab\there"]),
            (#""""#, [""]),
            (#"load "" """#, ["load", "", ""]),
            (#"replace 1 "a\"b""#, ["replace", "1", #"a"b"#]),
            (#""a\\b""#, [#"a\b"#]),
            (#""a\\""#, [#"a\"#]),
            (#""\\\"""#, [#"\""#]),
            (#""a\nb""#, [#"a\nb"#]),
            (#""\x""#, [#"\x"#]),
            (#""é\é""#, [#"é\é"#]),
            (#"a\b"#, [#"a\b"#]),
            (#"a\ b\\"#, [#"a\"#, #"b\\"#]),
            ("next # x", ["next", "#", "x"]),
            ("a#b #", ["a#b", "#"]),
            (##""#""##, ["#"]),
            ("a\u{0B}b", ["a\u{0B}b"]),
            ("a\u{A0}b", ["a\u{A0}b"]),
            ("a\u{0}b \u{0}", ["a\u{0}b", "\u{0}"]),
            ("\"\u{0}\"", ["\u{0}"]),
            ("a\rb", ["a\rb"]),
            ("\u{0C}x\u{0C}", ["\u{0C}x\u{0C}"]),
            ("héllo wörld 中文 🎠", ["héllo", "wörld", "中文", "🎠"]),
            ("\u{FEFF}next", ["\u{FEFF}next"]),
            ("NEXT", ["NEXT"]),
        ] as [(String, [String])])
    func linesSplitIntoUnquotedTokens(_ line: String, _ tokens: [String]) {
        expectEqual(tokenize(line), .tokens(tokens))
    }

    @Test(arguments: [
        (#""abc"#, #"unterminated quote in "\"abc"; close it with ""#),
        (#"next "abc"#, #"unterminated quote in "\"abc"; close it with ""#),
        (#"""#, #"unterminated quote in "\""; close it with ""#),
        (#"x "a b"#, #"unterminated quote in "\"a b"; close it with ""#),
        (#""a\""#, #"unterminated quote in "\"a\\\""; close it with ""#),
        (#""a\"#, #"unterminated quote in "\"a\\"; close it with ""#),
        ("\"a\u{1}\tb\r", #"unterminated quote in "\"a\u{1}\tb\r"; close it with ""#),
        (
            #"a"b"#,
            #"quote in the middle of the token "a\"b"; quote the whole token and write \" inside it"#
        ),
        (
            #"jump 1 x"y z"#,
            #"quote in the middle of the token "x\"y"; quote the whole token and write \" inside it"#
        ),
        (
            #"a""#,
            #"quote in the middle of the token "a\""; quote the whole token and write \" inside it"#
        ),
        (
            #""a"b"#,
            #"text after the closing quote in "\"a\"b"; "#
                + "put a space after the quote or move the text inside the quotes"
        ),
        (
            #"x "a b"c d"#,
            #"text after the closing quote in "\"a b\"c"; "#
                + "put a space after the quote or move the text inside the quotes"
        ),
        (
            #""""""#,
            #"text after the closing quote in "\"\"\"\""; "#
                + "put a space after the quote or move the text inside the quotes"
        ),
    ])
    func malformedQuotesAreErrors(_ line: String, _ message: String) {
        expectEqual(tokenize(line), .failure(InputError(message: message)))
        #expect(isOneReadableLine(message))
    }

    @Test(
        arguments: [
            ([0x61, 0x62, 0xFF], "0xFF at column 3"),
            ([0x80], "0x80 at column 1"),
            ([0xC0, 0x80], "0xC0 at column 1"),
            ([0x20, 0xED, 0xA0, 0x80], "0xED at column 2"),
            ([0x61, 0xE2, 0x82], "0xE2 at column 2"),
            ([0xF4, 0x90, 0x80, 0x80], "0xF4 at column 1"),
            ([0xF8, 0x88, 0x80, 0x80, 0x80], "0xF8 at column 1"),
            ([0xC3, 0xA9, 0x20, 0x80], "0x80 at column 4"),
            ([0x22, 0x61, 0xFE], "0xFE at column 3"),
            ([0x6E, 0x20, 0x23, 0x0D, 0xFF], "0xFF at column 5"),
        ] as [([UInt8], String)])
    func invalidUTF8IsAnErrorForTheWholeLine(_ line: [UInt8], _ position: String) {
        let message = "line is not valid UTF-8 (byte \(position)); write it as UTF-8 text"
        expectEqual(tokenizeLine(line), .failure(InputError(message: message)))
    }

    @Test(arguments: [
        ("plain", #""plain""#),
        ("", #""""#),
        (#"a "b" \c"#, #""a \"b\" \\c""#),
        ("tab\tnl\ncr\r", #""tab\tnl\ncr\r""#),
        ("\u{0}\u{1F}\u{7F}\u{85}\u{9F}", #""\u{0}\u{1F}\u{7F}\u{85}\u{9F}""#),
        ("line\u{2028}para\u{2029}", #""line\u{2028}para\u{2029}""#),
        ("\u{202E}evil\u{202C} \u{FEFF}\u{AD}", #""\u{202E}evil\u{202C} \u{FEFF}\u{AD}""#),
        ("👩\u{200D}💻", "\"👩\u{200D}💻\""),
        ("é 中 🎠 \u{A0}", "\"é 中 🎠 \u{A0}\""),
        (String(repeating: "x", count: 48), "\"" + String(repeating: "x", count: 48) + "\""),
        (String(repeating: "x", count: 49), "\"" + String(repeating: "x", count: 48) + "\"…"),
    ])
    func displayQuotedEscapesAndShortens(_ text: String, _ shown: String) {
        expectEqual(displayQuoted(text), shown)
        #expect(isOneReadableLine(shown))
    }

    @Test func megabyteLinesWork() {
        let long = String(repeating: "é", count: 500_000)
        expectEqual(tokenize("load " + long), .tokens(["load", long]))
        expectEqual(tokenize("\"" + long + " \""), .tokens([long + " "]))
        let shown = "\"\\\"" + String(repeating: "é", count: 47) + "\"…"
        let unterminated = tokenize("x \"" + long)
        expectEqual(
            unterminated,
            .failure(InputError(message: "unterminated quote in \(shown); close it with \"")))
    }

    @Test func quotedTokensComeBackUnchanged() {
        let alphabet: [Unicode.Scalar] = [
            "a", "Z", "0", " ", "\t", "\"", "\\", "#", "\u{0}", "\u{1}", "\u{B}", "\r", "\n",
            "\u{7F}", "\u{85}", "\u{A0}", "é", "中", "🎠", "\u{2028}", "\u{FEFF}", "n", "x",
        ]
        let separators = [" ", "\t", "  ", " \t"]
        Property.check(
            iterations: Property.iterations(times: 2),
            generate: { random in
                let tokens = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                    var token = ""
                    for _ in 0..<Int.random(in: 0...12, using: &random) {
                        token.unicodeScalars.append(alphabet.randomElement(using: &random)!)
                    }
                    return token
                }
                return (tokens, separator: separators.randomElement(using: &random)!)
            },
            shrink: { tokens, separator in
                // Fewer tokens (at least one), then shorter ones.
                Shrink.array(tokens) { token in
                    Shrink.array(Array(token.unicodeScalars)).map {
                        String(String.UnicodeScalarView($0))
                    }
                }
                .filter { !$0.isEmpty }.map { ($0, separator) }
            }
        ) { tokens, separator throws(PropertyFailure) in
            let line = tokens.map(quotedToken).joined(separator: separator)
            try requireEqual(tokenize(line), .tokens(tokens), "tokens of \(line.debugDescription)")
            // Messages show printable text exactly as the user would quote it.
            let token = tokens[0]
            let isPrintable = token.unicodeScalars.allSatisfy { isOneReadableLine(String($0)) }
            if isPrintable && token.unicodeScalars.count <= 48 {
                try requireEqual(displayQuoted(token), quotedToken(token), "shown \(token)")
            }
        }
    }

    @Test func randomByteLinesNeverCrash() {
        let interesting: [UInt8] = [
            0x20, 0x09, 0x22, 0x5C, 0x23, 0x0D, 0x00, 0x61, 0x80, 0xBF, 0xC3, 0xE2, 0xF0, 0xFF,
        ]
        Property.check(
            iterations: Property.iterations(times: 5),
            generate: { random in
                (0..<Int.random(in: 0...24, using: &random)).map { _ in
                    Bool.random(using: &random)
                        ? interesting.randomElement(using: &random)!
                        : UInt8.random(in: 0...255, using: &random)
                }
            },
            shrink: { Shrink.array($0) }
        ) { line throws(PropertyFailure) in
            switch tokenizeLine(line) {
            case .skip:
                let firstNonBlank = line.first { $0 != 0x20 && $0 != 0x09 }
                try require(
                    firstNonBlank == nil || firstNonBlank == 0x23, "skipped a line with a command")
            case .tokens(let tokens, _):
                try require(!tokens.isEmpty, "no tokens and no skip")
                if !line.contains(0x22) {
                    let words = line.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 })
                    try requireEqual(
                        tokens, words.map { String(decoding: $0, as: UTF8.self) }, "unquoted tokens"
                    )
                }
            case .failure(let error):
                try require(isOneReadableLine(error.message), "unreadable \(error.message)")
            }
        }
    }
}
