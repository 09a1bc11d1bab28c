import Carousel
import PropertyTesting
import Testing

@testable import CarouselDemo

/// Random scripts of flings under snapping (with and without a limit) and free motion, among
/// scrolls, moves and motion changes, on rows of two to twelve items with one to four neighbors
/// and either rule for few items. Every frame keeps the row endless (the offset inside `(0, 2)`,
/// the item under the center moving on by at most one item), and every fling ends where its
/// motion says, computed from the lift: `progress` at the lift (the flick's 0.05 pages on) plus
/// the glide, 0.499 pages for each page per second (499 ms of the lift's speed: `r / (1 - r)`
/// for UIKit's normal rate `r = 0.998` a millisecond),
/// rounded to an item under snapping and clamped to `limit` items of the item nearest the
/// center at the lift, as it is under free (within 1e-9 pages).
@MainActor
@Suite struct MotionPropertyTests {
    /// Each script runs hundreds of simulated frames: a tenth of `Property.iterations`.
    static var scripts: Int { Property.iterations(times: 1.0 / 10) }

    @Test func flingsEndWhereTheirMotionSays() {
        Property.check(
            iterations: Self.scripts, generate: { MotionScript.random(using: &$0) },
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

private struct MotionScript: CustomStringConvertible {
    var count: Int
    var neighbors: Int
    var fewItems: FewItemsRule
    var motion: CarouselMotion
    var lines: [String]

    var description: String {
        "\(count) items, \(neighbors) neighbors, \(fewItems), \(motion): \(lines)"
    }

    static let motions: [CarouselMotion] = [
        .snapping, .snapping(limit: 1), .snapping(limit: 2), .snapping(limit: 3), .free,
    ]

    static func random(using random: inout SplitMix64) -> MotionScript {
        func decimal(_ range: ClosedRange<Double>) -> String {
            ((Double.random(in: range, using: &random) * 20).rounded() / 20).description
        }
        let lines = (0..<Int.random(in: 1...6, using: &random)).map { _ in
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<6: "fling \(decimal(-40...40))"
            case 6: "scroll \(decimal(0.05...1.95))"
            case 7: "motion \(MotionWord.word(for: motions.randomElement(using: &random)!))"
            default: ["next", "prev 2", "drag 0.5"].randomElement(using: &random)!
            }
        }
        return MotionScript(
            count: [2, 3, 5, 12].randomElement(using: &random)!,
            neighbors: Int.random(in: 1...4, using: &random),
            fewItems: Bool.random(using: &random) ? .repeating : .leavingEmpty,
            motion: motions.randomElement(using: &random)!, lines: lines)
    }

    @MainActor
    func check() throws(PropertyFailure) {
        var session = Session(
            items: (0..<count).map { "item \($0)" }, reusePolicy: .rebind, neighbors: neighbors,
            fewItems: fewItems, motion: motion)
        for (offset, text) in lines.enumerated() {
            let before = session.state
            let processed = session.process(
                NumberedLine(number: offset + 1, bytes: Array(text.utf8)))
            guard let result = processed, result.succeeded else {
                throw PropertyFailure(description: "\(text): refused")
            }
            guard let frames = result.frames else { continue }
            try checkFrames(frames, from: before, text)
            guard text.hasPrefix("fling ") else { continue }
            let velocity = Double(text.dropFirst("fling ".count))!
            try checkEnd(of: velocity, from: before, to: result.state, text)
        }
    }

    @MainActor
    private func checkFrames(
        _ frames: [GestureFrame], from before: CarouselState, _ text: String
    ) throws(PropertyFailure) {
        try require(frames.count < GestureSimulation.maximumFrames, "\(text): never rested")
        var center = before.current ?? 0
        for frame in frames {
            try require(
                0 < frame.state.offset && frame.state.offset < 2,
                "\(text): frame \(frame.number) at offset \(frame.state.offset)")
            guard let index = frame.center?.index else { continue }
            let step = ((index - center) % count + count) % count
            try require(
                step == 0 || step == 1 || step == count - 1,
                "\(text): frame \(frame.number) jumped from \(center) to \(index)")
            center = index
        }
    }

    private func checkEnd(
        of velocity: Double, from before: CarouselState, to after: CarouselState, _ text: String
    ) throws(PropertyFailure) {
        let start = before.progress ?? 0
        let lift = start + (velocity < 0 ? -DragGesture.flickPages : DragGesture.flickPages)
        var end = lift + velocity * 0.499
        if case .snapping(let limit) = after.motion {
            // A glide that ends half way between two items could round either way.
            guard (end - end.rounded(.down) - 0.5).magnitude > 1e-6 else { return }
            end.round()
            if let limit {
                // So could the item nearest the center at a lift half way between two.
                guard (lift - lift.rounded(.down) - 0.5).magnitude > 1e-6 else { return }
                let nearest = lift.rounded()
                end = Swift.min(Swift.max(end, nearest - Double(limit)), nearest + Double(limit))
            }
            try requireEqual(after.offset, 1, "\(text): a snapping fling's rest")
        } else {
            try require(
                0.5 <= after.offset && after.offset < 1.5,
                "\(text): a free row rests at \(after.offset), its nearest item not current")
        }
        let progress = after.progress ?? .nan
        try require(
            ringDistance(progress, end, count: count) < 1e-9,
            "\(text): ended at \(progress), expected \(end) round \(count) from \(start)")
    }
}
