extension CarouselScrollCoordinator {
    /// Sets how the row moves after a release (``CarouselMotion``), and tells the surface
    /// whether its scroll view pages: only under ``CarouselMotion/paging``, since under the
    /// others the coordinator runs the glide itself.
    ///
    /// A row at rest between items that changes to a motion that rests on items is settled onto
    /// the nearest one; a glide under way ends by the new motion's rule.
    ///
    /// - Parameter motion: the new motion.
    /// - Throws: ``CarouselError/Code/invalidSnapLimit`` for a snapping limit below 1; nothing
    ///   changes then.
    /// - Complexity: O(1).
    public func setMotion(_ motion: CarouselMotion) throws(CarouselError) {
        if _carousel.hasLengths { return try setRowMotion(motion) }
        try _carousel.setMotion(motion)
        defer { finishOperation() }
        surface.setPagingEnabled(motion == .paging)
        settleIfDisplaced()
    }

    /// Starts continuous scrolling at `itemsPerSecond` items per second, from where the row is;
    /// it stops autoplay. It runs from ``tick(_:)`` while the row is at rest: a finger, a glide,
    /// or a move pauses it, and it goes on from where they leave the row, without a jump.
    ///
    /// - Parameter itemsPerSecond: negative to scroll backward; its magnitude in
    ///   ``CarouselLimits/autoscrollItemsPerSecond``.
    /// - Throws: ``CarouselError/Code/invalidAutoscrollSpeed``; nothing changes then.
    /// - Complexity: O(1).
    public func startAutoscroll(itemsPerSecond: Double) throws(CarouselError) {
        try _carousel.startAutoscroll(itemsPerSecond: itemsPerSecond)
        requestedPointsPerSecond = nil
    }

    /// The speed of continuous scrolling in points per second, when it runs and was started
    /// in points per second (``startAutoscroll(pointsPerSecond:)``); else `nil`.
    public var autoscrollPointsPerSecond: Double? {
        if _carousel.hasLengths { return _row.autoscrollPointsPerSecond }
        return _carousel.autoscroll == nil ? nil : requestedPointsPerSecond
    }

    /// Starts continuous scrolling at `pointsPerSecond` points per second: the page length's
    /// share of it in items per second (see ``startAutoscroll(itemsPerSecond:)``), taken again
    /// at each new geometry (``update(geometry:)``), so that a rotation keeps the speed in
    /// points. A share beyond ``CarouselLimits/autoscrollItemsPerSecond`` (a viewport not laid
    /// out yet, pages of a point) runs at that range's nearest end.
    ///
    /// - Parameter pointsPerSecond: negative to scroll backward; its magnitude in
    ///   ``CarouselLimits/autoscrollPointsPerSecond``.
    /// - Throws: ``CarouselError/Code/invalidAutoscrollSpeed``; nothing changes then.
    /// - Complexity: O(1).
    public func startAutoscroll(pointsPerSecond: Double) throws(CarouselError) {
        if _carousel.hasLengths { return try startRowAutoscroll(pointsPerSecond: pointsPerSecond) }
        guard CarouselLimits.autoscrollPointsPerSecond.contains(pointsPerSecond.magnitude) else {
            throw .invalidAutoscrollSpeed(pointsPerSecond: pointsPerSecond)
        }
        try _carousel.startAutoscroll(itemsPerSecond: itemsPerSecond(of: pointsPerSecond))
        requestedPointsPerSecond = pointsPerSecond
    }

    /// The speed in items per second of `pointsPerSecond` points per second at the page length,
    /// within ``CarouselLimits/autoscrollItemsPerSecond``.
    func itemsPerSecond(of pointsPerSecond: Double) -> Double {
        let limits = CarouselLimits.autoscrollItemsPerSecond
        let items = min(
            max((pointsPerSecond / geometry.pageLength).magnitude, limits.lowerBound),
            limits.upperBound)
        return pointsPerSecond < 0 ? -items : items
    }

