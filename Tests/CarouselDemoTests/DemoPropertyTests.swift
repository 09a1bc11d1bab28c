import Carousel
import Foundation
import PropertyTesting
import Testing

@testable import CarouselDemo

/// Random scripts of valid and invalid commands, fed to `CarouselDemo --json` with one to seven
/// neighbors a side and either rule for few items; every output object is checked against the
/// library's own state after replaying the same commands through its public API. A failing script is shrunk (lines dropped, then arguments simplified) and reported
/// with the seed that replays it (`CAROUSEL_PBT_SEED`).
@Suite(.oneCoreAtATime) struct DemoPropertyTests {
    /// Scripts run in this many parallel shards, one process per script.
    static let shards = 4

    /// Each script starts a process, so a run checks a fifth of `Property.iterations` scripts:
    /// 200 by default, scaled by `CAROUSEL_PBT_ITERATIONS`.
    static var scripts: Int { Property.iterations(times: 1.0 / 5) }

    @Test(arguments: 0..<shards)
    func jsonOutputMatchesTheLibrary(shard: Int) {
        Property.check(
            iterations: Self.scripts, shard: (shard, Self.shards),
            generate: { Scenario.random(using: &$0) }, shrink: \.shrunk
        ) { scenario throws(PropertyFailure) in try scenario.check() }
    }
}

/// A test-side description of one command the library must apply.
private enum Operation {
    case advance(Int)
    case jump(Int)
    case scroll(Double)
    case autoplay(Double?)
    case tick(Double)
    case insert(Int, String)
    case remove(Int)
    case replace(Int, String)
    case load([String])
    case neighbors(Int)
    case fewItems(FewItemsRule)
    case show, help, quit

    /// Replays the operation through the public API.
    func apply(to carousel: inout Carousel<[String], Int>) -> Result<[CarouselEvent], CarouselError>
    {
        do throws(CarouselError) {
            switch self {
            case .advance(let step): return .success(Array(carousel.advance(by: step)))
            case .jump(let index): return .success(Array(try carousel.jump(to: index)))
            case .scroll(let offset): return .success(Array(try carousel.scroll(toOffset: offset)))
            case .autoplay(let interval?):
                try carousel.startAutoplay(interval: interval)
                return .success([])
            case .autoplay(nil):
                carousel.stopAutoplay()
                return .success([])
            case .tick(let seconds): return .success(Array(try carousel.tick(seconds)))
            case .insert(let index, let item):
                return .success(Array(try carousel.insert(item, at: index)))
            case .remove(let index): return .success(Array(try carousel.remove(at: index)))
            case .replace(let index, let item):
                return .success(Array(try carousel.replace(at: index, with: item)))
            case .load(let items):
                return .success(Array(carousel.load(items, keepingCurrent: .byValue)))
            case .neighbors(let count):
                try rebuild(&carousel, neighbors: count, fewItems: carousel.fewItems)
                return .success([])
            case .fewItems(let rule):
                try rebuild(&carousel, neighbors: carousel.neighbors, fewItems: rule)
                return .success([])
            case .show, .help, .quit: return .success([])
            }
        } catch {
            return .failure(error)
        }
    }

    /// The words of the command, written plainly: one item a token, quoted only where it must be.
    var words: [String] {
        switch self {
        case .advance(1): ["next"]
        case .advance(-1): ["prev"]
        case .advance(let step): step > 0 ? ["next", String(step)] : ["prev", String(-step)]
        case .jump(let index): ["jump", String(index)]
        case .scroll(let offset): ["scroll", offset.description]
        case .autoplay(let interval): ["autoplay", interval?.description ?? "off"]
        case .tick(let seconds): ["tick", seconds.description]
        case .insert(let index, let item): ["insert", String(index), plainToken(item)]
        case .remove(let index): ["remove", String(index)]
        case .replace(let index, let item): ["replace", String(index), plainToken(item)]
        case .load(let items): ["load"] + items.map(plainToken)
        case .neighbors(let count): ["neighbors", String(count)]
        case .fewItems(let rule): ["few-items", rule == .repeating ? "repeat" : "empty"]
        case .show: ["show"]
        case .help: ["help"]
        case .quit: ["quit"]
        }
    }

