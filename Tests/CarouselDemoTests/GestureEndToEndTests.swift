import Foundation
import PropertyTesting
import Testing

/// The built `CarouselDemo` running `drag` and `fling` with piped input: whole outputs and exit
/// statuses, exactly.
@Suite struct GestureEndToEndTests {
    @Test func textPrintsTheFrames() throws {
        try expectDemo(
            ["--items", "a,b,c"], ["drag 1"], stdout: dragOnePageText, stderr: "", status: 0)
    }

    @Test func badGesturesAreErrorsThatChangeNothing() throws {
        try expectDemo(
            ["--items", "a,b,c"],
            [
                "drag", "drag 1 2 3", "drag x", "drag 100.5", "drag 1 -1e4", "fling", "fling nan",
                "fling 3 3", "show",
            ],
            stdout: "window: [c] (a) [b]   item 1 of 3   offset 1.0\n",
            stderr: #"""
                error: line 1: drag: missing the pages; usage: drag p [v]
                error: line 2: drag: takes at most 2 arguments (drag p [v]), got an extra "3"
                error: line 3: drag: "x" is not a decimal number; write e.g. 1.5, -0.25 or 2e3
                error: line 4: drag: pages "100.5" is out of range -100...100
                error: line 5: drag: velocity "-1e4" is out of range -1000...1000 pages per second
                error: line 6: fling: missing the velocity; usage: fling v
                error: line 7: fling: "nan" is not a finite decimal number; write e.g. 1.5, -0.25 or 2e3
                error: line 8: fling: takes 1 argument (fling v), got an extra "3"
                """# + "\n",
            status: 1)
    }

    @Test(arguments: ["", "only"])
    func withoutScrollingAGestureShowsNoFramesAndSucceeds(_ items: String) throws {
        let window =
            items.isEmpty
            ? "window: [ ] ( ) [ ]   no items   offset 1.0\n"
            : "window: [ ] (only) [ ]   item 1 of 1   offset 1.0\n"
        try expectDemo(
            ["--items", items], ["drag 1", "fling -2"], stdout: window + window, stderr: "",
            status: 0)
    }

    @Test func twoItemsFlingRoundTheRing() throws {
        let run = try DemoProcess.run(["--items", "a,b"], "fling 3\nfling 3\nfling -3\n")
        #expect(run.status == 0 && run.stderr == "")
        let windows = run.stdout.split(separator: "\n").filter { $0.hasPrefix("window:") }
        expectEqual(
            windows,
            [
                "window: [a] (b) [a]   item 2 of 2   offset 1.0",
                "window: [b] (a) [b]   item 1 of 2   offset 1.0",
                "window: [a] (b) [a]   item 2 of 2   offset 1.0",
            ])
    }

    /// The README shows these files; the demo must still print exactly them.
    @Test(arguments: [([], "readme-drag-text.txt"), (["--json"], "readme-drag-json.txt")])
    func readmeGestureSessionsAreCurrent(_ arguments: [String], _ fixture: String) throws {
        let expected = try String(contentsOf: fixtureURL(fixture), encoding: .utf8)
        let run = try DemoProcess.run(arguments, "drag 1\n")
        expectEqual(run, DemoRun(stdout: expected, stderr: "", status: 0))
    }

    /// One JSON object a processed line, gestures included, errors without frames.
    @Test func jsonKeepsOneObjectALine() throws {
        let run = try DemoProcess.run(
            ["--json", "--items", "a,b,c,d,e"],
            "drag 2.5\n# a comment\nfling -3\ndrag 101\nautoplay 1\ndrag -7 2\nshow\n")
        #expect(run.status == 1 && run.stderr == "")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        try #require(lines.count == 7 && lines.last == "")
        let objects = try lines.dropLast().map(parseJSONObject)
        expectEqual(objects.map { $0["line"] as? Int }, [1, 3, 4, 5, 6, 7])
        expectEqual(objects.map { $0["ok"] as? Bool }, [true, true, false, true, true, true])
        expectEqual(objects.map { $0["frames"] == nil }, [false, false, true, true, false, true])
        for object in objects where object["frames"] != nil {
            let frames = try #require(object["frames"] as? [[String: Any]])
            expectEqual(frames.map { $0["frame"] as? Int }, Array(1...frames.count))
            let flattened = frames.flatMap { $0["events"] as? [[String: Any]] ?? [] }
            let events = try #require(object["events"] as? [[String: Any]])
            #expect(NSArray(array: flattened).isEqual(to: events))
        }
        let state = try #require(objects.last?["state"] as? [String: Any])
        // 0 + 3 (2.5 pages: from half way on, the next) - 1 - 7 + 1 (the lift at 2 pages/s flicks
        // on), round a ring of 5.
        expectEqual(state["current"] as? Int, 1)
        expectEqual(state["offset"] as? Double, 1)
    }
}
