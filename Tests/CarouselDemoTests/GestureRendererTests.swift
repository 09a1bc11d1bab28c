import Carousel
import Foundation
import PropertyTesting
import Testing

@testable import CarouselDemo

/// The result of `line` on a fresh session of `items`.
@MainActor
private func gesture(_ line: String, items: [String] = ["a", "b", "c"]) throws -> LineResult {
    var session = Session(items: items, reusePolicy: .rebind)
    let result = session.process(NumberedLine(number: 1, bytes: Array(line.utf8)))
    return try #require(result)
}

/// `drag 1` on a, b, c, piped: ten frames, the recenter in the ninth.
let dragOnePageText = """
      frame 1   offset 1.10   center 0 "a"
      frame 2   offset 1.20   center 0 "a"
      frame 3   offset 1.30   center 0 "a"
      frame 4   offset 1.40   center 0 "a"
      frame 5   offset 1.50   center none
      frame 6   offset 1.60   center 1 "b"
      frame 7   offset 1.70   center 1 "b"
      frame 8   offset 1.80   center 1 "b"
      moved next 0 → 1 (step 1, scroll)
      rebind slot 0 → 0 "a"
      rebind slot 1 → 1 "b"
      rebind slot 2 → 2 "c"
      offset reset to 0.90
      frame 9   offset 0.90   center 1 "b"
      frame 10   offset 1.00   center 1 "b"
    window: [a] (b) [c]   item 2 of 3   offset 1.0

    """

@MainActor
@Suite struct GestureRendererTests {
    @Test func textPrintsEachFrameAfterItsEvents() throws {
        expectEqual(shown(try gesture("drag 1"), by: TextRenderer()), Shown(out: dragOnePageText))
    }

    @Test func textOfAGestureWithoutFramesIsTheWindowLine() throws {
        let rendered = shown(try gesture("fling 3", items: ["only"]), by: TextRenderer())
        expectEqual(rendered, Shown(out: "window: [ ] (only) [ ]   item 1 of 1   offset 1.0\n"))
    }

    @Test(arguments: [
        (1.8399, "1.84"), (-0.3, "-0.30"), (-0.001, "0.00"), (0, "0.00"), (2, "2.00"),
        (0.8999999999999999, "0.90"), (0.005, "0.01"), (123.456, "123.46"), (1e300, "1e+300"),
    ])
    func offsetsShowTwoDecimals(_ value: Double, _ shown: String) {
        expectEqual(displayHundredths(value), shown)
    }

    @Test func jsonPutsTheFramesAfterTheStateWithTheirOwnEvents() throws {
        let result = try gesture("drag 1")
        let line = jsonLine(result)
        let frames: String =
            #","frames":[{"frame":1,"offset":1.1,"center":0,"events":[]},"#
            + #"{"frame":2,"offset":1.2,"center":0,"events":[]},"#
            + #"{"frame":3,"offset":1.3,"center":0,"events":[]},"#
            + #"{"frame":4,"offset":1.4,"center":0,"events":[]},"#
            + #"{"frame":5,"offset":1.5,"center":null,"events":[]},"#
            + #"{"frame":6,"offset":1.6,"center":1,"events":[]},"#
            + #"{"frame":7,"offset":1.7,"center":1,"events":[]},"#
            + #"{"frame":8,"offset":1.8,"center":1,"events":[]},"#
            + #"{"frame":9,"offset":0.8999999999999999,"center":1,"events":["#
            + #"{"type":"moved","direction":"next","from":0,"to":1,"step":1,"cause":"scroll"},"#
            + #"{"type":"rebind","slot":0,"index":0},{"type":"rebind","slot":1,"index":1},"#
            + #"{"type":"rebind","slot":2,"index":2},{"type":"offsetReset","offset":0.8999999999999999}]},"#
            + #"{"frame":10,"offset":1.0,"center":1,"events":[]}]}"#
        #expect(line.hasSuffix(frames))
        let object = try parseJSONObject(line)
        let frameObjects = try #require(object["frames"] as? [[String: Any]])
        let frameEvents = frameObjects.flatMap { $0["events"] as? [[String: Any]] ?? [] }
        let events = try #require(object["events"] as? [[String: Any]])
        expectEqual(frameEvents.map { $0["type"] as? String }, events.map { $0["type"] as? String })
        expectEqual(events.count, 5)
    }

    @Test func jsonOfOtherLinesHasNoFrames() throws {
        #expect(!jsonLine(try gesture("next")).contains("frames"))
        #expect(!jsonLine(try gesture("drag 1 2 3")).contains("frames"))
        #expect(jsonLine(try gesture("drag 1", items: [])).hasSuffix(#","frames":[]}"#))
    }

    @Test func theViewportShowsTheCurrentItemWithItsNeighborsPeekingIn() throws {
        let frames = try #require(try gesture("drag 1").frames)
        let renderer = TerminalRenderer(styled: false)
        expectEqual(
            renderer.screen(frames[9]),
            [
                "  ────┐  ╔═══════════════════════════════════════════════════╗  ┌────",
                "      │  ║                         b                         ║  │",
                "  ────┘  ╚═══════════════════════════════════════════════════╝  └────",
                "                              slot 1 → 1",
                "            ······················▲······················   "
                    + #"frame 10   offset 1.00   center 1 "b""#,
            ])
        // Across the recenter "b" slides on by a tenth of a page (5 or 6 columns), but it moves
        // from the next slot (single border) to the current one (double border).
        let before = renderer.screen(frames[7])
        let after = renderer.screen(frames[8])
        #expect(before[1].contains("║  │ ") && after[1].contains("│  ║ "))
        let slide = [before[1], after[1]].map {
            $0.distance(from: $0.startIndex, to: $0.firstIndex(of: "b")!)
        }
        #expect((5...6).contains(slide[0] - slide[1]))
        #expect(before[3].hasSuffix("slot 2 → 1") && after[3].hasSuffix("slot 1 → 1"))
    }

