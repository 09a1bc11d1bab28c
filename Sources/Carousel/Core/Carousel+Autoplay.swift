extension Carousel {
    /// Turns autoplay on (or restarts it) with `interval` seconds between moves; it stops
    /// continuous scrolling.
    ///
    /// Time is the caller's: nothing happens until ``tick(_:)`` says how much time passed.
    ///
    /// - Parameter interval: seconds between two moves, in ``CarouselLimits/autoplayIntervals``.
    /// - Throws: ``CarouselError/Code/invalidAutoplayInterval`` unless `interval` is in
    ///   ``CarouselLimits/autoplayIntervals``; nothing changes then.
    /// - Complexity: O(1).
    public mutating func startAutoplay(interval: Double) throws(CarouselError) {
        if hasLengths {
            return try withRow { row throws(CarouselError) in
                try row.startAutoplay(interval: interval)
            }
        }
        autoplay = try Autoplay(checking: interval)
        _autoscroll = nil
    }

    /// Turns autoplay off.
    ///
    /// - Complexity: O(1).
    public mutating func stopAutoplay() {
        if hasLengths { return withRow { $0.stopAutoplay() } }
        autoplay = nil
    }

    /// Tells the carousel that `seconds` passed; autoplay moves by every whole interval elapsed,
    /// and continuous scrolling by its speed times `seconds`.
    ///
    /// Autoplay does nothing when the carousel is not scrollable or the offset is not exactly 1
    /// (the user is dragging: autoplay pauses). A long gap moves several pages in one move, and
    /// the remainder carries over, so autoplay never drifts. Continuous scrolling
    /// (``startAutoscroll(itemsPerSecond:)``) commits every page it passes (at offset 2 or 0, as
    /// ``scroll(toOffset:)`` does), however long the gap.
    ///
    /// - Parameter seconds: the time since the last tick, in ``CarouselLimits/tickDurations``.
    /// - Returns: one `moved` (cause `.autoplay`, or `.autoscroll`) with its rebinds and
    ///   `offsetReset`, or nothing.
    /// - Throws: ``CarouselError/Code/invalidTickDuration`` unless `seconds` is in
    ///   ``CarouselLimits/tickDurations``; nothing changes then.
    /// - Complexity: O(1).
    @inlinable @inline(__always) @discardableResult
    public mutating func tick(_ seconds: Double) throws(CarouselError) -> CarouselEvents {
        if hasLengths { return try rowTick(seconds) }
        try checkTickDuration(seconds)
        if _autoscroll != nil { return runAutoscroll(for: seconds, margin: 0).events }
        guard offset == 1 else { return CarouselEvents() }
        let steps = runAutoplayClock(for: seconds)
        return steps > 0 ? move(by: steps, cause: .autoplay, offsetAfter: 1) : CarouselEvents()
    }

    /// Throws unless `seconds` is a clock step that ``tick(_:)`` accepts.
    @inlinable
    func checkTickDuration(_ seconds: Double) throws(CarouselError) {
        guard CarouselLimits.tickDurations.contains(seconds) else {
            throw .invalidTickDuration(seconds)
        }
    }

    /// Counts `seconds` toward the next automatic move and takes the whole intervals due.
    ///
    /// - Returns: the pages autoplay must move now (0 when it is off, the carousel is not
    ///   scrollable, or no interval is complete); the caller moves them.
    @inlinable
    mutating func runAutoplayClock(for seconds: Double) -> Int {
        guard _autoplay != nil, isScrollable else { return 0 }
        return _autoplay!.count(seconds)
    }

    /// Counts `seconds` during autoplay's own slide (see ``Autoplay/countDuringSlide(_:)``).
    @inlinable
    mutating func runAutoplayClockDuringSlide(for seconds: Double) {
        _autoplay?.countDuringSlide(seconds)
    }

    /// User interaction restarts the count toward the next automatic move.
    @inlinable
    mutating func restartAutoplayTimer() {
        _autoplay?._elapsed = 0
    }
}
