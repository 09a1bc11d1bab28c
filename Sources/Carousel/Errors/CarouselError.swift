/// Why an operation refused its arguments. A refused operation changes nothing.
///
/// A struct with a ``code`` rather than an enum, so that a new kind of error is a new code, not a
/// breaking change: a client's `switch` over codes has a `default`, and the message
/// (``description``) quotes the bad value and says what is valid.
///
/// ```swift
/// do {
///     _ = try carousel.jump(to: 9)
/// } catch {
///     error.code == .indexOutOfRange  // true
///     print(error)  // index 9 is out of range 0..<4
/// }
/// ```
public struct CarouselError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of argument was refused.
    public let code: Code
    /// A one-line message that quotes the bad value and says what is valid.
    public let description: String

    /// An error of `code` with the message `description`.
    @usableFromInline
    init(code: Code, description: String) {
        self.code = code
        self.description = description
    }
}

extension CarouselError {
    /// The kind of a ``CarouselError``: which argument was refused.
    ///
    /// A struct of static members, as swift-nio's and argument-parser's error codes are, so that
    /// a code added later does not break a client's `switch` (write a `default`).
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The codes there are; internal, so that adding one breaks no client.
        @usableFromInline
        enum Kind: String, Hashable, Sendable {
            case indexOutOfRange, insertionIndexOutOfRange, invalidOffset
            case invalidAutoplayInterval, invalidTickDuration, invalidDotCount, invalidGeometry
            case invalidNeighbors, invalidSnapLimit, invalidAutoscrollSpeed
            case invalidPrefetchDistance
        }

        @usableFromInline let kind: Kind

        @usableFromInline
        init(_ kind: Kind) { self.kind = kind }

        /// A storage position outside the valid positions (none when the carousel is empty).
        public static var indexOutOfRange: Code { Code(.indexOutOfRange) }
        /// An insertion position outside `0...count`.
        public static var insertionIndexOutOfRange: Code { Code(.insertionIndexOutOfRange) }
        /// A scroll offset that is not finite or whose magnitude exceeds
        /// ``CarouselLimits/maximumOffset``.
        public static var invalidOffset: Code { Code(.invalidOffset) }
        /// An autoplay interval outside ``CarouselLimits/autoplayIntervals``.
        public static var invalidAutoplayInterval: Code { Code(.invalidAutoplayInterval) }
        /// A clock step that is not finite or lies outside ``CarouselLimits/tickDurations``.
        public static var invalidTickDuration: Code { Code(.invalidTickDuration) }
        /// A page indicator with fewer than one dot.
        public static var invalidDotCount: Code { Code(.invalidDotCount) }
        /// Geometry that cannot be laid out; the message says which input is wrong.
        public static var invalidGeometry: Code { Code(.invalidGeometry) }
        /// A neighbor count outside ``CarouselLimits/neighbors``.
        public static var invalidNeighbors: Code { Code(.invalidNeighbors) }
        /// A snapping limit below 1 item (``Carousel/setMotion(_:)``).
        public static var invalidSnapLimit: Code { Code(.invalidSnapLimit) }
        /// A continuous-scrolling speed that is 0, not finite or beyond
        /// ``CarouselLimits/autoscrollItemsPerSecond`` (``Carousel/startAutoscroll(itemsPerSecond:)``)
        /// or ``CarouselLimits/autoscrollPointsPerSecond``.
        public static var invalidAutoscrollSpeed: Code { Code(.invalidAutoscrollSpeed) }
        /// A prefetch distance outside ``CarouselLimits/prefetchDistances``
        /// (``CarouselScrollCoordinator/setPrefetchDistance(_:)``).
        public static var invalidPrefetchDistance: Code { Code(.invalidPrefetchDistance) }

        /// The code's name, as its static member spells it: `indexOutOfRange`.
        public var description: String { kind.rawValue }
    }
}

// The errors the library throws, one function a code, so that every message is worded in one
// place.
extension CarouselError {
    @usableFromInline
    static func indexOutOfRange(index: Int, range: Range<Int>) -> CarouselError {
        CarouselError(
            code: .indexOutOfRange,
            description: range.isEmpty
                ? "index \(index) is out of range 0..<0: the carousel is empty"
                : "index \(index) is out of range \(range.lowerBound)..<\(range.upperBound)")
    }

