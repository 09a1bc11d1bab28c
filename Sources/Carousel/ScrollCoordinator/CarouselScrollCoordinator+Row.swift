// A carousel of items of their own lengths on the one coordinator: the row moves in points in
// content five viewports long that rests two viewports in. Each slot is placed once when it is
// bound and stays put in the content while its item stays in the window, so every item moves
// exactly with the content; a recenter moves the content offset and every slot by the same
// distance. The scroll view never pages or glides itself: the row's release runs every motion
// (paging included, as items of different lengths have no page).
//
// Every public entry of the coordinator tests `hasLengths` first and calls the row's body here;
// a carousel of pages pays that one test.

extension CarouselScrollCoordinator {
    /// The carousel's row, read in place and changed in place (in a box of its own once an app
    /// holds a copy of the carousel).
    @inlinable
    var _row: ItemRow<Storage> {
        _read { yield _carousel.rowBox.unsafelyUnwrapped.row }
        _modify {
            if !isKnownUniquelyReferenced(&_carousel.rowBox!) {
                _carousel.rowBox = RowBox(_carousel.rowBox.unsafelyUnwrapped.row)
            }
            yield &_carousel.rowBox!.row
        }
    }
    /// The geometry in points of items of their own lengths, or `nil` for pages (whose layout
    /// is ``geometry``); change it with ``update(layout:makeSlot:)``.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var rowLayout: RowLayout? { _carousel.hasLengths ? _row.layout : nil }

    /// The storage index of the row's item at `point`, a place in the scroll view's content
    /// along the axis (where a tap landed), or `nil` where no item lies (the spacing, an empty
    /// part of the viewport) and for pages, whose slots the view places by ``geometry``.
    ///
    /// - Parameter point: in content points, as the scroll view counts them (from the left or
    ///   top edge, right to left too).
    /// - Complexity: O(window).
    public func itemIndex(atContentPoint point: Double) -> Int? {
        guard _carousel.hasLengths else { return nil }
        // The row's frames count from the viewport's leading edge.
        let along = rowSurfaceStart(point, length: 0) - rowContentOffset
        for frame in _row.windowFrames where frame.start <= along && along < frame.end {
            return frame.index
        }
        return nil
    }

    /// The positions of the row's window whose item overlaps the viewport.
    var rowVisiblePositions: Range<Int> {
        let viewport = _row.layout.viewportLength
        var positions = 0..<0
        for (position, frame) in _row.windowFrames.enumerated()
        where frame.overlapsViewport(viewport) {
            positions = (positions.isEmpty ? position : positions.lowerBound)..<(position + 1)
        }
        return positions
    }

    /// The storage position of the row's item at window position `position` when it overlaps
    /// the viewport, else `nil`.
    func rowVisibleIndex(atPosition position: Int) -> Int? {
        let viewport = _row.layout.viewportLength
        for (at, frame) in _row.windowFrames.enumerated() where at == position {
            return frame.overlapsViewport(viewport) ? frame.index : nil
        }
        return nil
    }

    /// A row's content length: five viewports.
    @inlinable
    var rowContentLength: Double { 5 * _row.layout.viewportLength }

    /// The content offset a row recenters to: two viewports in.
    @inlinable
    var rowRestContentOffset: Double { 2 * _row.layout.viewportLength }

    /// The scroll view's content offset for the row's `offset`, which counts from the
    /// content's leading end, and back (its own inverse): mirrored within the content when the
    /// row runs right to left, the rest two viewports in either way.
    @inlinable
    func rowSurfaceOffset(_ offset: Double) -> Double { mirrorBase + mirrorSign * offset }

    /// Where a span `length` points long that starts at `start` in the row's content lies in
    /// the scroll view's, and back (its own inverse; a point is a span of no length): mirrored
    /// within the content when the row runs right to left.
    @inlinable
    func rowSurfaceStart(_ start: Double, length: Double) -> Double {
        mirrorSign < 0 ? mirrorBase + _row.layout.viewportLength - start - length : start
    }

    /// The scroll view's content offset, counted from the content's leading end.
    @inlinable
    var rowContentOffset: Double { rowSurfaceOffset(surface.contentOffset) }

    /// Moves the scroll view to the row's content offset `offset`, without animation.
    @inlinable
    func setRowContentOffset(_ offset: Double) {
        changingScrollView { surface.setContentOffset(rowSurfaceOffset(offset), animated: false) }
    }

