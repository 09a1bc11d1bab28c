import Foundation
import PropertyTesting
import Testing

/// The sessions of the wide fixtures: `2r + 1` positions, moves, a gesture, the rotate policy,
/// empty positions and the two layout commands.
let wideSessions: [(arguments: [String], lines: [String], fixture: String)] = [
    (
        ["--neighbors", "2", "--items", "a,b,c,d,e,f,g"],
        [
            "show", "next", "drag 1", "scroll 0.5", "jump 0", "few-items empty", "load a b c",
            "load a b", "neighbors 1",
        ],
        "neighbors-2"
    ),
    (
        [
            "--neighbors", "3", "--reuse", "rotate", "--few-items", "empty", "--items",
            "a,b,c,d,e,f,g,h,i",
        ],
        [
            "show", "next", "prev 3", "drag -1", "remove 0", "load x y z", "neighbors 2",
            "few-items repeat",
        ],
        "neighbors-3"
    ),
]

/// The built `CarouselDemo` with more than one neighbor a side, or positions left empty: whole
/// outputs and exit statuses, exactly.
@Suite struct WideEndToEndTests {
    /// The fixtures hold what the demo prints for the sessions, as text and as JSON.
    @Test(arguments: wideSessions)
    func wideSessionsPrintTheFixtures(_ arguments: [String], _ lines: [String], _ fixture: String)
        throws
    {
        let input = lines.map { $0 + "\n" }.joined()
        for (mode, suffix) in [([String](), "text"), (["--json"], "json")] {
            let expected = try String(
                contentsOf: fixtureURL("\(fixture)-\(suffix).txt"), encoding: .utf8)
            let run = try DemoProcess.run(mode + arguments, input)
            expectEqual(
                run, DemoRun(stdout: expected, stderr: "", status: 0), "\(fixture) \(suffix)")
        }
    }

    /// The JSON fixtures list every position: `window`, `items` and `slots` have `2r + 1` entries,
    /// a rotate reorder `2r + 1` ids, and `neighbors` changes how many.
    @Test func jsonListsEveryPosition() throws {
        let lines = try String(contentsOf: fixtureURL("neighbors-3-json.txt"), encoding: .utf8)
            .split(separator: "\n")
        let objects = try lines.map(parseJSONObject)
        let counts = try objects.map { object in
            let state = try #require(object["state"] as? [String: Any])
            let window = try #require(state["window"] as? [Any])
            expectEqual((state["items"] as? [Any])?.count, window.count)
            expectEqual((state["slots"] as? [Any])?.count, window.count)
            return window.count
        }
        expectEqual(counts, [7, 7, 7, 7, 7, 7, 5, 5])
        let reorders = objects.flatMap { object in
            (object["events"] as? [[String: Any]] ?? []).filter {
                $0["type"] as? String == "reorder"
            }
        }
        expectEqual(reorders.map { ($0["slots"] as? [Int])?.count }, [7, 7, 7])
        expectEqual(reorders.first?["slots"] as? [Int], [1, 2, 3, 4, 5, 6, 0])
    }

    /// One neighbor and the repeating rule, said or not, is the three-slot carousel: byte for
    /// byte the README's sessions.
    @Test(arguments: [
        (["--neighbors", "1"], "next\nscroll 2.5\n", "readme-session-text.txt"),
        (["--json", "--few-items", "repeat"], "next\nscroll 2.5\n", "readme-session-json.txt"),
        (["--neighbors=1", "--few-items=repeat"], "drag 1\n", "readme-drag-text.txt"),
        (
            ["--few-items", "repeat", "--json", "--neighbors", "01"], "drag 1\n",
            "readme-drag-json.txt"
        ),
    ])
    func oneNeighborIsTheThreeSlotCarousel(
        _ arguments: [String], _ input: String, _ fixture: String
    ) throws {
        let expected = try String(contentsOf: fixtureURL(fixture), encoding: .utf8)
        expectEqual(
            try DemoProcess.run(arguments, input), DemoRun(stdout: expected, stderr: "", status: 0))
    }

