/// The storage positions of the items just beyond those the slots hold, on the side the
/// carousel last moved toward, nearest first: the items an app loads before they come on
/// screen (``CarouselScrollCoordinator/prefetchIndices``).
///
/// The slots already show the current item and its neighbors, on screen or peeking; these are
/// the next ones a scroll brings in. The run never reaches round to an item a slot holds, so it
/// is empty when the slots hold every item.
public struct CarouselPrefetchIndices: RandomAccessCollection, Hashable, Sendable {
    /// The storage position of the nearest item; 0 when empty.
    @usableFromInline let nearest: Int
    /// The number of items in the storage the positions belong to.
    @usableFromInline let itemCount: Int
    /// The run's length.
    @usableFromInline let length: Int
    /// The side of the slots the run lies on: ``CarouselMove/Direction/next`` after the
    /// carousel last moved forward (and before it ever moved), else
    /// ``CarouselMove/Direction/previous``.
    public let direction: CarouselMove.Direction

    /// The run of `distance` items (fewer when fewer are outside the slots) beyond the slots of
    /// a carousel of `itemCount` items on `current` with `neighbors` on each side.
    @inlinable
    init(
        current: Int?, itemCount: Int, neighbors: Int, distance: Int,
        direction: CarouselMove.Direction
    ) {
        self.direction = direction
        self.itemCount = itemCount
        let outside = Swift.max(0, itemCount - (2 * neighbors + 1))
        guard let current, outside > 0 else {
            (nearest, length) = (0, 0)
            return
        }
        length = Swift.min(distance, outside)
        let step = direction == .next ? neighbors + 1 : -(neighbors + 1)
        nearest = Ring.advance(current, by: step, count: itemCount)
    }

    /// The run of `distance` items (fewer when fewer are outside the window) beyond a window of
    /// `windowCount` consecutive items from storage position `first`, of `itemCount`: for a row
    /// of items of their own lengths, whose window changes size as it moves. Empty when the
    /// window holds every item.
    @inlinable
    init(
        window first: Int, windowCount: Int, itemCount: Int, distance: Int,
        direction: CarouselMove.Direction
    ) {
        self.direction = direction
        self.itemCount = itemCount
        let outside = Swift.max(0, itemCount - windowCount)
        guard windowCount > 0, outside > 0 else {
            (nearest, length) = (0, 0)
            return
        }
        length = Swift.min(distance, outside)
        nearest = Ring.advance(first, by: direction == .next ? windowCount : -1, count: itemCount)
    }

    /// No items: prefetching off, or nothing outside the slots.
    @usableFromInline static let empty = CarouselPrefetchIndices(
        current: nil, itemCount: 0, neighbors: 0, distance: 0, direction: .next)

    /// 0, the nearest item's place in the run.
    @inlinable public var startIndex: Int { 0 }
    /// The run's length.
    @inlinable public var endIndex: Int { length }

    /// The storage position of the run's item `position` (0 the nearest).
    ///
    /// - Parameter position: a place in the run, in `0..<count`.
    /// - Complexity: O(1).
    @inlinable
    public subscript(position: Int) -> Int {
        precondition(indices.contains(position), "position \(position) is outside the run")
        return Ring.advance(
            nearest, by: direction == .next ? position : -position, count: itemCount)
    }

    /// Whether the run holds the item at storage position `index`.
    ///
    /// - Parameter index: a storage position; any `Int` is accepted.
    /// - Complexity: O(1).
    @inlinable
    public func holds(_ index: Int) -> Bool {
        guard length > 0, (0..<itemCount).contains(index) else { return false }
        let from =
            direction == .next
            ? Ring.forwardDistance(from: nearest, to: index, count: itemCount)
            : Ring.forwardDistance(from: index, to: nearest, count: itemCount)
        return from < length
    }
}

extension CarouselPrefetchIndices {
    /// Tells a surface how the run changed from `self`, what it was last told, to `now`: a
    /// cancellation for each item that left the run without being held (`isHeld`: by a slot),
    /// then a request for each item that came into it, both in run order.
    @inlinable
    func report(
        changeTo now: CarouselPrefetchIndices, isHeld: (Int) -> Bool, cancel: (Int) -> Void,
        prefetch: (Int) -> Void
    ) {
        for index in self where !now.holds(index) && !isHeld(index) { cancel(index) }
        for index in now where !holds(index) { prefetch(index) }
    }
}
