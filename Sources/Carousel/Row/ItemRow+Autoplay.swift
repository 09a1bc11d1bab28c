extension ItemRow {
    /// Turns autoplay on (or restarts it) at `interval` seconds, as
    /// ``Carousel/startAutoplay(interval:)`` does for pages, and stops continuous scrolling. The
    /// row's own ``tick(_:)`` moves it one item a whole interval at once, only at an item's
    /// rest; ``RowScrollCoordinator`` slides it from wherever it rests. Moves and drags count
    /// again from 0.
    ///
    /// - Throws: ``CarouselError/Code/invalidAutoplayInterval`` outside
    ///   ``CarouselLimits/autoplayIntervals``; nothing changes then.
    public mutating func startAutoplay(interval: Double) throws(CarouselError) {
        _autoplay = try Autoplay(checking: interval)
        autoscrollPointsPerSecond = nil
    }

    /// Turns autoplay off.
    public mutating func stopAutoplay() { _autoplay = nil }
}
