import Carousel
import PropertyTesting

/// One step of a generated session on a simulated carousel.
enum Gesture: Equatable, CustomStringConvertible {
    /// A finger lands, moves `distance` pages over `frames` frames, and lifts with `velocity`
    /// points per millisecond.
    case drag(distance: Double, frames: Int, velocity: Double)
    /// A finger lands and lifts at once (it catches a moving view).
    case tap
    /// Time passes.
    case wait(frames: Int)
    /// The coordinator's animated moves.
    case next, previous
    case scrollToIndex(Int)
    /// Autoplay on (seconds) or off.
    case autoplay(Double?)
    /// A new viewport length, as a fraction of the widest valid one.
    case resize(Double)
    /// Data changes (array storage only): insert a new item, remove one, load new items.
    case insert(at: Int), remove(at: Int), load(count: Int)

    var description: String {
        switch self {
        case .drag(let d, let f, let v): "drag(\(d), frames: \(f), velocity: \(v))"
        case .tap: "tap"
        case .wait(let f): "wait(\(f))"
        case .next: "next"
        case .previous: "previous"
        case .scrollToIndex(let i): "scrollToIndex(\(i))"
        case .autoplay(let s): "autoplay(\(s.map { "\($0)" } ?? "off"))"
        case .resize(let f): "resize(\(f))"
        case .insert(let i): "insert(at: \(i))"
        case .remove(let i): "remove(at: \(i))"
        case .load(let n): "load(count: \(n))"
        }
    }

    /// Simpler versions, for shrinking.
    var shrunk: [Gesture] {
        switch self {
        case .drag(let d, let f, let v):
            [.tap] + Shrink.double(d).map { .drag(distance: $0, frames: f, velocity: v) }
                + (v == 0 ? [] : [.drag(distance: d, frames: f, velocity: 0)])
                + Shrink.int(f).filter { $0 > 0 }.map {
                    .drag(distance: d, frames: $0, velocity: v)
                }
        case .wait(let f): Shrink.int(f).map { .wait(frames: $0) }
        case .scrollToIndex(let i): Shrink.int(i).map(Gesture.scrollToIndex)
        case .insert(let i): Shrink.int(i).map { .insert(at: $0) }
        case .remove(let i): Shrink.int(i).map { .remove(at: $0) }
        case .load(let n): Shrink.int(n).map { .load(count: $0) }
        case .tap, .next, .previous, .autoplay, .resize: []
        }
    }

    /// A random gesture; data changes only when `dataChanges`.
    static func random(count: Int, dataChanges: Bool, using r: inout SplitMix64) -> Gesture {
        let index = count == 0 ? 0 : Int.random(in: 0..<Swift.min(count, 1 << 40), using: &r)
        switch Int.random(in: 0..<(dataChanges ? 13 : 10), using: &r) {
        case 0...2:
            let distance = [
                Double.random(in: -1.2...1.2, using: &r), 0.5, -0.5, 0.49, 0.51, 1, -1,
                Double.random(in: -3...3, using: &r),
            ].randomElement(using: &r)!
            let velocity = [0, 0.1, -0.1, 0.5, -0.5, 3, -3, Double.random(in: -5...5, using: &r)]
                .randomElement(using: &r)!
            return .drag(
                distance: distance, frames: Int.random(in: 1...30, using: &r), velocity: velocity)
        case 3: return .tap
        case 4: return .wait(frames: [1, 3, 10, 40, 200].randomElement(using: &r)!)
        case 5: return Bool.random(using: &r) ? .next : .previous
        case 6: return .scrollToIndex(index)
        case 7: return .autoplay([0.2, 0.5, 2, nil].randomElement(using: &r)!)
        case 8: return .resize([0.3, 0.6, 0.9, 0.999].randomElement(using: &r)!)
        case 9: return .wait(frames: Int.random(in: 1...20, using: &r))
        case 10: return .insert(at: Int.random(in: 0...count, using: &r))
        case 11: return .remove(at: index)
        default: return .load(count: Int.random(in: 0...6, using: &r))
        }
    }
}
