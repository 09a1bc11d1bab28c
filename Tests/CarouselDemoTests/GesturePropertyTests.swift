import Carousel
import Foundation
import PropertyTesting
import Testing

@testable import CarouselDemo

/// Random scripts of gestures among other commands, run by a session with one to four neighbors
/// a side and either rule for few items: what the demo shows of every frame keeps the
/// coordinator's guarantees, and every gesture's output is one JSON object.
@MainActor
@Suite struct GesturePropertyTests {
    /// Each script runs hundreds of simulated frames: a tenth of `Property.iterations`.
    static var scripts: Int { Property.iterations(times: 1.0 / 10) }

    @Test func framesMoveOneItemAtATimeAndRestExactly() {
        Property.check(
            iterations: Self.scripts, generate: { GestureScript.random(using: &$0) },
            shrink: { script in
                Shrink.array(script.lines).map { lines in
                    var shorter = script
                    shorter.lines = lines
                    return shorter
                }
            }
        ) { script throws(PropertyFailure) in try script.check() }
    }
}

private struct GestureScript: CustomStringConvertible {
    var items: [String]
    var neighbors: Int
    var fewItems: FewItemsRule
    var lines: [String]

    var description: String {
        "\(items.count) items, \(neighbors) neighbors, \(fewItems): \(lines)"
    }

    static func random(using random: inout SplitMix64) -> GestureScript {
        let count = [2, 3, 5].randomElement(using: &random)!
        let neighbors = [1, 1, 2, 2, 3, 4].randomElement(using: &random)!
        let fewItems: FewItemsRule = Bool.random(using: &random) ? .repeating : .leavingEmpty
        func decimal(_ range: ClosedRange<Double>) -> String {
            ((Double.random(in: range, using: &random) * 20).rounded() / 20).description
        }
        let lines = (0..<Int.random(in: 1...6, using: &random)).map { _ in
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4: "drag \(decimal(-4...4)) \(decimal(-3...3))"
            case 4..<6: "fling \(decimal(-5...5))"
            case 6: "scroll \(decimal(0.05...1.95))"
            case 7:
                ["autoplay 0.5", "autoplay off", "tick 0.3", "neighbors 2", "few-items empty"]
                    .randomElement(using: &random)!
            default: ["next", "prev 2", "drag 0"].randomElement(using: &random)!
            }
        }
        return GestureScript(
            items: (0..<count).map { "item \($0)" }, neighbors: neighbors, fewItems: fewItems,
            lines: lines)
    }

    @MainActor
    func check() throws(PropertyFailure) {
        var session = Session(
            items: items, reusePolicy: .rebind, neighbors: neighbors, fewItems: fewItems)
        for (offset, text) in lines.enumerated() {
            let before = session.state
            let processed = session.process(
                NumberedLine(number: offset + 1, bytes: Array(text.utf8)))
            guard let result = processed, case .success(let events, nil) = result.outcome else {
                throw PropertyFailure(description: "\(text): refused")
            }
            guard let frames = result.frames else { continue }
            try checkFrames(frames, events: events, before: before, after: result.state, text)
            let json = jsonLine(result)
            let object = try requireNoError("\(text): JSON") { try jsonObject(json) }
            try require(
                !json.contains("\n") && (object?["frames"] as? [Any])?.count == frames.count,
                "\(text): not one object with its frames: \(json.prefix(200))")
        }
    }

    @MainActor
    private func checkFrames(
        _ frames: [GestureFrame], events: [CarouselEvent], before: CarouselState,
        after: CarouselState, _ text: String
    ) throws(PropertyFailure) {
        let count = items.count
        try requireEqual(frames.map(\.number), Array(1...frames.count), "\(text): frame numbers")
        try requireEqual(frames.flatMap(\.events), events, "\(text): the frames' events")
        var center = before.current
        for frame in frames {
            try require(
                0 < frame.state.offset && frame.state.offset < 2,
                "\(text): frame \(frame.number) at offset \(frame.state.offset)")
            guard let index = frame.center?.index else { continue }
            // The item under the center changes only to a neighbor: no flicker, no page skipped.
            let step = ((index - (center ?? index)) % count + count) % count
            try require(
                step == 0 || step == 1 || step == count - 1,
                "\(text): frame \(frame.number) jumped from \(center ?? -1) to \(index)")
            center = index
        }
        guard frames.count < GestureSimulation.maximumFrames else { return }
        try requireEqual(after.offset, 1, "\(text): the offset at rest")
        try requireEqual(frames.last?.center?.index, after.current, "\(text): the item at rest")
        let steps = events.reduce(0) { steps, event in
            if case .moved(let move) = event { steps + move.step } else { steps }
        }
        try requireEqual(
            ((before.current ?? 0) + steps % count + count) % count, after.current,
            "\(text): the moves add up")
    }
}