    /// At rest the viewport of `r` neighbors a side shows `2r - 1` whole boxes, the current one
    /// in the middle, and a part of the next box on each side.
    @Test(arguments: [2, 3, 7])
    func aWideViewportShowsItsWholeItemsAndTheOutermostPeeking(_ neighbors: Int) throws {
        var session = Session(
            items: (0..<20).map(String.init), reusePolicy: .rebind, neighbors: neighbors)
        let result = session.process(NumberedLine(number: 1, bytes: Array("drag 1".utf8)))
        let frames = try #require(result?.frames)
        let screen = TerminalRenderer(styled: false).screen(try #require(frames.last))
        let top = screen[0].dropFirst(PictureColumns.margin)
        // Cut boxes: a part of the one before, a part of the one after.
        #expect(["─", "┐"].contains(top.first) && ["─", "┌"].contains(top.last))
        expectEqual(top.count { $0 == "┌" || $0 == "╔" }, 2 * neighbors)
        expectEqual(top.count { $0 == "┐" || $0 == "╗" }, 2 * neighbors)
        let current = try #require(top.firstIndex(of: "╔"))
        let end = try #require(top.firstIndex(of: "╗"))
        let left = top.distance(from: top.startIndex, to: current)
        let right = top.distance(from: end, to: top.endIndex) - 1
        #expect(abs(left - right) <= 1)
        #expect(screen[1].contains("║ ") && screen[1].contains(" 1 "))
    }

    /// The recenter's events, as `drag 1` on a, b, c shows them in its ninth frame.
    private let recenterEvents =
        "  moved next 0 → 1 (step 1, scroll)\n" + "  rebind slot 0 → 0 \"a\"\n"
        + "  rebind slot 1 → 1 \"b\"\n" + "  rebind slot 2 → 2 \"c\"\n" + "  offset reset to 0.90\n"

    @Test func unstyledTerminalShowsTheEventsUnderTheFrameBeforeThemThenTheLastFrame() throws {
        let result = try gesture("drag 1")
        let frames = try #require(result.frames)
        let renderer = TerminalRenderer(styled: false)
        let rendered = shown(result, by: renderer)
        func drawn(_ frame: GestureFrame) -> String {
            "\n" + renderer.screen(frame).map { $0 + "\n" }.joined()
        }
        #expect(rendered.animation.isEmpty)
        expectEqual(
            rendered.out,
            drawn(frames[7]) + recenterEvents + drawn(frames[9])
                + renderer.picture(result.state))
    }

    @Test func styledTerminalRedrawsEveryFrameInPlaceButAfterEvents() throws {
        let result = try gesture("drag 1")
        let frames = try #require(result.frames)
        let rendered = shown(result, by: TerminalRenderer(styled: true))
        expectEqual(rendered.animation.count, frames.count)
        expectEqual(rendered.animation.first?.hasPrefix("\n\u{1B}[2K"), true)
        // The ninth frame, the recenter's, opens below its events (dimmed) with a blank line.
        let dimmedEvents = "\u{1B}[2m" + recenterEvents.dropLast() + "\u{1B}[0m\n"
        #expect(rendered.animation[8].hasPrefix(dimmedEvents + "\n\u{1B}[2K"))
        for (index, screen) in rendered.animation.enumerated().dropFirst() where index != 8 {
            #expect(screen.hasPrefix("\u{1B}[5A\u{1B}[2K"), "frame \(index + 1)")
        }
        #expect(!rendered.out.contains("moved"))
        expectEqual(rendered.frameDelay, 1.0 / 30)
        #expect(rendered.out.hasSuffix(TerminalRenderer(styled: true).picture(result.state)))
        let long = try gesture("drag 30")
        let fast = shown(long, by: TerminalRenderer(styled: true))
        #expect(fast.frameDelay * Double(fast.animation.count) <= 6 + 1e-9)
        expectEqual(shown(long, by: TerminalRenderer(styled: true, frameDelay: 0)).frameDelay, 0)
    }

    @Test func aGestureWithoutFramesDrawsOnlyThePicture() throws {
        let result = try gesture("drag 1", items: ["only"])
        let renderer = TerminalRenderer(styled: true)
        expectEqual(shown(result, by: renderer), Shown(out: renderer.picture(result.state)))
    }

    @Test func theShellPlaysTheAnimationBeforeTheRest() throws {
        var console = RecordingConsole()
        var options = Options()
        options.items = ["a", "b", "c"]
        let renderer = TerminalRenderer(styled: true, frameDelay: 0)
        let status = Demo.run(
            options, renderer: renderer,
            lines: .lines(of: Array("drag 1\n".utf8)), console: &console)
        expectEqual(status, 0)
        let rendered = shown(try gesture("drag 1"), by: renderer)
        expectEqual(rendered.animation.count, 10)
        #expect(
            console.stdout.hasSuffix(
                TerminalRenderer.prompt + rendered.animation.joined() + rendered.out
                    + TerminalRenderer.prompt + "\n"))
    }

    @Test func clippedRowsCutTextAndWideCharactersAtBothEnds() {
        var row = ClippedRow(width: 6)
        row.draw("abcdefgh", at: -2)
        expectEqual(row.text, "cdefgh")
        row.draw("東京", at: -1)
        expectEqual(row.text, " 京fgh")
        row.draw("東京", at: 5)
        expectEqual(row.text, " 京fg")
        var empty = ClippedRow(width: 3)
        empty.draw("xyz", at: 3)
        expectEqual(empty.text, "")
    }
}
