extension RowScrollCoordinator {
    /// Moves one item forward; animated, the row glides onto the next item's rest, the content
    /// offset following each ``tick(_:)``.
    ///
    /// From the last item it moves on to the first: the short way round, never back through
    /// every item.
    ///
    /// - Parameter animated: glide (the default) or move at once.
    /// - Returns: whether it moved or started to: `false` while the row is not at rest (a finger,
    ///   a glide or continuous scrolling has it) or cannot scroll.
    /// - Complexity: O(1), plus a placement of each bound slot for a move at once.
    @discardableResult
    public func next(animated: Bool = true) -> Bool { move(by: 1, animated: animated) }

    /// Moves one item back; animated, the row glides onto the previous item's rest.
    ///
    /// - Parameter animated: glide (the default) or move at once.
    /// - Returns: as ``next(animated:)``.
    /// - Complexity: as ``next(animated:)``.
    @discardableResult
    public func previous(animated: Bool = true) -> Bool { move(by: -1, animated: animated) }

    /// Moves to storage position `index` the shortest way round (a tie goes forward) and rests
    /// on its rest.
    ///
    /// Animated, the row glides across the items between (``Carousel/slide(by:)``); a target
    /// farther than the viewport and its margins can show is first reached at once but for one
    /// item, which the row then glides across.
    ///
    /// - Parameters:
    ///   - index: a position in `0..<count`.
    ///   - animated: glide (the default) or move at once.
    /// - Returns: whether it moved or started to (`true` when `index` is current and the row
    ///   rests; a row at rest between items under free motion glides onto its rest); `false`
    ///   while the row is not at rest or cannot scroll.
    /// - Throws: ``CarouselError/Code/indexOutOfRange`` for an index outside `0..<count`,
    ///   checked first; nothing changes then.
    /// - Complexity: O(min(items between, ``RowLayout/slotCapacity``)), plus a placement of
    ///   each bound slot for a move at once or a far one.
    @discardableResult
    public func jump(to index: Int, animated: Bool = true) throws(CarouselError) -> Bool {
        let count = _row.count
        guard 0 <= index && index < count else {
            throw .indexOutOfRange(index: index, range: 0..<count)
        }
        let current = _row.currentIndex ?? 0
        return move(
            by: Ring.shortestDistance(from: current, to: index, count: count), animated: animated)
    }

    /// The shared body of the programmatic moves: a glide started, or a move at once applied.
    func move(by k: Int, animated: Bool) -> Bool {
        guard isAtRest, _row.isScrollable else { return false }
        apply(animated ? _row.slide(by: k) : _row.advance(by: k), rowMoved: false)
        return true
    }
}
