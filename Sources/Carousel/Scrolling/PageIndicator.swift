/// What a page indicator shows: "item k of n" and a row of at most `maximumDots` dots.
///
/// With more items than dots the row is a sliding window over the items (as system page controls
/// do): it keeps the active dot near the middle and stops at either end.
public struct PageIndicator: Hashable, Sendable {
    /// The number of items.
    public let count: Int
    /// The storage position of the active dot: the current item, or the one nearest the center
    /// for an indicator that follows ``Following/nearest``.
    public let current: Int
    /// The storage positions that have a dot, in order.
    public let dots: Range<Int>

    /// Which dot is active, counted from the first dot shown.
    public var activeDot: Int { current - dots.lowerBound }

    /// "item k of n", 1-based, for logs and compact text indicators (the demo's dots line).
    ///
    /// English only: the core has no resources. The UIKit and SwiftUI adapters say the position
    /// in the app's language (CarouselUIKit's `CarouselPositionWording`), not this; elsewhere,
    /// build a localized text from ``current`` `+ 1` and ``count``.
    public var label: String { "item \(current + 1) of \(count)" }

    /// An indicator for `current` of `count` items with at most `maximumDots` dots.
    ///
    /// - Precondition: `0 <= current < count` and `maximumDots >= 1` (checked by the caller).
    @usableFromInline
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

extension PageIndicator {
    /// Which item the active dot stands for while the view moves.
    public enum Following: Hashable, Sendable, CaseIterable {
        /// The committed item, ``Carousel/currentIndex``: the dot moves when the view rests (or
        /// commits a page at a recenter), as a system page control does.
        case current
        /// The item nearest the viewport's center, ``Carousel/nearestIndex``: the dot follows a
        /// drag from the moment the next item passes the middle. At rest it is the current item.
        case nearest
    }
}

extension Carousel {
    /// The page indicator with at most `maximumDots` dots, its active dot on the current item or
    /// on the one nearest the center.
    ///
    /// ```swift
    /// let dots = try carousel.pageIndicator(
    ///     maximumDots: 7, following: .nearest)
    /// ```
    ///
    /// - Parameters:
    ///   - maximumDots: the most dots the indicator may show; at least 1.
    ///   - following: ``PageIndicator/Following/current`` (the default) or
    ///     ``PageIndicator/Following/nearest``.
    /// - Returns: `nil` when the carousel is empty.
    /// - Throws: ``CarouselError/Code/invalidDotCount`` when `maximumDots < 1`.
    /// - Complexity: O(1).
    @inlinable
    public func pageIndicator(
        maximumDots: Int, following: PageIndicator.Following = .current
    ) throws(CarouselError) -> PageIndicator? {
        guard maximumDots >= 1 else { throw .invalidDotCount(maximumDots) }
        let active = following == .current ? currentIndex : nearestIndex
        return active.map { PageIndicator(count: count, current: $0, maximumDots: maximumDots) }
    }
}