    /// Continuous scrolling asked in points per second, at the new page length's share.
    func followAutoscrollInPoints() {
        guard let points = autoscrollPointsPerSecond else { return }
        try? _carousel.startAutoscroll(itemsPerSecond: itemsPerSecond(of: points))
    }

    /// Starts continuous scrolling at `speed` items per second.
    ///
    /// - Parameter speed: items per second, as ``startAutoscroll(itemsPerSecond:)`` takes them.
    @available(*, deprecated, renamed: "startAutoscroll(itemsPerSecond:)")
    public func startAutoscroll(speed: Double) throws(CarouselError) {
        try startAutoscroll(itemsPerSecond: speed)
    }

    /// Stops continuous scrolling: a free row rests where it is (its nearest item current), any
    /// other is brought to its nearest page.
    ///
    /// - Complexity: O(1).
    public func stopAutoscroll() {
        if _carousel.hasLengths { return stopRowAutoscroll() }
        guard _carousel.autoscroll != nil else { return }
        _carousel.stopAutoscroll()
        restAfterAutoscroll()
    }

    /// Continuous scrolling stopped: a row it left between pages settles by its motion's rule.
    func restAfterAutoscroll() {
        defer { finishOperation() }
        guard state == .resting, _carousel.offset != 1 else { return }
        state.displaced()
        settle()
    }

    /// One frame of continuous scrolling at rest: the row moves on by the time passed.
    @inlinable
    func runAutoscrollFrame(for seconds: Double) {
        // The row is at rest while it runs: its nearest item stays current, as a free row's does.
        let moved = _carousel.runAutoscroll(for: seconds, margin: nil)
        if moved.pages != 0 { display.shift(byPages: moved.pages) }
        apply(moved.events)
        showOffset()
    }

    /// Puts the scroll view where the carousel's offset says, after the coordinator moved the
    /// row itself, and the slots' displacements with it.
    @inlinable
    func showOffset() {
        if geometry.offset(forContentOffset: surface.contentOffset) != _carousel.offset {
            setContentOffset(toPage: _carousel.offset)
        }
        updateDisplacements()
    }

    /// One frame of the coordinator's own glide; the glide's last frame lands exactly on its end
    /// and rests the row there.
    @inlinable
    func runGlideFrame(_ glide: Glide, for seconds: Double) {
        var glide = glide
        glide.advance(by: seconds)
        let isOver = glide.isOver(pageLength: geometry.pageLength)
        if isOver { glide.finish() }
        state.advanceGlide(glide)
        follow(to: glide.position)
        showOffset()
        if isOver {
            state.endGlide()
            settle()
        }
    }

    /// Rests a free row where it stopped: a row past half a page from its current item commits
    /// the nearest one without moving the picture, so that the current item is the nearest.
    func restInPlace() {
        // A commit tells the slots their looks; without one they still hear those of the rest.
        if !commitNearest(cause: .scroll) { updateDisplacements() }
        state.rest()
    }

    /// Makes the item nearest the center the current one, without moving the picture: a row
    /// half a page or more from its current item commits that page, as a scroll would.
    ///
    /// Every position's displacement moves by the page committed, so the slots hear theirs
    /// again here: a caller that commits nothing else (a resize at rest, a displaced marquee,
    /// a move of nothing) would otherwise leave a slot the look of the page before.
    ///
    /// - Returns: whether it committed a page.
    @usableFromInline @discardableResult
    func commitNearest(cause: CarouselMove.Cause) -> Bool {
        let x = _carousel.offset
        guard _carousel.isScrollable, x >= 1.5 || x < 0.5 else { return false }
        let (step, landing) = Recentering.pagesToNearest(offset: x)
        let events = _carousel.move(
            by: step, scrolledPages: step, cause: cause, offsetAfter: landing)
        display.shift(byPages: step)
        apply(events)
        updateDisplacements()
        return true
    }
}
