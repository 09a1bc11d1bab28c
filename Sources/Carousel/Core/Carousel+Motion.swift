extension Carousel {
    /// Sets how the row moves after a release (``CarouselMotion``): ``CarouselMotion/paging``
    /// by default.
    ///
    /// The carousel itself only keeps the setting; a ``CarouselScrollCoordinator`` reads it at
    /// every release and runs the glide.
    ///
    /// - Parameter motion: the new motion.
    /// - Throws: ``CarouselError/Code/invalidSnapLimit`` for a snapping limit below 1; nothing
    ///   changes then.
    /// - Complexity: O(1).
    public mutating func setMotion(_ motion: CarouselMotion) throws(CarouselError) {
        if hasLengths {
            return try withRow { row throws(CarouselError) in try row.setMotion(motion) }
        }
        try motion.validate()
        self.motion = motion
    }

    /// Starts continuous scrolling (a marquee, a ticker) at `itemsPerSecond` items per second,
    /// from where the row is; it stops autoplay.
    ///
    /// Time is the caller's: ``tick(_:)`` moves the row by `itemsPerSecond × seconds` items,
    /// committing the pages it passes, so that the distance after `t` seconds of ticks is
    /// `itemsPerSecond × t` whatever the frame intervals. When something else moves the row
    /// between two ticks (a finger, a move, a data change), it goes on from where the row was
    /// left, without a jump. (A view, which knows the page length, also takes a speed in points
    /// per second.)
    ///
    /// - Parameter itemsPerSecond: negative to scroll backward; its magnitude in
    ///   ``CarouselLimits/autoscrollItemsPerSecond``.
    /// - Throws: ``CarouselError/Code/invalidAutoscrollSpeed``; nothing changes then.
    /// - Complexity: O(1).
    public mutating func startAutoscroll(itemsPerSecond: Double) throws(CarouselError) {
        guard CarouselLimits.autoscrollItemsPerSecond.contains(itemsPerSecond.magnitude) else {
            throw .invalidAutoscrollSpeed(itemsPerSecond)
        }
        // Items of their own lengths have no length in common to convert a speed in items.
        guard !hasLengths else { throw .autoscrollInItemsOnRow(itemsPerSecond) }
        _autoplay = nil
        _autoscroll = Autoscroll(itemsPerSecond: itemsPerSecond, from: offset)
    }

    /// Starts continuous scrolling at `speed` items per second.
    ///
    /// - Parameter speed: items per second, as ``startAutoscroll(itemsPerSecond:)`` takes them.
    @available(*, deprecated, renamed: "startAutoscroll(itemsPerSecond:)")
    public mutating func startAutoscroll(speed: Double) throws(CarouselError) {
        try startAutoscroll(itemsPerSecond: speed)
    }

    /// Stops continuous scrolling; the row stays where it is.
    ///
    /// - Complexity: O(1).
    public mutating func stopAutoscroll() {
        if hasLengths { return withRow { $0.stopAutoscroll() } }
        _autoscroll = nil
    }

    /// Moves the row by continuous scrolling's distance for `seconds` more, committing the pages
    /// it passes: once the offset is `margin` pages or less from an end (0 for ``tick(_:)``), or,
    /// with `margin` `nil`, so that the offset stays in `[0.5, 1.5)` and the current item is the
    /// one nearest the center (a coordinator's, whose row is at rest while it runs).
    ///
    /// - Returns: the events, nothing when continuous scrolling is off or the carousel is not
    ///   scrollable, a `moved` of cause ``CarouselMove/Cause/autoscroll`` when pages were
    ///   committed; and the pages committed.
    @inlinable
    mutating func runAutoscroll(
        for seconds: Double, margin: Double?
    ) -> (events: CarouselEvents, pages: Int) {
        guard var scroll = _autoscroll, isScrollable else { return (CarouselEvents(), 0) }
        defer { _autoscroll = scroll }
        if scroll.lastOffset != _offset { scroll.restart(from: _offset) }
        scroll.count(seconds)
        // Far beyond any session (2^40 pages) the distance would lose precision: start over from
        // the offset reached, one rounding error once in a trillion pages.
        if (scroll.itemsPerSecond * scroll.elapsed).magnitude > 0x1p40 {
            scroll.restart(from: scroll.offset)
        }
        var x = scroll.offset
        var events = CarouselEvents()
        // A tick so long that the offset passes the largest a scroll takes commits the whole
        // pages first, as one move; the fraction then commits by the scroll's rule.
        var pages = 0
        if x.magnitude > CarouselLimits.maximumOffset {
            pages = Int(x - 1)
            x -= Double(pages)
        }
        let landing: Double
        if let margin {
            pages &+= Recentering.pagesPassed(offset: x, margin: margin)
            landing = scroll.offset - Double(pages)
        } else {
            let nearest = Recentering.pagesToNearest(offset: x)
            pages &+= nearest.pages
            landing = nearest.landing
        }
        if pages != 0 {
            events = commitAutoscroll(pages: pages, landing: landing)
            scroll.committed &+= pages
        } else {
            _offset = landing
        }
        scroll.lastOffset = _offset
        return (events, pages)
    }

    /// Commits the `pages` continuous scrolling passed, landing at `landing`: apart from
    /// ``runAutoscroll(for:margin:)`` and never inlined into it, so that its frames, which
    /// seldom commit, stay small where they are inlined.
    @inlinable @inline(never)
    mutating func commitAutoscroll(pages: Int, landing: Double) -> CarouselEvents {
        move(by: pages, scrolledPages: pages, cause: .autoscroll, offsetAfter: landing)
    }
}
