extension RowScrollCoordinator {
    /// How many items beyond the row's window the surface is asked to prefetch, on the side the
    /// row moves toward; 0, the default, turns prefetching off. Set it with
    /// ``setPrefetchDistance(_:)``.
    ///
    /// - Complexity: O(1).
    public var prefetchDistance: Int { prefetch.distance }

    /// Sets ``prefetchDistance``; the surface is asked for the new run at once
    /// (``CarouselScrollSurface/prefetch(_:index:)``), and told of the items it no longer
    /// holds (``CarouselScrollSurface/cancelPrefetching(_:index:)``), as
    /// ``CarouselScrollCoordinator/setPrefetchDistance(_:)`` does for pages.
    ///
    /// - Parameter distance: the items to prefetch, in ``CarouselLimits/prefetchDistances``.
    /// - Throws: a ``CarouselError`` of code ``CarouselError/Code/invalidPrefetchDistance``
    ///   outside that range; nothing changes then.
    /// - Complexity: O(`distance` + window).
    public func setPrefetchDistance(_ distance: Int) throws(CarouselError) {
        guard CarouselLimits.prefetchDistances.contains(distance) else {
            throw .invalidPrefetchDistance(distance)
        }
        prefetch.distance = distance
        reportPrefetching()
    }

    /// The storage positions of the ``prefetchDistance`` items (fewer when fewer are outside
    /// the window) just beyond the row's window, on the side it last moved toward (forward
    /// before it ever moved), nearest first: what the surface was last asked to prefetch. Empty
    /// when prefetching is off or the window holds every item.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var prefetchIndices: CarouselPrefetchIndices {
        guard prefetch.distance > 0, let current = _row.currentIndex else { return .empty }
        let window = _row.window
        return CarouselPrefetchIndices(
            window: Ring.advance(current, by: window.lead, count: _row.count),
            windowCount: window.count, itemCount: _row.count, distance: prefetch.distance,
            direction: prefetch.direction)
    }

    /// Follows the way `events` moved the row, and tells the surface what entered the run and
    /// what left it without coming into the window. Out of line, but specialized in the
    /// caller's module: it runs every frame while prefetching, and most frames change nothing.
    @inlinable @inline(never)
    func reportPrefetching(after events: CarouselEvents? = nil) {
        if let events {
            let moved = events.scrolledPoints ?? Double(events.move?.step ?? 0)
            if moved != 0 { prefetch.direction = moved > 0 ? .next : .previous }
        }
        let now = prefetchIndices
        let old = prefetch.reported
        guard now != old else { return }
        // Recorded first: a host's callback that calls back in finds it reported.
        prefetch.reported = now
        let storage = _row.storage
        for index in old where !now.holds(index) && !isInWindow(index) {
            surface.cancelPrefetching(
                storage.elementPreferringBuffer(atPosition: index), index: index)
        }
        for index in now where !old.holds(index) {
            surface.prefetch(storage.elementPreferringBuffer(atPosition: index), index: index)
        }
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
