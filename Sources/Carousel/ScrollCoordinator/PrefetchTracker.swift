/// What the coordinator told its surface to prefetch: the distance asked for, the side the
/// carousel last moved toward (measured from one report to the next), and the run last
/// reported, whose items are still wanted.
@usableFromInline
struct PrefetchTracker {
    /// How many items beyond the slots to prefetch; 0: off.
    @usableFromInline var distance = 0
    /// The side the carousel last moved toward: forward until it first moves back.
    @usableFromInline var direction = CarouselMove.Direction.next
    /// The run the surface was last told to prefetch, every item of it not cancelled since.
    @usableFromInline var reported = CarouselPrefetchIndices.empty
    /// The offset at the last report; `nil` before the first and after a data change, which
    /// moves indices, not the row.
    @usableFromInline var lastOffset: Double?
    /// The pages the carousel's moves committed since the last report, forward positive.
    @usableFromInline var pagesMoved = 0

    /// Sets ``distance``, once it is one that prefetching accepts.
    ///
    /// - Throws: ``CarouselError/Code/invalidPrefetchDistance`` outside
    ///   ``CarouselLimits/prefetchDistances``; nothing changes then.
    mutating func setDistance(_ distance: Int) throws(CarouselError) {
        guard CarouselLimits.prefetchDistances.contains(distance) else {
            throw .invalidPrefetchDistance(distance)
        }
        self.distance = distance
    }

    /// Takes the offset the row is at now, among `count` items of which `slots` fit in the
    /// slots: the direction becomes the way the row moved since the last report (the pages
    /// committed, then the offset), and stays when it did not move or when the slots hold
    /// every item (nothing is prefetched then).
    @inlinable
    mutating func follow(offset: Double, count: Int, slots: Int) {
        defer { (lastOffset, pagesMoved) = (offset, 0) }
        guard count > slots, let last = lastOffset else { return }
        let moved = Double(pagesMoved) + (offset - last)
        // A new layout keeps the offset in pages only to its rounding: no move.
        if moved.magnitude > 1e-6 { direction = moved > 0 ? .next : .previous }
    }
}
