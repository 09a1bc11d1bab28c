extension CarouselScrollCoordinator {
    /// ``jump(to:animated:)`` on a row, `index` checked: animated, the row glides across the
    /// items between (``Carousel/slide(by:)``); a target farther than the viewport and its
    /// margins can show is first reached at once but for one item, which the row then glides
    /// across.
    func jumpOnRow(to index: Int, animated: Bool) -> Bool {
        let current = _row.currentIndex ?? 0
        return moveOnRow(
            by: Ring.shortestDistance(from: current, to: index, count: _row.count),
            animated: animated)
    }

    /// The shared body of the programmatic moves on a row: a glide started, or a move at once applied.
    func moveOnRow(by k: Int, animated: Bool) -> Bool {
        guard isAtRest, _row.isScrollable else { return false }
        apply(animated ? _row.slide(by: k) : _row.advance(by: k), rowMoved: false)
        return true
    }
}
