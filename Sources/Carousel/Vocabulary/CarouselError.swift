/// Why an operation refused its arguments. A refused operation changes nothing.
public enum CarouselError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A storage position outside `range` (the valid positions; empty when the carousel is empty).
    case indexOutOfRange(index: Int, range: Range<Int>)
    /// An insertion position outside `range` (`0...count`).
    case insertionIndexOutOfRange(index: Int, range: ClosedRange<Int>)
    /// A scroll offset that is not finite or whose magnitude exceeds ``CarouselLimits/maximumOffset``.
    case invalidOffset(Double)
    /// An autoplay interval outside ``CarouselLimits/autoplayIntervals``.
    case invalidAutoplayInterval(Double)
    /// A clock step that is not finite or lies outside ``CarouselLimits/tickDurations``.
    case invalidTickDuration(Double)
    /// A page indicator with fewer than one dot.
    case invalidDotCount(Int)
    /// Geometry that cannot be laid out; `reason` says which input is wrong.
    case invalidGeometry(reason: String)
    /// A neighbor count outside ``CarouselLimits/neighbors``.
    case invalidNeighbors(Int)

    /// A one-line message that quotes the bad value and says what is valid.
    public var description: String {
        switch self {
        case .indexOutOfRange(let index, let range):
            range.isEmpty
                ? "index \(index) is out of range 0..<0: the carousel is empty"
                : "index \(index) is out of range \(range.lowerBound)..<\(range.upperBound)"
        case .insertionIndexOutOfRange(let index, let range):
            "insertion index \(index) is out of range \(range.lowerBound)...\(range.upperBound)"
        case .invalidOffset(let x):
            "offset \(x) is invalid: it must be finite with magnitude at most "
                + "\(short(CarouselLimits.maximumOffset))"
        case .invalidAutoplayInterval(let s):
            "autoplay interval \(s) is invalid: it must be between "
                + "\(short(CarouselLimits.autoplayIntervals.lowerBound)) and "
                + "\(short(CarouselLimits.autoplayIntervals.upperBound)) seconds"
        case .invalidTickDuration(let t):
            "time step \(t) is invalid: it must be finite, between "
                + "\(short(CarouselLimits.tickDurations.lowerBound)) and "
                + "\(short(CarouselLimits.tickDurations.upperBound)) seconds"
        case .invalidDotCount(let m):
            "dot count \(m) is invalid: a page indicator needs at least 1 dot"
        case .invalidGeometry(let reason):
            "invalid geometry: \(reason)"
        case .invalidNeighbors(let n):
            "neighbor count \(n) is invalid: it must be between "
                + "\(CarouselLimits.neighbors.lowerBound) and "
                + "\(CarouselLimits.neighbors.upperBound)"
        }
    }
}

/// A limit as a person writes it: `1e9` rather than `1000000000.0`, `0` rather than `0.0`.
private func short(_ limit: Double) -> String {
    var power = 0
    var rest = limit
    while rest >= 10, rest.truncatingRemainder(dividingBy: 10) == 0 {
        rest /= 10
        power += 1
    }
    if power >= 3 { return "\(Int(rest))e\(power)" }
    return limit == limit.rounded() ? "\(Int(limit))" : "\(limit)"
}
