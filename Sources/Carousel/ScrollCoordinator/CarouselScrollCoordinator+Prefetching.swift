extension CarouselScrollCoordinator {
    /// How many items beyond those the slots hold the surface is asked to prefetch, on the side
    /// the carousel moves toward; 0, the default, turns prefetching off. Set it with
    /// ``setPrefetchDistance(_:)``.
    ///
    /// - Complexity: O(1).
    public var prefetchDistance: Int { prefetch.distance }

    /// Sets ``prefetchDistance``; the surface is asked for the new run at once
    /// (``CarouselScrollSurface/prefetch(_:index:)``), and told of the items it no longer
    /// holds (``CarouselScrollSurface/cancelPrefetching(_:index:)``).
    ///
    /// - Parameter distance: the items to prefetch, in ``CarouselLimits/prefetchDistances``.
    /// - Throws: a ``CarouselError`` of code ``CarouselError/Code/invalidPrefetchDistance``
    ///   outside that range; nothing changes then.
    /// - Complexity: O(`distance`).
    public func setPrefetchDistance(_ distance: Int) throws(CarouselError) {
        try prefetch.setDistance(distance)
        if _carousel.hasLengths { return reportRowPrefetching() }
        finishOperation()
    }

    /// The storage positions of the ``prefetchDistance`` items (fewer when fewer are outside
    /// the slots) just beyond those the slots hold, on the side the carousel last moved toward
    /// (a drag, a glide, an animation or a jump; forward before it ever moved), nearest first:
    /// what the surface was last asked to prefetch, up to date at the end of every call.
    /// Empty when prefetching is off or the slots hold every item. For items of their own
    /// lengths, the items just beyond the row's window, on the side the row last moved toward.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var prefetchIndices: CarouselPrefetchIndices {
        if _carousel.hasLengths { return rowPrefetchIndices }
        guard prefetch.distance > 0 else { return .empty }
        return CarouselPrefetchIndices(
            current: _carousel.currentIndex, itemCount: _carousel.count,
            neighbors: _carousel.neighbors, distance: prefetch.distance,
            direction: prefetch.direction)
    }

    /// Whether the prefetched run may differ from what the surface was told.
    @inlinable
    var isPrefetchingOn: Bool { prefetch.distance > 0 || !prefetch.reported.isEmpty }

    /// Tells the surface what entered the run and what left it without coming into a slot.
    /// Out of line, but specialized in the caller's module: it runs every frame while
    /// prefetching, and most frames change nothing.
    @inlinable @inline(never)
    func reportPrefetching() {
        if prefetch.distance > 0 {
            prefetch.follow(
                offset: _carousel.offset, count: _carousel.count, slots: _carousel.positionCount)
        }
        reportPrefetchRun(prefetchIndices, isHeld: isHeldBySlot)
    }

    /// Tells the surface what entered the run `now` and what left it without being held (by
    /// a slot, or the row's window), when `now` is not the run it last heard of: both kinds'
    /// report.
    @inlinable
    func reportPrefetchRun(_ now: CarouselPrefetchIndices, isHeld: (Int) -> Bool) {
        let old = prefetch.reported
        guard now != old else { return }
        // Recorded first: a host's callback that calls back in finds it reported.
        prefetch.reported = now
        old.report(
            changeTo: now, isHeld: isHeld,
            cancel: { surface.cancelPrefetching(readElement(_carousel.storage, $0), index: $0) },
            prefetch: { surface.prefetch(readElement(_carousel.storage, $0), index: $0) })
    }

    /// Cancels every item the surface was asked to prefetch, under its index in the storage
    /// as it is now: before a data change, after which the indices may mean other items.
    func cancelAllPrefetching() {
        prefetch.lastOffset = nil
        let old = prefetch.reported
        guard !old.isEmpty else { return }
        prefetch.reported = .empty
        for index in old {
            surface.cancelPrefetching(readElement(_carousel.storage, index), index: index)
        }
    }

    /// Whether a slot shows the item at storage position `index`.
    @inlinable
    func isHeldBySlot(_ index: Int) -> Bool {
        (0..<_carousel.positionCount).contains { _carousel.shownIndex(atPosition: $0) == index }
    }
}
