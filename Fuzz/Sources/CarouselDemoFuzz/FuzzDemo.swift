import Carousel
import Foundation

/// Reads one input as the demo's standard input: the first byte picks the options (three
/// neighbors a side, or empty positions, among them), the rest are lines. Every line goes through the session and all three renderers; every JSON object must
/// parse and show the state, a refused line must change nothing, and the state must match the
/// same commands replayed through the library. Then the whole demo runs on the same bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDemo(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let options = data[0]
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    // libFuzzer calls from the main thread; the session runs on the main actor.
    MainActor.assumeIsolated { fuzzDemo(bytes, options: options) }
    return 0
}

@MainActor
private func fuzzDemo(_ bytes: [UInt8], options: UInt8) {
    // The alias bit without neighbors would mean nothing: it picks a row of `--lengths` instead.
    if options & 0xC0 == 0x40 { return fuzzRow(bytes, options: options) }
    let items = options & 1 == 0 ? ["a", "b", "c", "d", "e"] : []
    let policy: ReusePolicy = options & 2 == 0 ? .rebind : .rotate
    let neighbors = options & 0x80 == 0 ? 1 : 3
    let fewItems: FewItemsRule = options & 0x20 == 0 ? .repeating : .leavingEmpty
    var session = Session(
        items: items, reusePolicy: policy, neighbors: neighbors, fewItems: fewItems)
    // One or three neighbors are valid.
    var replay = try! Carousel(
        items, neighbors: neighbors, fewItems: fewItems, reusePolicy: policy
    ) { id in id }
    let terminal = TerminalRenderer(styled: options & 4 == 0)
    _ = terminal.greeting(session.state)
    var allSucceeded = true
    for line in LineReader.lines(of: bytes) {
        let before = session.carousel
        guard let result = session.process(line) else { continue }
        allSucceeded = allSucceeded && result.succeeded
        checkJSON(rendered(result, by: JSONRenderer()).out.string, of: result)
        let text = rendered(result, by: TextRenderer())
        let drawn = rendered(result, by: terminal)
        switch result.outcome {
        case .failure(let message):
            check(session.carousel == before, "line \(line.number): an error changed the carousel")
            check(
                !message.isEmpty && !message.contains("\n"), "message \(message.debugDescription)")
            check(text.out.isEmpty && text.err.hasSuffix(message + "\n"), "text of an error")
            check(drawn.out.isEmpty && drawn.err == text.err, "terminal text of an error")
        case .success(let events, _) where result.frames != nil:
            // A gesture, or a tick of continuous scrolling in frames: the simulation is the only
            // way to run a gesture, so there is nothing independent to replay; the session's
            // result carries on as the replay's state.
            replay = session.carousel
            check(
                text.err.isEmpty && text.out.string.hasSuffix("\n"), "text of a gesture \(events)")
        case .success(let events, _):
            let replayed = replayCommand(line, on: &replay)
            check(events == replayed, "line \(line.number): events \(events), replay \(replayed)")
            check(text.err.isEmpty && text.out.string.hasSuffix("\n"), "text of a success")
        }
        check(session.carousel == replay, "line \(line.number): the state differs from the replay")
        check(result.state == CarouselState(replay), "line \(line.number): the reported state")
        if result.quits { break }
    }
    // Half the inputs also run through `Demo.main`: it repeats every gesture's simulation.
    if options & 16 != 0 { runWholeDemo(bytes, options: options, expectingSuccess: allSucceeded) }
}

/// The lengths of the row mode's five items: the shortest and longest a 390-point viewport
/// takes among them, and lengths whose sums a `Double` does not hold.
private let rowLengths = [80, 120.3, 39, 390, 200.7]