    /// The same command with simpler arguments, for shrinking; each is strictly simpler, so
    /// shrinking cannot go round in circles (each candidate runs a process).
    var simpler: [Operation] {
        switch self {
        case .advance(let step):
            Shrink.int(step).filter { $0 != 0 && ($0 > 0) == (step > 0) }.map(Operation.advance)
        case .jump(let index): Shrink.int(index).map(Operation.jump)
        case .scroll(let offset): simplerDecimals(offset).map(Operation.scroll)
        case .autoplay(let interval?): simplerDecimals(interval).map(Operation.autoplay)
        case .tick(let seconds): simplerDecimals(seconds).map(Operation.tick)
        case .insert(let index, let item):
            Shrink.int(index).map { .insert($0, item) }
                + simplerItems(item).map { .insert(index, $0) }
        case .remove(let index): Shrink.int(index).map(Operation.remove)
        case .replace(let index, let item):
            Shrink.int(index).map { .replace($0, item) }
                + simplerItems(item).map { .replace(index, $0) }
        case .load(let items): Shrink.array(items, element: simplerItems).map(Operation.load)
        case .neighbors(let count): Shrink.int(count).map(Operation.neighbors)
        case .autoplay(nil), .fewItems, .show, .help, .quit: []
        }
    }
}

/// What `neighbors n` and `few-items rule` promise: the same items, policy and current item
/// around the new layout, at rest, autoplay as it was but its timer restarted; the same layout
/// changes nothing.
private func rebuild(
    _ carousel: inout Carousel<[String], Int>, neighbors: Int, fewItems: FewItemsRule
) throws(CarouselError) {
    guard neighbors != carousel.neighbors || fewItems != carousel.fewItems else { return }
    carousel = try carousel.reshaped(neighbors: neighbors, fewItems: fewItems) { $0 }
}

/// Simpler decimals: shorter to write, or as long but smaller.
private func simplerDecimals(_ value: Double) -> [Double] {
    func size(_ x: Double) -> (Int, Double) { (x.description.count, x.magnitude) }
    return Shrink.double(value).filter { size($0) < size(value) }
}

private func simplerItems(_ item: String) -> [String] { item == "a" ? [] : ["a"] }

/// True when an item must be quoted to stay one token.
private func needsQuotes(_ item: String) -> Bool {
    item.isEmpty || item.contains { " \t\"\r".contains($0) } || item.hasPrefix("#")
}

private func plainToken(_ item: String) -> String {
    needsQuotes(item) ? quotedToken(item) : item
}

/// One input line and what the demo must do with it.
private struct ScriptLine {
    enum Expectation {
        /// Blank or comment: no output at all.
        case skip
        /// A well-formed command: the library decides (it may still refuse the arguments).
        case apply(command: String, Operation)
        /// Refused by the demo itself; `command` is `nil` when the line has no tokens.
        case reject(command: String?)
    }

    var bytes: [UInt8]
    var expectation: Expectation

    init(_ text: String, _ expectation: Expectation) {
        bytes = Array(text.utf8)
        self.expectation = expectation
    }

    init(bytes: [UInt8], _ expectation: Expectation) {
        self.bytes = bytes
        self.expectation = expectation
    }

    /// The command written plainly.
    init(plain operation: Operation) {
        let words = operation.words
        self.init(words.joined(separator: " "), .apply(command: words[0], operation))
    }

    /// Simpler lines, for shrinking: the same command written plainly, then with simpler
    /// arguments. Rejected, blank and comment lines have none; shrinking may only drop them.
    var simpler: [ScriptLine] {
        guard case .apply(_, let operation) = expectation else { return [] }
        let plain = ScriptLine(plain: operation)
        return (plain.bytes == bytes ? [] : [plain])
            + operation.simpler.map(ScriptLine.init(plain:))
    }

    /// The line as a Swift string literal, or its bytes when it is not UTF-8.
    var shown: String {
        String(validating: bytes, as: UTF8.self)?.debugDescription ?? "bytes \(bytes)"
    }
}

private struct Scenario {
    var arguments: [String]
    var items: [String]
    var policy: ReusePolicy
    var neighbors: Int
    var fewItems: FewItemsRule
    var failFast: Bool
    var lines: [ScriptLine]
    var lineEnding: [UInt8]

    static let itemPool = [
        "a", "b", "c", "New York", "", "q\"uote", "back\\slash", "é", "🎠", "tab\tx", "#hash",
        "x y", "nul\u{0}", "a", "b", "cr\rlf",
    ]