    @usableFromInline
    static func insertionIndexOutOfRange(index: Int, range: ClosedRange<Int>) -> CarouselError {
        CarouselError(
            code: .insertionIndexOutOfRange,
            description:
                "insertion index \(index) is out of range \(range.lowerBound)...\(range.upperBound)"
        )
    }

    @usableFromInline
    static func invalidOffset(_ x: Double) -> CarouselError {
        CarouselError(
            code: .invalidOffset,
            description: "offset \(x) is invalid: it must be finite with magnitude at most "
                + "\(short(CarouselLimits.maximumOffset))")
    }

    @usableFromInline
    static func invalidAutoplayInterval(_ s: Double) -> CarouselError {
        CarouselError(
            code: .invalidAutoplayInterval,
            description: "autoplay interval \(s) is invalid: it must be between "
                + "\(short(CarouselLimits.autoplayIntervals.lowerBound)) and "
                + "\(short(CarouselLimits.autoplayIntervals.upperBound)) seconds"
                // 0 is what other pagers take for "off" (FSPagerView's sliding interval): say
                // what means off here.
                + (s == 0 ? "; to turn autoplay off, stop it (stopAutoplay())" : ""))
    }

    @usableFromInline
    static func invalidTickDuration(_ t: Double) -> CarouselError {
        CarouselError(
            code: .invalidTickDuration,
            description: "time step \(t) is invalid: it must be finite, between "
                + "\(short(CarouselLimits.tickDurations.lowerBound)) and "
                + "\(short(CarouselLimits.tickDurations.upperBound)) seconds")
    }

    @usableFromInline
    static func invalidDotCount(_ m: Int) -> CarouselError {
        CarouselError(
            code: .invalidDotCount,
            description: "dot count \(m) is invalid: a page indicator needs at least 1 dot")
    }

    @usableFromInline
    static func invalidGeometry(reason: String) -> CarouselError {
        CarouselError(code: .invalidGeometry, description: "invalid geometry: \(reason)")
    }

    /// The error of a neighbor count outside `range`: a carousel of pages takes
    /// ``CarouselLimits/neighbors``, a row's layout takes 0 too.
    @usableFromInline
    static func invalidNeighbors(
        _ n: Int, range: ClosedRange<Int> = CarouselLimits.neighbors
    ) -> CarouselError {
        CarouselError(
            code: .invalidNeighbors,
            description: "neighbor count \(n) is invalid: it must be between "
                + "\(range.lowerBound) and \(range.upperBound)")
    }
}

/// A limit as a person writes it: `1e9` rather than `1000000000.0`, `0` rather than `0.0`.
extension CarouselError {
    @usableFromInline
    static func invalidSnapLimit(_ limit: Int) -> CarouselError {
        CarouselError(
            code: .invalidSnapLimit,
            description: "snapping limit \(limit) is invalid: a fling moves at least 1 item; "
                + "for no limit, use snapping without one (.snapping)")
    }

    @usableFromInline
    static func invalidAutoscrollSpeed(_ v: Double) -> CarouselError {
        CarouselError(
            code: .invalidAutoscrollSpeed,
            description: "autoscroll speed \(v) is invalid: its magnitude must be between "
                + "\(CarouselLimits.autoscrollItemsPerSecond.lowerBound) and "
                + "\(short(CarouselLimits.autoscrollItemsPerSecond.upperBound)) items per second"
                + (v == 0 ? "; to stop it, stop autoscroll (stopAutoscroll())" : ""))
    }

    /// A speed in points per second out of ``CarouselLimits/autoscrollPointsPerSecond``.
    @usableFromInline
    static func invalidAutoscrollSpeed(pointsPerSecond v: Double) -> CarouselError {
        let limits = CarouselLimits.autoscrollPointsPerSecond
        return CarouselError(
            code: .invalidAutoscrollSpeed,
            description: "autoscroll speed \(v) points per second is invalid: its magnitude must "
                + "be between \(limits.lowerBound) and \(short(limits.upperBound))"
                + (v == 0 ? "; to stop it, stop autoscroll (stopAutoscroll())" : ""))
    }
}

extension CarouselError {
    static func invalidPrefetchDistance(_ distance: Int) -> CarouselError {
        CarouselError(
            code: .invalidPrefetchDistance,
            description: "prefetch distance \(distance) is invalid: it must be in "
                + "\(CarouselLimits.prefetchDistances) items (0 turns prefetching off)")
    }
}

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
