extension ItemRow {
    /// The longest distance ``scroll(byPoints:)`` takes, in points: a hundred viewports, far more than
    /// a scroll view moves between two frames.
    @inlinable
    var maximumScrollDistance: Double { 100 * layout.viewportLength }

    /// Moves `k` items forward (back for negative `k`) and rests there; nothing when the row
    /// cannot scroll or `k` is 0.
    ///
    /// - Returns: the move (cause ``CarouselMove/Cause/command``), then the rebinds and frees.
    /// - Complexity: O(``RowLayout/slotCapacity``) whatever `k`, O(capacity²) comparisons under
    ///   ``ReusePolicy/rotate`` for a move farther than the window.
    @inlinable mutating func advance(by k: Int) -> CarouselEvents {
        let events = advance(by: k, cause: .command)
        restartAutoplayTimer()
        return events
    }

    /// ``advance(by:)``, its move reporting `cause`.
    @inlinable
    mutating func advance(
        by k: Int, cause: CarouselMove.Cause
    ) -> CarouselEvents {
        guard isScrollable, k != 0 else { return CarouselEvents() }
        let target = index(current, offsetBy: k)
        let events = commit(
            current: target, phase: layout.restPhase(cell: cell(at: target)),
            move: CarouselMove(from: current, to: target, step: k, cause: cause),
            shift: k)
        glide = nil
        return events
    }

    /// The deceleration rate of a release under paging: UIKit's fast rate, at which a paging
    /// scroll view settles on its page.
    @usableFromInline static var pagingRate: Double { 0.99 }

    /// Starts an animated move of `k` items forward (back for negative `k`): a glide, run by
    /// ``tick(_:)``, eased in and out over ``RowGlide/slideDuration``, that lands on the rest of
    /// the item `k` items from the current one, the items between passing the anchor in turn.
    /// With `k` 0 it glides back onto the current item's rest, when the row is not on it.
    ///
    /// A move farther than ``RowLayout/slotCapacity`` items (more than the viewport and its
    /// margins can show) first moves at once to the rest of the item one before the target, so
    /// that the glide crosses one item whatever `k`. It replaces a glide under way; a finger, a
    /// drag, a data change or any move stops it, as it stops a release's glide.
    ///
    /// - Returns: the events of that first move (cause ``CarouselMove/Cause/command``), or none;
    ///   the glide's moves report the same cause.
    /// - Complexity: O(min(|`k`|, ``RowLayout/slotCapacity``)), plus that of ``advance(by:)`` for
    ///   a farther move.
    @inlinable mutating func slide(by k: Int) -> CarouselEvents {
        let events = slide(by: k, cause: .command)
        restartAutoplayTimer()
        return events
    }

    /// ``slide(by:)``, its moves reporting `cause`.
    @inlinable
    mutating func slide(by k: Int, cause: CarouselMove.Cause)
        -> CarouselEvents
    {
        guard isScrollable else { return CarouselEvents() }
        var next = self
        // The new glide replaces a running one, even when it has no way to go.
        next.glide = nil
        let glided = k.magnitude <= UInt(layout.slotCapacity) ? k : k.signum()
        let events = next.advance(by: k - glided, cause: cause)
        var rest = next.restAhead(from: nil)
        while rest.steps != glided {
            rest = next.restAhead(from: rest, forward: glided > rest.steps)
        }
        if glided != 0 || rest.ahead != 0 {
            next.glide = RowGlide(
                curve: .easing(distance: rest.ahead, elapsed: 0), target: glided, cause: cause)
        }
        self = next
        return events
    }

    /// Moves to the item at `index` the shortest way round (forward on a tie) and rests there;
    /// nothing when it is current already.
    ///
    /// - Throws: ``CarouselError/Code/indexOutOfRange`` for an index outside `0..<count`;
    ///   nothing changes then.
    /// - Complexity: that of ``advance(by:)``.
    @inlinable mutating func jump(to index: Int) throws(CarouselError) -> CarouselEvents {
        guard 0 <= index && index < count else {
            throw .indexOutOfRange(index: index, range: 0..<count)
        }
        guard isScrollable else {
            restartAutoplayTimer()
            return CarouselEvents()
        }
        return advance(by: Ring.shortestDistance(from: current, to: index, count: count))
    }

    /// Moves the content `distance` points toward the next items (back for a negative
    /// distance), as a drag or a scroll view's frame does: every item moves exactly `distance`
    /// points along the viewport, and the item whose cell then holds the anchor becomes current.
    /// It stops a running glide (the finger caught the row). Nothing when the row cannot
    /// scroll.
    ///
    /// - Returns: the move (cause ``CarouselMove/Cause/scroll``, its step the number of cells
    ///   the anchor crossed) when the current item changed, then the rebinds and frees.
    /// - Throws: ``CarouselError/Code/invalidOffset`` for a distance that is not finite or longer
    ///   than ``maximumScrollDistance``; nothing changes then.
    /// - Complexity: O(items the anchor crosses + items that enter or leave the window); no
    ///   allocation.
    @inlinable
    mutating func scroll(byPoints distance: Double) throws(CarouselError) -> CarouselEvents {
        guard distance.isFinite, abs(distance) <= maximumScrollDistance else {
            throw .invalidScrollDistance(distance, limit: maximumScrollDistance)
        }
        // A drag counts autoplay's interval again, as a carousel of pages does, even when the
        // row cannot move.
        guard isScrollable else {
            restartAutoplayTimer()
            return CarouselEvents()
        }
        // A drag stops a glide.
        let events = move(by: distance, cause: .scroll)
        glide = nil
        restartAutoplayTimer()
        return events
    }

