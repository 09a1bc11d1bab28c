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

    /// A timer of `interval` seconds that starts counting, once `interval` is one that
    /// autoplay accepts (``CarouselLimits/autoplayIntervals``).
    ///
    /// - Throws: ``CarouselError/Code/invalidAutoplayInterval`` for any other.
    @usableFromInline
    init(checking interval: Double) throws(CarouselError) {
        guard CarouselLimits.autoplayIntervals.contains(interval) else {
            throw .invalidAutoplayInterval(interval)
        }
        self.init(interval: interval, elapsed: 0)
    }
}

extension Autoplay {
    /// Counts `seconds` toward the next automatic move and takes the whole intervals due: the
    /// clock of every carousel, of pages or of items of their own lengths.
    ///
    /// - Returns: the moves due now, 0 when no interval is complete; the remainder carries over.
    @inlinable
    mutating func count(_ seconds: Double) -> Int {
        var elapsed = _elapsed + seconds
        // Most ticks complete no interval: then skip the division. This test is the division's
        // own answer, not an estimate: `elapsed < interval` means `elapsed` is at most the double
        // below `interval`, at least `interval * 2^-53` below it, so the exact quotient is at most
        // `1 - 2^-53`, the double below 1, and rounds below 1; at or above, it rounds to at least
        // 1. A rounding error a hair below 0 stays here too (autoplay never goes back).
        guard elapsed >= interval else {
            _elapsed = elapsed
            return 0
        }
        // At most 1e9 / 0.001 + 1 steps: far inside `Int`. The quotient is at least 1, so
        // `Int(_:)`, which truncates, is its floor, without a call of libm's `floor`.
        let steps = Int(elapsed / interval)
        elapsed -= Double(steps) * interval
        _elapsed = elapsed
        return steps
    }

    /// Counts `seconds` during autoplay's own slide, up to a whole interval: moves then start
    /// every interval, but no further than the next move, so an interval shorter than the slide
    /// slides on item by item instead of jumping items.
    @inlinable
    mutating func countDuringSlide(_ seconds: Double) {
        _elapsed = Swift.min(_elapsed + seconds, interval)
    }
}
