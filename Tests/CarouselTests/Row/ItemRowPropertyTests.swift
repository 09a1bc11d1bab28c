import Carousel
import CarouselTestSupport
import PropertyTesting
import Testing

@Suite("A row of items of different lengths, against a plain model", .oneCoreAtATime)
struct ItemRowPropertyTests {
    static func generate(_ random: inout SplitMix64) -> RowCase {
        let viewport = [390, 100, Double.random(in: 50...1200, using: &random)]
            .randomElement(using: &random)!
        let spacing = [0, 8, Double.random(in: 0...30, using: &random)]
            .randomElement(using: &random)!
        let margin = [
            0, min(40, viewport / 2), Double.random(in: 0...viewport / 2, using: &random),
        ]
        .randomElement(using: &random)!
        let minimum = viewport / 10
        func length() -> Double {
            [
                minimum, viewport, (minimum * 4).rounded(),
                Double.random(in: minimum...viewport, using: &random),
            ]
            .randomElement(using: &random)!
        }
        let lengths: [Double]? =
            Int.random(in: 0..<5, using: &random) == 0
            ? nil : (0..<Int.random(in: 0...12, using: &random)).map { _ in length() }
        var count = lengths?.count ?? Int.max
        var ops: [RowOp] = []
        // A third of the sessions autoplay from the start, so that its count meets the moves,
        // drags and ticks that restart or complete it.
        if Int.random(in: 0..<3, using: &random) == 0 {
            ops.append(.autoplay([0.25, 0.5, 1].randomElement(using: &random)!))
        }
        for _ in 0..<Int.random(in: 1...40, using: &random) {
            let base = lengths == nil ? 4 : 8
            let pick = Int.random(in: 0..<base + 8, using: &random)
            if pick >= base {
                ops.append(motionOp(pick - base, viewport: viewport, &random))
                continue
            }
            switch pick {
            case 0:
                let d = [
                    Double.random(in: -20...20, using: &random),
                    Double.random(in: -3 * viewport...3 * viewport, using: &random),
                    viewport / 3, -minimum,
                ].randomElement(using: &random)!
                ops.append(.scroll(d))
            case 1:
                ops.append(
                    .offset(
                        [
                            Double.random(in: -4...6, using: &random), 1, 1.5, 0.5,
                            1e9, -1e9, Double.random(in: -1e6...1e6, using: &random),
                        ].randomElement(using: &random)!))
            case 2:
                ops.append(
                    .advance(
                        [1, -1, Int.max, Int.min, Int.random(in: -30...30, using: &random)]
                            .randomElement(using: &random)!))
            case 3:
                ops.append(.jump(count == 0 ? 0 : Int.random(in: 0..<count, using: &random)))
            case 4:
                ops.append(.insert(Int.random(in: 0...count, using: &random), length()))
                count += 1
            case 5:
                guard count > 0 else { continue }
                ops.append(.remove(Int.random(in: 0..<count, using: &random)))
                count -= 1
            case 6:
                // Few distinct lengths, so that equal items are common.
                let choices = (0..<3).map { _ in length() }
                let new = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                    choices.randomElement(using: &random)!
                }
                ops.append(.load(new, byValue: Bool.random(using: &random)))
                count = new.count
            default:
                guard count > 0 else { continue }
                ops.append(.replace(Int.random(in: 0..<count, using: &random), length()))
            }
        }
        return RowCase(
            setup: RowSetup(
                viewport: viewport, spacing: spacing, margin: margin,
                leading: Bool.random(using: &random),
                policy: Bool.random(using: &random) ? .rebind : .rotate,
                fewItems: Int.random(in: 0..<3, using: &random) == 0 ? .leavingEmpty : .repeating,
                // A third of the rows bind neighbors beyond the viewport, the upper limit too.
                neighbors: Int.random(in: 0..<3, using: &random) == 0
                    ? [1, 2, 3, 7].randomElement(using: &random)! : 0),
            lengths: lengths, ops: ops)
    }

    /// A motion operation: a release, a tick, continuous scrolling, the motion, an animated
    /// move, a new layout or new lengths.
    static func motionOp(
        _ kind: Int, viewport: Double, _ random: inout SplitMix64
    ) -> RowOp {
        switch kind {
        case 0, 1:
            return .release(
                [0, 300, -300, 5000, -20000, Double.random(in: -8000...8000, using: &random)]
                    .randomElement(using: &random)!)
        case 2, 3:
            return .tick(
                [1.0 / 60, 0.5, 10, Double.random(in: 0...0.2, using: &random)]
                    .randomElement(using: &random)!)
        case 4:
            if Bool.random(using: &random) {
                return .autoplay(
                    [nil, 0.5, 2, 0, Double.random(in: 0.01...3, using: &random)]
                        .randomElement(using: &random)!)
            }
            return .autoscroll(
                [nil, 60, -45.5, Double.random(in: -2000...2000, using: &random)]
                    .randomElement(using: &random)!)
        case 5:
            return .motion(
                [.paging, .free, .snapping, .snapping(limit: 2)]
                    .randomElement(using: &random)!)
        case 6:
            return .slide(
                [1, -1, 0, 3, Int.max, Int.min, Int.random(in: -100...100, using: &random)]
                    .randomElement(using: &random)!)
        default:
            if Bool.random(using: &random) {
                return .relength(
                    [1, 0, 0.5, Double.random(in: 0...1, using: &random)]
                        .randomElement(using: &random)!)
            }
            // Never narrower than the case's viewport, which every length fits.
            return .relayout(
                viewport * [1, 1.5, Double.random(in: 1...2, using: &random)]
                    .randomElement(using: &random)!,
                [0, 8, Double.random(in: 0...30, using: &random)].randomElement(using: &random)!)
        }
    }

    static func shrink(_ input: RowCase) -> [RowCase] {
        Shrink.fields(
            of: input,
            toDefaults: [
                Shrink.reset(\.setup.fewItems, to: .repeating),
                Shrink.reset(\.setup.neighbors, to: 0),
            ], operations: \.ops)
    }

    @Test("every operation lays the row out as the model does, tiled, slots as the events say")
    func matchesModel() {
        Property.check(generate: Self.generate, shrink: Self.shrink) {
            input throws(PropertyFailure) in try input.play()
        }
    }
}