    /// A row's content length, the content offset at its rest and every bound slot placed.
    func layOutRow() {
        let layout = _row.layout
        (mirrorBase, mirrorSign) = layout.isFlipped ? (4 * layout.viewportLength, -1) : (0, 1)
        changingScrollView { surface.setContentLength(rowContentLength) }
        setRowContentOffset(rowRestContentOffset)
        followedOffset = rowRestContentOffset
        place(positions: ~0)
    }

    /// Places the slot of each window position whose bit is set in `positions` where its item
    /// lies in the content.
    @inlinable
    func place(positions: UInt64) {
        guard positions != 0 else { return }
        // The row as it is now, laid out up to the last position placed: read across the
        // surface's calls, the stored row would be copied at each.
        let row = _row
        let end = min(row.window.count, UInt64.bitWidth - positions.leadingZeroBitCount)
        var (start, index) = row.firstWindowCell()
        for position in 0..<end {
            let frame = row.windowFrame(at: position, cellStart: &start, index: &index)
            guard positions & (1 << UInt64(position)) != 0 else { continue }
            let length = frame.end - frame.start
            surface.place(
                slot(withID: frame.slot),
                at: CarouselGeometry.Span(
                    start: rowSurfaceStart(followedOffset + frame.start, length: length),
                    length: length))
        }
    }

    /// Configures for nothing each slot the window does not bind: a slot shows nothing until
    /// the row binds it.
    func configureUnboundSlots() {
        for id in 0..<_carousel.slotCount where _row.boundIndex(ofSlot: id) == nil {
            surface.configure(slot(withID: id), with: nil)
        }
    }

    /// Applies `events`: the content offset moved with the row when the row moved itself
    /// (`rowMoved`, a glide or continuous scrolling), the rebinds configured, the new items
    /// placed (every bound slot when the row was put somewhere new), a recenter when the
    /// content offset left its band, and the items that came on screen or left it reported.
    /// The rebinds of a `dataChange` put other items on screen; those of any other operation
    /// (a scroll, a release, a relayout) do not.
    @inlinable @inline(__always)
    func apply(_ events: CarouselEvents, rowMoved: Bool, dataChange: Bool = false) {
        // Most frames only scroll the content: they take the short way, which does what the
        // long one does for such events.
        if let distance = events.rowScrolledOnly {
            follow(scrolledPoints: distance, rowMoved: rowMoved)
        } else {
            applyChanges(events, rowMoved: rowMoved, dataChange: dataChange)
        }
    }

    /// ``apply(_:rowMoved:dataChange:)`` for events that did more than scroll the content. Out
    /// of line, so that the frames that only scroll stay short, but specialized in the
    /// caller's module.
    @inlinable @inline(never)
    func applyChanges(_ events: CarouselEvents, rowMoved: Bool, dataChange: Bool) {
        let distance = events.scrolledPoints
        if rowMoved, let distance, distance != 0 { moveContentOffset(by: distance) }
        for event in events {
            guard case .rebind(let id, let index) = event else { continue }
            configure(slot(withID: id), index: index)
        }
        if !recenterIfNeeded() { place(positions: distance == nil ? ~0 : events.rowEntered) }
        if let move = events.move {
            displays.follow(step: move.step, isContinuous: distance != nil)
        }
        // A scroll that bound, freed and placed no slot changes what is on screen only once an
        // item reaches an edge: most frames skip the walk. A slot placed anew is walked even
        // so: with fewer items than the window holds, under rebind a crossing may leave a slot
        // on the same index at another place, without a rebind, and the displays must name the
        // slot that shows each item.
        // Statements, not `&&` and `map`: their closures would touch the main actor's state
        // from a closure the compiler checks for the main actor at run time, every frame.
        var isSteady = false
        // (What is rebound is placed anew.)
        if events.rowEntered == 0 && events.rowFreed == 0, let distance {
            isSteady = !displays.mayChange(afterScrolling: distance)
        }
        if !isSteady { reportDisplays(dataChange: dataChange ? events.rowRebound : nil) }
        if isPrefetchingOn {
            reportRowPrefetching(moved: distance ?? Double(events.move?.step ?? 0))
        }
        if tracksDisplacements { updateRowDisplacements() }
        if !events.isEmpty { onEvents?(events) }
    }

