/// What moves a ``SimulatedScrollView`` while no finger is down.
enum ScrollMotion {
    /// At rest, or under a finger.
    case none
    /// Geometric decay toward `target` (before pixel rounding and the resting error) at `rate`
    /// per millisecond.
    case deceleration(target: Double, rate: Double)
    /// An ease-in-ease-out animation from `from` to `to` over `duration` seconds, of which
    /// `elapsed` have passed.
    case animation(from: Double, to: Double, elapsed: Double, duration: Double)

    /// Moves the rest of the path by `delta`, for an unanimated set of the offset mid-motion.
    mutating func shift(by delta: Double) {
        switch self {
        case .none:
            break
        case .deceleration(let target, let rate):
            self = .deceleration(target: target + delta, rate: rate)
        case .animation(let from, let to, let elapsed, let duration):
            self = .animation(
                from: from + delta, to: to + delta, elapsed: elapsed, duration: duration)
        }
    }
}
