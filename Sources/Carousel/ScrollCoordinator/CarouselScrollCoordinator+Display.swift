extension CarouselScrollCoordinator {
    /// The positions (in `0..<carousel.positionCount`) on screen: their slot overlaps the
    /// viewport by a positive length (``CarouselGeometry/visiblePositions(atOffset:)``); empty
    /// when there are no items. Read each one's item with ``visibleIndex(atPosition:)``: what
    /// the surface was last told through ``CarouselScrollSurface/didBeginDisplaying(_:index:)``,
    /// up to date at the end of every call to the coordinator. A position that shows nothing
    /// (few items under ``FewItemsRule/leavingEmpty``) is never visible and reads `nil`.
    ///
    /// For items of their own lengths the positions are those of the row's window
    /// (``Carousel/windowFrames``) whose item overlaps the viewport.
    ///
    /// - Complexity: O(1); for items of their own lengths, O(window).
    public var visiblePositions: Range<Int> {
        _carousel.hasLengths ? rowVisiblePositions : display.positions
    }

    /// The storage position of the item on screen at `position`, or `nil` when that position
    /// is not visible (or not a position).
    ///
    /// - Parameter position: a position number, as in ``Carousel/window``; any `Int` is
    ///   accepted.
    /// - Complexity: O(1); for items of their own lengths, O(window).
    public func visibleIndex(atPosition position: Int) -> Int? {
        if _carousel.hasLengths { return rowVisibleIndex(atPosition: position) }
        guard display.positions.contains(position) else { return nil }
        let index = display.indices[position]
        return index >= 0 ? index : nil
    }

    /// The positions that overlap the viewport now; some may show nothing.
    @inlinable
    var displayedPositions: Range<Int> {
        _carousel.count == 0 ? 0..<0 : geometry.visiblePositions(atOffset: _carousel.offset)
    }

    /// Brings what the surface was told is on screen to what is: every item that left ended, in
    /// position order, then every one that came, in position order. A display is a place in the
    /// content with the index shown there, so a place shows a new display when its index
    /// changed or when a data change rebound its slot or moved another slot there (another
    /// item under the same index): the old one ends and the new one begins. Run at the end of
    /// every operation; allocates nothing.
    @inlinable
    func reconcileDisplay() {
        guard !display.isReporting else { return display.isPending = true }
        display.isReporting = true
        defer { display.isReporting = false }
        repeat {
            display.isPending = false
            guard isDisplayOutdated else { return }
            let now = displayedPositions
            let offset = _carousel.offset
            display.steadyOffsets =
                now.isEmpty ? 0..<0 : geometry.offsetsKeepingVisiblePositions(from: offset)
            display.isStale = false
            let shift = display.pendingShift
            display.pendingShift = 0
            // Taken now: a data change a host's callback makes below marks the next pass.
            let rebound = display.rebound
            display.rebound = PositionSet()
            let order = _carousel.slotOrder
            let count = display.count
            // Every entry, at the position its place has now, that no longer shows there.
            for position in 0..<count where display.indices[position] >= 0 {
                let index = display.indices[position]
                let place = position - shift
                // The same item still at its place (not another under the same index).
                let isThere =
                    (0..<count).contains(place) && !rebound.contains(place)
                    && _carousel.shownIndex(atPosition: place) == index
                guard !isThere || !now.contains(place) else { continue }
                display.indices[position] = -1
                // Still there, it is in the slot now at its place (a recenter under `.rebind`
                // moves it to that slot); gone, in the slot it was last seen in.
                let id = isThere ? order[place] : display.slots[position]
                surface.didEndDisplaying(slot(withID: id), index: index)
            }
            display.move(byPages: shift)
            display.positions = now
            for position in now {
                guard let index = _carousel.shownIndex(atPosition: position) else { continue }
                let id = order[position]
                display.slots[position] = id
                guard display.indices[position] != index else { continue }
                display.indices[position] = index
                surface.didBeginDisplaying(slot(withID: id), index: index)
            }
        } while display.isPending
    }

    /// Whether what is on screen may differ from what the surface was told: a slot may show
    /// another item (events were applied, or every slot configured), the content moved at a
    /// recenter, or other positions overlap the viewport. A frame that changes none of them
    /// skips the reconciliation, and one that stays within the offsets that keep the positions
    /// does not compute them.
    @inlinable
    var isDisplayOutdated: Bool {
        display.isStale || display.pendingShift != 0
            || !display.steadyOffsets.contains(_carousel.offset)
                && displayedPositions != display.positions
    }

    /// Ends the public call: the display reconciled and the prefetched run reported, then the
    /// invariants checked in debug builds.
    @inlinable
    func finishOperation() {
        if isDisplayOutdated { reconcileDisplay() }
        if isPrefetchingOn { reportPrefetching() }
        checkInvariantsInDebugBuilds()
    }
}
