extension CarouselScrollCoordinator {
    /// ``prefetchIndices`` of a row: up to ``prefetchDistance`` items just
    /// beyond the window, on the side the row last moved toward (forward before it ever moved),
    /// nearest first; empty when off or when the window holds every item.
    @inlinable
    var rowPrefetchIndices: CarouselPrefetchIndices {
        guard prefetch.distance > 0, let current = _row.currentIndex else { return .empty }
        let window = _row.window
        return CarouselPrefetchIndices(
            window: Ring.advance(current, by: window.lead, count: _row.count),
            windowCount: window.count, itemCount: _row.count, distance: prefetch.distance,
            direction: prefetch.direction)
    }

    /// Follows the way the row moved, `moved` points or items toward the next items (0: it did
    /// not, or the way is unknown), and tells the surface what entered the run and what left
    /// it without coming into the window. Out of line, but specialized in the caller's module:
    /// it runs every frame while prefetching, and most frames change nothing.
    @inlinable @inline(never)
    func reportRowPrefetching(moved: Double = 0) {
        if moved != 0 { prefetch.direction = moved > 0 ? .next : .previous }
        reportPrefetchRun(rowPrefetchIndices, isHeld: isInWindow)
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
