/// All modular index arithmetic of the library, in one place.
///
/// Every function is exact for every `Int` argument (`Int.min` and `Int.max` included) and every
/// count `1...Int.max`: none of them can overflow or trap. Callers never use `%` themselves.
///
/// Where a comment shows that an operation cannot overflow, it is written with `&+` and `&-`:
/// the checked operators would add a test and a branch to every move for a trap that cannot
/// happen (the `assert`s state the preconditions that the comments rely on).
@usableFromInline
enum Ring {
    /// The representative of `i` in `0..<count`: `wrap(i, n) ≡ i (mod n)`.
    @inlinable @inline(__always)
    static func wrap(_ i: Int, count: Int) -> Int {
        assert(count > 0, "wrap needs a positive count")
        // Less than one loop either way, what almost every move takes, needs no division.
        if UInt(bitPattern: i) < UInt(bitPattern: count) { return i }
        // `-count` cannot overflow (`count > 0`); `i + count` lies in `0..<count`.
        if i < 0 && i >= -count { return i &+ count }
        // `%` truncates toward zero, so the remainder has the sign of `i` and lies in
        // `-(count-1)...(count-1)`; it cannot trap because `count` is never -1.
        let remainder = i % count
        // Adding `count` to a negative remainder stays below `count`, so it cannot overflow.
        return remainder < 0 ? remainder &+ count : remainder
    }

    /// `wrap(index + step)` for an `index` already in `0..<count`, without forming `index + step`.
    @inlinable @inline(__always)
    static func advance(_ index: Int, by step: Int, count: Int) -> Int {
        advance(index, forward: wrap(step, count: count), count: count)
    }

    /// `advance(index, by: forward, count: count)` for a step already in `0..<count`.
    @inlinable @inline(__always)
    static func advance(_ index: Int, forward: Int, count: Int) -> Int {
        assert(0 <= index && index < count, "index must already be wrapped")
        assert(0 <= forward && forward < count, "the step must already be wrapped")
        // `count - index` is the distance to the end of the ring: positive, no overflow. Below it the
        // plain sum fits; at or above it the sum would pass `count`, so go round from 0 instead.
        let roomToEnd = count &- index
        return forward < roomToEnd ? index &+ forward : forward &- roomToEnd
    }

    /// `advance(index, by: 1, count: count)` without a division: every move reads both neighbors.
    @inlinable @inline(__always)
    static func successor(of index: Int, count: Int) -> Int {
        assert(0 <= index && index < count, "index must already be wrapped")
        // `index < count`, so `index + 1` cannot overflow.
        return index &+ 1 == count ? 0 : index &+ 1
    }

    /// `advance(index, by: -1, count: count)` without a division.
    @inlinable @inline(__always)
    static func predecessor(of index: Int, count: Int) -> Int {
        assert(0 <= index && index < count, "index must already be wrapped")
        // `count >= 1` and `index >= 1` in their branches: neither subtraction can overflow.
        return index == 0 ? count &- 1 : index &- 1
    }

    /// The signed step of least magnitude from `source` to `target`; a tie (only possible when the
    /// count is even) goes forward.
    @inlinable @inline(__always)
    static func shortestDistance(from source: Int, to target: Int, count: Int) -> Int {
        shortestStep(forward: forwardDistance(from: source, to: target, count: count), count: count)
    }

    /// The pages forward from `source` to `target`, in `0..<count`.
    @inlinable @inline(__always)
    static func forwardDistance(from source: Int, to target: Int, count: Int) -> Int {
        assert(0 <= source && source < count && 0 <= target && target < count)
        // Both are in `0..<count`, so the difference lies in `-(count-1)...(count-1)`: no
        // overflow, and less than one loop, so one addition wraps it.
        let difference = target &- source
        return difference < 0 ? difference &+ count : difference
    }

    /// The signed step of least magnitude that goes `forward` pages (in `0..<count`) round a ring
    /// of `count`; a tie goes forward.
    @inlinable @inline(__always)
    static func shortestStep(forward: Int, count: Int) -> Int {
        assert(0 <= forward && forward < count)
        // `2 * forward > count` written so that it cannot overflow.
        return forward > count &- forward ? forward &- count : forward
    }

    /// `index + offset - 1` reduced into `[0, count)` as a real number, for progress indicators:
    /// the exact value rounded once to the nearest `Double`, and the largest `Double` below `count`
    /// when that rounding would reach `count`.
    ///
    /// Computed without `Double(index) + offset`, which rounds the index itself once it exceeds
    /// 2^53 and turned the last positions of `0..<Int.max` into 0.
    ///
    /// - Parameters:
    ///   - index: a position already in `0..<count`.
    ///   - offset: the scroll offset, inside `(0, 2)` (every scrollable carousel's offset is).
    @inlinable
    static func position(_ index: Int, offset: Double, count: Int) -> Double {
        assert(0 <= index && index < count && offset > 0 && offset < 2)
        // The exact value is `whole + fraction`, `whole` in `0..<count`, `fraction` in `[0, 1)`;
        // both subtractions are exact (Sterbenz), and `offset` below 1 stands for itself.
        let (whole, fraction) =
            offset >= 1 ? (index, offset - 1) : (advance(index, by: -1, count: count), offset)
        let value = nearestDouble(whole, plus: fraction)
        return value < upperBound(count) ? value : upperBound(count).nextDown
    }

    /// The `Double` nearest to `whole + fraction` (ties to even), for `0 <= fraction < 1`.
    @inlinable
    static func nearestDouble(_ whole: Int, plus fraction: Double) -> Double {
        // Below 2^53 the integer is exact, so IEEE addition rounds the exact sum once.
        guard whole >= 1 << 53, fraction > 0 else { return Double(whole) + fraction }
        // From 2^53 on a `Double` step is at least 2, so every sum strictly between `whole` and
        // `whole + 1` rounds alike: like `whole + 0.5`, which `2 * whole + 1` holds exactly.
        return Double(UInt64(whole) << 1 | 1) / 2
    }

    /// The smallest `Double` that is not below `count`: the bound progress must stay under.
    @inlinable
    static func upperBound(_ count: Int) -> Double {
        let rounded = Double(count)
        // `Double(count)` rounds to nearest, so it can fall below `count`; then the next one up.
        return rounded >= 0x1p63 || Int(rounded) >= count ? rounded : rounded.nextUp
    }
}
