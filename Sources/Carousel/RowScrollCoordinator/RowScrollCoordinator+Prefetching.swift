extension RowScrollCoordinator {
    /// The items beyond the row's window the surface is asked to prefetch, as
    /// ``CarouselScrollCoordinator/prefetchDistance`` is for pages; 0, the default, is off.
    public var prefetchDistance: Int { prefetch.distance }

    /// Sets ``prefetchDistance`` and asks the surface for the new run at once, as
    /// ``CarouselScrollCoordinator/setPrefetchDistance(_:)`` does for pages.
    ///
    /// - Throws: ``CarouselError/Code/invalidPrefetchDistance`` outside
    ///   ``CarouselLimits/prefetchDistances``; nothing changes then.
    /// - Complexity: O(`distance` + window).
    public func setPrefetchDistance(_ distance: Int) throws(CarouselError) {
        try prefetch.setDistance(distance)
        reportPrefetching()
    }

    /// The run the surface was last asked to prefetch: up to ``prefetchDistance`` items just
    /// beyond the window, on the side the row last moved toward (forward before it ever moved),
    /// nearest first; empty when off or when the window holds every item.
    @inlinable
    public var prefetchIndices: CarouselPrefetchIndices {
        guard prefetch.distance > 0, let current = _row.currentIndex else { return .empty }
        let window = _row.window
        return CarouselPrefetchIndices(
            window: Ring.advance(current, by: window.lead, count: _row.count),
            windowCount: window.count, itemCount: _row.count, distance: prefetch.distance,
            direction: prefetch.direction)
    }

    /// Whether the surface hears of prefetching: it is on, or it was and a run is still
    /// reported.
    @inlinable
    var isPrefetchingOn: Bool { prefetch.distance > 0 || !prefetch.reported.isEmpty }

    /// Follows the way the row moved, `moved` points or items toward the next items (0: it did
    /// not, or the way is unknown), and tells the surface what entered the run and what left
    /// it without coming into the window. Out of line, but specialized in the caller's module:
    /// it runs every frame while prefetching, and most frames change nothing.
    @inlinable @inline(never)
    func reportPrefetching(moved: Double = 0) {
        if moved != 0 { prefetch.direction = moved > 0 ? .next : .previous }
        let now = prefetchIndices
        let old = prefetch.reported
        guard now != old else { return }
        // Recorded first: a host's callback that calls back in finds it reported.
        prefetch.reported = now
        let storage = _row.storage
        old.report(
            changeTo: now, isHeld: isInWindow,
            cancel: {
                surface.cancelPrefetching(
                    storage.elementPreferringBuffer(atPosition: $0), index: $0)
            },
            prefetch: {
                surface.prefetch(storage.elementPreferringBuffer(atPosition: $0), index: $0)
            })
    }

    /// Cancels every item the surface was asked to prefetch, under its index in the storage as
    /// it is now: before a data change, after which the indices may mean other items.
    func cancelAllPrefetching() {
        let old = prefetch.reported
        guard !old.isEmpty else { return }
        prefetch.reported = .empty
        for index in old {
            surface.cancelPrefetching(
                _row.storage.elementPreferringBuffer(atPosition: index), index: index)
        }
    }

    /// Whether the row's window shows the item at storage position `index`.
    @inlinable
    func isInWindow(_ index: Int) -> Bool {
        guard let current = _row.currentIndex else { return false }
        let window = _row.window
        let fromFirst = Ring.forwardDistance(
            from: Ring.advance(current, by: window.lead, count: _row.count), to: index,
            count: _row.count)
        // A window of repeated items holds every item.
        return fromFirst < window.count
    }
}