    static func random(using random: inout SplitMix64) -> Scenario {
        // Options in any order, each value right after its option.
        var options = [["--json"]]
        var items = sampleItems
        if Int.random(in: 0..<4, using: &random) > 0 {
            let pool = ["a", "b", "c", "d", "e", "", "x y", "é"]
            let count = [0, 1, 2, 3, 5, 8].randomElement(using: &random)!
            items = (0..<count).map { _ in pool.randomElement(using: &random)! }
            if items == [""] { items = ["z"] }  // `--items ""` means no items
            options.append(["--items", items.joined(separator: ",")])
        }
        let policy: ReusePolicy = Bool.random(using: &random) ? .rotate : .rebind
        if policy == .rotate || Bool.random(using: &random) {
            options.append(["--reuse", policy == .rotate ? "rotate" : "rebind"])
        }
        // Half the scripts keep the three-slot carousel, most others a few neighbors.
        let neighbors =
            Bool.random(using: &random)
            ? 1 : [2, 2, 2, 3, 3, 4, 5, 6, 7].randomElement(using: &random)!
        if neighbors > 1 || Int.random(in: 0..<4, using: &random) == 0 {
            options.append(["--neighbors", String(neighbors)])
        }
        let fewItems: FewItemsRule =
            Int.random(in: 0..<3, using: &random) == 0 ? .leavingEmpty : .repeating
        if fewItems == .leavingEmpty || Int.random(in: 0..<4, using: &random) == 0 {
            options.append(["--few-items", fewItems == .repeating ? "repeat" : "empty"])
        }
        let failFast = Int.random(in: 0..<8, using: &random) == 0
        if failFast { options.append(["--fail-fast"]) }
        let arguments = Array(options.shuffled(using: &random).joined())
        let lineCount = Int.random(in: 20...60, using: &random)
        let lines = (0..<lineCount).map { _ in randomLine(using: &random) }
        let lineEnding: [UInt8] = Bool.random(using: &random) ? [0x0A] : [0x0D, 0x0A]
        return Scenario(
            arguments: arguments, items: items, policy: policy, neighbors: neighbors,
            fewItems: fewItems, failFast: failFast, lines: lines, lineEnding: lineEnding)
    }

    // MARK: Lines

