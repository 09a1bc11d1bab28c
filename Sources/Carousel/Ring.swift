/// All modular index arithmetic of the library, in one place.
///
/// Every function is exact for every `Int` argument (`Int.min` and `Int.max` included) and every
/// count `1...Int.max`: none of them can overflow or trap. Callers never use `%` themselves.
enum Ring {
    /// The representative of `i` in `0..<count`: `wrap(i, n) ≡ i (mod n)`.
    static func wrap(_ i: Int, count: Int) -> Int {
        assert(count > 0, "wrap needs a positive count")
        // `%` truncates toward zero, so the remainder has the sign of `i` and lies in
        // `-(count-1)...(count-1)`; it cannot trap because `count` is never -1.
        let remainder = i % count
        // Adding `count` to a negative remainder stays below `count`, so it cannot overflow.
        return remainder < 0 ? remainder + count : remainder
    }

    /// `wrap(index + step)` for an `index` already in `0..<count`, without forming `index + step`.
    static func advance(_ index: Int, by step: Int, count: Int) -> Int {
        assert(0 <= index && index < count, "index must already be wrapped")
        let forward = wrap(step, count: count)
        // `count - index` is the distance to the end of the ring: positive, no overflow. Below it the
        // plain sum fits; at or above it the sum would pass `count`, so go round from 0 instead.
        let roomToEnd = count - index
        return forward < roomToEnd ? index + forward : forward - roomToEnd
    }

    /// The signed step of least magnitude from `source` to `target`; a tie (only possible when the
    /// count is even) goes forward.
    static func shortestDistance(from source: Int, to target: Int, count: Int) -> Int {
        assert(0 <= source && source < count && 0 <= target && target < count)
        // Both are in `0..<count`, so the difference lies in `-(count-1)...(count-1)`: no overflow.
        let forward = wrap(target - source, count: count)
        // `2 * forward > count` written so that it cannot overflow.
        return forward > count - forward ? forward - count : forward
    }

    /// `x` reduced into `[0, count)` as a real number, for progress indicators.
    static func reduce(_ x: Double, count: Int) -> Double {
        assert(count > 0 && x.isFinite)
        let n = Double(count)
        var r = x.truncatingRemainder(dividingBy: n)
        if r < 0 { r += n }
        // Rounding can land exactly on `n` (a tiny negative plus `n`), and `Double(count)` may even
        // round above `count`; the largest double below it is the honest answer then.
        // `+ 0` turns a `-0.0` remainder into `0.0`, so indicators never print "-0".
        return r >= n ? n.nextDown : r + 0
    }
}
