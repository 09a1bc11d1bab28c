extension ItemRow {
    /// Turns autoplay on (or restarts it) at `interval` seconds, as
    /// ``Carousel/startAutoplay(interval:)`` does for pages, and stops continuous scrolling. The
    /// row's own ``tick(_:)`` moves it one item a whole interval at once, only at an item's
    /// rest; ``CarouselScrollCoordinator`` slides it from wherever it rests. Moves and drags count
    /// again from 0.
    ///
    /// - Throws: ``CarouselError/Code/invalidAutoplayInterval`` outside
    ///   ``CarouselLimits/autoplayIntervals``; nothing changes then.
    @inlinable mutating func startAutoplay(interval: Double) throws(CarouselError) {
        _autoplay = try Autoplay(checking: interval)
        autoscrollPointsPerSecond = nil
    }

    /// Turns autoplay off.
    @inlinable mutating func stopAutoplay() { _autoplay = nil }

    // Autoplay's clock, which the carousel of pages runs the same way
    // (`Carousel.runAutoplayClock(for:)` and its neighbors say how).
    @inlinable mutating func runAutoplayClock(for seconds: Double) -> Int {
        isScrollable ? _autoplay?.count(seconds) ?? 0 : 0
    }
    @inlinable mutating func runAutoplayClockDuringSlide(for seconds: Double) {
        _autoplay?.countDuringSlide(seconds)
    }
    @inlinable mutating func restartAutoplayTimer() { _autoplay?._elapsed = 0 }
}
