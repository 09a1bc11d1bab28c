/// What a page indicator shows: "item k of n" and a row of at most `maximumDots` dots.
///
/// With more items than dots the row is a sliding window over the items (as system page controls
/// do): it keeps the active dot near the middle and stops at either end.
public struct PageIndicator: Hashable, Sendable {
    /// The number of items.
    public let count: Int
    /// The current storage position.
    public let current: Int
    /// The storage positions that have a dot, in order.
    public let dots: Range<Int>

    /// Which dot is active, counted from the first dot shown.
    public var activeDot: Int { current - dots.lowerBound }

    /// "item k of n", 1-based, for accessibility and compact indicators.
    ///
    /// English only: a localised app builds its own text from ``current`` `+ 1` and ``count``.
    public var label: String { "item \(current + 1) of \(count)" }

    /// An indicator for `current` of `count` items with at most `maximumDots` dots.
    ///
    /// - Precondition: `0 <= current < count` and `maximumDots >= 1` (checked by the caller).
    init(count: Int, current: Int, maximumDots: Int) {
        self.count = count
        self.current = current
        guard count > maximumDots else {
            dots = 0..<count
            return
        }
        // Center the active dot, then slide back inside `0...count - maximumDots`; no overflow
        // because `current < count` and `maximumDots < count`.
        let first = Swift.min(Swift.max(current - maximumDots / 2, 0), count - maximumDots)
        dots = first..<first + maximumDots
    }
}

extension Carousel {
    /// The page indicator for the current position, with at most `maximumDots` dots.
    ///
    /// - Parameter maximumDots: the most dots the indicator may show; at least 1.
    /// - Returns: `nil` when the carousel is empty.
    /// - Throws: ``CarouselError/Code/invalidDotCount`` when `maximumDots < 1`.
    /// - Complexity: O(1).
    public func pageIndicator(maximumDots: Int) throws(CarouselError) -> PageIndicator? {
        guard maximumDots >= 1 else { throw .invalidDotCount(maximumDots) }
        return currentIndex.map {
            PageIndicator(count: count, current: $0, maximumDots: maximumDots)
        }
    }
}