    /// ``apply(_:rowMoved:dataChange:)`` for events that scrolled the content `distance` points
    /// and did nothing else (no move, rebind, free or placement): the content offset moved with
    /// the row when the row moved itself, a recenter when the content offset left its band, and
    /// the items that came on screen or left it reported. Such events are empty: no host hears
    /// of them.
    @inlinable @inline(__always)
    func follow(scrolledPoints distance: Double, rowMoved: Bool) {
        if rowMoved && distance != 0 { moveContentOffset(by: distance) }
        recenterIfNeeded()
        if displays.mayChange(afterScrolling: distance) { reportDisplays(dataChange: nil) }
        if isPrefetchingOn { reportRowPrefetching(moved: distance) }
        if tracksDisplacements { updateRowDisplacements() }
    }

    /// Moves the content offset `distance` points with the row, which moved itself.
    @inlinable
    func moveContentOffset(by distance: Double) {
        followedOffset += distance
        setRowContentOffset(followedOffset)
    }

    /// Tells the surface each bound slot's displacement (``rowDisplacement(of:in:)``).
    @inlinable
    func updateRowDisplacements() {
        // The row as it is now (see `place(positions:)`).
        let row = _row
        var (start, index) = row.firstWindowCell()
        for position in 0..<row.window.count {
            let frame = row.windowFrame(at: position, cellStart: &start, index: &index)
            surface.update(
                slot(withID: frame.slot),
                displacement: Self.rowDisplacement(of: frame, in: row.layout))
        }
    }

    /// The displacement of the row's item at window position `position`, or 0 outside the
    /// window.
    @usableFromInline
    func rowDisplacement(atPosition position: Int) -> Double {
        let row = _row
        guard 0 <= position && position < row.window.count else { return 0 }
        var (start, index) = row.firstWindowCell()
        // Each frame starts where the one before it ends: walked from the window's first.
        for before in 0..<position {
            _ = row.windowFrame(at: before, cellStart: &start, index: &index)
        }
        let frame = row.windowFrame(at: position, cellStart: &start, index: &index)
        return Self.rowDisplacement(of: frame, in: row.layout)
    }

    /// An item's displacement from the anchor, in items of its own cell: the distance in
    /// points from the item's rest place (its middle from the viewport's middle for the
    /// centered anchor, its leading edge from the viewport's for the leading one), over the
    /// item's length plus the spacing. Positive toward the next items; 0 for the current item
    /// at its rest; continuous as the row moves, since each item keeps its length.
    @inlinable
    static func rowDisplacement(of frame: RowItemFrame, in layout: RowLayout) -> Double {
        let rest =
            layout.anchor == .center
            ? (frame.start + frame.end - layout.viewportLength) / 2 : frame.start
        return rest / (frame.end - frame.start + layout.spacing)
    }

    /// Tells the surface which items came on screen and which left it since the last report.
    /// The new state is kept first, so that a host that moves the row from a report starts
    /// from it. `dataChange` holds, for a data change, the window positions it rebound.
    @inlinable
    func reportDisplays(dataChange: UInt64?) {
        let old = displays
        let (new, firstPosition) = _row.displays(origin: displays.origin)
        displays = new
        // After a data change, a place that another slot shows counts as rebound.
        let rebound =
            dataChange.map {
                RowDisplays.moved(from: old, to: new, firstPosition: firstPosition, rebound: $0)
            } ?? 0
        var (ended, begun) = RowDisplays.changes(
            from: old, to: new, firstPosition: firstPosition, rebound: rebound)
        // Every end first, then every beginning, each in order along the row. Loops, not
        // closures, which the compiler would check for the main actor at run time at each call.
        while ended != 0 {
            let k = ended.trailingZeroBitCount
            ended &= ended &- 1
            surface.didEndDisplaying(slot(withID: old.slots[k]), index: old.index(k))
        }
        while begun != 0 {
            let j = begun.trailingZeroBitCount
            begun &= begun &- 1
            surface.didBeginDisplaying(slot(withID: new.slots[j]), index: new.index(j))
        }
    }

    /// Moves the content offset back to its rest, and every slot with it, once it is more than
    /// a viewport away: the scroll view never reaches an edge of its content.
    ///
    /// - Returns: whether it recentered (and so placed every slot).
    @inlinable @inline(__always) @discardableResult
    func recenterIfNeeded() -> Bool {
        let rest = rowRestContentOffset
        guard (followedOffset - rest).magnitude > _row.layout.viewportLength else { return false }
        recenter()
        return true
    }

    /// Moves the content offset back to its rest and places every slot. Out of line: every
    /// frame checks whether it is needed, few frames need it.
    @inlinable @inline(never)
    func recenter() {
        followedOffset = rowRestContentOffset
        setRowContentOffset(followedOffset)
        place(positions: ~0)
    }
}