    private static func randomLine(using random: inout SplitMix64) -> ScriptLine {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<6: return skipLine(using: &random)
        case 6..<24: return invalidLine(using: &random)
        default: return validLine(using: &random)
        }
    }

    private static func skipLine(using random: inout SplitMix64) -> ScriptLine {
        let lines: [[UInt8]] = [
            [], Array("   ".utf8), Array("\t ".utf8), Array("# a comment".utf8),
            Array("  #next".utf8), [0x23, 0xFF, 0x22],
        ]
        return ScriptLine(bytes: lines.randomElement(using: &random)!, .skip)
    }

    private static func index(using random: inout SplitMix64) -> Int {
        switch Int.random(in: 0..<20, using: &random) {
        case 0: return [Int.min, Int.max, -1_000, 1_000].randomElement(using: &random)!
        default: return Int.random(in: -1...9, using: &random)
        }
    }

    /// An integer written as the user may: `+3`, `007`, `-0`.
    private static func spelled(_ value: Int, using random: inout SplitMix64) -> String {
        switch Int.random(in: 0..<6, using: &random) {
        case 0 where value >= 0: return "+\(value)"
        case 1: return (value < 0 ? "-00" : "00") + String(value.magnitude)
        default: return String(value)
        }
    }

    private static func decimal(using random: inout SplitMix64) -> (String, Double) {
        let choices: [(String, Double)] = [
            ("1.5", 1.5), (".5", 0.5), ("2.", 2), ("2e0", 2), ("-0.25", -0.25), ("0", 0),
            ("1", 1), ("2", 2), ("1e9", 1e9), ("-1e9", -1e9), ("1000000001", 1_000_000_001),
            ("1e-400", 0), ("-0", -0.0), ("1E1", 10), ("0.001", 0.001), ("1e6", 1e6),
            ("2000000", 2e6), ("-1", -1), ("3.75", 3.75), ("0.0005", 0.0005),
        ]
        if Bool.random(using: &random) { return choices.randomElement(using: &random)! }
        let value = (Double.random(in: -4...6, using: &random) * 8).rounded() / 8
        return (value.description, value)
    }

    private static func itemToken(_ item: String, using random: inout SplitMix64) -> String {
        needsQuotes(item) || Int.random(in: 0..<4, using: &random) == 0 ? quotedToken(item) : item
    }

    private static func validLine(using random: inout SplitMix64) -> ScriptLine {
        let blank = [" ", "  ", "\t"].randomElement(using: &random)!
        func line(_ words: [String], _ operation: Operation) -> ScriptLine {
            let prefix = Int.random(in: 0..<8, using: &random) == 0 ? " \t" : ""
            return ScriptLine(
                prefix + words.joined(separator: blank), .apply(command: words[0], operation))
        }
        switch Int.random(in: 0..<42, using: &random) {
        case 0..<6:
            let pages =
                Int.random(in: 0..<10, using: &random) == 0
                ? [Int.max, Int.max - 1, 1 << 62].randomElement(using: &random)!
                : Int.random(in: 1...4, using: &random)
            return pages == 1 && Bool.random(using: &random)
                ? line(["next"], .advance(1))
                : line(["next", spelled(pages, using: &random)], .advance(pages))
        case 6..<10:
            let pages =
                Int.random(in: 0..<10, using: &random) == 0
                ? Int.max : Int.random(in: 1...4, using: &random)
            return pages == 1 && Bool.random(using: &random)
                ? line(["prev"], .advance(-1))
                : line(["prev", spelled(pages, using: &random)], .advance(-pages))
        case 10..<13:
            let target = index(using: &random)
            return line(["jump", spelled(target, using: &random)], .jump(target))
        case 13..<19:
            let (text, value) = decimal(using: &random)
            return line(["scroll", text], .scroll(value))
        case 19..<21:
            if Bool.random(using: &random) { return line(["autoplay", "off"], .autoplay(nil)) }
            let (text, value) = decimal(using: &random)
            return line(["autoplay", text], .autoplay(value))
        case 21..<25:
            let (text, value) = decimal(using: &random)
            return line(["tick", text], .tick(value))
        case 25..<28:
            let at = index(using: &random)
            let item = itemPool.randomElement(using: &random)!
            return line(
                ["insert", spelled(at, using: &random), itemToken(item, using: &random)],
                .insert(at, item))
        case 28..<30:
            let at = index(using: &random)
            return line(["remove", spelled(at, using: &random)], .remove(at))
        case 30..<32:
            let at = index(using: &random)
            let item = itemPool.randomElement(using: &random)!
            return line(
                ["replace", spelled(at, using: &random), itemToken(item, using: &random)],
                .replace(at, item))
        case 32..<35:
            let items = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                itemPool.randomElement(using: &random)!
            }
            return line(["load"] + items.map { itemToken($0, using: &random) }, .load(items))
        case 35..<37: return line(["show"], .show)
        case 37: return line(["help"], .help)
        case 38: return line(["quit"], .quit)
        case 39:
            // Now and then out of range: the library refuses it.
            let count =
                Int.random(in: 0..<8, using: &random) == 0
                ? [0, 8, -1].randomElement(using: &random)! : Int.random(in: 1...4, using: &random)
            return line(["neighbors", spelled(count, using: &random)], .neighbors(count))
        case 40:
            let rule: FewItemsRule = Bool.random(using: &random) ? .repeating : .leavingEmpty
            return line(["few-items", rule == .repeating ? "repeat" : "empty"], .fewItems(rule))
        default: return line(["\"show\""], .show).renamed("show")
        }
    }

    private static func invalidLine(using random: inout SplitMix64) -> ScriptLine {
        let rejected: [(String, String?)] = [
            ("frobnicate", "frobnicate"), ("NEXT", "NEXT"), ("Show 1", "Show"), ("jump", "jump"),
            ("insert 1", "insert"), ("help x", "help"), ("quit now", "quit"), ("next 1 2", "next"),
            ("next x", "next"), ("next 0", "next"), ("prev -3", "prev"),
            ("next 99999999999999999999", "next"), ("jump 1.5", "jump"), ("jump abc", "jump"),
            ("scroll nan", "scroll"), ("scroll inf", "scroll"), ("scroll 1e400", "scroll"),
            ("scroll 0x1p3", "scroll"), ("tick -inf", "tick"), ("autoplay OFF", "autoplay"),
            ("autoplay", "autoplay"), ("remove", "remove"), ("replace 0", "replace"),
            ("\"unterminated", nil), ("next a\"b", nil), ("\"a\"b", nil), ("next # x", "next"),
            ("load \"a", nil), ("\"\"", ""), ("show \"\"", "show"), ("remove 1 2", "remove"),
            ("insert 0 a b", "insert"), ("tick", "tick"), ("scroll 1,5", "scroll"),
            ("neighbors", "neighbors"), ("neighbors two", "neighbors"),
            ("neighbors 2 3", "neighbors"), ("few-items", "few-items"),
            ("few-items EMPTY", "few-items"), ("few-items all", "few-items"),
        ]
        if Int.random(in: 0..<12, using: &random) == 0 {
            return ScriptLine(bytes: Array("next ".utf8) + [0xC3, 0x28], .reject(command: nil))
        }
        let (text, command) = rejected.randomElement(using: &random)!
        return ScriptLine(text, .reject(command: command))
    }

    // MARK: Shrinking

    /// Shorter scripts first, then lines with simpler arguments; the options stay.
    var shrunk: [Scenario] {
        Shrink.array(lines, element: \.simpler).map { lines in
            var scenario = self
            scenario.lines = lines
            return scenario
        }
    }

    // MARK: Checking

    var input: [UInt8] { lines.flatMap { $0.bytes + lineEnding } }

    /// Runs the script and stops at the first difference.
    func check() throws(PropertyFailure) {
        let run = try requireNoError("running the demo") {
            try DemoProcess.run(arguments, input: input)
        }
        try requireEqual(run.stderr, "", "standard error")
        let outputs = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        try require(outputs.last == "", "the output does not end with a line feed")
        var objects = outputs.dropLast().makeIterator()
        var carousel = try requireNoError("the options' carousel") {
            try Carousel(items, neighbors: neighbors, fewItems: fewItems, reusePolicy: policy) {
                id in id
            }
        }
        var anyFailed = false
        for (offset, line) in lines.enumerated() {
            let number = offset + 1
            if case .skip = line.expectation { continue }
            let at = "line \(number) \(line.shown)"
            guard let raw = objects.next() else {
                throw PropertyFailure(description: "\(at): no output object")
            }
            let parsed = try requireNoError("\(at): output \(raw)") { try jsonObject(raw) }
            guard let object = parsed else {
                throw PropertyFailure(description: "\(at): not a JSON object: \(raw)")
            }
            try requireEqual(object["line"] as? Int, number, "\(at): line number")
            try require(
                raw.hasPrefix("{\"line\":\(number),\"command\":"), "\(at): output starts \(raw)")
            let before = ExpectedState(carousel)
            var succeeded = false
            switch line.expectation {
            case .skip:
                continue
            case .reject(let command):
                try requireEqual(object["command"] as? String, command, "\(at): command")
                try require(
                    command != nil || object["command"] is NSNull, "\(at): command is not null")
                try expectFailure(object, message: nil, at)
            case .apply(let command, let operation):
                try requireEqual(object["command"] as? String, command, "\(at): command")
                switch operation.apply(to: &carousel) {
                case .success(let events):
                    succeeded = true
                    try require(object["ok"] as? Bool == true, "\(at): the demo refused it: \(raw)")
                    try require(object["error"] == nil, "\(at): unexpected error in \(raw)")
                    let decoded = (object["events"] as? [Any])?.map(decodeEvent)
                    try requireEqual(
                        decoded, events.map { Optional(EventRecord($0)) }, "\(at): events")
                    if case .help = operation {
                        try require(
                            (object["help"] as? String)?.contains("next [k]") == true,
                            "\(at): no help text in \(raw)")
                    } else {
                        try require(object["help"] == nil, "\(at): unexpected help in \(raw)")
                    }
                case .failure(let error):
                    try expectFailure(object, message: error.description, at)
                }
            }
            try requireEqual(
                ExpectedState(json: object["state"]), ExpectedState(carousel), "\(at): state")
            if !succeeded {
                try requireEqual(ExpectedState(carousel), before, "\(at): state after a failure")
                anyFailed = true
                if failFast { break }
            }
            if succeeded, case .apply(_, .quit) = line.expectation { break }
        }
        if let extra = objects.next() {
            throw PropertyFailure(description: "extra output \(extra)")
        }
        try requireEqual(run.status, anyFailed ? 1 : 0, "exit status")
    }

    private func expectFailure(
        _ object: [String: Any], message: String?, _ at: String
    ) throws(PropertyFailure) {
        try require(
            object["ok"] as? Bool == false, "\(at): the demo accepted it; expected an error")
        try require(object["events"] == nil, "\(at): events after a failure")
        let error = object["error"] as? String
        try require(error?.isEmpty == false, "\(at): no error message")
        if let message {
            // The library's message, plus the input as typed when it reads differently ("+8").
            try require(
                error == message || error?.hasPrefix(message + " (from \"") == true,
                "\(at): error message \(error ?? "nil"), expected \(message)")
        }
        if let error { try require(isOneReadableLine(error), "\(at): unreadable error \(error)") }
    }
}

