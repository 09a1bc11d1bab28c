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
        try _carousel.setMotion(motion)
        defer { finishOperation() }
        surface.setPagingEnabled(motion == .paging)
        settleIfDisplaced()
    }

    /// Starts continuous scrolling at `speed` items per second, from where the row is; it stops
    /// autoplay. It runs from ``tick(_:)`` while the row is at rest: a finger, a glide, or a move
    /// pauses it, and it goes on from where they leave the row, without a jump.
    ///
    /// - Parameter speed: items per second, negative to scroll backward; its magnitude in
    ///   ``CarouselLimits/autoscrollSpeeds``.
    /// - Throws: ``CarouselError/Code/invalidAutoscrollSpeed``; nothing changes then.
    /// - Complexity: O(1).
    public func startAutoscroll(speed: Double) throws(CarouselError) {
        try _carousel.startAutoscroll(speed: speed)
    }

    /// Stops continuous scrolling: a free row rests where it is (its nearest item current), any
    /// other is brought to its nearest page.
    ///
    /// - Complexity: O(1).
    public func stopAutoscroll() {
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
