/// The state of autoplay: how often it moves and how long since it last did.
public struct Autoplay: Hashable, Sendable {
    /// Seconds between two automatic moves.
    public let interval: Double
    /// Seconds counted toward the next automatic move.
    ///
    /// The arithmetic of <doc:BehaviorContract> (`elapsed -= steps * interval` in `Double`) can
    /// leave it a rounding error (about 1e-14 s) below 0 or at the interval; the next tick absorbs
    /// it.
    public internal(set) var elapsed: Double {
        @inlinable get { _elapsed }
        set { _elapsed = newValue }
    }
    /// The value of ``elapsed``, written by inlinable code.
    @usableFromInline var _elapsed: Double

    /// A timer of `interval` seconds that has counted `elapsed` toward its next move.
    @inlinable
    init(interval: Double, elapsed: Double) {
        self.interval = interval
        _elapsed = elapsed
    }
}
