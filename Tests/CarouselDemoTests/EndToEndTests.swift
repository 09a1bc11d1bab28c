import Foundation
import PropertyTesting
import Testing

@testable import CarouselDemo

/// Runs the built demo on `lines` (each ended by LF) and expects exactly this output and status.
func expectDemo(
    _ arguments: [String], _ lines: [String], stdout: String, stderr: String, status: Int32,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let run = try DemoProcess.run(arguments, lines.map { $0 + "\n" }.joined())
    #expect(run.stdout == stdout, sourceLocation: sourceLocation)
    #expect(run.stderr == stderr, sourceLocation: sourceLocation)
    #expect(run.status == status, sourceLocation: sourceLocation)
}

/// Every command, with a blank and a comment line, for `--items a,b,c,d,e`; the text and JSON
/// tests end it differently.
private let everyCommand = [
    "show",
    "next",
    "prev 2",
    "",
    "# a comment",
    "jump 2",
    "scroll 1.25",
    "scroll 3.5",
    "autoplay 2",
    "tick 0.5",
    "scroll 1",
    "tick 4.5",
    "autoplay off",
    "insert 0 \"New York\"",
    "remove 1",
    "replace 3 z",
    "load d e f",
]

/// The text output of a first `next` on `--items a,b,c`.
let nextOnABC =
    #"""
      moved next 0 → 1 (step 1, command)
      rebind slot 0 → 0 "a"
      rebind slot 1 → 1 "b"
      rebind slot 2 → 2 "c"
      offset reset to 1.0
    window: [a] (b) [c]   item 2 of 3   offset 1.0
    """# + "\n"

/// The built `CarouselDemo`, run with piped input: whole outputs and exit statuses, exactly.
@Suite(.oneCoreAtATime) struct EndToEndTests {
    @Test func textShowsEveryCommand() throws {
        try expectDemo(
            ["--items", "a,b,c,d,e"], everyCommand + ["help", "quit", "next"],
            stdout: #"""
                window: [e] (a) [b]   item 1 of 5   offset 1.0
                  moved next 0 → 1 (step 1, command)
                  rebind slot 0 → 0 "a"
                  rebind slot 1 → 1 "b"
                  rebind slot 2 → 2 "c"
                  offset reset to 1.0
                window: [a] (b) [c]   item 2 of 5   offset 1.0
                  moved previous 1 → 4 (step -2, command)
                  rebind slot 0 → 3 "d"
                  rebind slot 1 → 4 "e"
                  rebind slot 2 → 0 "a"
                  offset reset to 1.0
                window: [d] (e) [a]   item 5 of 5   offset 1.0
                  moved previous 4 → 2 (step -2, command)
                  rebind slot 0 → 1 "b"
                  rebind slot 1 → 2 "c"
                  rebind slot 2 → 3 "d"
                  offset reset to 1.0
                window: [b] (c) [d]   item 3 of 5   offset 1.0
                window: [b] (c) [d]   item 3 of 5   offset 1.25
                  moved next 2 → 4 (step 2, scroll)
                  rebind slot 0 → 3 "d"
                  rebind slot 1 → 4 "e"
                  rebind slot 2 → 0 "a"
                  offset reset to 1.5
                window: [d] (e) [a]   item 5 of 5   offset 1.5
                window: [d] (e) [a]   item 5 of 5   offset 1.5   autoplay every 2.0 s (0.0 s elapsed, paused)
                window: [d] (e) [a]   item 5 of 5   offset 1.5   autoplay every 2.0 s (0.0 s elapsed, paused)
                window: [d] (e) [a]   item 5 of 5   offset 1.0   autoplay every 2.0 s (0.0 s elapsed)
                  moved next 4 → 1 (step 2, autoplay)
                  rebind slot 0 → 0 "a"
                  rebind slot 1 → 1 "b"
                  rebind slot 2 → 2 "c"
                  offset reset to 1.0
                window: [a] (b) [c]   item 2 of 5   offset 1.0   autoplay every 2.0 s (0.5 s elapsed)
                window: [a] (b) [c]   item 2 of 5   offset 1.0
                window: [a] (b) [c]   item 3 of 6   offset 1.0
                  rebind slot 0 → 0 "New York"
                window: [New York] (b) [c]   item 2 of 5   offset 1.0
                window: [New York] (b) [c]   item 2 of 5   offset 1.0
                  rebind slot 0 → 0 "d"
                  rebind slot 1 → 1 "e"
                  rebind slot 2 → 2 "f"
                window: [d] (e) [f]   item 2 of 3   offset 1.0
                commands (indices count from 0; quote items with spaces: insert 0 "New York"):
                  next [k]          move forward k pages (default 1)
                  prev [k]          move back k pages (default 1)
                  jump i            go to index i the shortest way round
                  scroll x          scroll to offset x (e.g. 1.5, -0.25): 0 shows previous, 1 rests, 2 shows next
                  drag p [v]        drag p pages (+: toward next), lift at v pages/s (default 0); show the frames
                  fling v           flick and lift at v pages/s (+: toward next); show the frames
                  motion m          how a release moves: paging, snapping[:N] (to an item, at most N), free
                  autoplay s|off    advance every s seconds of tick time, or stop
                  autoscroll v|off  scroll on at v items (vpt: v points) a second of tick time, or stop
                  tick t            let t seconds pass (drives autoplay, and autoscroll frame by frame)
                  insert i item     insert item at index i (0...count)
                  remove i          remove the item at index i
                  replace i item    replace the item at index i with item
                  load [item ...]   replace all the items (none: empty); the current item stays if still there
                  neighbors n       rebuild with n items on each side of the current one (1...7)
                  few-items rule    repeat or empty: with fewer items than slots, repeat them or leave slots empty
                  show              print the state
                  help              list the commands
                  quit              stop reading
                lines starting with # are comments
                window: [d] (e) [f]   item 2 of 3   offset 1.0
                """# + "\n",
            stderr: "",
            status: 0)
    }

    @Test func textReportsEveryErrorKind() throws {
        let input = [
            "frobnicate",
            "NEXT",
            "Next 2",
            "jump",
            "insert 1",
            "help x",
            "quit now",
            "next 1 2",
            "insert 0 a b c",
            "next x",
            "next 0",
            "prev -1",
            "next 99999999999999999999",
            "jump 1.5",
            "jump 99999999999999999999",
            "jump 9",
            "scroll nan",
            "scroll inf",
            "scroll -Infinity",
            "scroll 1e400",
            "scroll 5e9",
            "scroll 0x10",
            "tick -1",
            "tick 1e10",
            "autoplay 0",
            "autoplay OFF",
            "autoplay nan",
            "insert 9 x",
            "remove -1",
            "replace 5 x",
            "\"abc",
            "a\"b",
            "\"a\"b",
            "next # x",
            "load \"tab\there\" \"q\\\"uote\"",
            "show",
        ]
        try expectDemo(
            ["--items", "a,b,c,d,e"], input,
            stdout: #"""
                  rebind slot 0 → 1 "q\"uote"
                  rebind slot 1 → 0 "tab\there"
                  rebind slot 2 → 1 "q\"uote"
                window: ["q\"uote"] ("tab\there") ["q\"uote"]   item 1 of 2   offset 1.0
                window: ["q\"uote"] ("tab\there") ["q\"uote"]   item 1 of 2   offset 1.0
                """# + "\n",
            stderr: #"""
                error: line 1: frobnicate: unknown command; type help for the list
                error: line 2: NEXT: unknown command; commands are lowercase: write next
                error: line 3: Next: unknown command; commands are lowercase: write next
                error: line 4: jump: missing the index; usage: jump i
                error: line 5: insert: missing the item; usage: insert i item
                error: line 6: help: takes no arguments, got "x"
                error: line 7: quit: takes no arguments, got "now"
                error: line 8: next: takes at most 1 argument (next [k]), got an extra "2"
                error: line 9: insert: takes 2 arguments (insert i item), got an extra "b" and 1 more; quote an item with spaces: "New York"
                error: line 10: next: "x" is not an integer; write digits with an optional sign, e.g. 3 or -2
                error: line 11: next: count 0 is out of range 1...9223372036854775807
                error: line 12: prev: count -1 is out of range 1...9223372036854775807
                error: line 13: next: count "99999999999999999999" is out of range 1...9223372036854775807
                error: line 14: jump: "1.5" is not an integer; write digits with an optional sign, e.g. 3 or -2
                error: line 15: jump: "99999999999999999999" is out of range -9223372036854775808...9223372036854775807
                error: line 16: jump: index 9 is out of range 0..<5
                error: line 17: scroll: "nan" is not a finite decimal number; write e.g. 1.5, -0.25 or 2e3
                error: line 18: scroll: "inf" is not a finite decimal number; write e.g. 1.5, -0.25 or 2e3
                error: line 19: scroll: "-Infinity" is not a finite decimal number; write e.g. 1.5, -0.25 or 2e3
                error: line 20: scroll: "1e400" is out of range; its magnitude must be at most 1.7976931348623157e+308
                error: line 21: scroll: offset 5000000000.0 is invalid: it must be finite with magnitude at most 1e9 (from "5e9")
                error: line 22: scroll: "0x10" is not a decimal number; write e.g. 1.5, -0.25 or 2e3
                error: line 23: tick: time step -1.0 is invalid: it must be finite, between 0 and 1e9 seconds
                error: line 24: tick: time step 10000000000.0 is invalid: it must be finite, between 0 and 1e9 seconds (from "1e10")
                error: line 25: autoplay: autoplay interval 0.0 is invalid: it must be between 0.001 and 1e6 seconds; to turn autoplay off, stop it (stopAutoplay())
                error: line 26: autoplay: "OFF" is not a number or "off"; keywords are lowercase: write off
                error: line 27: autoplay: "nan" is not a number or "off"; write e.g. 2.5 or off
                error: line 28: insert: insertion index 9 is out of range 0...5
                error: line 29: remove: index -1 is out of range 0..<5
                error: line 30: replace: index 5 is out of range 0..<5
                error: line 31: unterminated quote in "\"abc"; close it with "
                error: line 32: quote in the middle of the token "a\"b"; quote the whole token and write \" inside it
                error: line 33: text after the closing quote in "\"a\"b"; put a space after the quote or move the text inside the quotes
                error: line 34: next: takes at most 1 argument (next [k]), got an extra "x"
                """# + "\n",
            status: 1)
    }

    /// The commands of `textShowsEveryCommand` but `help`, whose text that test shows.
    @Test func jsonShowsEveryCommand() throws {
        try expectDemo(
            ["--json", "--items", "a,b,c,d,e"], everyCommand + ["quit", "next"],
            stdout: #"""
                {"line":1,"command":"show","ok":true,"events":[],"state":{"count":5,"current":0,"offset":1.0,"progress":0.0,"window":[4,0,1],"items":["e","a","b"],"slots":[{"id":0,"index":4},{"id":1,"index":0},{"id":2,"index":1}],"autoplay":null,"motion":"paging","autoscroll":null}}
                {"line":2,"command":"next","ok":true,"events":[{"type":"moved","direction":"next","from":0,"to":1,"step":1,"cause":"command"},{"type":"rebind","slot":0,"index":0},{"type":"rebind","slot":1,"index":1},{"type":"rebind","slot":2,"index":2},{"type":"offsetReset","offset":1.0}],"state":{"count":5,"current":1,"offset":1.0,"progress":1.0,"window":[0,1,2],"items":["a","b","c"],"slots":[{"id":0,"index":0},{"id":1,"index":1},{"id":2,"index":2}],"autoplay":null,"motion":"paging","autoscroll":null}}
                {"line":3,"command":"prev","ok":true,"events":[{"type":"moved","direction":"previous","from":1,"to":4,"step":-2,"cause":"command"},{"type":"rebind","slot":0,"index":3},{"type":"rebind","slot":1,"index":4},{"type":"rebind","slot":2,"index":0},{"type":"offsetReset","offset":1.0}],"state":{"count":5,"current":4,"offset":1.0,"progress":4.0,"window":[3,4,0],"items":["d","e","a"],"slots":[{"id":0,"index":3},{"id":1,"index":4},{"id":2,"index":0}],"autoplay":null,"motion":"paging","autoscroll":null}}
                {"line":6,"command":"jump","ok":true,"events":[{"type":"moved","direction":"previous","from":4,"to":2,"step":-2,"cause":"command"},{"type":"rebind","slot":0,"index":1},{"type":"rebind","slot":1,"index":2},{"type":"rebind","slot":2,"index":3},{"type":"offsetReset","offset":1.0}],"state":{"count":5,"current":2,"offset":1.0,"progress":2.0,"window":[1,2,3],"items":["b","c","d"],"slots":[{"id":0,"index":1},{"id":1,"index":2},{"id":2,"index":3}],"autoplay":null,"motion":"paging","autoscroll":null}}
                {"line":7,"command":"scroll","ok":true,"events":[],"state":{"count":5,"current":2,"offset":1.25,"progress":2.25,"window":[1,2,3],"items":["b","c","d"],"slots":[{"id":0,"index":1},{"id":1,"index":2},{"id":2,"index":3}],"autoplay":null,"motion":"paging","autoscroll":null}}
                {"line":8,"command":"scroll","ok":true,"events":[{"type":"moved","direction":"next","from":2,"to":4,"step":2,"cause":"scroll"},{"type":"rebind","slot":0,"index":3},{"type":"rebind","slot":1,"index":4},{"type":"rebind","slot":2,"index":0},{"type":"offsetReset","offset":1.5}],"state":{"count":5,"current":4,"offset":1.5,"progress":4.5,"window":[3,4,0],"items":["d","e","a"],"slots":[{"id":0,"index":3},{"id":1,"index":4},{"id":2,"index":0}],"autoplay":null,"motion":"paging","autoscroll":null}}
                {"line":9,"command":"autoplay","ok":true,"events":[],"state":{"count":5,"current":4,"offset":1.5,"progress":4.5,"window":[3,4,0],"items":["d","e","a"],"slots":[{"id":0,"index":3},{"id":1,"index":4},{"id":2,"index":0}],"autoplay":{"interval":2.0,"elapsed":0.0},"motion":"paging","autoscroll":null}}
                {"line":10,"command":"tick","ok":true,"events":[],"state":{"count":5,"current":4,"offset":1.5,"progress":4.5,"window":[3,4,0],"items":["d","e","a"],"slots":[{"id":0,"index":3},{"id":1,"index":4},{"id":2,"index":0}],"autoplay":{"interval":2.0,"elapsed":0.0},"motion":"paging","autoscroll":null}}
                {"line":11,"command":"scroll","ok":true,"events":[],"state":{"count":5,"current":4,"offset":1.0,"progress":4.0,"window":[3,4,0],"items":["d","e","a"],"slots":[{"id":0,"index":3},{"id":1,"index":4},{"id":2,"index":0}],"autoplay":{"interval":2.0,"elapsed":0.0},"motion":"paging","autoscroll":null}}
                {"line":12,"command":"tick","ok":true,"events":[{"type":"moved","direction":"next","from":4,"to":1,"step":2,"cause":"autoplay"},{"type":"rebind","slot":0,"index":0},{"type":"rebind","slot":1,"index":1},{"type":"rebind","slot":2,"index":2},{"type":"offsetReset","offset":1.0}],"state":{"count":5,"current":1,"offset":1.0,"progress":1.0,"window":[0,1,2],"items":["a","b","c"],"slots":[{"id":0,"index":0},{"id":1,"index":1},{"id":2,"index":2}],"autoplay":{"interval":2.0,"elapsed":0.5},"motion":"paging","autoscroll":null}}
                {"line":13,"command":"autoplay","ok":true,"events":[],"state":{"count":5,"current":1,"offset":1.0,"progress":1.0,"window":[0,1,2],"items":["a","b","c"],"slots":[{"id":0,"index":0},{"id":1,"index":1},{"id":2,"index":2}],"autoplay":null,"motion":"paging","autoscroll":null}}
                {"line":14,"command":"insert","ok":true,"events":[],"state":{"count":6,"current":2,"offset":1.0,"progress":2.0,"window":[1,2,3],"items":["a","b","c"],"slots":[{"id":0,"index":1},{"id":1,"index":2},{"id":2,"index":3}],"autoplay":null,"motion":"paging","autoscroll":null}}
                {"line":15,"command":"remove","ok":true,"events":[{"type":"rebind","slot":0,"index":0}],"state":{"count":5,"current":1,"offset":1.0,"progress":1.0,"window":[0,1,2],"items":["New York","b","c"],"slots":[{"id":0,"index":0},{"id":1,"index":1},{"id":2,"index":2}],"autoplay":null,"motion":"paging","autoscroll":null}}
                {"line":16,"command":"replace","ok":true,"events":[],"state":{"count":5,"current":1,"offset":1.0,"progress":1.0,"window":[0,1,2],"items":["New York","b","c"],"slots":[{"id":0,"index":0},{"id":1,"index":1},{"id":2,"index":2}],"autoplay":null,"motion":"paging","autoscroll":null}}
                {"line":17,"command":"load","ok":true,"events":[{"type":"rebind","slot":0,"index":0},{"type":"rebind","slot":1,"index":1},{"type":"rebind","slot":2,"index":2}],"state":{"count":3,"current":1,"offset":1.0,"progress":1.0,"window":[0,1,2],"items":["d","e","f"],"slots":[{"id":0,"index":0},{"id":1,"index":1},{"id":2,"index":2}],"autoplay":null,"motion":"paging","autoscroll":null}}
                {"line":18,"command":"quit","ok":true,"events":[],"state":{"count":3,"current":1,"offset":1.0,"progress":1.0,"window":[0,1,2],"items":["d","e","f"],"slots":[{"id":0,"index":0},{"id":1,"index":1},{"id":2,"index":2}],"autoplay":null,"motion":"paging","autoscroll":null}}
                """# + "\n",
            stderr: "",
            status: 0)
    }

    @Test func jsonReportsErrorsWithUnchangedState() throws {
        let input = [
            "next",
            "jump 9",
            "bogus 1",
            "\"abc",
            "next 0",
            "autoplay OFF",
            "show",
        ]
        try expectDemo(
            ["--json", "--items", "a,b,c"], input,
            stdout: #"""
                {"line":1,"command":"next","ok":true,"events":[{"type":"moved","direction":"next","from":0,"to":1,"step":1,"cause":"command"},{"type":"rebind","slot":0,"index":0},{"type":"rebind","slot":1,"index":1},{"type":"rebind","slot":2,"index":2},{"type":"offsetReset","offset":1.0}],"state":{"count":3,"current":1,"offset":1.0,"progress":1.0,"window":[0,1,2],"items":["a","b","c"],"slots":[{"id":0,"index":0},{"id":1,"index":1},{"id":2,"index":2}],"autoplay":null,"motion":"paging","autoscroll":null}}
                {"line":2,"command":"jump","ok":false,"error":"index 9 is out of range 0..<3","state":{"count":3,"current":1,"offset":1.0,"progress":1.0,"window":[0,1,2],"items":["a","b","c"],"slots":[{"id":0,"index":0},{"id":1,"index":1},{"id":2,"index":2}],"autoplay":null,"motion":"paging","autoscroll":null}}
                {"line":3,"command":"bogus","ok":false,"error":"unknown command; type help for the list","state":{"count":3,"current":1,"offset":1.0,"progress":1.0,"window":[0,1,2],"items":["a","b","c"],"slots":[{"id":0,"index":0},{"id":1,"index":1},{"id":2,"index":2}],"autoplay":null,"motion":"paging","autoscroll":null}}
                {"line":4,"command":null,"ok":false,"error":"unterminated quote in \"\\\"abc\"; close it with \"","state":{"count":3,"current":1,"offset":1.0,"progress":1.0,"window":[0,1,2],"items":["a","b","c"],"slots":[{"id":0,"index":0},{"id":1,"index":1},{"id":2,"index":2}],"autoplay":null,"motion":"paging","autoscroll":null}}
                {"line":5,"command":"next","ok":false,"error":"count 0 is out of range 1...9223372036854775807","state":{"count":3,"current":1,"offset":1.0,"progress":1.0,"window":[0,1,2],"items":["a","b","c"],"slots":[{"id":0,"index":0},{"id":1,"index":1},{"id":2,"index":2}],"autoplay":null,"motion":"paging","autoscroll":null}}
                {"line":6,"command":"autoplay","ok":false,"error":"\"OFF\" is not a number or \"off\"; keywords are lowercase: write off","state":{"count":3,"current":1,"offset":1.0,"progress":1.0,"window":[0,1,2],"items":["a","b","c"],"slots":[{"id":0,"index":0},{"id":1,"index":1},{"id":2,"index":2}],"autoplay":null,"motion":"paging","autoscroll":null}}
                {"line":7,"command":"show","ok":true,"events":[],"state":{"count":3,"current":1,"offset":1.0,"progress":1.0,"window":[0,1,2],"items":["a","b","c"],"slots":[{"id":0,"index":0},{"id":1,"index":1},{"id":2,"index":2}],"autoplay":null,"motion":"paging","autoscroll":null}}
                """# + "\n",
            stderr: "",
            status: 1)
    }

    @Test func emptyCarouselDoesNothingButDataChanges() throws {
        let input = [
            "show",
            "next",
            "prev 3",
            "scroll 2.5",
            "scroll 5e9",
            "jump 0",
            "remove 0",
            "replace 0 x",
            "autoplay 1",
            "tick 5",
            "insert 1 x",
            "insert 0 x",
            "load",
            "show",
        ]
        try expectDemo(
            ["--items", ""], input,
            stdout: #"""
                window: [ ] ( ) [ ]   no items   offset 1.0
                window: [ ] ( ) [ ]   no items   offset 1.0
                window: [ ] ( ) [ ]   no items   offset 1.0
                window: [ ] ( ) [ ]   no items   offset 1.0
                window: [ ] ( ) [ ]   no items   offset 1.0   autoplay every 1.0 s (0.0 s elapsed, paused)
                window: [ ] ( ) [ ]   no items   offset 1.0   autoplay every 1.0 s (0.0 s elapsed, paused)
                  rebind slot 1 → 0 "x"
                window: [ ] (x) [ ]   item 1 of 1   offset 1.0   autoplay every 1.0 s (0.0 s elapsed, paused)
                  rebind slot 1 → none
                window: [ ] ( ) [ ]   no items   offset 1.0   autoplay every 1.0 s (0.0 s elapsed, paused)
                window: [ ] ( ) [ ]   no items   offset 1.0   autoplay every 1.0 s (0.0 s elapsed, paused)
                """# + "\n",
            stderr: #"""
                error: line 5: scroll: offset 5000000000.0 is invalid: it must be finite with magnitude at most 1e9 (from "5e9")
                error: line 6: jump: index 0 is out of range 0..<0: the carousel is empty
                error: line 7: remove: index 0 is out of range 0..<0: the carousel is empty
                error: line 8: replace: index 0 is out of range 0..<0: the carousel is empty
                error: line 11: insert: insertion index 1 is out of range 0...0
                """# + "\n",
            status: 1)
    }

    @Test func singleItemDoesNotLoop() throws {
        let input = [
            "next",
            "scroll 0.5",
            "scroll 2.5",
            "jump 0",
            "autoplay 1",
            "tick 3",
            "insert 1 b",
            "scroll 1.5",
            "remove 1",
            "show",
        ]
        try expectDemo(
            ["--items", "solo"], input,
            stdout: #"""
                window: [ ] (solo) [ ]   item 1 of 1   offset 1.0
                window: [ ] (solo) [ ]   item 1 of 1   offset 1.0
                window: [ ] (solo) [ ]   item 1 of 1   offset 1.0
                window: [ ] (solo) [ ]   item 1 of 1   offset 1.0
                window: [ ] (solo) [ ]   item 1 of 1   offset 1.0   autoplay every 1.0 s (0.0 s elapsed, paused)
                window: [ ] (solo) [ ]   item 1 of 1   offset 1.0   autoplay every 1.0 s (0.0 s elapsed, paused)
                  rebind slot 0 → 1 "b"
                  rebind slot 2 → 1 "b"
                window: [b] (solo) [b]   item 1 of 2   offset 1.0   autoplay every 1.0 s (0.0 s elapsed)
                window: [b] (solo) [b]   item 1 of 2   offset 1.5   autoplay every 1.0 s (0.0 s elapsed, paused)
                  rebind slot 0 → none
                  rebind slot 2 → none
                  offset reset to 1.0
                window: [ ] (solo) [ ]   item 1 of 1   offset 1.0   autoplay every 1.0 s (0.0 s elapsed, paused)
                window: [ ] (solo) [ ]   item 1 of 1   offset 1.0   autoplay every 1.0 s (0.0 s elapsed, paused)
                """# + "\n",
            stderr: "",
            status: 0)
    }

    @Test func twoItemsShowTheOtherOnBothSides() throws {
        let input = [
            "next",
            "next 2",
            "prev 4",
            "jump 0",
            "jump 1",
            "scroll -0.5",
            "scroll 0.25",
            "insert 2 c",
            "load b a",
            "load x y",
        ]
        try expectDemo(
            ["--items", "a,b"], input,
            stdout: #"""
                  moved next 0 → 1 (step 1, command)
                  rebind slot 0 → 0 "a"
                  rebind slot 1 → 1 "b"
                  rebind slot 2 → 0 "a"
                  offset reset to 1.0
                window: [a] (b) [a]   item 2 of 2   offset 1.0
                  moved next 1 → 1 (step 2, command)
                  offset reset to 1.0
                window: [a] (b) [a]   item 2 of 2   offset 1.0
                  moved previous 1 → 1 (step -4, command)
                  offset reset to 1.0
                window: [a] (b) [a]   item 2 of 2   offset 1.0
                  moved next 1 → 0 (step 1, command)
                  rebind slot 0 → 1 "b"
                  rebind slot 1 → 0 "a"
                  rebind slot 2 → 1 "b"
                  offset reset to 1.0
                window: [b] (a) [b]   item 1 of 2   offset 1.0
                  moved next 0 → 1 (step 1, command)
                  rebind slot 0 → 0 "a"
                  rebind slot 1 → 1 "b"
                  rebind slot 2 → 0 "a"
                  offset reset to 1.0
                window: [a] (b) [a]   item 2 of 2   offset 1.0
                  moved previous 1 → 0 (step -1, scroll)
                  rebind slot 0 → 1 "b"
                  rebind slot 1 → 0 "a"
                  rebind slot 2 → 1 "b"
                  offset reset to 0.5
                window: [b] (a) [b]   item 1 of 2   offset 0.5
                window: [b] (a) [b]   item 1 of 2   offset 0.25
                  rebind slot 0 → 2 "c"
                window: [c] (a) [b]   item 1 of 3   offset 0.25
                  rebind slot 0 → 0 "b"
                  rebind slot 1 → 1 "a"
                  rebind slot 2 → 0 "b"
                window: [b] (a) [b]   item 2 of 2   offset 0.25
                  rebind slot 0 → 0 "x"
                  rebind slot 1 → 1 "y"
                  rebind slot 2 → 0 "x"
                window: [x] (y) [x]   item 2 of 2   offset 0.25
                """# + "\n",
            stderr: "",
            status: 0)
    }

    @Test func rotateMovesSlotsInsteadOfRebinding() throws {
        let input = [
            "next",
            "next",
            "show",
            "prev",
            "jump 0",
            "load c d e a",
            "insert 0 a",
            "replace 2 a",
            "remove 1",
            "scroll 0.5",
            "load a",
        ]
        try expectDemo(
            ["--items", "a,b,c,d,e", "--reuse", "rotate"], input,
            stdout: #"""
                  moved next 0 → 1 (step 1, command)
                  reorder slots 1 2 0
                  rebind slot 0 → 2 "c"
                  offset reset to 1.0
                window: [a] (b) [c]   item 2 of 5   offset 1.0   slots 1 2 0
                  moved next 1 → 2 (step 1, command)
                  reorder slots 2 0 1
                  rebind slot 1 → 3 "d"
                  offset reset to 1.0
                window: [b] (c) [d]   item 3 of 5   offset 1.0   slots 2 0 1
                window: [b] (c) [d]   item 3 of 5   offset 1.0   slots 2 0 1
                  moved previous 2 → 1 (step -1, command)
                  reorder slots 1 2 0
                  rebind slot 1 → 0 "a"
                  offset reset to 1.0
                window: [a] (b) [c]   item 2 of 5   offset 1.0   slots 1 2 0
                  moved previous 1 → 0 (step -1, command)
                  reorder slots 0 1 2
                  rebind slot 0 → 4 "e"
                  offset reset to 1.0
                window: [e] (a) [b]   item 1 of 5   offset 1.0
                  rebind slot 2 → 0 "c"
                window: [e] (a) [c]   item 4 of 4   offset 1.0
                  rebind slot 2 → 0 "a"
                window: [e] (a) [a]   item 5 of 5   offset 1.0
                window: [e] (a) [a]   item 5 of 5   offset 1.0
                window: [e] (a) [a]   item 4 of 4   offset 1.0
                window: [e] (a) [a]   item 4 of 4   offset 0.5
                  rebind slot 0 → none
                  rebind slot 2 → none
                  offset reset to 1.0
                window: [ ] (a) [ ]   item 1 of 1   offset 1.0
                """# + "\n",
            stderr: "",
            status: 0)
    }

    @Test func rotateInJSONListsSlotsInPositionOrder() throws {
        let input = [
            "next",
            "prev 2",
        ]
        try expectDemo(
            ["--json", "--items", "a,b,c,d", "--reuse", "rotate"], input,
            stdout: #"""
                {"line":1,"command":"next","ok":true,"events":[{"type":"moved","direction":"next","from":0,"to":1,"step":1,"cause":"command"},{"type":"reorder","slots":[1,2,0]},{"type":"rebind","slot":0,"index":2},{"type":"offsetReset","offset":1.0}],"state":{"count":4,"current":1,"offset":1.0,"progress":1.0,"window":[0,1,2],"items":["a","b","c"],"slots":[{"id":1,"index":0},{"id":2,"index":1},{"id":0,"index":2}],"autoplay":null,"motion":"paging","autoscroll":null}}
                {"line":2,"command":"prev","ok":true,"events":[{"type":"moved","direction":"previous","from":1,"to":3,"step":-2,"cause":"command"},{"type":"reorder","slots":[0,2,1]},{"type":"rebind","slot":2,"index":3},{"type":"offsetReset","offset":1.0}],"state":{"count":4,"current":3,"offset":1.0,"progress":3.0,"window":[2,3,0],"items":["c","d","a"],"slots":[{"id":0,"index":2},{"id":2,"index":3},{"id":1,"index":0}],"autoplay":null,"motion":"paging","autoscroll":null}}
                """# + "\n",
            stderr: "",
            status: 0)
    }

    @Test func failFastStopsAfterTheFirstError() throws {
        let input = [
            "next",
            "jump 7",
            "next",
            "bogus",
        ]
        try expectDemo(
            ["--fail-fast", "--items", "a,b,c"], input,
            stdout: nextOnABC,
            stderr: #"""
                error: line 2: jump: index 7 is out of range 0..<3
                """# + "\n",
            status: 1)
    }

    @Test func failFastInJSONStopsAfterTheErrorObject() throws {
        let input = [
            "",
            "bogus",
            "next",
        ]
        try expectDemo(
            ["--json", "--fail-fast", "--items", "a,b"], input,
            stdout: #"""
                {"line":2,"command":"bogus","ok":false,"error":"unknown command; type help for the list","state":{"count":2,"current":0,"offset":1.0,"progress":0.0,"window":[1,0,1],"items":["b","a","b"],"slots":[{"id":0,"index":1},{"id":1,"index":0},{"id":2,"index":1}],"autoplay":null,"motion":"paging","autoscroll":null}}
                """# + "\n",
            stderr: "",
            status: 1)
    }

    @Test func quitStopsReading() throws {
        let input = [
            "next",
            "quit",
            "next",
            "bogus",
        ]
        try expectDemo(
            ["--items", "a,b,c"], input,
            stdout: nextOnABC + "window: [a] (b) [c]   item 2 of 3   offset 1.0\n",
            stderr: "",
            status: 0)
    }

    @Test func quitAfterAnErrorStillFails() throws {
        let input = [
            "jump 1",
            "quit",
            "next",
        ]
        try expectDemo(
            ["--json", "--items", "a"], input,
            stdout: #"""
                {"line":1,"command":"jump","ok":false,"error":"index 1 is out of range 0..<1","state":{"count":1,"current":0,"offset":1.0,"progress":0.0,"window":[null,0,null],"items":[null,"a",null],"slots":[{"id":0,"index":null},{"id":1,"index":0},{"id":2,"index":null}],"autoplay":null,"motion":"paging","autoscroll":null}}
                {"line":2,"command":"quit","ok":true,"events":[],"state":{"count":1,"current":0,"offset":1.0,"progress":0.0,"window":[null,0,null],"items":[null,"a",null],"slots":[{"id":0,"index":null},{"id":1,"index":0},{"id":2,"index":null}],"autoplay":null,"motion":"paging","autoscroll":null}}
                """# + "\n",
            stderr: "",
            status: 1)
    }

    @Test func theSampleHasADozenCities() throws {
        let input = [
            "show",
            "prev",
            "jump 10",
        ]
        try expectDemo(
            [], input,
            stdout: #"""
                window: [Lisbon] (Amsterdam) [Berlin]   item 1 of 12   offset 1.0
                  moved previous 0 → 11 (step -1, command)
                  rebind slot 0 → 10 "Kuala Lumpur"
                  rebind slot 1 → 11 "Lisbon"
                  rebind slot 2 → 0 "Amsterdam"
                  offset reset to 1.0
                window: [Kuala Lumpur] (Lisbon) [Amsterdam]   item 12 of 12   offset 1.0
                  moved previous 11 → 10 (step -1, command)
                  rebind slot 0 → 9 "Jakarta"
                  rebind slot 1 → 10 "Kuala Lumpur"
                  rebind slot 2 → 11 "Lisbon"
                  offset reset to 1.0
                window: [Jakarta] (Kuala Lumpur) [Lisbon]   item 11 of 12   offset 1.0
                """# + "\n",
            stderr: "",
            status: 0)
    }

    @Test func jsonEscapesItems() throws {
        let input = [
            "show",
            "next 3",
        ]
        try expectDemo(
            ["--json", "--items", "tab\there,q\"uote,back\\slash,,é 中 🎠"], input,
            stdout: #"""
                {"line":1,"command":"show","ok":true,"events":[],"state":{"count":5,"current":0,"offset":1.0,"progress":0.0,"window":[4,0,1],"items":["é 中 🎠","tab\there","q\"uote"],"slots":[{"id":0,"index":4},{"id":1,"index":0},{"id":2,"index":1}],"autoplay":null,"motion":"paging","autoscroll":null}}
                {"line":2,"command":"next","ok":true,"events":[{"type":"moved","direction":"next","from":0,"to":3,"step":3,"cause":"command"},{"type":"rebind","slot":0,"index":2},{"type":"rebind","slot":1,"index":3},{"type":"rebind","slot":2,"index":4},{"type":"offsetReset","offset":1.0}],"state":{"count":5,"current":3,"offset":1.0,"progress":3.0,"window":[2,3,4],"items":["back\\slash","","é 中 🎠"],"slots":[{"id":0,"index":2},{"id":1,"index":3},{"id":2,"index":4}],"autoplay":null,"motion":"paging","autoscroll":null}}
                """# + "\n",
            stderr: "",
            status: 0)
    }

    /// The cases of the test below, typed: an untyped literal of tuples took the type checker a
    /// quarter of a second.
    static let badOptionArguments: [([String], String)] = [
        (["--frob"], #"unknown option "--frob"; "#),
        (["-x"], #"unknown option "-x"; "#),
        (["--JSON"], #"unknown option "--JSON"; "#),
        (["--json", "--bogus=1"], #"unknown option "--bogus"; "#),
        (["extra"], #"unexpected argument "extra"; commands are read from standard input"#),
        (["--items"], #"--items needs a value, e.g. --items a,b,c (--items "" for none)"#),
        (["--reuse"], "--reuse needs a value: rebind or rotate"),
        (["--reuse", "Rotate"], #"--reuse "Rotate" is not a policy; write rebind or rotate"#),
        (["--reuse=swap"], #"--reuse "swap" is not a policy; write rebind or rotate"#),
        (["--json", "--json"], "--json is given twice; give it once"),
        (["--items", "a", "--items=b"], "--items is given twice; give it once"),
        (["--json=yes"], #"--json takes no value, got "yes""#),
        (["--fail-fast="], #"--fail-fast takes no value, got """#),
        (
            ["--neighbors"],
            "--neighbors needs a value: an integer from 1 to 7, or from 0 with --lengths"
        ),
        (
            ["--neighbors", "0"],
            #"--neighbors "0" is out of range 1...7: only a row of --lengths binds 0 neighbors"#
        ),
        (["--neighbors=8"], #"--neighbors "8" is out of range 1...7 (0...7 with --lengths)"#),
        (["--neighbors", "-1"], #"--neighbors "-1" is out of range 1...7 (0...7 with --lengths)"#),
        (
            ["--neighbors", "99999999999999999999"],
            #"--neighbors "99999999999999999999" is out of range 1...7 (0...7 with --lengths)"#
        ),
        (
            ["--neighbors", "two"],
            #"--neighbors "two" is not an integer; write one in 1...7 (0...7 with --lengths)"#
        ),
        (
            ["--neighbors", "1.5"],
            #"--neighbors "1.5" is not an integer; write one in 1...7 (0...7 with --lengths)"#
        ),
        (
            ["--neighbors="],
            #"--neighbors "" is not an integer; write one in 1...7 (0...7 with --lengths)"#
        ),
        (["--neighbors", "2", "--neighbors", "3"], "--neighbors is given twice; give it once"),
        // The old spelling, an alias: its messages quote it as typed.
        (
            ["--neighbours"],
            "--neighbours needs a value: an integer from 1 to 7, or from 0 with --lengths"
        ),
        (
            ["--neighbours", "0"],
            #"--neighbours "0" is out of range 1...7: only a row of --lengths binds 0 neighbors"#
        ),
        (["--neighbours=8"], #"--neighbours "8" is out of range 1...7 (0...7 with --lengths)"#),
        (
            ["--neighbours", "two"],
            #"--neighbours "two" is not an integer; write one in 1...7 (0...7 with --lengths)"#
        ),
        (
            ["--neighbours="],
            #"--neighbours "" is not an integer; write one in 1...7 (0...7 with --lengths)"#
        ),
        (["--neighbours", "2", "--neighbours=3"], "--neighbours is given twice; give it once"),
        (
            ["--neighbors", "2", "--neighbours", "2"],
            "--neighbours is given twice (also as --neighbors); give it once"
        ),
        (
            ["--neighbours=2", "--json", "--neighbors", "2"],
            "--neighbors is given twice (also as --neighbours); give it once"
        ),
        (["--Neighbours", "2"], #"unknown option "--Neighbours"; "#),
        (["--few-items"], "--few-items needs a value: repeat or empty"),
        (["--few-items", "Empty"], #"--few-items "Empty" is not a rule; write repeat or empty"#),
        (["--few-items=none"], #"--few-items "none" is not a rule; write repeat or empty"#),
    ]

    @Test(arguments: badOptionArguments)
    func badOptionsExitWithUsage(_ arguments: [String], _ message: String) throws {
        let run = try DemoProcess.run(arguments, "next\n")
        let known =
            "the options are --json, --items, --reuse, --neighbors, --few-items, --motion, "
            + "--lengths, --viewport, --spacing, --anchor, --fail-fast and --help"
        let fullMessage = message.hasSuffix("; ") ? message + known : message
        let usage = """
            usage: CarouselDemo [--json] [--items a,b,c] [--reuse rebind|rotate] [--neighbors N]
                                [--few-items repeat|empty] [--motion M] [--lengths L1,L2,…] [--viewport V]
                                [--spacing S] [--anchor center|leading] [--fail-fast]
            """
        expectEqual(
            run, DemoRun(stdout: "", stderr: "error: \(fullMessage)\n\(usage)\n", status: 64))
    }

    @Test(arguments: [
        ["--help"], ["-h"], ["--json", "-h"], ["--items", "a", "--help", "--bogus"],
    ])
    func helpOptionPrintsTheUsage(_ arguments: [String]) throws {
        let run = try DemoProcess.run(arguments, "next\n")
        expectEqual(run, DemoRun(stdout: usageText, stderr: "", status: 0))
        #expect(run.stdout.hasPrefix("usage: CarouselDemo [--json] [--items a,b,c]"))
        for command in CommandTable.commands {
            #expect(run.stdout.contains("\n  \(command.usage) "))
        }
    }

    @Test func crlfLinesReadLikeLFLines() throws {
        let crlf = try DemoProcess.run(
            ["--json", "--items", "a,b,c"], "next\r\n\r\nshow\r\njump 2\r")
        let lf = try DemoProcess.run(["--json", "--items", "a,b,c"], "next\n\nshow\njump 2\n")
        expectEqual(crlf, lf)
        expectEqual(crlf.stdout.split(separator: "\n").count, 3)
        // Only one CR right before the line end is dropped; any other CR is part of a token.
        let run = try DemoProcess.run(["--items", "a,b,c"], "next\r2\r\r\nnext\r\n")
        expectEqual(
            run.stderr, "error: line 1: \"next\\r2\\r\": unknown command; type help for the list\n")
        #expect(run.stdout.hasSuffix("window: [a] (b) [c]   item 2 of 3   offset 1.0\n"))
        expectEqual(run.status, 1)
    }

    @Test func invalidUTF8LinesAreErrorsWithoutACommand() throws {
        let input: [UInt8] =
            [0xFF, 0x0A] + Array("next \u{E9}".utf8) + [0xC3, 0x28, 0x0A]
            + Array("  # comment \u{0}".utf8) + [0xFE, 0x0A] + Array("show\n".utf8)
        let text = try DemoProcess.run(["--items", "a"], input: input)
        #expect(
            text.stderr == """
                error: line 1: line is not valid UTF-8 (byte 0xFF at column 1); write it as UTF-8 text
                error: line 2: line is not valid UTF-8 (byte 0xC3 at column 8); write it as UTF-8 text

                """)
        expectEqual(text.stdout, "window: [ ] (a) [ ]   item 1 of 1   offset 1.0\n")
        expectEqual(text.status, 1)
        let json = try DemoProcess.run(["--json", "--items", "a"], input: input)
        let objects = try json.stdout.split(separator: "\n").map(parseJSONObject)
        expectEqual(objects.map { $0["line"] as? Int }, [1, 2, 4])
        expectEqual(objects.map { $0["command"] is NSNull }, [true, true, false])
        expectEqual(objects.map { $0["ok"] as? Bool }, [false, false, true])
    }

    @Test func nulAndControlCharactersAreOrdinaryAndEscaped() throws {
        let input = "load \"a\u{0}b\" \"\u{1B}[2J\"\nnext\n"
        let json = try DemoProcess.run(["--json", "--items", ""], input)
        let lines = json.stdout.split(separator: "\n")
        expectEqual(lines.count, 2)
        #expect(lines[0].contains(#""items":["\u001b[2J","a\u0000b","\u001b[2J"]"#))
        let text = try DemoProcess.run(["--items", ""], input)
        #expect(
            text.stdout == #"""
                  rebind slot 0 → 1 "\u{1B}[2J"
                  rebind slot 1 → 0 "a\u{0}b"
                  rebind slot 2 → 1 "\u{1B}[2J"
                window: ["\u{1B}[2J"] ("a\u{0}b") ["\u{1B}[2J"]   item 1 of 2   offset 1.0
                  moved next 0 → 1 (step 1, command)
                  rebind slot 0 → 0 "a\u{0}b"
                  rebind slot 1 → 1 "\u{1B}[2J"
                  rebind slot 2 → 0 "a\u{0}b"
                  offset reset to 1.0
                window: ["a\u{0}b"] ("\u{1B}[2J") ["a\u{0}b"]   item 2 of 2   offset 1.0

                """#)
        #expect(!text.stdout.contains("\u{1B}"))
    }

    @Test func blankAndCommentLinesPrintNothing() throws {
        let input: [UInt8] = Array(" \n\t\n\n# next\n  #\t\"".utf8) + [0xFF, 0x0A, 0x23]
        for arguments in [["--json"], []] {
            let run = try DemoProcess.run(arguments, input: input)
            expectEqual(run, DemoRun(stdout: "", stderr: "", status: 0))
        }
        let empty = try DemoProcess.run(["--json"], input: [])
        expectEqual(empty, DemoRun(stdout: "", stderr: "", status: 0))
    }

    /// Megabyte lines work, and messages quote only the start of a huge token.
    @Test func twoMegabyteLinesWork() throws {
        let long = String(repeating: "x", count: 2_000_000)
        let garbage = String(repeating: "y", count: 2_000_000)
        let input = "load \(long)\n\(garbage)\nshow\n"
        let json = try DemoProcess.run(["--json"], input)
        let objects = try json.stdout.split(separator: "\n").map(parseJSONObject)
        try #require(objects.count == 3)
        let state = try #require(objects[0]["state"] as? [String: Any])
        expectEqual(state["items"] as? [NSObject], [NSNull(), long as NSString, NSNull()])
        expectEqual(objects[1]["command"] as? String, garbage)
        expectEqual(objects[1]["error"] as? String, "unknown command; type help for the list")
        expectEqual(json.status, 1)
        let text = try DemoProcess.run([], input)
        let shown = "\"" + String(repeating: "y", count: 48) + "\"…"
        expectEqual(
            text.stderr, "error: line 2: \(shown): unknown command; type help for the list\n")
        let window = "window: [ ] (\"\(String(repeating: "x", count: 48))\"…) [ ]"
        expectEqual(
            text.stdout,
            "  rebind slot 0 → none\n  rebind slot 1 → 0 \"\(String(repeating: "x", count: 48))\"…\n  rebind slot 2 → none\n\(window)   item 1 of 1   offset 1.0\n\(window)   item 1 of 1   offset 1.0\n"
        )
    }

    @Test(arguments: [["--json"], ["--reuse", "rotate"]])
    func randomBinaryInputNeverCrashes(_ arguments: [String]) {
        let words = ["next", "prev", "jump", "scroll", "load", "insert", "1", "-1", "\"", "#", " "]
        // Each case is a process reading 100 kB: 2 per mode by default.
        Property.check(
            iterations: Property.iterations(times: 1.0 / 500),
            generate: { random in
                var input: [UInt8] = []
                while input.count < 100_000 {
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0: input.append(0x0A)
                    case 1: input += words.randomElement(using: &random)!.utf8
                    default: input.append(UInt8.random(in: 0...255, using: &random))
                    }
                }
                return LongInput(bytes: input)
            }
        ) { input throws(PropertyFailure) in
            let run = try requireNoError("running the demo") {
                try DemoProcess.run(arguments, input: input.bytes)
            }
            try require([0, 1].contains(run.status), "exit status \(run.status)")
            if arguments == ["--json"] {
                for line in run.stdout.split(separator: "\n") {
                    let object = try requireNoError("output \(line.prefix(200))") {
                        try jsonObject(line)
                    }
                    try require(object != nil, "not a JSON object: \(line.prefix(200))")
                }
            } else {
                let errors = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
                try requireEqual(errors.last, "", "the end of standard error")
                try require(
                    errors.dropLast().allSatisfy { $0.hasPrefix("error: line ") },
                    "standard error has lines other than errors")
            }
        }
    }

    /// The README shows these files; the demo must still print exactly them.
    @Test(arguments: [(["--json"], "readme-session-json.txt"), ([], "readme-session-text.txt")])
    func readmeSessionsAreCurrent(_ arguments: [String], _ fixture: String) throws {
        let expected = try String(contentsOf: fixtureURL(fixture), encoding: .utf8)
        let run = try DemoProcess.run(arguments, "next\nscroll 2.5\n")
        expectEqual(run, DemoRun(stdout: expected, stderr: "", status: 0))
    }
}

/// Generated input too long to print in a failure report (its seed replays it).
private struct LongInput: CustomStringConvertible {
    var bytes: [UInt8]

    var description: String {
        "\(bytes.count) bytes starting \(String(decoding: bytes.prefix(40), as: UTF8.self).debugDescription)"
    }
}

/// A file in `Tests/CarouselDemoTests/Fixtures`.
func fixtureURL(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent(name)
}

/// Parses one output line as JSON: the object, or `nil` for any other JSON value. Unlike
/// `parseJSONObject` it records no issue, so a property can use it.
func jsonObject(_ line: some StringProtocol) throws -> [String: Any]? {
    try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
}

/// Parses one output line as a JSON object.
func parseJSONObject(_ line: some StringProtocol) throws -> [String: Any] {
    let object = try jsonObject(line)
    return try #require(object, "not a JSON object: \(line.prefix(200))")
}
