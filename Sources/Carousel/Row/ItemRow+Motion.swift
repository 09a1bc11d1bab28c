extension ItemRow {
    /// Sets how a release moves the row: ``CarouselMotion/paging`` lands on one of the two
    /// rests around the anchor at the release (the one nearer the glide's end; at a rest, that
    /// rest or a neighbor's), never past the next rest, as a paging scroll view never passes
    /// the next page; ``CarouselMotion/snapping(limit:)`` lands on the item nearest the
    /// glide's end (at most `limit` items away); ``CarouselMotion/free`` rests where the glide
    /// ends.
    ///
    /// - Throws: ``CarouselError/Code/invalidSnapLimit`` for a limit below 1; nothing changes
    ///   then.
    @inlinable mutating func setMotion(_ motion: CarouselMotion) throws(CarouselError) {
        try motion.validate()
        self.motion = motion
    }

    /// Scrolls on at `pointsPerSecond` points per second of ``tick(_:)`` time (negative: back),
    /// a ticker: every item moves `pointsPerSecond × t` points in `t` seconds, whatever its
    /// length. It stops autoplay.
    ///
    /// - Throws: ``CarouselError/Code/invalidAutoscrollSpeed`` for a speed that is not finite or
    ///   whose magnitude is outside ``CarouselLimits/autoscrollPointsPerSecond``; nothing
    ///   changes then.
    @inlinable mutating func startAutoscroll(pointsPerSecond: Double) throws(CarouselError) {
        guard CarouselLimits.autoscrollPointsPerSecond.contains(pointsPerSecond.magnitude) else {
            throw .invalidAutoscrollSpeed(pointsPerSecond: pointsPerSecond)
        }
        autoscrollPointsPerSecond = pointsPerSecond
        _autoplay = nil
    }

    /// Stops continuous scrolling; the row stays where it is.
    @inlinable mutating func stopAutoscroll() {
        autoscrollPointsPerSecond = nil
    }

    /// Whether a release's glide is running: ``tick(_:)`` moves it on.
    @inlinable var isGliding: Bool { glide != nil }

    /// Lets go of the row at `pointsPerSecond` toward the next items: a glide
    /// starts that ``tick(_:)`` runs, decelerating as a scroll view does at `decelerationRate`
    /// a millisecond, and ends as ``motion`` says. A release already at its landing settles at
    /// once.
    ///
    /// - Parameters:
    ///   - pointsPerSecond: the velocity; one that is not finite counts as 0.
    ///   - decelerationRate: the fraction of the velocity left after a millisecond, in
    ///     `(0, 1)`; UIKit's `.normal`, 0.998, for any other value.
    /// - Returns: the events of a release that settles at once, else none.
    /// - Complexity: O(items between the anchor and the landing), to find the landing item.
    @inlinable mutating func release(
        pointsPerSecond velocity: Double, decelerationRate: Double = 0.998
    ) -> CarouselEvents {
        guard isScrollable else { return CarouselEvents() }
        let physics = Glide(distance: 0, rate: decelerationRate)
        let perMillisecond = (velocity.isFinite ? velocity : 0) / 1000
        let natural = min(
            max(perMillisecond * physics.rate / (1 - physics.rate), -maximumScrollDistance),
            maximumScrollDistance)
        var next = self
        switch motion {
        case .free:
            next.glide = RowGlide(
                curve: .decelerating(Glide(distance: natural, rate: physics.rate)), target: nil,
                cause: .scroll)
        case .paging, .snapping:
            let landing = landing(near: natural)
            // Paging settles as a paging scroll view does, at UIKit's fast rate whatever the
            // view's own: at the normal rate a row crept onto its item for seconds, refusing
            // moves meanwhile.
            let rate = motion == .paging ? Self.pagingRate : physics.rate
            next.glide = RowGlide(
                curve: .decelerating(Glide(distance: landing.distance, rate: rate)),
                target: landing.steps, cause: .scroll)
        }
        guard next.glide!.isOver else {
            self = next
            return CarouselEvents()
        }
        let events = next.finishGlide()
        self = next
        return events
    }

    /// `seconds` of the host's clock pass: a glide moves on (and lands when it is over), or
    /// continuous scrolling moves the row `autoscrollPointsPerSecond × seconds` points, or
    /// autoplay moves it at once by every whole interval elapsed, while it rests on an item
    /// (a glide of autoplay's own counts toward the next move, up to one interval).
    ///
    /// - Throws: ``CarouselError/Code/invalidTickDuration`` outside
    ///   ``CarouselLimits/tickDurations``; ``CarouselError/Code/invalidOffset`` when continuous
    ///   scrolling would move farther than ``maximumScrollDistance`` in one tick (tick in
    ///   frames); nothing changes then.
    /// - Complexity: O(items passed + items that enter or leave the window); no allocation.
    @inlinable
    mutating func tick(_ seconds: Double) throws(CarouselError) -> CarouselEvents {
        guard CarouselLimits.tickDurations.contains(seconds) else {
            throw .invalidTickDuration(seconds)
        }
        guard isScrollable else { return CarouselEvents() }
        if var running = glide {
            let before = running.remaining
            running.advance(by: seconds)
            var next = self
            if running.cause == .autoplay { next.runAutoplayClockDuringSlide(for: seconds) }
            let events: CarouselEvents
            if running.isOver {
                // The frame that ends the glide goes all the way to its end: the glide is
                // finished as it stood before this frame (advanced, a free glide would stop
                // this frame's share short, some 0.003 points).
                events = next.finishGlide()
            } else {
                next.glide = running
                events = next.move(by: before - running.remaining, cause: running.cause)
            }
            self = next
            return events
        }
        guard let speed = autoscrollPointsPerSecond else {
            // Autoplay counts only while the row rests on an item: elsewhere it is dragged. (The
            // offset reads a length: not on a frame without autoplay.)
            guard _autoplay != nil, offset == 1 else { return CarouselEvents() }
            let steps = runAutoplayClock(for: seconds)
            return steps > 0 ? advance(by: steps, cause: .autoplay) : CarouselEvents()
        }
        let distance = speed * seconds
        guard distance.magnitude <= maximumScrollDistance else {
            throw .invalidScrollDistance(distance, limit: maximumScrollDistance)
        }
        return move(by: distance, cause: .autoscroll)
    }

    /// Moves `distance` points as ``scroll(byPoints:)`` does, keeping a glide's landing item counted
    /// from the current one.
    @inlinable @inline(__always)
    mutating func move(by distance: Double, cause: CarouselMove.Cause)
        -> CarouselEvents
    {
        guard moveWithinWindow(by: distance) else { return walk(by: distance, cause: cause) }
        return events(move: nil, rebound: 0, freed: 0, placesAll: false, distance: distance)
    }

    /// The short way of ``move(by:cause:)``: moves the anchor `distance` points when it lands
    /// within ``steadyPhases``, where only the phase changes.
    ///
    /// - Returns: whether it moved; nothing changed otherwise.
    @inlinable @inline(__always)
    mutating func moveWithinWindow(by distance: Double) -> Bool {
        // Most frames move the anchor within the current cell and no item enters or leaves:
        // only the phase changes, with no walk of the window (a glide's landing, counted from
        // the current item, stays).
        let moved = _phase + distance
        guard steadyPhases.contains(moved) else { return false }
        assert(
            {
                let span = span(current: current, phase: moved)
                return span.lead == window.lead && span.count == window.count
            }(), "the window's shortcut disagrees with its walk")
        _phase = moved
        checkInvariantsInDebugBuilds()
        return true
    }

    /// ``tick(_:)`` for a frame of continuous scrolling that moves the anchor within
    /// ``steadyPhases``: its events would only say how far the content scrolled.
    ///
    /// - Parameter seconds: in ``CarouselLimits/tickDurations``.
    /// - Returns: how far the content scrolled, or `nil` when nothing changed: the row glides,
    ///   does not scroll continuously, or the frame needs ``tick(_:)``.
    @inlinable @inline(__always)
    mutating func autoscrollWithinWindow(for seconds: Double) -> Double? {
        guard glide == nil, isScrollable, let speed = autoscrollPointsPerSecond else { return nil }
        let distance = speed * seconds
        guard distance.magnitude <= maximumScrollDistance, moveWithinWindow(by: distance) else {
            return nil
        }
        return distance
    }

    /// ``move(by:cause:)`` for a frame that leaves ``steadyPhases``: the anchor crosses into
    /// another cell, or the window may change. Out of line, so that the frames that take the
    /// shortcut stay short, but specialized in the caller's module.
    @inlinable @inline(never)
    mutating func walk(by distance: Double, cause: CarouselMove.Cause) -> CarouselEvents {
        let (target, newPhase, steps) = crossing(from: current, phase: _phase + distance)
        let running = glide
        let events = commit(
            current: target, phase: newPhase,
            move: steps == 0
                ? nil : CarouselMove(from: current, to: target, step: steps, cause: cause),
            shift: steps, distance: distance)
        if var running {
            running.target = running.target.map { $0 - steps }
            glide = running
        }
        return events
    }

    /// Ends the glide on its landing: the landing item's rest exactly, or where a free glide
    /// ends.
    @inlinable
    mutating func finishGlide() -> CarouselEvents {
        guard let running = glide else { return CarouselEvents() }
        glide = nil
        guard let steps = running.target else {
            return move(by: running.remaining, cause: running.cause)
        }
        let landing = index(current, offsetBy: steps)
        // The way to the landing's rest, summed as the landing was found: the glide itself
        // ends within its tolerance of it, not on it. The landing is near by now.
        var rest = restAhead(from: nil)
        while rest.steps != steps { rest = restAhead(from: rest, forward: steps > rest.steps) }
        return commit(
            current: landing, phase: layout.restPhase(cell: cell(at: landing)),
            move: steps == 0
                ? nil : CarouselMove(from: current, to: landing, step: steps, cause: running.cause),
            shift: steps, distance: rest.ahead)
    }

    /// The item whose rest lies nearest `distance` points ahead of the anchor (a tie goes
    /// forward) among those ``motion`` allows, and how far its rest is: items counted from the
    /// current one, and points. Paging allows the two rests around the anchor (at a rest, that
    /// one and its neighbors'), a snapping limit the items within it of the item whose rest is
    /// nearest the anchor.
    @inlinable
    func landing(near distance: Double) -> (steps: Int, distance: Double) {
        // How far the rest of item `current + j` lies ahead of the anchor grows with `j`. Each
        // is summed outward from the current item's, one item at a time, so that every
        // comparison reads the same value for the same item.
        let here = restAhead(from: nil)
        let bounds: ClosedRange<Int>?
        switch motion {
        case .paging:
            // The anchor lies in the current item's cell: the rest on its other side is the
            // current one's neighbor's, never farther.
            bounds = here.ahead > 0 ? -1...0 : here.ahead < 0 ? 0...1 : -1...1
        case .snapping(let limit?):
            let before = restAhead(from: here, forward: false)
            let after = restAhead(from: here, forward: true)
            typealias Rest = (index: Int, steps: Int, ahead: Double)
            // The nearer of two rests to the anchor, a tie going forward; no array, no allocation.
            func nearer(_ a: Rest, _ b: Rest) -> Rest {
                let (da, db) = (a.ahead.magnitude, b.ahead.magnitude)
                return da < db || (da == db && a.steps > b.steps) ? a : b
            }
            let origin = nearer(nearer(before, here), after).steps
            bounds = (origin - limit)...(origin + limit)
        case .snapping(nil), .free:
            bounds = nil
        }
        let forward = distance >= here.ahead
        var best = here
        let stop = forward ? bounds?.upperBound ?? .max : bounds?.lowerBound ?? .min
        while best.steps != stop {
            let next = restAhead(from: best, forward: forward)
            // Forward, a tie goes on; back, only a nearer rest does.
            let nearer = (next.ahead - distance).magnitude
            let now = (best.ahead - distance).magnitude
            guard forward ? nearer <= now : nearer < now else { break }
            best = next
        }
        // The walk starts at the current item, which the bounds hold, and stops at them.
        return (best.steps, best.ahead)
    }

    /// How far the rest of the item one step from `item` lies ahead of the anchor, given
    /// `item`'s; for `nil`, the current item's.
    @inlinable
    func restAhead(
        from item: (index: Int, steps: Int, ahead: Double)?, forward: Bool = true
    ) -> (index: Int, steps: Int, ahead: Double) {
        guard let item else {
            return (current, 0, layout.restPhase(cell: cell(at: current)) - phase)
        }
        let cell = self.cell(at: item.index)
        if forward {
            let next = Ring.successor(of: item.index, count: count)
            let nextCell = self.cell(at: next)
            return (
                next, item.steps + 1,
                item.ahead
                    + (cell - layout.restPhase(cell: cell) + layout.restPhase(cell: nextCell))
            )
        }
        let previous = Ring.predecessor(of: item.index, count: count)
        let previousCell = self.cell(at: previous)
        return (
            previous, item.steps - 1,
            item.ahead
                - (layout.restPhase(cell: cell) + previousCell
                    - layout.restPhase(cell: previousCell))
        )
    }
}

extension CarouselError {
    /// The error of a speed in items per second asked of a row of items of their own lengths,
    /// which have no length in common to count in: code ``Code/invalidAutoscrollSpeed``.
    @inlinable
    static func autoscrollInItemsOnRow(_ itemsPerSecond: Double) -> CarouselError {
        CarouselError(
            code: .invalidAutoscrollSpeed,
            description: "autoscroll speed \(itemsPerSecond) items per second is invalid for "
                + "items of their own lengths, which have no length in common: give it in points "
                + "per second (startAutoscroll(pointsPerSecond:))")
    }
}
