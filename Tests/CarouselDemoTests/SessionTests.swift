import Carousel
import Foundation
import PropertyTesting
import Testing

@testable import CarouselDemo

private func line(_ number: Int, _ text: String) -> NumberedLine {
    NumberedLine(number: number, bytes: Array(text.utf8))
}

@MainActor
@Suite struct SessionTests {
    @Test func blankAndCommentLinesHaveNoResult() {
        var session = Session(items: ["a"], reusePolicy: .rebind)
        for text in ["", "  \t", "# next", "  #"] {
            #expect(session.process(line(1, text)) == nil)
        }
        #expect(session.process(NumberedLine(number: 2, bytes: [0x23, 0xFF])) == nil)
    }

    @Test func successCarriesTheEventsAndTheNewState() throws {
        var session = Session(items: ["a", "b", "c"], reusePolicy: .rebind)
        let processed = session.process(line(7, "prev"))
        let result = try #require(processed)
        expectEqual(result.line, 7)
        expectEqual(result.command, "prev")
        #expect(result.succeeded && !result.quits)
        var expected = Carousel(["a", "b", "c"]) { id in id }
        let events = Array(expected.previous())
        expectEqual(result.outcome, .success(events: events, help: nil))
        expectEqual(result.state, CarouselState(expected))
        expectEqual(result.state.current, 2)
    }

    @Test func failuresChangeNothing() throws {
        var session = Session(items: ["a", "b", "c"], reusePolicy: .rotate)
        _ = session.process(line(1, "next"))
        let before = session.carousel
        for text in ["jump 3", "next 0", "bogus", "\"x", "scroll 1e10", "autoplay 0", "insert 9 x"]
        {
            let processed = session.process(line(2, text))
            let result = try #require(processed)
            #expect(!result.succeeded)
            expectEqual(session.carousel, before)
            expectEqual(result.state, CarouselState(before))
        }
    }

    @Test func prevAdvancesByMinusK() throws {
        var session = Session(items: (0..<10).map(String.init), reusePolicy: .rebind)
        let processed = session.process(line(1, "prev 9223372036854775807"))
        let result = try #require(processed)
        guard case .success(let events, nil) = result.outcome, case .moved(let move) = events.first
        else {
            Issue.record("no move")
            return
        }
        expectEqual(move.step, -Int.max)
        expectEqual(move.to, 3)  // -(2^63 - 1) ≡ 3 (mod 10)
    }

    @Test func loadKeepsTheCurrentItemByEquality() {
        var session = Session(items: ["a", "b", "c"], reusePolicy: .rebind)
        _ = session.process(line(1, "jump 2"))
        _ = session.process(line(2, "load x c y c"))
        expectEqual(session.carousel.currentIndex, 1)
    }

    @Test func onlyASuccessfulQuitQuits() throws {
        var session = Session(items: [], reusePolicy: .rebind)
        let quit = session.process(line(1, "quit"))
        expectEqual(quit?.quits, true)
        let refused = session.process(line(2, "quit 1"))
        expectEqual(refused?.quits, false)
        let processed = session.process(line(3, "help"))
        let help = try #require(processed)
        expectEqual(help.outcome, .success(events: [], help: CommandTable.helpText))
    }
}

@MainActor
@Suite struct DemoRunTests {
    private func run(
        _ arguments: [String], _ input: String, terminal: Bool = false
    ) -> (RecordingConsole, Int32) {
        var console = RecordingConsole()
        let status = Demo.main(
            arguments: arguments.map { Array($0.utf8) }, lines: .lines(of: Array(input.utf8)),
            console: &console, inputIsTerminal: terminal, outputIsTerminal: false)
        return (console, status)
    }

    @Test func terminalModeGreetsDrawsAndPrompts() {
        let (console, status) = run(
            ["--items", "a,b,c"], "next\n\nbogus\nhelp\nquit\nnext\n", terminal: true)
        expectEqual(status, 1)
        let renderer = TerminalRenderer(styled: false)
        var session = Session(items: ["a", "b", "c"], reusePolicy: .rebind)
        let greeting = renderer.greeting(session.state)
        let next = shown(session.process(line(1, "next"))!, by: renderer).out
        expectEqual(
            console.transcript,
            greeting + "> " + next + "> " + "> "
                + "error: line 3: bogus: unknown command; type help for the list\n" + "> "
                + CommandTable.helpText + "\n" + "> ")
        #expect(next.hasPrefix("  moved next 0 → 1 (step 1, command)\n"))
    }

    /// The README shows `Fixtures/terminal-screen.txt`, captured under tmux after `next` and
    /// `scroll 1.4`, and the contract article `terminal-drag-screen.txt`, captured after `drag 1`
    /// had played (the frame before the recenter stays on the screen with its events under it, and
    /// so does the last frame), and the wider carousels' screens likewise; the terminal mode must
    /// still draw exactly that (the terminal echoes what is typed after each prompt, and the
    /// capture drops escapes and trailing spaces).
    @Test(arguments: [
        ([], ["next", "scroll 1.4"], "terminal-screen.txt"),
        ([], ["drag 1"], "terminal-drag-screen.txt"),
        (["--neighbors", "2"], ["next", "scroll 1.4", "drag 1"], "neighbors-2-terminal.txt"),
        (
            ["--neighbors", "3", "--few-items", "empty", "--items", "a,b,c,d"],
            ["drag -1", "neighbors 2"], "neighbors-3-terminal.txt"
        ),
    ])
    func terminalScreenFixtureIsCurrent(
        _ arguments: [String], _ commands: [String], _ fixture: String
    ) throws {
        let (console, _) = run(arguments, commands.map { $0 + "\n" }.joined(), terminal: true)
        // Before each prompt the screen ends a line; after the last one the input ended.
        let parts = console.transcript.split(separator: "\n> ", omittingEmptySubsequences: false)
        try #require(parts.count == commands.count + 2 && parts.last == "\n")
        var screen = String(parts[0])
        for (command, response) in zip(commands, parts.dropFirst()) {
            screen += "\n> \(command)\n" + response
        }
        screen += "\n>\n"
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0).droppingTrailingSpaces() }
        let expected = try String(contentsOf: fixtureURL(fixture), encoding: .utf8)
        expectEqual(lines.joined(separator: "\n"), expected)
    }

    @Test func terminalModeEndsThePromptLineAtEndOfInput() {
        let (console, status) = run(["--items", ""], "", terminal: true)
        expectEqual(status, 0)
        #expect(console.stdout.hasPrefix("CarouselDemo: an endless carousel of 0 items;"))
        #expect(console.stdout.hasSuffix("> \n"))
    }

    @Test func jsonWinsOverTheTerminal() {
        let (console, status) = run(["--json", "--items", "a"], "show\n", terminal: true)
        expectEqual(status, 0)
        #expect(console.stdout.hasPrefix(#"{"line":1,"command":"show","ok":true"#))
        expectEqual(console.stdout.split(separator: "\n").count, 1)
    }

    @Test func exitStatuses() {
        expectEqual(run([], "next\n").1, 0)
        expectEqual(run([], "next\nbogus\nnext\n").1, 1)
        expectEqual(run(["--bogus"], "next\n").1, 64)
        expectEqual(run(["--help"], "bogus\n").1, 0)
        let (failFast, status) = run(["--fail-fast", "--items", "a,b"], "bogus\nnext\n")
        expectEqual(status, 1)
        expectEqual(failFast.stdout, "")
        expectEqual(
            failFast.stderr, "error: line 1: bogus: unknown command; type help for the list\n")
    }
}
