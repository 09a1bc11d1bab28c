extension CarouselScrollCoordinator {
    /// Moves one page forward; animated, the view slides one page and then recenters.
    ///
    /// From the last item it slides on to the first: the short way round, never back through
    /// every item. Restarts the autoplay timer.
    ///
    /// - Parameter animated: slide (the default) or move at once.
    /// - Returns: whether it moved or started to: `false` while the view is not at rest (the
    ///   user's finger or a running move has the view) or the carousel cannot scroll.
    /// - Complexity: O(1).
    @discardableResult
    public func next(animated: Bool = true) -> Bool { move(by: 1, animated: animated) }

    /// Moves one page back; animated, the view slides one page and then recenters.
    ///
    /// - Parameter animated: slide (the default) or move at once.
    /// - Returns: as ``next(animated:)``.
    /// - Complexity: O(1).
    @discardableResult
    public func previous(animated: Bool = true) -> Bool { move(by: -1, animated: animated) }

    /// Moves to storage position `index` the shortest way round (a tie goes forward).
    ///
    /// Animated, it is always one page of travel: a far target is first bound to the neighbor
    /// slot in the direction of travel, the view slides there, and the carousel commits the
    /// whole distance at the recenter. Animated to the item nearest the viewport's center while
    /// the view rests off its page (under ``CarouselMotion/free`` or continuous scrolling), the
    /// view slides onto it. Restarts the autoplay timer.
    ///
    /// - Parameters:
    ///   - index: a position in `0..<count`.
    ///   - animated: slide (the default) or move at once.
    /// - Returns: whether it moved or started to (`true` when `index` is already current and
    ///   the view is at rest); `false` while the view is not at rest.
    /// - Throws: a ``CarouselError`` of code ``CarouselError/Code/indexOutOfRange``, checked
    ///   first; nothing changes then.
    /// - Complexity: O(1).
    @discardableResult
    public func jump(to index: Int, animated: Bool = true) throws(CarouselError) -> Bool {
        try _carousel.checkIndex(index)
        if _carousel.hasLengths { return jumpOnRow(to: index, animated: animated) }
        // The short way round from the item on screen, which continuous scrolling may have
        // carried half a page or more past the current one.
        if isAtRest { commitNearest(cause: .scroll) }
        return move(
            by: Ring.shortestDistance(from: _carousel.current, to: index, count: _carousel.count),
            animated: animated)
    }

    /// The shared body of the programmatic moves.
    func move(by step: Int, animated: Bool) -> Bool {
        if _carousel.hasLengths { return moveOnRow(by: step, animated: animated) }
        defer { finishOperation() }
        guard isAtRest, _carousel.isScrollable else { return false }
        _carousel.restartAutoplayTimer()
        commitNearest(cause: .scroll)
        guard step != 0 else {
            // A view at rest off its page (free, or under continuous scrolling) slides onto
            // the item, as a row glides onto its rest.
            if animated, _carousel.offset != 1 {
                animate(ScrollAnimation(targetPage: 1, cause: .command))
            }
            return true
        }
        if animated {
            slide(by: step, cause: .command)
        } else {
            apply(_carousel.advance(by: step))
            updateDisplacements()
        }
        return true
    }

    /// Animates one page toward the neighbor in `step`'s direction, having bound it to the
    /// target first when that is not already the neighbor; the commit moves `step` pages.
    ///
    /// A row at rest off its page (free, or under continuous scrolling) may show much of that
    /// neighbor, up to half the viewport: a far target bound to it would replace what is on
    /// screen. The row slides to that neighbor first, as a move of one, and on from there once
    /// it rests on the page.
    @usableFromInline
    func slide(by step: Int, cause: CarouselMove.Cause) {
        let forward = step > 0
        if step.magnitude > 1, forward ? _carousel.offset > 1 : _carousel.offset < 1 {
            let first = ScrollAnimation(
                targetPage: forward ? 2 : 0, cause: cause, then: forward ? step - 1 : step + 1)
            state.startSlide(first, far: nil)
            return runAnimation(first)
        }
        let animation = ScrollAnimation(targetPage: forward ? 2 : 0, cause: cause)
        guard step.magnitude > 1 else {
            state.startSlide(animation, far: nil)
            return runAnimation(animation)
        }
        let events = _carousel.showWindow(farStep: step)
        // The state first: a host's callback that calls back in finds it consistent.
        state.startSlide(animation, far: FarBinding(step: step))
        apply(events)
        // The binding may move slots to other positions (under `.rotate`): their looks follow.
        updateDisplacements()
        runAnimation(animation)
    }
}
