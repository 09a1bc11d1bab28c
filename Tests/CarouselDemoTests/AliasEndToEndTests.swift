import Foundation
import PropertyTesting
import Testing

@testable import CarouselDemo

/// The wide fixtures' sessions with the old spelling: `--neighbours N` (the first session) or
/// `--neighbours=N` (the second) for `--neighbors N`, and `neighbours n` for `neighbors n`.
private let aliasSessions = wideSessions.enumerated().map { number, session in
    var arguments: [String] = []
    var rest = session.arguments[...]
    while let argument = rest.popFirst() {
        guard argument == "--neighbors", let value = rest.popFirst() else {
            arguments.append(argument)
            continue
        }
        arguments += number == 0 ? ["--neighbours", value] : ["--neighbours=\(value)"]
    }
    let lines = session.lines.map { line in
        line.hasPrefix("neighbors ") ? "neighbours" + line.dropFirst("neighbors".count) : line
    }
    return (arguments: arguments, lines: lines, fixture: session.fixture)
}

/// The old spellings, `--neighbours` and `neighbours`, on the built `CarouselDemo`: they do what
/// `--neighbors` and `neighbors` do, a message about them quotes them as typed, and neither the
/// help nor the usage line shows them.
@Suite struct AliasEndToEndTests {
    /// The text is the fixture byte for byte; the JSON is too but for `command`, which is the
    /// first token as typed (the contract's rule for every line).
    @Test(arguments: aliasSessions)
    func aliasesPrintTheFixtures(_ arguments: [String], _ lines: [String], _ fixture: String)
        throws
    {
        #expect(arguments.contains { $0.hasPrefix("--neighbours") })
        #expect(!arguments.contains { $0.hasPrefix("--neighbors") })
        let input = lines.map { $0 + "\n" }.joined()
        let text = try String(contentsOf: fixtureURL("\(fixture)-text.txt"), encoding: .utf8)
        expectEqual(
            try DemoProcess.run(arguments, input), DemoRun(stdout: text, stderr: "", status: 0),
            "\(fixture) text")

        let json = try String(contentsOf: fixtureURL("\(fixture)-json.txt"), encoding: .utf8)
        let canonical = #""command":"neighbors""#
        let typed = json.replacing(canonical, with: #""command":"neighbours""#)
        // The session has a `neighbours` line, so the expected output is not the fixture's.
        #expect(typed != json)
        expectEqual(
            try DemoProcess.run(["--json"] + arguments, input),
            DemoRun(stdout: typed, stderr: "", status: 0), "\(fixture) json")
    }

    /// A mixed session: the alias and the name rebuild alike, and the same layout again, by
    /// either spelling, changes nothing.
    @Test func theAliasAndTheNameAreOneCommand() throws {
        let lines = ["neighbours 2", "neighbors 2", "neighbours 3", "neighbours 3", "neighbors 1"]
        let input = lines.map { $0 + "\n" }.joined()
        let aliased = try DemoProcess.run(["--items", "a,b,c,d,e,f,g"], input)
        let named = try DemoProcess.run(
            ["--items", "a,b,c,d,e,f,g"], input.replacing("neighbours", with: "neighbors"))
        expectEqual(aliased, named)
        #expect(
            aliased
                == DemoRun(
                    stdout: #"""
                        window: [f] [g] (a) [b] [c]   item 1 of 7   offset 1.0
                        window: [f] [g] (a) [b] [c]   item 1 of 7   offset 1.0
                        window: [e] [f] [g] (a) [b] [c] [d]   item 1 of 7   offset 1.0
                        window: [e] [f] [g] (a) [b] [c] [d]   item 1 of 7   offset 1.0
                        window: [g] (a) [b]   item 1 of 7   offset 1.0
                        """# + "\n",
                    stderr: "", status: 0))
    }

    /// Each error names the command as typed, its usage included, in text and in JSON.
    @Test func aliasErrorsQuoteTheSpellingTyped() throws {
        let arguments = ["--neighbours", "2", "--items", "a,b,c"]
        let lines = [
            "neighbours", "neighbours 0", "neighbours 08", "neighbours two", "neighbours 2 3",
            "Neighbours 2", "show",
        ]
        let messages = [
            "missing the neighbor count; usage: neighbours n",
            "neighbor count 0 is invalid: it must be between 1 and 7",
            #"neighbor count 8 is invalid: it must be between 1 and 7 (from "08")"#,
            #""two" is not an integer; write digits with an optional sign, e.g. 3 or -2"#,
            #"takes 1 argument (neighbours n), got an extra "3""#,
            "unknown command; commands are lowercase: write neighbours",
        ]
        let commands = Array(repeating: "neighbours", count: 5) + ["Neighbours"]
        try expectDemo(
            arguments, lines,
            stdout: "window: [b] [c] (a) [b] [c]   item 1 of 3   offset 1.0\n",
            stderr: zip(commands, messages).enumerated().map { number, error in
                "error: line \(number + 1): \(error.0): \(error.1)\n"
            }.joined(),
            status: 1)

        let state =
            #"{"count":3,"current":0,"offset":1.0,"progress":0.0,"window":[1,2,0,1,2],"#
            + #""items":["b","c","a","b","c"],"slots":[{"id":0,"index":1},{"id":1,"index":2},"#
            + #"{"id":2,"index":0},{"id":3,"index":1},{"id":4,"index":2}],"autoplay":null,"motion":"paging","autoscroll":null}"#
        let errors = zip(commands, messages).enumerated().map { number, error in
            let message = error.1.replacing("\"", with: "\\\"")
            return #"{"line":\#(number + 1),"command":"\#(error.0)","ok":false,"#
                + #""error":"\#(message)","state":\#(state)}"#
        }
        try expectDemo(
            ["--json"] + arguments, lines,
            stdout: (errors + [
                #"{"line":7,"command":"show","ok":true,"events":[],"state":\#(state)}"#
            ])
            .map { $0 + "\n" }.joined(),
            stderr: "", status: 1)
    }

    /// `help`, `--help` and the usage line of a bad command line list only `--neighbors` and
    /// `neighbors`.
    @Test func aliasesAreUndocumented() throws {
        let help = try DemoProcess.run(["--neighbours=2"], "help\n")
        #expect(help.status == 0 && help.stderr == "")
        #expect(help.stdout.contains("\n  neighbors n "))
        let usage = try DemoProcess.run(["--help"], "")
        expectEqual(usage, DemoRun(stdout: usageText, stderr: "", status: 0))
        #expect(usage.stdout.contains("--neighbors"))
        let refused = try DemoProcess.run(["--neighbours"], "")
        let refusal = refused.stderr.split(separator: "\n", maxSplits: 1)
        #expect(refused.status == usageExitStatus && refusal.count == 2)
        expectEqual(
            refusal.first,
            "error: --neighbours needs a value: an integer from 1 to 7, or from 0 with --lengths")
        #expect(refusal.last == usageLine + "\n" && usageLine.contains("[--neighbors N]"))
        for shown in [help.stdout, usage.stdout, String(refusal.last ?? "")] {
            #expect(!shown.contains("neighbours"), "\(shown)")
        }
    }
}
