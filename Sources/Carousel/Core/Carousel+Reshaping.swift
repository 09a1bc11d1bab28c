extension Carousel {
    /// The same carousel shown through another number of neighbors or another few-items rule:
    /// what a view needs when its layout changes (a rotation that fits five items where three
    /// fitted).
    ///
    /// The items, the reuse policy and the current item are kept, the offset is at rest (1) and
    /// autoplay is on or off as it was, its timer restarted. The slots are a new row of
    /// `2 × neighbors + 1` models made by `makeSlot`, slot `p` at position `p`, bound to the new
    /// window: configure them from ``window`` before showing them, as after
    /// ``init(_:neighbors:fewItems:reusePolicy:makeSlot:)``.
    ///
    /// ```swift
    /// let wider = try row.reshaped(neighbors: 3) { id in id }
    /// wider.currentIndex == row.currentIndex  // true
    /// ```
    ///
    /// - Parameters:
    ///   - neighbors: the positions on each side of the current one, in
    ///     ``CarouselLimits/neighbors``.
    ///   - fewItems: what the positions show when there are fewer items than positions.
    ///   - makeSlot: called once for each slot id from 0 to `2 × neighbors`, in that order.
    /// - Returns: the reshaped carousel; this one is unchanged.
    /// - Throws: ``CarouselError/Code/invalidNeighbors`` for a neighbor count out of range,
    ///   before any slot is made.
    /// - Complexity: O(`neighbors`).
    public func reshaped(
        neighbors: Int, fewItems: FewItemsRule = .repeating, makeSlot: (_ id: Int) -> Slot
    ) throws(CarouselError) -> Carousel {
        guard !hasLengths else {
            throw .invalidGeometry(
                reason: "reshaped(neighbors:fewItems:makeSlot:) is for pages: the viewport decides "
                    + "how many items of their own lengths show")
        }
        var reshaped = try Carousel(
            storage, neighbors: neighbors, fewItems: fewItems, reusePolicy: reusePolicy,
            makeSlot: makeSlot)
        reshaped.current = current
        reshaped.slotTable.shown = SlotItem.window(current: current, count: count)
        reshaped.wideTable?.shown = ShownWindow(current: current, count: count)
        reshaped._autoplay = autoplay.map { Autoplay(interval: $0.interval, elapsed: 0) }
        reshaped._autoscroll = autoscroll.map {
            Autoscroll(itemsPerSecond: $0.itemsPerSecond, from: 1)
        }
        reshaped.motion = motion
        return reshaped
    }
}