    /// `neighbors n` keeps the items, the current one and autoplay (its timer restarts), and
    /// comes to rest; the layout it already has changes nothing.
    @Test func neighborsRebuildsAroundTheCurrentItem() throws {
        try expectDemo(
            ["--items", "a,b,c,d,e,f,g"],
            [
                "jump 3", "autoplay 2", "tick 0.5", "scroll 1.25", "neighbors 2", "tick 1.5",
                "neighbors 3", "neighbors 3", "neighbors 1",
            ],
            stdout: #"""
                  moved next 0 → 3 (step 3, command)
                  rebind slot 0 → 2 "c"
                  rebind slot 1 → 3 "d"
                  rebind slot 2 → 4 "e"
                  offset reset to 1.0
                window: [c] (d) [e]   item 4 of 7   offset 1.0
                window: [c] (d) [e]   item 4 of 7   offset 1.0   autoplay every 2.0 s (0.0 s elapsed)
                window: [c] (d) [e]   item 4 of 7   offset 1.0   autoplay every 2.0 s (0.5 s elapsed)
                window: [c] (d) [e]   item 4 of 7   offset 1.25   autoplay every 2.0 s (0.0 s elapsed, paused)
                window: [b] [c] (d) [e] [f]   item 4 of 7   offset 1.0   autoplay every 2.0 s (0.0 s elapsed)
                window: [b] [c] (d) [e] [f]   item 4 of 7   offset 1.0   autoplay every 2.0 s (1.5 s elapsed)
                window: [a] [b] [c] (d) [e] [f] [g]   item 4 of 7   offset 1.0   autoplay every 2.0 s (0.0 s elapsed)
                window: [a] [b] [c] (d) [e] [f] [g]   item 4 of 7   offset 1.0   autoplay every 2.0 s (0.0 s elapsed)
                window: [c] (d) [e]   item 4 of 7   offset 1.0   autoplay every 2.0 s (0.0 s elapsed)
                """# + "\n",
            stderr: "", status: 0)
    }

    @Test func badLayoutCommandsAreErrorsThatChangeNothing() throws {
        try expectDemo(
            ["--neighbors", "2", "--items", "a,b,c"],
            [
                "neighbors", "neighbors 0", "neighbors 8", "neighbors -1", "neighbors 08",
                "neighbors +9", "neighbors two", "neighbors 1.5", "neighbors 2 3",
                "Neighbors 2", "neighbors 99999999999999999999", "few-items", "few-items EMPTY",
                "few-items all", "few-items empty repeat", "show",
            ],
            stdout: "window: [b] [c] (a) [b] [c]   item 1 of 3   offset 1.0\n",
            stderr: #"""
                error: line 1: neighbors: missing the neighbor count; usage: neighbors n
                error: line 2: neighbors: neighbor count 0 is invalid: it must be between 1 and 7
                error: line 3: neighbors: neighbor count 8 is invalid: it must be between 1 and 7
                error: line 4: neighbors: neighbor count -1 is invalid: it must be between 1 and 7
                error: line 5: neighbors: neighbor count 8 is invalid: it must be between 1 and 7 (from "08")
                error: line 6: neighbors: neighbor count 9 is invalid: it must be between 1 and 7 (from "+9")
                error: line 7: neighbors: "two" is not an integer; write digits with an optional sign, e.g. 3 or -2
                error: line 8: neighbors: "1.5" is not an integer; write digits with an optional sign, e.g. 3 or -2
                error: line 9: neighbors: takes 1 argument (neighbors n), got an extra "3"
                error: line 10: Neighbors: unknown command; commands are lowercase: write neighbors
                error: line 11: neighbors: "99999999999999999999" is out of range -9223372036854775808...9223372036854775807
                error: line 12: few-items: missing the rule, repeat or empty; usage: few-items rule
                error: line 13: few-items: "EMPTY" is not a rule; keywords are lowercase: write empty
                error: line 14: few-items: "all" is not a rule; write repeat or empty
                error: line 15: few-items: takes 1 argument (few-items rule), got an extra "repeat"
                """# + "\n",
            status: 1)
    }

    @Test func jsonReportsALayoutErrorWithTheStateUnchanged() throws {
        try expectDemo(
            ["--json", "--fail-fast", "--neighbors", "2", "--items", "a,b,c"],
            ["neighbors 9", "next"],
            stdout: #"""
                {"line":1,"command":"neighbors","ok":false,"error":"neighbor count 9 is invalid: it must be between 1 and 7","state":{"count":3,"current":0,"offset":1.0,"progress":0.0,"window":[1,2,0,1,2],"items":["b","c","a","b","c"],"slots":[{"id":0,"index":1},{"id":1,"index":2},{"id":2,"index":0},{"id":3,"index":1},{"id":4,"index":2}],"autoplay":null,"motion":"paging","autoscroll":null}}
                """# + "\n",
            stderr: "", status: 1)
    }

    /// `--few-items empty`: with fewer items than positions each shows once, nearest the current
    /// one (the later side first), and the rest show as empty, `[ ]`; one item does not loop.
    @Test func emptyPositionsShowAsEmpty() throws {
        try expectDemo(
            ["--neighbors", "2", "--few-items", "empty", "--items", "a,b"],
            [
                "show", "next", "insert 0 z", "remove 0", "remove 0", "next", "load", "show",
                "insert 0 solo", "neighbors 3", "few-items repeat",
            ],
            stdout: #"""
                window: [ ] [ ] (a) [b] [ ]   item 1 of 2   offset 1.0
                  moved next 0 → 1 (step 1, command)
                  rebind slot 2 → 1 "b"
                  rebind slot 3 → 0 "a"
                  offset reset to 1.0
                window: [ ] [ ] (b) [a] [ ]   item 2 of 2   offset 1.0
                  rebind slot 1 → 1 "a"
                  rebind slot 3 → 0 "z"
                window: [ ] [a] (b) [z] [ ]   item 3 of 3   offset 1.0
                  rebind slot 1 → none
                  rebind slot 3 → 0 "a"
                window: [ ] [ ] (b) [a] [ ]   item 2 of 2   offset 1.0
                  rebind slot 3 → none
                window: [ ] [ ] (b) [ ] [ ]   item 1 of 1   offset 1.0
                window: [ ] [ ] (b) [ ] [ ]   item 1 of 1   offset 1.0
                  rebind slot 2 → none
                window: [ ] [ ] ( ) [ ] [ ]   no items   offset 1.0
                window: [ ] [ ] ( ) [ ] [ ]   no items   offset 1.0
                  rebind slot 2 → 0 "solo"
                window: [ ] [ ] (solo) [ ] [ ]   item 1 of 1   offset 1.0
                window: [ ] [ ] [ ] (solo) [ ] [ ] [ ]   item 1 of 1   offset 1.0
                window: [ ] [ ] [ ] (solo) [ ] [ ] [ ]   item 1 of 1   offset 1.0
                """# + "\n",
            stderr: "", status: 0)
    }

    /// A gesture on a wide carousel moves it a page at a time and rests exactly on a page, two
    /// items repeating round seven positions included.
    @Test(arguments: [
        (["--neighbors", "2", "--items", "a,b,c,d,e,f,g"], "drag 2.5\n", 3),
        (["--neighbors", "3", "--items", "a,b"], "fling 3\ndrag -2.5\n", 1),
        (["--neighbors", "7", "--few-items", "empty", "--items", "a,b,c"], "drag -1\n", 2),
        (["--neighbors", "4", "--reuse", "rotate"], "fling -1\nfling -1\n", 10),
    ])
    func gesturesOnWideCarouselsRestOnAPage(
        _ arguments: [String], _ input: String, _ current: Int
    ) throws {
        let run = try DemoProcess.run(["--json"] + arguments, input)
        #expect(run.status == 0 && run.stderr == "")
        let objects = try run.stdout.split(separator: "\n").map(parseJSONObject)
        for object in objects {
            let frames = try #require(object["frames"] as? [[String: Any]])
            let offsets = frames.compactMap { $0["offset"] as? Double }
            #expect(offsets.count == frames.count && offsets.allSatisfy { 0 < $0 && $0 < 2 })
            let state = try #require(object["state"] as? [String: Any])
            expectEqual(state["offset"] as? Double, 1)
            expectEqual(frames.last?["center"] as? Int, state["current"] as? Int)
        }
        let state = try #require(objects.last?["state"] as? [String: Any])
        expectEqual(state["current"] as? Int, current)
    }
}
