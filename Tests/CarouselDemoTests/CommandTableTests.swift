import Testing

@testable import CarouselDemo

private func parse(_ line: String) -> Result<Command, InputError> {
    guard case .tokens(let tokens, _) = tokenizeLine(Array(line.utf8)) else {
        return .failure(InputError(message: "not a command line"))
    }
    do throws(InputError) {
        return .success(try CommandTable.parse(tokens))
    } catch {
        return .failure(error)
    }
}

private func message(_ line: String) -> String? {
    if case .failure(let error) = parse(line) { error.message } else { nil }
}

@Suite struct CommandTableTests {
    @Test(arguments: [
        ("next", Command.next(1)), ("next 3", .next(3)), ("next +007", .next(7)),
        ("next 9223372036854775807", .next(.max)), ("prev", .previous(1)), ("prev 2", .previous(2)),
        ("prev 9223372036854775807", .previous(.max)), ("jump -1", .jump(-1)),
        ("jump 007", .jump(7)), ("scroll 1.5", .scroll(1.5)), ("scroll -.25", .scroll(-0.25)),
        ("scroll 2e3", .scroll(2000)), ("scroll 1e-400", .scroll(0)), ("autoplay 2", .autoplay(2)),
        ("autoplay off", .autoplay(nil)), ("autoplay 0", .autoplay(0)), ("tick 0.5", .tick(0.5)),
        ("tick -1", .tick(-1)), (#"insert 0 "New York""#, .insert(0, "New York")),
        (#"insert 5 """#, .insert(5, "")), ("insert 1 #", .insert(1, "#")),
        ("remove 2", .remove(2)),
        (#"replace 1 "a\"b""#, .replace(1, #"a"b"#)), ("load", .load([])),
        (#"load a "" "b c" a"#, .load(["a", "", "b c", "a"])), ("show", .show), ("help", .help),
        ("quit", .quit), ("\t next \t 2 ", .next(2)), (#""next""#, .next(1)),
    ])
    func commandsParse(_ line: String, _ command: Command) {
        #expect(parse(line) == .success(command))
    }

    /// Values the library checks against the carousel (indices, offsets, intervals) parse here;
    /// only the page count of `next` and `prev` is the demo's own rule.
    @Test(arguments: [
        ("next 0", "count 0 is out of range 1...9223372036854775807"),
        ("prev -0", "count 0 is out of range 1...9223372036854775807"),
        (
            "prev -9223372036854775808",
            "count -9223372036854775808 is out of range 1...9223372036854775807"
        ),
        (
            "next 9223372036854775808",
            #"count "9223372036854775808" is out of range 1...9223372036854775807"#
        ),
        ("next x", #""x" is not an integer; write digits with an optional sign, e.g. 3 or -2"#),
        ("next 1.0", #""1.0" is not an integer; write digits with an optional sign, e.g. 3 or -2"#),
    ])
    func pageCountsAreValidated(_ line: String, _ expected: String) {
        #expect(message(line) == expected)
    }

    @Test(arguments: [
        ("frobnicate", "unknown command; type help for the list"),
        ("", "unknown command; type help for the list"),
        ("NEXT", "unknown command; commands are lowercase: write next"),
        ("Quit", "unknown command; commands are lowercase: write quit"),
        ("jump", "missing the index; usage: jump i"),
        ("scroll", "missing the offset; usage: scroll x"),
        ("autoplay", "missing the interval in seconds or off; usage: autoplay s|off"),
        ("tick", "missing the seconds; usage: tick t"),
        ("insert", "missing the index; usage: insert i item"),
        ("insert 0", "missing the item; usage: insert i item"),
        ("replace 0", "missing the item; usage: replace i item"),
        ("remove", "missing the index; usage: remove i"),
        ("help x", #"takes no arguments, got "x""#),
        ("show a b c", #"takes no arguments, got "a" and 2 more"#),
        ("quit now", #"takes no arguments, got "now""#),
        ("next 1 2", #"takes at most 1 argument (next [k]), got an extra "2""#),
        ("next # x", #"takes at most 1 argument (next [k]), got an extra "x""#),
        ("jump 1 2", #"takes 1 argument (jump i), got an extra "2""#),
        (
            "insert 0 New York",
            #"takes 2 arguments (insert i item), got an extra "York"; quote an item with spaces: "New York""#
        ),
        ("autoplay OFF", #""OFF" is not a number or "off"; keywords are lowercase: write off"#),
        ("autoplay on", #""on" is not a number or "off"; write e.g. 2.5 or off"#),
        ("autoplay inf", #""inf" is not a number or "off"; write e.g. 2.5 or off"#),
        (
            "autoplay 1e400",
            #""1e400" is out of range; its magnitude must be at most 1.7976931348623157e+308"#
        ),
        ("scroll nan", #""nan" is not a finite decimal number; write e.g. 1.5, -0.25 or 2e3"#),
        ("tick 1,5", #""1,5" is not a decimal number; write e.g. 1.5, -0.25 or 2e3"#),
    ])
    func badCommandsSayWhatIsValid(_ line: String, _ expected: String) {
        let result =
            line.isEmpty
            ? Result { () throws(InputError) in try CommandTable.parse([""]) } : parse(line)
        guard case .failure(let error) = result else {
            Issue.record("\(line) parsed")
            return
        }
        #expect(error.message == expected)
        #expect(isOneReadableLine(error.message))
    }

    @Test func helpListsEveryCommandOnce() {
        let lines = CommandTable.helpText.split(separator: "\n")
        #expect(lines.count == CommandTable.commands.count + 2)
        let names = CommandTable.commands.map(\.name)
        #expect(
            names == [
                "next", "prev", "jump", "scroll", "autoplay", "tick", "insert", "remove", "replace",
                "load", "show", "help", "quit",
            ])
        for (line, spec) in zip(lines.dropFirst(), CommandTable.commands) {
            #expect(line.hasPrefix("  \(spec.usage) "))
            #expect(line.hasSuffix(spec.summary))
        }
        #expect(lines.allSatisfy { $0.count <= 100 })
    }

    @Test func usagesComeFromTheSignatures() {
        let usages = CommandTable.commands.map(\.usage)
        #expect(
            usages == [
                "next [k]", "prev [k]", "jump i", "scroll x", "autoplay s|off", "tick t",
                "insert i item", "remove i", "replace i item", "load [item ...]", "show", "help",
                "quit",
            ])
    }
}
