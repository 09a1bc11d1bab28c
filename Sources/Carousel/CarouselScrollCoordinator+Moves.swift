extension CarouselScrollCoordinator {
    /// Moves one page forward; animated, the view slides one page and then recentres.
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

    /// Moves one page back; animated, the view slides one page and then recentres.
    ///
    /// - Parameter animated: slide (the default) or move at once.
    /// - Returns: as ``next(animated:)``.
    /// - Complexity: O(1).
    @discardableResult
    public func previous(animated: Bool = true) -> Bool { move(by: -1, animated: animated) }

    /// Moves to storage position `index` the shortest way round (a tie goes forward).
    ///
    /// Animated, it is always one page of travel: a far target is first bound to the neighbour
    /// slot in the direction of travel, the view slides there, and the carousel commits the
    /// whole distance at the recentre. Restarts the autoplay timer.
    ///
    /// - Parameters:
    ///   - index: a position in `0..<count`.
    ///   - animated: slide (the default) or move at once.
    /// - Returns: whether it moved or started to (`true` when `index` is already current and
    ///   the view is at rest); `false` while the view is not at rest.
    /// - Throws: ``CarouselError/indexOutOfRange(index:range:)``, checked first; nothing changes
    ///   then.
    /// - Complexity: O(1).
    @discardableResult
    public func scroll(toIndex index: Int, animated: Bool = true) throws(CarouselError) -> Bool {
        try carousel.checkIndex(index)
        return move(
            by: Ring.shortestDistance(from: carousel.current, to: index, count: carousel.count),
            animated: animated)
    }

    /// Starts autoplay: every `interval` seconds of the host's clock (see ``tick(_:)``) the view
    /// slides one page forward, while it is at rest.
    ///
    /// - Parameter interval: seconds between two moves, in ``CarouselLimits/autoplayIntervals``.
    /// - Throws: ``CarouselError/invalidAutoplayInterval(_:)``; nothing changes then.
    /// - Complexity: O(1).
    public func startAutoplay(interval: Double) throws(CarouselError) {
        try carousel.startAutoplay(interval: interval)
    }

    /// Stops autoplay.
    ///
    /// - Complexity: O(1).
    public func stopAutoplay() {
        carousel.stopAutoplay()
    }

    /// The host's clock: call it on every display frame (or timer fire) with the seconds since
    /// the last call. When autoplay is due the view slides forward one page, animated, however
    /// many intervals passed (a long gap, such as a return from the background, commits them
    /// all in that one page of travel).
    ///
    /// Autoplay pauses while a finger is down, the user's glide runs, or a programmatic move
    /// animates, and counts again from 0 once the view rests. Its own slide does not pause the
    /// count, so moves start every interval and never drift (an interval shorter than the slide
    /// slides on page after page).
    ///
    /// - Parameter seconds: the host clock's time since the last tick, in
    ///   ``CarouselLimits/tickDurations``.
    /// - Throws: ``CarouselError/invalidTickDuration(_:)``; nothing changes then.
    /// - Complexity: O(1).
    public func tick(_ seconds: Double) throws(CarouselError) {
        try carousel.checkTickDuration(seconds)
        switch phase {
        case .resting where !isTouching:
            let steps = carousel.runAutoplayClock(for: seconds)
            if steps > 0 { slide(by: steps, cause: .autoplay) }
        case .animating(let animation) where animation.cause == .autoplay:
            // The count goes on through autoplay's own slide, so moves start every interval, but
            // no further than the next move: an interval shorter than the slide then slides on
            // page by page instead of jumping pages.
            if let timer = carousel.autoplay {
                carousel.autoplay?.elapsed = Swift.min(timer.elapsed + seconds, timer.interval)
            }
        default:
            break
        }
    }

    /// Runs `operation` on the carousel (a data change such as `insert` or `load`, or any other
    /// operation) and applies its events to the surface; scrolling turns off below two items
    /// and back on from two.
    ///
    /// The operation works on a copy that replaces ``carousel`` only when it returns, so a throw
    /// leaves everything as it was. A far move's neighbour binding is taken back first (the
    /// slide goes on as a one-page move); a glide under way goes on.
    ///
    /// - Parameter operation: any carousel operation, e.g. `{ try $0.insert(item, at: 0) }`.
    /// - Returns: the operation's events, as applied.
    /// - Throws: what `operation` throws; nothing changes then.
    /// - Complexity: that of `operation`, plus O(1). A data change on an array copies it (the old
    ///   state is kept until the operation succeeds).
    @discardableResult
    public func perform<E: Error>(
        _ operation: (inout Carousel<Storage, Surface.Slot>) throws(E) -> CarouselEvents
    ) throws(E) -> CarouselEvents {
        var working = carousel
        // A far move's target binding would not survive the change: take it back first, in
        // the copy, so the operation reconciles against what the slots will really show.
        let restore = farStep == nil ? CarouselEvents() : working.restoreWindow()
        let restored = working
        let events = try operation(&working)
        if farStep != nil {
            carousel = restored
            apply(restore)  // against the storage the restored indices belong to
            farStep = nil
        }
        carousel = working
        apply(events)
        surface.setScrollEnabled(carousel.isScrollable)
        if !carousel.isScrollable {
            switch phase {
            case .decelerating, .animating:
                // The reset left the glide running: end it on the rest page.
                animate(ScrollAnimation(targetPage: 1, cause: .scroll))
            case .resting, .touching, .dragging:
                break
            }
        }
        updateDisplacements()
        return events
    }

    /// The shared body of the programmatic moves.
    func move(by step: Int, animated: Bool) -> Bool {
        guard isAtRest, carousel.isScrollable else { return false }
        carousel.restartAutoplayTimer()
        guard step != 0 else { return true }
        if animated {
            slide(by: step, cause: .command)
        } else {
            apply(carousel.advance(by: step))
            updateDisplacements()
        }
        return true
    }

    /// Animates one page toward the neighbour in `step`'s direction, having bound it to the
    /// target first when that is not already the neighbour; the commit moves `step` pages.
    func slide(by step: Int, cause: CarouselMove.Cause) {
        let position: CarouselPosition = step > 0 ? .next : .previous
        let target = Ring.advance(carousel.current, by: step, count: carousel.count)
        if step.magnitude > 1 {
            apply(carousel.bindNeighbour(at: position, to: target))
            farStep = step
        }
        animate(ScrollAnimation(targetPage: step > 0 ? 2 : 0, cause: cause))
    }

    /// Applies `events` to the surface in their order: slot places after a reorder, slot
    /// configurations, then the offset reset without animation; then tells ``onEvents``.
    func apply(_ events: CarouselEvents) {
        if events.reorder != nil { placeSlots() }
        for case .some(let rebind) in events.rebinds {
            guard let slot = carousel.slot(withID: rebind.slot) else { continue }
            // No `flatMap(carousel.element(at:))`: a partial application of a generic method
            // boxes the carousel on the heap, on every rebind.
            if let index = rebind.index {
                surface.configure(slot, with: carousel.storage.unspecializedElement(at: index))
            } else {
                surface.configure(slot, with: nil)
            }
        }
        if let offset = events.offsetReset { setContentOffset(toPage: offset) }
        if !events.isEmpty { onEvents?(events) }
    }
}
