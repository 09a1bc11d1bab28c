extension CarouselGeometry {
    /// The positions (in `0..<2r + 1`, as in ``Carousel/window``) whose slot span overlaps the
    /// viewport by a positive length when the carousel's offset is `offset` (page units, rest at
    /// 1): an item is visible from its first point on screen, as `UICollectionView` counts it,
    /// and a slot that only touches an edge of the viewport is not.
    ///
    /// Positions are logical, so the range is the same for both axes and both layout directions.
    /// Whether a position shows an item at all (few items under ``FewItemsRule/leavingEmpty``)
    /// is the carousel's: see ``shownOffsets(itemCount:fewItems:)``.
    ///
    /// ```swift
    /// let geometry = try CarouselGeometry(
    ///     viewportLength: 375, itemLength: 300, spacing: 10)
    /// geometry.visiblePositions(atOffset: 1)    // 0..<3: both neighbors peek
    /// geometry.visiblePositions(atOffset: 1.9)  // 1..<3
    /// ```
    ///
    /// - Parameter offset: the carousel's offset; for an offset that is not finite the range is
    ///   empty.
    /// - Returns: the visible positions, a range inside `0..<2r + 1` (empty when none is).
    /// - Complexity: O(1).
    @inlinable
    public func visiblePositions(atOffset offset: Double) -> Range<Int> {
        let edges = visibleEdges(atOffset: offset)
        let last = Double(2 * neighbors)
        // Clamped before converting, so that no offset traps; NaN fails both comparisons.
        let low = edges.low + 1
        let high = edges.high
        guard low <= last, high >= 1 else { return 0..<0 }
        return Int(Swift.max(low, 0))..<Int(Swift.min(high, last + 1))
    }

    /// The two roundings the visible positions at `offset` come from, and the reach they are
    /// taken at. Position `j` is `j - r + 1 - offset` pages from the center, and overlaps the
    /// viewport while that distance is below `halfSpan`, half the viewport plus half the item in
    /// pages: the positions run from `low + 1` up to `high`, before clamping to the slots.
    @inlinable
    func visibleEdges(atOffset offset: Double) -> (low: Double, high: Double, halfSpan: Double) {
        let center = Double(neighbors - 1) + offset
        let halfSpan = (viewportLength + itemLength) / (2 * pageLength)
        return ((center - halfSpan).rounded(.down), (center + halfSpan).rounded(.up), halfSpan)
    }

    /// Offsets around `offset` at which ``visiblePositions(atOffset:)`` gives what it gives at
    /// `offset`, so that a frame that stays inside needs not compute it: the interval over which
    /// neither of its two roundings changes, narrowed on each side by far more than their
    /// arguments' rounding error. Empty for an offset that is not finite or is further from the
    /// rest than any frame goes.
    ///
    /// - Complexity: O(1).
    @inlinable
    func offsetsKeepingVisiblePositions(from offset: Double) -> Range<Double> {
        guard offset.magnitude <= 16 else { return 0..<0 }
        let tolerance = 1e-9
        let (low, high, halfSpan) = visibleEdges(atOffset: offset)
        // `center - halfSpan` keeps its floor and `center + halfSpan` its ceiling between whole
        // pages; the center is `offset + r - 1`.
        let toOffset = halfSpan - Double(neighbors - 1)
        let start = Swift.max(low, high - 1 - 2 * halfSpan) + toOffset
        let end = Swift.min(low + 1, high - 2 * halfSpan) + toOffset
        let band = (start + tolerance, end - tolerance)
        return band.0 < band.1 ? band.0..<band.1 : 0..<0
    }
}
