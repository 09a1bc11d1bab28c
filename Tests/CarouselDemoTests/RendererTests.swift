import Carousel
import PropertyTesting
import Testing

@testable import CarouselDemo

/// A session on `items` after `lines`, and the result of its last line.
@MainActor
private func lastResult(
    _ items: [String], _ lines: [String], policy: ReusePolicy = .rebind
) -> LineResult {
    var session = Session(items: items, reusePolicy: policy)
    var last: LineResult?
    for (offset, line) in lines.enumerated() {
        last = session.process(NumberedLine(number: offset + 1, bytes: Array(line.utf8))) ?? last
    }
    return last!
}

/// The `window:` line the text shows after `lines` (`show` prints it alone).
@MainActor
private func windowLine(_ items: [String], _ lines: [String] = [], policy: ReusePolicy = .rebind)
    -> String
{
    let out = shown(lastResult(items, lines + ["show"], policy: policy), by: TextRenderer()).out
    return out.hasSuffix("\n") ? String(out.dropLast()) : "not a line: " + out
}

@MainActor
private func state(
    _ items: [String], _ lines: [String] = [], neighbors: Int = 1,
    fewItems: FewItemsRule = .repeating
) -> CarouselState {
    var session = Session(
        items: items, reusePolicy: .rebind, neighbors: neighbors, fewItems: fewItems)
    for line in lines { _ = session.process(NumberedLine(number: 1, bytes: Array(line.utf8))) }
    return session.state
}

