import Carousel
import Foundation
import PropertyTesting
import Testing

@testable import CarouselDemo

/// The demo's row of `--lengths`: every command's state tiles the viewport with the items it
/// shows, each at its length, and the bad options and items are refused with their names.
@MainActor
@Suite struct LengthsSessionTests {
    /// A random session: items and lengths, the geometry, the commands.
    struct Script: CustomStringConvertible {
        var lengths: [Double]
        var viewport: Double
        var spacing: Double
        var leading: Bool
        var policy: ReusePolicy
        var lines: [String]

        var description: String {
            "--lengths \(lengths.map(\.description).joined(separator: ",")) --viewport \(viewport) "
                + "--spacing \(spacing)\(leading ? " --anchor leading" : "") --reuse \(policy): "
                + lines.joined(separator: " | ")
        }
    }

    static func generate(_ random: inout SplitMix64) -> Script {
        let viewport = [390, 320, Double(Int.random(in: 100...800, using: &random))]
            .randomElement(using: &random)!
        func length() -> Double {
            // Whole and half points, as views lay out, from a tenth of the viewport to all of it.
            (Double.random(in: viewport / 10...viewport, using: &random) * 2).rounded(.up) / 2
        }
        let lengths = (0..<Int.random(in: 0...9, using: &random)).map { _ in min(length(), viewport)
        }
        var count = lengths.count
        var lines: [String] = []
        for _ in 0..<Int.random(in: 1...25, using: &random) {
            let index = Int.random(in: 0...max(count, 1), using: &random)
            switch Int.random(in: 0..<8, using: &random) {
            case 0: lines.append("next \(Int.random(in: 1...3, using: &random))")
            case 1: lines.append("prev \([1, Int.max].randomElement(using: &random)!)")
            case 2: lines.append("jump \(index)")
            case 3: lines.append("scroll \(Double(Int.random(in: -40...60, using: &random)) / 16)")
            case 4:
                lines.append("insert \(index) n\(index):\(min(length(), viewport))")
                if index <= count { count += 1 }
            case 5:
                lines.append("remove \(index)")
                if index < count { count -= 1 }
            case 6: lines.append("replace \(index) r:\(min(length(), viewport))")
            default: lines.append("show")
            }
        }
        return Script(
            lengths: lengths, viewport: viewport,
            spacing: [0, 8, Double(Int.random(in: 0...24, using: &random))]
                .randomElement(using: &random)!,
            leading: Bool.random(using: &random),
            policy: Bool.random(using: &random) ? .rebind : .rotate, lines: lines)
    }

    @Test("every state's visible items touch with the spacing between and cover the viewport")
    func visibleItemsTileTheViewport() {
        Property.check(
            iterations: Property.iterations(times: 0.5), generate: Self.generate,
            shrink: { script in
                Shrink.array(script.lines).map { lines in
                    var smaller = script
                    smaller.lines = lines
                    return smaller
                }
            }
        ) { script throws(PropertyFailure) in
            var session = Session(
                items: script.lengths.indices.map { "i\($0)" }, lengths: script.lengths,
                viewport: script.viewport, spacing: script.spacing,
                anchor: script.leading ? .leading : .center, reusePolicy: script.policy)
            try Self.checkTiling(session.state, script, after: "the start")
            for (number, text) in script.lines.enumerated() {
                guard
                    let result = session.process(
                        NumberedLine(number: number + 1, bytes: Array(text.utf8)))
                else { continue }
                try Self.checkTiling(result.state, script, after: text)
            }
        }
    }

    /// The documented contract of `"visible"`.
    static func checkTiling(
        _ state: CarouselState, _ script: Script, after what: String
    ) throws(PropertyFailure) {
        let visible = state.visible ?? []
        guard state.count > 0 else {
            try require(visible.isEmpty, "\(what): an empty row shows \(visible)")
            return
        }
        try require(!visible.isEmpty, "\(what): nothing visible")
        for (a, b) in zip(visible, visible.dropFirst()) {
            try require(b.start - a.end == script.spacing, "\(what): \(a) and \(b) do not touch")
        }
        for item in visible {
            try require(
                item.end > 0 && item.start < script.viewport, "\(what): \(item) is not in view")
        }
        guard state.count > 1 else { return }
        try require(
            visible.first!.start <= script.spacing
                && visible.last!.end >= script.viewport - script.spacing,
            "\(what): \(visible) leaves part of the viewport \(script.viewport) uncovered")
    }

