import PropertyTesting
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
    /// The cases of the test below, typed: an untyped literal of tuples took the type
    /// checker up to half a second.
    static let parsedCommands: [(String, Command)] = [
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
        ("drag 1", .drag(DragGesture(pages: 1, frames: 10, velocity: 0))),
        ("drag -0.3 2.5", .drag(DragGesture(pages: -0.3, frames: 3, velocity: 2.5))),
        ("drag 0", .drag(DragGesture(pages: 0, frames: 1, velocity: 0))),
        ("drag -100 1000", .drag(DragGesture(pages: -100, frames: 1000, velocity: 1000))),
        ("drag 1e-400 -1e3", .drag(DragGesture(pages: 0, frames: 1, velocity: -1000))),
        ("fling 3", .drag(DragGesture(pages: 0.05, frames: 2, velocity: 3))),
        ("fling -0.5", .drag(DragGesture(pages: -0.05, frames: 2, velocity: -0.5))),
        ("fling 0", .drag(DragGesture(pages: 0.05, frames: 2, velocity: 0))),
        // The library checks the count, as it checks an index.
        ("neighbors 2", .neighbors(2)), ("neighbors +07", .neighbors(7)),
        ("neighbors 0", .neighbors(0)), ("neighbors -3", .neighbors(-3)),
        // The old spelling, an alias.
        ("neighbours 2", .neighbors(2)), ("neighbours +07", .neighbors(7)),
        ("few-items repeat", .fewItems(.repeating)), ("few-items empty", .fewItems(.leavingEmpty)),
        (#"few-items "empty""#, .fewItems(.leavingEmpty)),
    ]

    @Test(arguments: parsedCommands)
    func commandsParse(_ line: String, _ command: Command) {
        expectEqual(parse(line), .success(command))
    }

    /// Values the library checks against the carousel (indices, offsets, intervals) parse here;
    /// only the page count of `next` and `prev` is the demo's own rule.
    /// Typed, as ``parsedCommands`` is.
    static let pageCountLines: [(String, String)] = [
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
    ]

    @Test(arguments: pageCountLines)
    func pageCountsAreValidated(_ line: String, _ expected: String) {
        expectEqual(message(line), expected)
    }

    /// Typed, as ``parsedCommands`` is.
    static let badCommandLines: [(String, String)] = [
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
        ("drag", "missing the pages; usage: drag p [v]"),
        ("fling", "missing the velocity; usage: fling v"),
        ("drag 1 2 3", #"takes at most 2 arguments (drag p [v]), got an extra "3""#),
        ("fling 1 2", #"takes 1 argument (fling v), got an extra "2""#),
        ("drag x", #""x" is not a decimal number; write e.g. 1.5, -0.25 or 2e3"#),
        ("drag 1 fast", #""fast" is not a decimal number; write e.g. 1.5, -0.25 or 2e3"#),
        ("fling -inf", #""-inf" is not a finite decimal number; write e.g. 1.5, -0.25 or 2e3"#),
        ("drag 100.5", #"pages "100.5" is out of range -100...100"#),
        ("drag -1e3", #"pages "-1e3" is out of range -100...100"#),
        ("drag 1 1000.001", #"velocity "1000.001" is out of range -1000...1000 pages per second"#),
        ("fling -2e3", #"velocity "-2e3" is out of range -1000...1000 pages per second"#),
        (
            "fling 1e400",
            #""1e400" is out of range; its magnitude must be at most 1.7976931348623157e+308"#
        ),
        ("neighbors", "missing the neighbor count; usage: neighbors n"),
        ("neighbors 2 3", #"takes 1 argument (neighbors n), got an extra "3""#),
        (
            "neighbors two",
            #""two" is not an integer; write digits with an optional sign, e.g. 3 or -2"#
        ),
        (
            "neighbors 1.5",
            #""1.5" is not an integer; write digits with an optional sign, e.g. 3 or -2"#
        ),
        (
            "neighbors 99999999999999999999",
            #""99999999999999999999" is out of range -9223372036854775808...9223372036854775807"#
        ),
        // The alias's usage is named as the user typed it; its case hint keeps the spelling.
        ("neighbours", "missing the neighbor count; usage: neighbours n"),
        ("neighbours 2 3", #"takes 1 argument (neighbours n), got an extra "3""#),
        (
            "neighbours 2.0",
            #""2.0" is not an integer; write digits with an optional sign, e.g. 3 or -2"#
        ),
        ("Neighbours 2", "unknown command; commands are lowercase: write neighbours"),
        ("neighbour 2", "unknown command; type help for the list"),
        ("few-items", "missing the rule, repeat or empty; usage: few-items rule"),
        ("few-items empty now", #"takes 1 argument (few-items rule), got an extra "now""#),
        ("few-items EMPTY", #""EMPTY" is not a rule; keywords are lowercase: write empty"#),
        ("few-items none", #""none" is not a rule; write repeat or empty"#),
        ("few-items repeating", #""repeating" is not a rule; write repeat or empty"#),
    ]

    @Test(arguments: badCommandLines)
    func badCommandsSayWhatIsValid(_ line: String, _ expected: String) {
        let result =
            line.isEmpty
            ? Result { () throws(InputError) in try CommandTable.parse([""]) } : parse(line)
        guard case .failure(let error) = result else {
            Issue.record("\(line) parsed")
            return
        }
        expectEqual(error.message, expected)
        #expect(isOneReadableLine(error.message))
    }

    @Test func helpListsEveryCommandOnce() {
        let lines = CommandTable.helpText.split(separator: "\n")
        expectEqual(lines.count, CommandTable.commands.count + 2)
        let names = CommandTable.commands.map(\.name)
        expectEqual(
            names,
            [
                "next", "prev", "jump", "scroll", "drag", "fling", "motion", "autoplay",
                "autoscroll", "tick", "insert", "remove", "replace", "load", "neighbors",
                "few-items", "show", "help", "quit",
            ])
        for (line, spec) in zip(lines.dropFirst(), CommandTable.commands) {
            #expect(line.hasPrefix("  \(spec.usage) "))
            #expect(line.hasSuffix(spec.summary))
        }
        #expect(lines.allSatisfy { $0.count <= 100 })
    }

    /// An alias is read as its command, by the tokenizer too, and shown nowhere.
    @Test func aliasesAreReadButNotListed() {
        let aliases = CommandTable.commands.flatMap(\.aliases)
        expectEqual(aliases, ["neighbours"])
        expectEqual(CommandTable.command(spelled: "neighbours")?.name, "neighbors")
        expectEqual(
            CommandTable.argumentLimit("neighbours"), CommandTable.argumentLimit("neighbors"))
        for alias in aliases { #expect(!CommandTable.helpText.contains(alias)) }
    }

    @Test func usagesComeFromTheSignatures() {
        let usages = CommandTable.commands.map(\.usage)
        expectEqual(
            usages,
            [
                "next [k]", "prev [k]", "jump i", "scroll x", "drag p [v]", "fling v", "motion m",
                "autoplay s|off", "autoscroll v|off", "tick t", "insert i item", "remove i",
                "replace i item", "load [item ...]", "neighbors n", "few-items rule", "show",
                "help", "quit",
            ])
    }
}