@MainActor
@Suite struct JSONRendererTests {
    @Test func successListsEventsThenStateInOrder() {
        let result = lastResult(["a", "b", "c", "d", "e"], ["next", "next"])
        #expect(
            jsonLine(result) == """
                {"line":2,"command":"next","ok":true,"events":[\
                {"type":"moved","direction":"next","from":1,"to":2,"step":1,"cause":"command"},\
                {"type":"rebind","slot":0,"index":1},{"type":"rebind","slot":1,"index":2},\
                {"type":"rebind","slot":2,"index":3},{"type":"offsetReset","offset":1.0}],\
                "state":{"count":5,"current":2,"offset":1.0,"progress":2.0,"window":[1,2,3],\
                "items":["b","c","d"],"slots":[{"id":0,"index":1},{"id":1,"index":2},\
                {"id":2,"index":3}],"autoplay":null,"motion":"paging","autoscroll":null}}
                """)
    }

    @Test func errorsHaveNoEventsAndNullCommandWhenUntokenized() {
        let result = lastResult([], ["autoplay 0.25", "tick 0.125", "\"x"])
        #expect(
            jsonLine(result) == #"""
                {"line":3,"command":null,"ok":false,"error":"unterminated quote in \"\\\"x\"; close it with \"",\#
                "state":{"count":0,"current":null,"offset":1.0,"progress":null,"window":[null,null,null],\#
                "items":[null,null,null],"slots":[{"id":0,"index":null},{"id":1,"index":null},\#
                {"id":2,"index":null}],"autoplay":{"interval":0.25,"elapsed":0.0},"motion":"paging","autoscroll":null}}
                """#)
    }

    @Test func helpAddsItsTextAfterTheState() {
        let json = jsonLine(lastResult(["a"], ["help"]))
        #expect(json.hasPrefix(#"{"line":1,"command":"help","ok":true,"events":[],"state":{"#))
        #expect(
            json.hasSuffix(
                #""autoplay":null,"motion":"paging","autoscroll":null},"help":"#
                    + String(writing: { $0.appendJSONString(CommandTable.helpText) }) + "}"))
    }

    @Test func eventsOfEveryKind() {
        let events: [(CarouselEvent, String)] = [
            (
                .moved(CarouselMove(from: 3, to: 1, step: -Int.max, cause: .scroll)),
                #"{"type":"moved","direction":"previous","from":3,"to":1,"step":-9223372036854775807,"cause":"scroll"}"#
            ),
            (
                .moved(CarouselMove(from: 0, to: 0, step: 4, cause: .autoplay)),
                #"{"type":"moved","direction":"next","from":0,"to":0,"step":4,"cause":"autoplay"}"#
            ),
            (rotateReorder(neighbors: 1, by: -1), #"{"type":"reorder","slots":[2,0,1]}"#),
            (rotateReorder(neighbors: 2, by: 1), #"{"type":"reorder","slots":[1,2,3,4,0]}"#),
            (.rebind(slot: 1, index: nil), #"{"type":"rebind","slot":1,"index":null}"#),
            (.offsetReset(offset: 0.5), #"{"type":"offsetReset","offset":0.5}"#),
        ]
        let state = lastResult(["a"], ["show"]).state
        for (event, json) in events {
            let result = LineResult(
                line: 1, command: "next", outcome: .success(events: [event], help: nil),
                state: state, quits: false)
            #expect(
                jsonLine(result).hasPrefix(
                    #"{"line":1,"command":"next","ok":true,"events":["# + json + #"],"state":"#))
        }
    }
}

@MainActor
@Suite struct TextRendererTests {
    @Test func aBlockIsTheEventsThenTheWindow() {
        let result = lastResult(["a", "b", "c", "d", "e"], ["next", "next"])
        #expect(
            shown(result, by: TextRenderer())
                == Shown(
                    out: """
                          moved next 1 → 2 (step 1, command)
                          rebind slot 0 → 1 "b"
                          rebind slot 1 → 2 "c"
                          rebind slot 2 → 3 "d"
                          offset reset to 1.0
                        window: [b] (c) [d]   item 3 of 5   offset 1.0

                        """))
    }

    @Test func errorsGoToStandardError() {
        expectEqual(
            shown(lastResult(["a"], ["jump 9"]), by: TextRenderer()),
            Shown(err: "error: line 1: jump: index 9 is out of range 0..<1\n"))
        expectEqual(
            shown(lastResult(["a"], ["next", "\u{1B}x"]), by: TextRenderer()),
            Shown(
                err: #"error: line 2: "\u{1B}x": unknown command; type help for the list"#
                    + "\n"))
        expectEqual(
            shown(lastResult(["a"], ["a\"b"]), by: TextRenderer()),
            Shown(
                err: #"error: line 1: quote in the middle of the token "a\"b"; "#
                    + "quote the whole token and write \\\" inside it\n"))
    }

    @Test func windowLineShowsEveryPosition() {
        var session = Session(
            items: ["a", "b", "c"], reusePolicy: .rotate, neighbors: 3, fewItems: .leavingEmpty)
        let result = session.process(NumberedLine(number: 1, bytes: Array("next".utf8)))!
        #expect(
            shown(result, by: TextRenderer()).out.hasSuffix(
                "window: [ ] [ ] [a] (b) [c] [ ] [ ]   item 2 of 3   offset 1.0   "
                    + "slots 0 1 3 4 2 5 6\n"))
    }

    @Test func windowLineShowsSlotsAndAutoplayWhenThereIsSomethingToSay() {
        expectEqual(
            windowLine(["a", "b", "c", "d"], ["autoplay 1.5", "tick 1", "next"], policy: .rotate),
            "window: [a] (b) [c]   item 2 of 4   offset 1.0   slots 1 2 0   "
                + "autoplay every 1.5 s (0.0 s elapsed)")
        expectEqual(
            windowLine(["a", "b"], ["autoplay 2", "tick 0.5", "scroll 0.75"]),
            "window: [b] (a) [b]   item 1 of 2   offset 0.75   "
                + "autoplay every 2.0 s (0.0 s elapsed, paused)")
        expectEqual(windowLine([]), "window: [ ] ( ) [ ]   no items   offset 1.0")
        expectEqual(
            windowLine(["", " x", "New York"]),
            #"window: ["New York"] ("") [" x"]   item 1 of 3   offset 1.0"#.replacingQuotes())
    }

    @Test func helpPrintsOnlyTheHelp() {
        expectEqual(
            shown(lastResult(["a"], ["help"]), by: TextRenderer()),
            Shown(out: CommandTable.helpText + "\n"))
    }
}

extension String {
    /// `"New York"` written bare, as the window shows a safe item.
    fileprivate func replacingQuotes() -> String {
        replacing(#"["New York"]"#, with: "[New York]")
    }
}

@MainActor
@Suite struct TerminalRendererTests {
    let renderer = TerminalRenderer(styled: false)

    @Test func pictureOfManyItems() {
        let picture = renderer.picture(state(sampleItems, ["next", "scroll 1.4"]))
        #expect(
            picture == """

                  ┌──────────────────┐  ╔══════════════════╗  ┌──────────────────┐
                  │    Amsterdam     │  ║      Berlin      ║  │      Cairo       │
                  └──────────────────┘  ╚══════════════════╝  └──────────────────┘
                       slot 0 → 0            slot 1 → 1            slot 2 → 2
                            ·······························▲·············   offset 1.4
                  ○ ● ○ ○ ○ ○ ○ ○ ○ ›   item 2 of 12   autoplay off

                """)
    }

    @Test func pictureOfOneItemAndOfNone() {
        #expect(
            renderer.picture(state(["only"], ["autoplay 3"])) == """

                  ┌┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┐  ╔══════════════════╗  ┌┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┐
                  ┊                  ┊  ║       only       ║  ┊                  ┊
                  └┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┘  ╚══════════════════╝  └┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┘
                     slot 0 → none           slot 1 → 0          slot 2 → none
                            ······················▲······················   offset 1.0
                  ●   item 1 of 1   autoplay every 3.0 s (0.0 s elapsed, paused)

                """)
        #expect(renderer.picture(state([])).contains("║    (no items)    ║"))
        #expect(renderer.picture(state([])).contains("  no items   autoplay off\n"))
    }

    @Test func dotsSlideWithMoreThanNineItems() {
        let items = (0..<20).map(String.init)
        expectEqual(renderer.dots(state(items)), "● ○ ○ ○ ○ ○ ○ ○ ○ ›   item 1 of 20")
        expectEqual(
            renderer.dots(state(items, ["jump 10"])), "‹ ○ ○ ○ ○ ● ○ ○ ○ ○ ›   item 11 of 20")
        expectEqual(renderer.dots(state(items, ["jump 19"])), "‹ ○ ○ ○ ○ ○ ○ ○ ○ ●   item 20 of 20")
        expectEqual(renderer.dots(state(["a", "b"])), "● ○   item 1 of 2")
    }

    @Test func trackMarksTheOffsetBetweenTheNeighbors() {
        let columns = PictureColumns(neighbors: 1)
        let start = String(repeating: " ", count: 12)
        expectEqual(
            renderer.track(0, in: columns),
            start + "▲" + String(repeating: "·", count: 44) + "   offset 0.0")
        expectEqual(
            renderer.track(2, in: columns),
            start + String(repeating: "·", count: 44) + "▲   offset 2.0")
        expectEqual(
            renderer.track(1, in: columns).firstIndex(of: "▲"),
            renderer.track(1.01, in: columns).firstIndex(of: "▲"))
    }

    @Test func longAndWideItemsFitTheirBoxes() {
        expectEqual(fitted("Kuala Lumpur", 16), "Kuala Lumpur")
        expectEqual(fitted("Llanfairpwllgwyngyll", 16), "Llanfairpwllgwy…")
        expectEqual(fitted("東京都庁舎東京都庁舎", 16), "東京都庁舎東京…")
        expectEqual(displayWidth("東京🎠a"), 7)
        expectEqual(centered("ab", 6), "  ab  ")
        expectEqual(centered("abc", 6), " abc  ")
        let rows = renderer.box(
            String(repeating: "中", count: 30), isCurrent: false, innerWidth: 18)
        expectEqual(rows.map(displayWidth), [20, 20, 20])
    }

    @Test func stylingHighlightsTheCurrentItem() {
        let styled = TerminalRenderer(styled: true).picture(state(["a", "b", "c"]))
        #expect(styled.contains("║\u{1B}[1;7m        a         \u{1B}[0m║"))
        #expect(!renderer.picture(state(["a", "b", "c"])).contains("\u{1B}"))
    }

    /// Boxes narrow as positions are added, to fit 80 columns, but never below six inside.
    @Test func widerCarouselsHaveNarrowerBoxes() {
        let widths = (1...7).map { PictureColumns(neighbors: $0).innerWidth }
        expectEqual(widths, [18, 12, 7, 6, 6, 6, 6])
        for neighbors in 1...7 {
            let picture = renderer.picture(state(sampleItems, neighbors: neighbors))
            let lines = picture.split(separator: "\n")
            let width = displayWidth(String(lines[0]))
            let columns = PictureColumns(neighbors: neighbors)
            expectEqual(width, columns.start(ofPosition: columns.positions) - PictureColumns.gap)
            #expect(neighbors > 3 || width <= PictureColumns.targetWidth)
            // The current box is the middle one, and the marker at rest sits under its middle.
            let boxes = lines[0].split(separator: " ", omittingEmptySubsequences: true)
            expectEqual(boxes.count, 2 * neighbors + 1)
            #expect(boxes[neighbors].hasPrefix("╔"))
            let marker = lines[4].distance(
                from: lines[4].startIndex, to: lines[4].firstIndex(of: "▲")!)
            expectEqual(marker, columns.start(ofPosition: neighbors) + columns.boxWidth / 2)
        }
    }

    @Test func pictureOfTwoNeighborsAndEmptyPositions() {
        #expect(
            renderer.picture(state(["a", "b"], neighbors: 2, fewItems: .leavingEmpty)) == """

                  ┌┈┈┈┈┈┈┈┈┈┈┈┈┐  ┌┈┈┈┈┈┈┈┈┈┈┈┈┐  ╔════════════╗  ┌────────────┐  ┌┈┈┈┈┈┈┈┈┈┈┈┈┐
                  ┊            ┊  ┊            ┊  ║     a      ║  │     b      │  ┊            ┊
                  └┈┈┈┈┈┈┈┈┈┈┈┈┘  └┈┈┈┈┈┈┈┈┈┈┈┈┘  ╚════════════╝  └────────────┘  └┈┈┈┈┈┈┈┈┈┈┈┈┘
                  slot 0 → none   slot 1 → none     slot 2 → 0      slot 3 → 1    slot 4 → none
                                         ················▲················   offset 1.0
                  ● ○   item 1 of 2   autoplay off

                """)
        #expect(renderer.picture(state([], neighbors: 3)).contains("║(none) ║"))
    }

    /// Labels say `slot 2 → 1` where they all leave a column of their boxes free, else `2→1`,
    /// cut to fit.
    @Test func slotLabelsShortenTogether() {
        let slots = [CarouselState.Slot(id: 0, index: 12), CarouselState.Slot(id: 1, index: nil)]
        expectEqual(renderer.slotLabels(slots, width: 14), ["slot 0 → 12", "slot 1 → none"])
        expectEqual(renderer.slotLabels(slots, width: 13), ["0→12", "1→none"])
        expectEqual(renderer.slotLabels(slots, width: 4), ["0→12", "1→n…"])
    }

    @Test func greetingNamesTheCountAndHelp() {
        let greeting = renderer.greeting(state(sampleItems))
        #expect(
            greeting.hasPrefix(
                "CarouselDemo: an endless carousel of 12 items; "
                    + "type help for the commands, quit to leave.\n\n"))
        #expect(
            renderer.greeting(state(["a"])).hasPrefix(
                "CarouselDemo: an endless carousel of 1 item;"))
    }
}

@Suite struct DisplayTests {
    @Test(arguments: [
        ("Berlin", "Berlin"), ("New York", "New York"), ("é 中 🎠", "é 中 🎠"), ("", #""""#),
        (" x", #"" x""#), ("x ", #""x ""#), (#"a"b"#, #""a\"b""#), (#"a\b"#, #""a\\b""#),
        ("a\tb", #""a\tb""#), ("\u{1B}[2J", #""\u{1B}[2J""#), ("\u{202E}abc", #""\u{202E}abc""#),
        ("👩\u{200D}💻", "👩\u{200D}💻"),
        (String(repeating: "x", count: 49), "\"" + String(repeating: "x", count: 48) + "\"…"),
    ])
    func readableTextIsBareOnlyWhenUnambiguous(_ text: String, _ shown: String) {
        expectEqual(displayReadable(text), shown)
    }
}
