import Carousel
import PropertyTesting
import Testing

@testable import CarouselDemo

/// Random sequences of `tick` lines under continuous scrolling, on rows of two to twelve items
/// with one to three neighbors a side: 60 Hz and 120 Hz frames, uneven ones and dropped ones
/// (up to two seconds). Whatever the sequence, `progress` ends `v × T` further round the loop for
/// ticks summing to `T` at `v` items per second, within 1e-9 items (the ticks' time is summed with
/// compensation, so the error is the offset's rounding, near 1e-13 for the longest runs here), and
/// every frame shows the item under the center move on by at most one item.
@MainActor
@Suite struct AutoscrollPropertyTests {
    /// Each script runs up to a few thousand frames: a tenth of `Property.iterations`.
    static var scripts: Int { Property.iterations(times: 1.0 / 10) }

    @Test func progressIsSpeedTimesTheSummedTicks() {
        Property.check(
            iterations: Self.scripts, generate: { TickScript.random(using: &$0) },
            shrink: { script in
                Shrink.array(script.ticks).filter { !$0.isEmpty }.map { ticks in
                    var shorter = script
                    shorter.ticks = ticks
                    return shorter
                }
            }
        ) { script throws(PropertyFailure) in try script.check() }
    }
}

private struct TickScript: CustomStringConvertible {
    var count: Int
    var neighbors: Int
    var start: Int
    /// Items per second, as the `autoscroll` line writes it.
    var speed: String
    /// Seconds, as each `tick` line writes them.
    var ticks: [String]

    var description: String {
        "\(count) items, \(neighbors) neighbors, from \(start), autoscroll \(speed), ticks \(ticks)"
    }

    static func random(using random: inout SplitMix64) -> TickScript {
        let magnitude = [0.001, 0.25, 0.5, 1, 3, 7.5, 50].randomElement(using: &random)!
        let speed = Bool.random(using: &random) ? magnitude : -magnitude
        let ticks = (0..<Int.random(in: 1...40, using: &random)).map { _ in
            switch Int.random(in: 0..<8, using: &random) {
            case 0..<3: "0.016666666666666666"
            case 3..<5: "0.008333333333333333"
            case 5..<7: Double.random(in: 0.001...0.05, using: &random).description
            default: Double.random(in: 0.05...2, using: &random).description
            }
        }
        let count = [2, 3, 5, 12].randomElement(using: &random)!
        return TickScript(
            count: count, neighbors: Int.random(in: 1...3, using: &random),
            start: Int.random(in: 0..<count, using: &random), speed: speed.description,
            ticks: ticks)
    }

    @MainActor
    func check() throws(PropertyFailure) {
        var session = Session(
            items: (0..<count).map { "item \($0)" }, reusePolicy: .rebind, neighbors: neighbors)
        var number = 0
        func run(_ text: String) throws(PropertyFailure) -> LineResult {
            number += 1
            let result = session.process(NumberedLine(number: number, bytes: Array(text.utf8)))
            guard let result, result.succeeded else {
                throw PropertyFailure(description: "\(text): refused")
            }
            return result
        }
        _ = try run("jump \(start)")
        _ = try run("autoscroll \(speed)")
        var total = 0.0
        var center = start
        for tick in ticks {
            let result = try run("tick \(tick)")
            let seconds = Double(tick)!
            total += seconds
            guard let frames = result.frames else {
                throw PropertyFailure(description: "tick \(tick): no frames")
            }
            try requireEqual(
                frames.count, AutoscrollFrames.frameCount(for: seconds), "tick \(tick): frames")
            for frame in frames {
                try require(
                    0 < frame.state.offset && frame.state.offset < 2,
                    "tick \(tick): frame \(frame.number) at offset \(frame.state.offset)")
                guard let index = frame.center?.index else { continue }
                let step = ((index - center) % count + count) % count
                try require(
                    step == 0 || step == 1 || step == count - 1,
                    "tick \(tick): frame \(frame.number) jumped from \(center) to \(index)")
                center = index
            }
        }
        let progress = session.state.progress ?? .nan
        let expected = Double(start) + Double(speed)! * total
        try require(
            ringDistance(progress, expected, count: count) < 1e-9,
            "progress \(progress), expected \(expected) round \(count) after \(total) s")
    }
}
