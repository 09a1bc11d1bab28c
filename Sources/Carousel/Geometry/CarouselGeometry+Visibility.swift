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
    public func visiblePositions(atOffset offset: Double) -> Range<Int> {
        // Position `j` is `j - r + 1 - offset` pages from the center, and overlaps the viewport
        // while that distance is below half the viewport plus half the item, in pages.
        let center = Double(neighbors - 1) + offset
        let reach = (viewportLength + itemLength) / (2 * pageLength)
        let last = Double(2 * neighbors)
        // Clamped before converting, so that no offset traps; NaN fails both comparisons.
        let low = (center - reach).rounded(.down) + 1
        let high = (center + reach).rounded(.up)
        guard low <= last, high >= 1 else { return 0..<0 }
        return Int(Swift.max(low, 0))..<Int(Swift.min(high, last + 1))
    }
}