extension Scenario: CustomStringConvertible {
    var description: String {
        let ending = lineEnding == [0x0A] ? "LF" : "CRLF"
        return "CarouselDemo \(arguments) reading \(lines.count) lines ended by \(ending):"
            + lines.map { "\n    " + $0.shown }.joined()
    }
}

extension ScriptLine {
    fileprivate func renamed(_ command: String) -> ScriptLine {
        guard case .apply(_, let operation) = expectation else { return self }
        return ScriptLine(bytes: bytes, .apply(command: command, operation))
    }
}

/// The state fields of an output object, or of a carousel read through the public API.
private struct ExpectedState: Equatable {
    var count: Int?
    var current: Int?
    var offset: Double?
    var progress: Double?
    var window: [Int?]?
    var items: [String?]?
    var slots: [[Int?]]?
    var autoplay: [Double]?

    init(_ carousel: Carousel<[String], Int>) {
        count = carousel.count
        current = carousel.currentIndex
        offset = carousel.offset
        progress = carousel.progress
        window = Array(carousel.window)
        items = carousel.window.map { $0.flatMap { carousel.element(at: $0) } }
        slots = carousel.slotOrder.map { [$0, carousel.boundIndex(ofSlot: $0)] }
        autoplay = carousel.autoplay.map { [$0.interval, $0.elapsed] }
    }

