extension ItemRow {
    /// Turns autoplay on (or restarts it) with `interval` seconds between moves of one item
    /// forward; it stops continuous scrolling.
    ///
    /// Time is the caller's: ``tick(_:)`` moves the row by every whole interval elapsed while it
    /// rests on an item, at once (a coordinator slides it instead, and counts while the row
    /// rests anywhere: ``RowScrollCoordinator/tick(_:)``). A move, a drag or a jump counts the
    /// interval again from 0.
    ///
    /// - Parameter interval: seconds between two moves, in ``CarouselLimits/autoplayIntervals``.
    /// - Throws: ``CarouselError/Code/invalidAutoplayInterval``; nothing changes then.
    /// - Complexity: O(1).
    public mutating func startAutoplay(interval: Double) throws(CarouselError) {
        guard CarouselLimits.autoplayIntervals.contains(interval) else {
            throw .invalidAutoplayInterval(interval)
        }
        _autoplay = Autoplay(interval: interval, elapsed: 0)
        autoscrollPointsPerSecond = nil
    }

    /// Turns autoplay off.
    ///
    /// - Complexity: O(1).
    public mutating func stopAutoplay() {
        _autoplay = nil
    }

    /// Counts `seconds` toward the next automatic move and takes the whole intervals due: 0
    /// when autoplay is off or the row cannot scroll.
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

    /// User interaction counts the interval to the next automatic move from 0.
    @inlinable
    mutating func restartAutoplayTimer() {
        _autoplay?._elapsed = 0
    }
}
