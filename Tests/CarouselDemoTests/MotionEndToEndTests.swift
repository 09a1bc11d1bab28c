import Foundation
import PropertyTesting
import Testing

@testable import CarouselDemo

/// The built `CarouselDemo` with `--motion`, `motion`, `autoscroll` and ticks of continuous
/// scrolling, piped: whole outputs and exit statuses.
@Suite struct MotionEndToEndTests {
    @Test func textPrintsTheMarqueesFramesAndItsState() throws {
        try expectDemo(
            ["--items", "a,b,c"], ["autoscroll 6", "tick 0.05", "motion free", "autoscroll off"],
            stdout: #"""
                window: [c] (a) [b]   item 1 of 3   offset 1.0   autoscroll 6.0 items/s
                  frame 1   offset 1.10   center 0 "a"
                  frame 2   offset 1.20   center 0 "a"
                  frame 3   offset 1.30   center 0 "a"
                window: [c] (a) [b]   item 1 of 3   offset 1.3   autoscroll 6.0 items/s
                window: [c] (a) [b]   item 1 of 3   offset 1.3   autoscroll 6.0 items/s   motion free
                window: [c] (a) [b]   item 1 of 3   offset 1.3   motion free

                """#, stderr: "", status: 0)
    }

    @Test func jsonStateHasTheMotionAndTheSpeed() throws {
        let state =
            #""window":[2,0,1],"items":["c","a","b"],"slots":[{"id":0,"index":2},"#
            + #"{"id":1,"index":0},{"id":2,"index":1}],"autoplay":null,"#
            + #""motion":"snapping(limit: 2)","autoscroll":-6.0}"#
        try expectDemo(
            ["--json", "--items", "a,b,c", "--motion", "snapping:2"],
            ["autoscroll -6", "tick 0.05"],
            stdout: #"{"line":1,"command":"autoscroll","ok":true,"events":[],"state":"#
                + #"{"count":3,"current":0,"offset":1.0,"progress":0.0,"# + state + "}\n"
                + #"{"line":2,"command":"tick","ok":true,"events":[],"state":"#
                + #"{"count":3,"current":0,"offset":0.7,"progress":2.7,"# + state
                + #","frames":[{"frame":1,"offset":0.9,"center":0,"events":[]},"#
                + #"{"frame":2,"offset":0.8,"center":0,"events":[]},"#
                + #"{"frame":3,"offset":0.7,"center":0,"events":[]}]}"# + "\n",
            stderr: "", status: 0)
    }

    @Test func snappingFlingsSeveralItemsAndFreeRestsBetweenThem() throws {
        let run = try DemoProcess.run(
            ["--items", "a,b,c,d,e,f,g,h,i,j", "--motion", "snapping"],
            "fling 10\nfling -4\nmotion free\nfling 1\n")
        #expect(run.status == 0 && run.stderr == "")
        let windows = run.stdout.split(separator: "\n").filter { $0.hasPrefix("window:") }
        expectEqual(
            windows,
            [
                "window: [e] (f) [g]   item 6 of 10   offset 1.0   motion snapping",
                "window: [c] (d) [e]   item 4 of 10   offset 1.0   motion snapping",
                "window: [c] (d) [e]   item 4 of 10   offset 1.0   motion free",
                // 1.549 from d: e is nearest, so current.
                "window: [d] (e) [f]   item 5 of 10   offset 0.5489999999999995   motion free",
            ])
    }

    /// The issue's example, in JSON: `progress` is the current item plus the fraction scrolled.
    @Test func progressAfterTickSevenIsAsAfterSevenHundredTicks() throws {
        func progress(_ ticks: [String]) throws -> Double? {
            let run = try DemoProcess.run(
                ["--json", "--items", "a,b,c,d,e"],
                (["autoscroll 0.5"] + ticks).map { $0 + "\n" }.joined())
            let last = try #require(run.stdout.split(separator: "\n").last)
            let state = try #require(try parseJSONObject(last)["state"] as? [String: Any])
            return state["progress"] as? Double
        }
        let once = try #require(try progress(["tick 7"]))
        let hundredths = try #require(try progress(Array(repeating: "tick 0.01", count: 700)))
        #expect(abs(once - 3.5) < 1e-9 && abs(hundredths - 3.5) < 1e-9)
    }

    @Test(arguments: [
        (
            ["--motion", "snapping:0"],
            #"--motion "snapping:0" has a limit out of range 1...9223372036854775807: a fling "#
                + "moves at least 1 item (snapping for no limit)"
        ),
        (
            ["--motion=jump"],
            #"--motion "jump" is not a motion; write paging, snapping, snapping:N or free"#
        ),
    ])
    func badMotionOptionsExitWithUsage(_ arguments: [String], _ message: String) throws {
        let run = try DemoProcess.run(arguments, "next\n")
        expectEqual(
            run, DemoRun(stdout: "", stderr: "error: \(message)\n\(usageLine)\n", status: 64))
    }
}

@MainActor
@Suite struct MotionRendererTests {
    @Test func theTerminalSaysWhatRunsAndTheMotion() throws {
        var session = Session(items: ["a", "b", "c"], reusePolicy: .rebind, motion: .free)
        _ = session.process(NumberedLine(number: 1, bytes: Array("autoscroll -0.5".utf8)))
        let picture = TerminalRenderer(styled: false).picture(session.state)
        #expect(picture.hasSuffix("item 1 of 3   autoscroll -0.5 items/s   motion free\n"))
        let plain = TerminalRenderer(styled: false).picture(
            Session(items: ["a"], reusePolicy: .rebind).state)
        #expect(plain.hasSuffix("item 1 of 1   autoplay off\n"))
    }
}
