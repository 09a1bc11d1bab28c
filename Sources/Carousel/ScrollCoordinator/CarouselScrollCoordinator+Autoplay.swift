extension CarouselScrollCoordinator {
    /// Starts autoplay: every `interval` seconds of the host's clock (see ``tick(_:)``) the view
    /// slides one page forward, while it is at rest. It stops continuous scrolling, which leaves
    /// the row as ``stopAutoscroll()`` does.
    ///
    /// - Parameter interval: seconds between two moves, in ``CarouselLimits/autoplayIntervals``.
    /// - Throws: ``CarouselError/Code/invalidAutoplayInterval``; nothing changes then.
    /// - Complexity: O(1).
    public func startAutoplay(interval: Double) throws(CarouselError) {
        if _carousel.hasLengths { return try startRowAutoplay(interval: interval) }
        let wasScrolling = _carousel.autoscroll != nil
        try _carousel.startAutoplay(interval: interval)
        if wasScrolling { restAfterAutoscroll() }
    }

    /// Stops autoplay.
    ///
    /// - Complexity: O(1).
    public func stopAutoplay() {
        // A row's slide of its own under way lands.
        if _carousel.hasLengths { return _row.stopAutoplay() }
        _carousel.stopAutoplay()
    }

    /// The host's clock: call it on every display frame (or timer fire) with the seconds since
    /// the last call. It runs the coordinator's own glide (``CarouselMotion/snapping`` and
    /// ``CarouselMotion/free``), continuous scrolling (``startAutoscroll(itemsPerSecond:)``) and
    /// autoplay. When autoplay is due the view slides forward one page, animated, however
    /// many intervals passed (a long gap, such as a return from the background, commits them
    /// all in that one page of travel).
    ///
    /// Autoplay pauses while a finger is down, the user's glide runs, or a programmatic move
    /// animates, and counts again from 0 once the view rests. Continuous scrolling runs only at
    /// rest, and goes on from wherever the row rests. While ``isAutomaticMotionPaused``,
    /// neither counts: only a glide runs. Its own slide does not pause the count, so moves
    /// start every interval and never drift (an interval shorter than the slide slides on page
    /// after page). Under ``reducesMotion`` autoplay moves at once and continuous scrolling
    /// waits.
    ///
    /// For items of their own lengths the coordinator glides the row itself (a release, a
    /// slide, autoplay's slide of one item) a frame each tick, and continuous scrolling moves it
    /// the points the time passed, the content offset following.
    ///
    /// - Parameter seconds: the host clock's time since the last tick, in
    ///   ``CarouselLimits/tickDurations``.
    /// - Throws: ``CarouselError/Code/invalidTickDuration``; nothing changes then.
    /// - Complexity: O(1); for items of their own lengths, O(items passed + items that enter
    ///   or leave the window).
    @inlinable
    public func tick(_ seconds: Double) throws(CarouselError) {
        try _carousel.checkTickDuration(seconds)
        if _carousel.hasLengths { return rowTick(seconds) }
        defer { finishOperation() }
        switch state {
        case .moving(.decelerating(let glide), _):
            runGlideFrame(glide, for: seconds)
        case _ where isAutomaticMotionPaused:
            break
        case .resting where _carousel.autoscroll != nil:
            // Under Reduce Motion continuous scrolling waits.
            if !reducesMotion { runAutoscrollFrame(for: seconds) }
        case .resting:
            let steps = _carousel.runAutoplayClock(for: seconds)
            guard steps > 0 else { break }
            if reducesMotion { cutAutoplay(by: steps) } else { slide(by: steps, cause: .autoplay) }
        case .moving(.animating(let animation), _) where animation.cause == .autoplay:
            _carousel.runAutoplayClockDuringSlide(for: seconds)
        default:
            break
        }
    }

    /// Autoplay under Reduce Motion: the pages due at once, onto the rest page. Out of line:
    /// the frames of glides and continuous scrolling share `tick(_:)` with it.
    @usableFromInline
    func cutAutoplay(by steps: Int) {
        apply(_carousel.move(by: steps, cause: .autoplay, offsetAfter: 1))
        updateDisplacements()
    }
}
