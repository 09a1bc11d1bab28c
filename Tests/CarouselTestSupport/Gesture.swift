import PropertyTesting

/// One step of a session on a carousel, as a person or the app takes it: the one vocabulary of
/// the simulation's sessions (`SimulationRun`) and the UIKit view's (`AdapterSession`), each of
/// which plays every case on its own scroll view.
///
/// Distances are in pages toward the next item; velocities in points per millisecond toward it.
public enum Gesture: Equatable, Sendable, CustomStringConvertible {
    /// A finger lands (on a neighbor with `fromNeighbor`; the simulation has no hit-testing, so
    /// there it lands anywhere), moves `distance` pages over `frames` frames, holds still `hold`
    /// frames and lifts with `velocity`; `nil` lifts with the finger's own, its last move's speed,
    /// or none once it held still ``stillLift`` seconds.
    case drag(
        distance: Double, frames: Int, velocity: Double? = nil, fromNeighbor: Bool = false,
        hold: Int = 0)
    /// Two fingers on a trackpad drag the content `distance` pages over `frames` frames (as
    /// ``drag(distance:frames:velocity:fromNeighbor:hold:)`` moves a finger) and lift with
    /// their own velocity: a drag with no touch on the screen.
    case trackpad(distance: Double, frames: Int)
    /// A mouse wheel turns `ticks` steps, a frame apart, toward the next item (`forward`) or
    /// the previous one, in one gesture.
    case wheel(forward: Bool, ticks: Int)
    /// A finger rests for `frames` frames and lifts (it catches a moving view).
    case press(frames: Int)
    /// Time passes.
    case wait(frames: Int)
    /// The animated moves.
    case next, previous
    case jump(Int)
    /// Autoplay on (seconds) or off.
    case autoplay(Double?)
    /// Continuous scrolling on (items per second, negative backward) or off.
    case autoscroll(Double?)
    /// A new viewport length, as a fraction of the range the driver allows (the simulation's
    /// from the item length to the widest valid viewport, the view's of the window's length
    /// along its axis).
    case resize(Double)
    /// A finger drags `distance` pages over `frames` frames and the viewport takes a new length
    /// (`fraction`, as in ``resize(_:)``) halfway through (a rotation mid-drag); it lifts without
    /// velocity.
    case resizeWhileDragging(distance: Double, frames: Int, fraction: Double)
    /// Data changes: insert a new item, remove one, load new items.
    case insert(at: Int), remove(at: Int), load(count: Int)

    /// How long a finger must hold still for its lift to carry no velocity, in seconds: UIKit's
    /// pan recognizer, as the stand-in has it.
    public static let stillLift = 0.05

    /// How many moves a finger makes for `distance` pages over `frames` frames: one a frame, and
    /// at most half a page each, since a finger faster than that passes whole items between two
    /// frames and no glue can show them.
    public static func moves(distance: Double, frames: Int) -> Int {
        max(frames, Int((distance.magnitude * 2).rounded(.up)))
    }

    public var description: String {
        switch self {
        case .drag(let d, let f, let v, let n, let h):
            // The extras only when set: failure reports and notes quote the plain form.
            "drag(\(d), frames: \(f)\(v.map { ", velocity: \($0)" } ?? "")"
                + "\(n ? ", from a neighbor" : "")\(h == 0 ? "" : ", hold: \(h)"))"
        case .trackpad(let d, let f): "trackpad(\(d), frames: \(f))"
        case .wheel(let forward, let t): "wheel(\(forward ? "forward" : "back"), ticks: \(t))"
        case .press(let f): "press(\(f))"
        case .wait(let f): "wait(\(f))"
        case .next: "next"
        case .previous: "previous"
        case .jump(let i): "jump(\(i))"
        case .autoplay(let s): "autoplay(\(s.map { "\($0)" } ?? "off"))"
        case .autoscroll(let v): "autoscroll(\(v.map { "\($0)" } ?? "off"))"
        case .resize(let f): "resize(\(f))"
        case .resizeWhileDragging(let d, let n, let f):
            "resizeWhileDragging(\(d), frames: \(n), fraction: \(f))"
        case .insert(let i): "insert(at: \(i))"
        case .remove(let i): "remove(at: \(i))"
        case .load(let n): "load(count: \(n))"
        }
    }

    /// Simpler versions, for shrinking.
    public var shrunk: [Gesture] {
        switch self {
        case .drag(let d, let f, let v, let n, let h):
            [.press(frames: 1)]
                + Shrink.double(d).map {
                    .drag(distance: $0, frames: f, velocity: v, fromNeighbor: n, hold: h)
                }
                + (v == nil || v == 0
                    ? [] : [.drag(distance: d, frames: f, velocity: 0, fromNeighbor: n, hold: h)])
                + Shrink.int(f).filter { $0 > 0 }.map {
                    .drag(distance: d, frames: $0, velocity: v, fromNeighbor: n, hold: h)
                }
                + Shrink.int(h).map {
                    .drag(distance: d, frames: f, velocity: v, fromNeighbor: n, hold: $0)
                }
                + (n ? [.drag(distance: d, frames: f, velocity: v, hold: h)] : [])
        case .trackpad(let d, let f):
            Shrink.double(d).map { .trackpad(distance: $0, frames: f) }
                + Shrink.int(f).filter { $0 > 0 }.map { .trackpad(distance: d, frames: $0) }
        case .wheel(let forward, let t):
            Shrink.int(t).filter { $0 > 0 }.map { .wheel(forward: forward, ticks: $0) }
        case .press(let f): Shrink.int(f).map { .press(frames: $0) }
        case .wait(let f): Shrink.int(f).map { .wait(frames: $0) }
        case .jump(let i): Shrink.int(i).map(Gesture.jump)
        case .insert(let i): Shrink.int(i).map { .insert(at: $0) }
        case .remove(let i): Shrink.int(i).map { .remove(at: $0) }
        case .load(let n): Shrink.int(n).map { .load(count: $0) }
        case .resizeWhileDragging(let d, let n, let f):
            [.resize(f), .drag(distance: d, frames: n, velocity: 0)]
                + Shrink.double(d).map {
                    .resizeWhileDragging(distance: $0, frames: n, fraction: f)
                }
                + Shrink.int(n).filter { $0 > 1 }.map {
                    .resizeWhileDragging(distance: d, frames: $0, fraction: f)
                }
        case .autoscroll(.some): [.autoscroll(nil)]
        case .next, .previous, .autoplay, .autoscroll(nil), .resize: []
        }
    }
}