/// A row of `--lengths`: every line through the session and the three renderers; every JSON
/// object must parse; a refused line must change nothing; every state and every frame must tile
/// the viewport with the items it shows, each at its length. Then the whole demo runs.
@MainActor
private func fuzzRow(_ bytes: [UInt8], options: UInt8) {
    let items = options & 1 == 0 ? ["a", "b", "c", "d", "e"] : []
    let lengths = options & 1 == 0 ? rowLengths : []
    let spacing = options & 0x20 == 0 ? 0.0 : 8
    var session = Session(
        items: items, lengths: lengths, viewport: 390, spacing: spacing,
        anchor: options & 8 == 0 ? .center : .leading,
        reusePolicy: options & 2 == 0 ? .rebind : .rotate)
    let terminal = TerminalRenderer(styled: options & 4 == 0)
    _ = terminal.greeting(session.state)
    var allSucceeded = true
    checkTiling(session.state, spacing: spacing, fewItems: .repeating, line: 0)
    for line in LineReader.lines(of: bytes) {
        let before = session.state
        guard let result = session.process(line) else { continue }
        allSucceeded = allSucceeded && result.succeeded
        checkJSON(rendered(result, by: JSONRenderer()).out.string, of: result)
        let text = rendered(result, by: TextRenderer())
        _ = rendered(result, by: terminal)
        if case .failure = result.outcome {
            check(session.state == before, "line \(line.number): an error changed the row")
            check(text.out.isEmpty && !text.err.isEmpty, "text of an error")
        }
        let rule = session.carousel.fewItems
        checkTiling(result.state, spacing: spacing, fewItems: rule, line: line.number)
        for frame in result.frames ?? [] {
            checkTiling(frame.state, spacing: spacing, fewItems: rule, line: line.number)
        }
        if result.quits { break }
    }
    if options & 16 != 0 {
        var arguments = options & 1 == 0 ? ["--items", "a,b,c,d,e"] : ["--items", ""]
        arguments += ["--lengths", lengths.map { "\($0)" }.joined(separator: ",")]
        if spacing > 0 { arguments += ["--spacing", "8"] }
        if options & 8 != 0 { arguments += ["--anchor", "leading"] }
        if options & 2 != 0 { arguments += ["--reuse", "rotate"] }
        var console = Recorded()
        let status = Demo.main(
            arguments: arguments.map { Array($0.utf8) }, lines: .lines(of: bytes),
            console: &console, inputIsTerminal: false, outputIsTerminal: false)
        check(status == (allSucceeded ? 0 : 1), "row status \(status)")
    }
}

/// The contract of `"visible"`: consecutive items `spacing` apart, each at its length, together
/// covering the 390-point viewport, to a rounding error; under `few-items empty`, items that do
/// not fill it show once each instead, the rest of the viewport empty.
private func checkTiling(
    _ state: CarouselState, spacing: Double, fewItems: FewItemsRule, line: Int
) {
    let visible = state.visible ?? []
    let tolerance = 1e-9 * 390
    guard state.count > 0 else {
        check(visible.isEmpty, "line \(line): an empty row shows items")
        return
    }
    check(!visible.isEmpty, "line \(line): nothing in view")
    for (a, b) in zip(visible, visible.dropFirst()) {
        check(
            (b.start - a.end - spacing).magnitude <= tolerance,
            "line \(line): \(a) and \(b) do not touch")
    }
    guard state.count > 1, let first = visible.first, let last = visible.last else { return }
    guard fewItems == .repeating else {
        check(
            Set(visible.map(\.index)).count == visible.count,
            "line \(line): \(visible) shows an item twice under few-items empty")
        return
    }
    check(
        first.start <= spacing + tolerance && last.end >= 390 - spacing - tolerance,
        "line \(line): \(visible) leaves the viewport uncovered")
}

/// What `renderer` writes for `result`, as the shell gets it.
private func rendered(_ result: LineResult, by renderer: some Renderer) -> Rendered {
    let rendered = Rendered()
    renderer.render(result, into: rendered)
    return rendered
}

/// Tokenizes and parses `line` again and applies the command straight to the library.
@MainActor
private func replayCommand(_ line: NumberedLine, on carousel: inout DemoCarousel) -> [CarouselEvent]
{
    guard case .tokens(let tokens, let more) = tokenizeLine(line.bytes),
        let command = try? CommandTable.parse(tokens, more: more)
    else {
        check(false, "line \(line.number) succeeded but does not parse again")
        return []
    }
    do {
        switch command {
        case .next(let k): return Array(carousel.advance(by: k))
        case .previous(let k): return Array(carousel.advance(by: -k))
        case .jump(let i): return Array(try carousel.jump(to: i))
        case .scroll(let x): return Array(try carousel.scroll(toOffset: x))
        case .autoplay(let s?): try carousel.startAutoplay(interval: s)
        case .autoplay(nil): carousel.stopAutoplay()
        case .motion(let motion): try carousel.setMotion(motion)
        case .autoscroll(.itemsPerSecond(let v)?): try carousel.startAutoscroll(itemsPerSecond: v)
        case .autoscroll(.pointsPerSecond?):
            check(false, "line \(line.number): a speed in points succeeded on pages")
        case .autoscroll(nil): carousel.stopAutoscroll()
        case .tick(let t): return Array(try carousel.tick(t))
        case .insert(let i, let item): return Array(try carousel.insert(item, at: i))
        case .remove(let i): return Array(try carousel.remove(at: i))
        case .replace(let i, let item): return Array(try carousel.replace(at: i, with: item))
        case .load(let items): return Array(carousel.load(items, keepingCurrent: .byValue))
        case .neighbors(let n): try rebuild(&carousel, neighbors: n, fewItems: carousel.fewItems)
        case .fewItems(let rule):
            try rebuild(&carousel, neighbors: carousel.neighbors, fewItems: rule)
        case .drag: check(false, "a gesture is not replayed")
        case .show, .help, .quit: break
        }
    } catch {
        check(false, "line \(line.number) succeeded but the library refused it: \(error)")
    }
    return []
}

