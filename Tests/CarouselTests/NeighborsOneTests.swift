import PropertyTesting
import Testing

@testable import Carousel

/// A script's carousel built both ways, three slots and `neighbors: 1`, driven side by side.
private struct SideBySide {
    var three: Carousel<[Int], Int>
    var one: Carousel<[Int], Int>

    init(_ script: Script, fewItems: FewItemsRule) throws(PropertyFailure) {
        three = Carousel(script.values, reusePolicy: script.policy) { $0 }
        one = try requireNoError("init") {
            try Carousel(
                script.values, neighbors: 1, fewItems: fewItems, reusePolicy: script.policy
            ) { $0 }
        }
    }

    /// Applies `op` to both; the three-slot carousel's events first.
    mutating func apply(_ op: Op) -> (three: CarouselEvents?, one: CarouselEvents?) {
        (three.apply(op), one.apply(op))
    }
}

/// A script on one of the wide tests' item counts.
private func randomScript(using random: inout SplitMix64) -> Script {
    Script.random(using: &random, count: WideScript.itemCounts.randomElement(using: &random)!)
}

/// The bytes of a value, to compare two events field for field, padding and unused payloads too.
private func bytes<T>(_ value: T) -> [UInt8] { withUnsafeBytes(of: value) { Array($0) } }

@Suite("One neighbor a side is the three-slot carousel", .oneCoreAtATime)
struct NeighborsOneTests {
    @Test("with .repeating: the same events, byte for byte, and the same state")
    func repeatingIsThreeSlots() {
        Property.check(generate: randomScript, shrink: \.shrunk) {
            script throws(PropertyFailure) in
            var both = try SideBySide(script, fewItems: .repeating)
            try require(both.one == both.three, "start: the carousels differ")
            for (number, op) in script.ops.enumerated() {
                let step = "step \(number) \(op)"
                let (expected, events) = both.apply(op)
                try requireEqual(events, expected, "\(step): events")
                try requireEqual(events.map(bytes), expected.map(bytes), "\(step): bytes")
                try requireEqual(
                    events.map(\.description), expected.map(\.description),
                    "\(step): description")
                try require(both.one == both.three, "\(step): the carousels differ")
            }
        }
    }

    @Test("with .leavingEmpty: the same, except that two items leave previous empty")
    func leavingEmptyIsThreeSlotsButForTwoItems() {
        Property.check(generate: randomScript, shrink: \.shrunk) {
            script throws(PropertyFailure) in
            var both = try SideBySide(script, fewItems: .leavingEmpty)
            try Self.compareWindows(both, after: "start")
            for (number, op) in script.ops.enumerated() {
                let step = "step \(number) \(op)"
                let countBefore = both.three.count
                let (expected, events) = both.apply(op)
                try requireEqual(events == nil, expected == nil, "\(step): refused")
                try requireEqual(events?.move, expected?.move, "\(step): move")
                try requireEqual(events?.offsetReset, expected?.offsetReset, "\(step): offset")
                try Self.compareWindows(both, after: step)
                guard let events, let expected, countBefore != 2, both.three.count != 2 else {
                    continue
                }
                switch script.policy {
                case .rebind:
                    // The same events, word for word, though stored in the wide layout.
                    try requireEqual(events.description, expected.description, "\(step): events")
                case .rotate:
                    // As few rebinds; which slot takes which item may differ (see below).
                    let rebinds = { (events: CarouselEvents) in
                        (0..<3).count { events.rebind(atPosition: $0) != nil }
                    }
                    try requireEqual(rebinds(events), rebinds(expected), "\(step): rebinds")
                }
            }
        }
    }

    @Test("under rotate, the slots nothing matches rotate with the strip, not stay in place")
    func rotateLeavingEmptyMovesTheStrip() throws {
        var three = Carousel(Array(0..<5), reusePolicy: .rotate) { $0 }
        var one = try Carousel(
            Array(0..<5), neighbors: 1, fewItems: .leavingEmpty, reusePolicy: .rotate
        ) { $0 }
        expectEqual(three.next().description, one.next().description)
        // Back two pages: the slot that showed item 0 keeps it; slots 1 and 2 need new items.
        // The three-slot table keeps slot 2 where it stands and gives slot 0 the far end; the
        // wide table moves both two positions, as the strip moves.
        expectEqual(
            "\(three.advance(by: -2))",
            "[moved previous 1 → 4 (step -2, command), reorder slots 0 2 1, "
                + "rebind slot 0 → 3, rebind slot 2 → 4, offset reset to 1.0]")
        expectEqual(
            "\(one.advance(by: -2))",
            "[moved previous 1 → 4 (step -2, command), reorder slots 2 0 1, "
                + "rebind slot 2 → 3, rebind slot 0 → 4, offset reset to 1.0]")
    }

    /// The same position, offset, autoplay and window, but for two items' empty *previous*.
    private static func compareWindows(_ both: SideBySide, after step: String)
        throws(PropertyFailure)
    {
        try requireEqual(both.one.currentIndex, both.three.currentIndex, "\(step): current")
        try requireEqual(both.one.offset, both.three.offset, "\(step): offset")
        try requireEqual(both.one.autoplay, both.three.autoplay, "\(step): autoplay")
        var window = Array(both.three.window)
        if both.three.count == 2 { window[0] = nil }
        try requireEqual(Array(both.one.window), window, "\(step): window")
        for (position, id) in both.one.slotOrder.enumerated() {
            try requireEqual(
                both.one.boundIndex(ofSlot: id), window[position], "\(step): slot \(id)")
        }
    }
}