    init(json: Any?) {
        guard let state = json as? [String: Any] else { return }
        count = integer(state["count"])
        current = integer(state["current"])
        offset = real(state["offset"])
        progress = real(state["progress"])
        window = (state["window"] as? [Any])?.map(integer)
        items = (state["items"] as? [Any])?.map { $0 as? String }
        slots = (state["slots"] as? [[String: Any]])?.map {
            [integer($0["id"]), integer($0["index"])]
        }
        if let autoplay = state["autoplay"] as? [String: Any] {
            self.autoplay = [real(autoplay["interval"]) ?? .nan, real(autoplay["elapsed"]) ?? .nan]
        }
    }
}

// JSONSerialization reads long numbers as NSDecimalNumber, whose `doubleValue` and `intValue` may
// be off; its `stringValue` is the exact text, which Swift's own parsers read exactly.

private func integer(_ value: Any?) -> Int? {
    (value as? NSNumber).flatMap { Int($0.stringValue) }
}

private func real(_ value: Any?) -> Double? {
    (value as? NSNumber).flatMap { Double($0.stringValue) }
}

/// An event as the JSON writes it.
private enum EventRecord: Equatable {
    case moved(CarouselMove)
    case reorder([Int])
    case rebind(slot: Int, index: Int?)
    case offsetReset(Double)

    init(_ event: CarouselEvent) {
        switch event {
        case .moved(let move): self = .moved(move)
        case .reorder(let slots): self = .reorder(Array(slots))
        case .rebind(let slot, let index): self = .rebind(slot: slot, index: index)
        case .offsetReset(let offset): self = .offsetReset(offset)
        }
    }
}

/// Reads an event object back.
private func decodeEvent(_ value: Any) -> EventRecord? {
    guard let event = value as? [String: Any] else { return nil }
    switch event["type"] as? String {
    case "moved":
        guard let from = integer(event["from"]), let to = integer(event["to"]),
            let step = integer(event["step"])
        else { return nil }
        let causes: [String: CarouselMove.Cause] = [
            "command": .command, "scroll": .scroll, "autoplay": .autoplay,
        ]
        guard let cause = causes[event["cause"] as? String ?? ""] else { return nil }
        let move = CarouselMove(from: from, to: to, step: step, cause: cause)
        let direction = move.direction == .next ? "next" : "previous"
        guard event["direction"] as? String == direction else { return nil }
        return .moved(move)
    case "reorder":
        let slots = (event["slots"] as? [Any])?.map(integer)
        guard let slots, !slots.contains(nil) else { return nil }
        return .reorder(slots.map { $0! })
    case "rebind":
        guard let slot = integer(event["slot"]), event.keys.contains("index") else { return nil }
        return .rebind(slot: slot, index: integer(event["index"]))
    case "offsetReset":
        return real(event["offset"]).map { .offsetReset($0) }
    default:
        return nil
    }
}