/// The demo's rebuild as its contract states it: the same items, policy and current item around
/// the new layout, at rest, autoplay's interval kept and its timer restarted; the same layout
/// changes nothing.
private func rebuild(
    _ carousel: inout DemoCarousel, neighbors: Int, fewItems: FewItemsRule
) throws(CarouselError) {
    guard neighbors != carousel.neighbors || fewItems != carousel.fewItems else { return }
    carousel = try carousel.reshaped(neighbors: neighbors, fewItems: fewItems) { $0 }
}

/// The object must be one line of JSON whose fields say what the result says.
private func checkJSON(_ line: String, of result: LineResult) {
    let text = line.dropLast()
    check(line.last == "\n" && !text.contains("\n"), "a JSON object not on one line")
    let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8))
    guard let object = parsed as? [String: Any] else {
        check(false, "not a JSON object: \(text)")
        return
    }
    check(object["line"] as? Int == result.line, "line in \(text)")
    check(object["ok"] as? Bool == result.succeeded, "ok in \(text)")
    check((object["command"] as? String) == result.command, "command in \(text)")
    let state = object["state"] as? [String: Any]
    check(state?["count"] as? Int == result.state.count, "count in \(text)")
    check((state?["current"] as? Int) == result.state.current, "current in \(text)")
    let items = state?["items"] as? [Any]
    check(items?.count == result.state.positions.count, "items in \(text)")
    for (shown, item) in zip(items ?? [], result.state.positions.map(\.item)) {
        check((shown as? String) == item, "item \(String(describing: item)) in \(text)")
    }
    if case .success(let events, _) = result.outcome {
        check((object["events"] as? [Any])?.count == events.count, "events in \(text)")
    } else {
        check(!((object["error"] as? String) ?? "").isEmpty, "error in \(text)")
    }
}

/// A console that keeps the output, for the whole-demo run.
private struct Recorded: Console {
    var out = ""
    var err = ""
    let outputError: String? = nil
    mutating func out(_ text: String) { out += text }
    mutating func err(_ text: String) { err += text }
    mutating func flush() {}
}

/// Runs `Demo.main` on the bytes in the mode the options pick; its status must match. Terminal
/// mode stays off here: it pauses between the frames of a gesture's animation.
@MainActor
private func runWholeDemo(_ bytes: [UInt8], options: UInt8, expectingSuccess: Bool) {
    var arguments = options & 1 == 0 ? ["--items", "a,b,c,d,e"] : ["--items", ""]
    if options & 2 != 0 { arguments += ["--reuse", "rotate"] }
    if options & 0x80 != 0 {
        // Bit 6 spells it the old way, the undocumented alias, which must read the same.
        arguments += options & 0x40 == 0 ? ["--neighbors", "3"] : ["--neighbours=3"]
    }
    if options & 0x20 != 0 { arguments += ["--few-items", "empty"] }
    if options & 8 != 0 { arguments.append("--json") }
    var console = Recorded()
    let status = Demo.main(
        arguments: arguments.map { Array($0.utf8) }, lines: .lines(of: bytes), console: &console,
        inputIsTerminal: false, outputIsTerminal: options & 4 == 0)
    check(status == (expectingSuccess ? 0 : 1), "status \(status)")
    if options & 8 != 0 {
        for line in console.out.split(separator: "\n") {
            check((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "json line")
        }
    }
}

/// A failed check is a finding: it stops the run with the message, and libFuzzer saves the input.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("finding: \(message())") }
}