    @Test("the row's options refuse what they cannot lay out, naming it")
    func badRowOptions() {
        let cases: [([String], String)] = [
            (["--items", "a,b", "--lengths", "80"], "--lengths gives 1 length for 2 items"),
            (["--items", "a,b", "--lengths", "80,0"], "the length of item 1 0.0 must be positive"),
            (["--items", "a,b", "--lengths", "80,inf"], #"the length of item 1 "inf" is not"#),
            (["--items", "a", "--lengths", "400"], #"length 400.0 of item 0 ("a") is longer"#),
            (["--items", "a", "--lengths", "40", "--viewport", "0"], "the viewport 0.0 must be"),
            (["--items", "a", "--lengths", "40", "--spacing", "-1"], "the spacing -1.0 must not"),
            (["--items", "a", "--lengths", "40", "--anchor", "left"], "is not an anchor"),
            (["--spacing", "8"], "--spacing sets the row of --lengths"),
            (["--items", "a", "--lengths", "40", "--neighbors", "8"], "out of range 1...7 (0...7"),
            (["--neighbors", "0"], #"--neighbors "0" is out of range 1...7: only a row"#),
        ]
        for (arguments, message) in cases {
            guard case .failure(let text) = parseOptions(arguments) else {
                Issue.record("\(arguments) should be refused")
                continue
            }
            #expect(text.contains(message), "\(arguments): \(text)")
        }
        expectEqual(
            parseOptions([
                "--items", "a,b", "--lengths", "80,120.5", "--viewport=300", "--spacing", "8",
            ]),
            .run(
                Options(
                    items: ["a", "b"], lengths: [80, 120.5], viewport: 300, spacing: 8)))
    }

    @Test("--motion sets how a release moves the row, as it does for pages")
    func motionOption() throws {
        let arguments = ["--items", "a,b,c", "--lengths", "80,120,60", "--motion", "snapping:2"]
        expectEqual(
            parseOptions(arguments),
            .run(
                Options(
                    items: ["a", "b", "c"], motion: .snapping(limit: 2), lengths: [80, 120, 60])))
        let free = ["--items", "a,b,c", "--lengths", "80,120,60", "--motion", "free"]
        guard case .run(let options) = parseOptions(free) else {
            Issue.record("a row with --motion should run")
            return
        }
        let session = Session(
            items: options.startingItems, lengths: try #require(options.lengths),
            viewport: options.viewport, spacing: options.spacing, anchor: options.anchor,
            reusePolicy: options.reusePolicy, motion: options.motion)
        expectEqual(session.carousel.motion, .free)
        expectEqual(session.state.motion, .free)
    }

    @Test("--few-items and few-items show each item of a row once, as they do for pages")
    func fewItems() throws {
        let arguments = [
            "--items", "a,b,c", "--lengths", "60,90,70", "--anchor", "leading", "--few-items",
            "empty",
        ]
        guard case .run(let options) = parseOptions(arguments) else {
            Issue.record("a row with --few-items should run")
            return
        }
        expectEqual(options.fewItems, .leavingEmpty)
        var session = Session(
            items: options.startingItems, lengths: try #require(options.lengths),
            viewport: options.viewport, spacing: options.spacing, anchor: options.anchor,
            reusePolicy: options.reusePolicy, fewItems: options.fewItems)
        expectEqual(session.carousel.windowFrames.map(\.index), [0, 1, 2])
        for (command, window) in [
            ("next", [1, 2, 0]), ("few-items repeat", [1, 2, 0, 1, 2, 0]),
            ("few-items empty", [1, 2, 0]),
        ] {
            let processed = session.process(NumberedLine(number: 1, bytes: Array(command.utf8)))
            #expect(try #require(processed).succeeded, "\(command)")
            expectEqual(session.carousel.windowFrames.map(\.index), window, "\(command)")
        }
    }

    @Test("--neighbors and neighbors bind items beyond a row's viewport, as pages bind theirs")
    func neighborsOption() throws {
        let arguments = [
            "--items", "a,b,c,d,e,f", "--lengths", "390,390,390,390,390,390", "--neighbors", "2",
        ]
        guard case .run(let options) = parseOptions(arguments) else {
            Issue.record("a row with --neighbors should run")
            return
        }
        expectEqual(options.neighbors, 2)
        var session = Session(
            items: options.startingItems, lengths: try #require(options.lengths),
            viewport: options.viewport, spacing: options.spacing, anchor: options.anchor,
            neighbors: try #require(options.neighbors), reusePolicy: options.reusePolicy)
        // Each item fills the viewport: only the neighbors bind the items beside it.
        expectEqual(session.carousel.windowFrames.map(\.index), [4, 5, 0, 1, 2])
        for (command, window) in [
            ("next", [5, 0, 1, 2, 3]), ("neighbors 0", [1]), ("neighbours 1", [0, 1, 2]),
        ] {
            let processed = session.process(NumberedLine(number: 1, bytes: Array(command.utf8)))
            #expect(try #require(processed).succeeded, "\(command)")
            expectEqual(session.carousel.windowFrames.map(\.index), window, "\(command)")
        }
    }

    @Test("items of insert, replace and load carry their length; a bad one is refused")
    func itemLengths() throws {
        var session = Session(
            items: ["a", "b"], lengths: [100, 200], viewport: 390, spacing: 0, anchor: .center,
            reusePolicy: .rebind)
        let processed = session.process(NumberedLine(number: 1, bytes: Array("insert 1 x:50".utf8)))
        let inserted = try #require(processed)
        #expect(
            inserted.succeeded && session.carousel.element(at: 1) == RowItem(name: "x", length: 50))
        for (text, message) in [
            ("insert 0 y", #""y" has no length: write item:L"#),
            ("replace 0 y:nan", #""nan" is not a finite decimal number"#),
            ("replace 0 y:1000", #"the length 1000.0 of "y:1000" must be in 39.0...390.0"#),
            ("load a:50 b", #""b" has no length"#),
            ("neighbors 8", "neighbor count 8 is invalid: it must be between 0 and 7"),
            ("neighbors -1", "neighbor count -1 is invalid: it must be between 0 and 7"),
            ("autoplay 0", "autoplay interval 0.0 is invalid"),
            ("autoscroll 2", "no length in common: give points a second, e.g. autoscroll 128pt"),
            ("autoscroll 1e9pt", "autoscroll speed 1000000000.0 points per second is invalid"),
        ] {
            let before = session.state
            let processed = session.process(NumberedLine(number: 2, bytes: Array(text.utf8)))
            let result = try #require(processed)
            guard case .failure(let error) = result.outcome else {
                Issue.record("\(text) should fail")
                continue
            }
            #expect(error.contains(message), "\(text): \(error)")
            expectEqual(session.state, before, "\(text) changed the row")
        }
        // A speed in points, as the unit says.
        let scrolling = session.process(
            NumberedLine(number: 3, bytes: Array("autoscroll 128pt".utf8)))
        #expect(try #require(scrolling).succeeded)
        expectEqual(session.carousel.autoscrollPointsPerSecond, 128)
    }

    @Test("the built demo prints the visible items of a row in its JSON")
    func endToEnd() throws {
        let run = try DemoProcess.run(
            ["--json", "--items", "a,b,c", "--lengths", "100,150,200", "--spacing", "10"],
            "scroll 1.25\n")
        expectEqual(run.status, 0)
        // Joined outside the macro: inside it, the type checker took 0.8 s over the `+`s.
        let visible = [
            #""visible":[{"index":2,"slot":0,"start":-92.5,"end":107.5}"#,
            #"{"index":0,"slot":1,"start":117.5,"end":217.5}"#,
            #"{"index":1,"slot":2,"start":227.5,"end":377.5}"#,
            #"{"index":2,"slot":3,"start":387.5,"end":587.5}]"#,
        ].joined(separator: ",")
        #expect(run.stdout.contains(visible), "\(run.stdout)")
    }

    @Test("the terminal draws a row and its frames to scale, even with a single item")
    func terminalDrawsTheRow() throws {
        for items in [["a"], ["a", "b", "c"]] {
            var session = Session(
                items: items, lengths: Array([100, 150, 200].prefix(items.count)), viewport: 390,
                spacing: 10, anchor: .center, reusePolicy: .rebind)
            let processed = session.process(NumberedLine(number: 1, bytes: Array("drag 0.5".utf8)))
            let result = try #require(processed)
            let rendered = Rendered()
            TerminalRenderer(styled: false).render(result, into: rendered)
            let picture = rendered.out.string + rendered.animation.joined()
            #expect(picture.contains("|====="), "\(picture)")
        }
    }
}