    /// ``scroll(byPoints:)`` for a frame that moves the anchor within ``steadyPhases``: its
    /// events would only say how far the content scrolled.
    ///
    /// - Returns: whether it scrolled; when not, nothing changed, and the scroll needs
    ///   ``scroll(byPoints:)``.
    @inlinable @inline(__always)
    mutating func scrollWithinWindow(byPoints distance: Double) -> Bool {
        // A distance that is not finite fails the first test.
        guard distance.magnitude <= maximumScrollDistance, isScrollable,
            moveWithinWindow(by: distance)
        else { return false }
        glide = nil
        restartAutoplayTimer()
        return true
    }

    /// Scrolls so that ``offset`` reads `x`: the anchor `x - 1` items from the current item's
    /// rest, the whole items counted from the current one and the fraction taken of the item
    /// reached.
    ///
    /// - Throws: ``CarouselError/Code/invalidOffset`` for an offset that is not finite or beyond
    ///   ``CarouselLimits/maximumOffset``; an error of a length out of range; nothing changes
    ///   then.
    /// - Complexity: O(``RowLayout/slotCapacity``) whatever `x`.
    @inlinable mutating func scroll(toOffset x: Double) throws(CarouselError)
        -> CarouselEvents
    {
        guard x.isFinite, abs(x) <= CarouselLimits.maximumOffset else { throw .invalidOffset(x) }
        guard isScrollable else {
            restartAutoplayTimer()
            return CarouselEvents()
        }
        let here = cell(at: current)
        // Counted so that an offset the current cell can read stays in it: `scroll(toOffset:
        // offset)` changes nothing.
        let whole = (x - 1 + layout.restPhase(cell: here) / here).rounded(.down)
        let items = Int(whole)
        let reached = index(current, offsetBy: items)
        let reachedCell = cell(at: reached)
        let fraction = x - 1 - whole
        let (target, newPhase, steps) = crossing(
            from: reached, phase: layout.restPhase(cell: reachedCell) + fraction * reachedCell)
        let total = items + steps
        let events = commit(
            current: target, phase: newPhase,
            move: total == 0
                ? nil : CarouselMove(from: current, to: target, step: total, cause: .scroll),
            shift: total)
        glide = nil
        restartAutoplayTimer()
        return events
    }

    /// The item whose cell holds the anchor `phase` points into the cell of `start` (any real
    /// `phase`), how far into its cell, and how many cells forward (negative: back) that is.
    /// Always inlined, as ``span(current:phase:)`` is.
    @inlinable @inline(__always)
    func crossing(
        from start: Int, phase: Double
    ) -> (index: Int, phase: Double, steps: Int) {
        var index = start
        var phase = phase
        var steps = 0
        var cell = self.cell(at: index)
        // Each subtraction is exact while the phase is at most twice the cell (Sterbenz): a
        // frame's distance never makes the position drift.
        while phase >= cell {
            phase -= cell
            index = Ring.successor(of: index, count: count)
            steps += 1
            cell = self.cell(at: index)
        }
        while phase < 0 {
            index = Ring.predecessor(of: index, count: count)
            steps -= 1
            cell = self.cell(at: index)
            // A phase a rounding error below 0 plus the cell can round up to the cell itself.
            phase = min(phase + cell, cell.nextDown)
        }
        return (index, phase, steps)
    }

    /// Moves to `current` with the anchor `phase` into its cell, rebinding the window: the
    /// common end of every operation. `shift`, when known, is how many items forward the
    /// current one moved, so that the items still in the window keep their slots without a
    /// comparison; `distance`, how far the content scrolled when it moved continuously.
    @inlinable
    mutating func commit(
        current target: Int, phase newPhase: Double, move: CarouselMove?, shift: Int?,
        distance: Double? = nil
    ) -> CarouselEvents {
        let span = span(current: target, phase: newPhase)
        let old = window
        let oldCurrent = current
        let n = count
        let shift = shift.flatMap { $0.magnitude <= 2 * SlotBytes.capacity ? $0 : nil }
        let next = old.following(
            lead: span.lead, count: span.count, ring: layout.slotCapacity, policy: reusePolicy,
            shift: shift,
            oldIndex: { p in Ring.advance(oldCurrent, by: old.lead + p, count: n) },
            newIndex: { q in Ring.advance(target, by: span.lead + q, count: n) })
        current = target
        _phase = newPhase
        window = next.window
        steadyPhases = span.steadyPhases
        checkInvariantsInDebugBuilds()
        return events(
            move: move, rebound: next.rebound, freed: next.freed, placesAll: next.placesAll,
            distance: distance)
    }

    /// The events of an operation that ended with `move`, rebinding `rebound`, freeing `freed`,
    /// placing every position anew or the rebound ones, and scrolling `distance` points.
    @inlinable
    func events(
        move: CarouselMove?, rebound: UInt64, freed: UInt64, placesAll: Bool, distance: Double?
    ) -> CarouselEvents {
        CarouselEvents(
            row: window, count: count, current: current, move: move, rebound: rebound,
            freed: freed, placesAll: placesAll, distance: distance)
    }
}

extension CarouselError {
    /// A distance ``ItemRow/scroll(byPoints:)`` refuses.
    @inlinable
    static func invalidScrollDistance(_ distance: Double, limit: Double) -> CarouselError {
        CarouselError(
            code: .invalidOffset,
            description: "scroll distance \(distance) is invalid: it must be finite with "
                + "magnitude at most \(limit) points")
    }
}
