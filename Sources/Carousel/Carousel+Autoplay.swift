/// The state of autoplay: how often it moves and how long since it last did.
public struct Autoplay: Hashable, Sendable {
    /// Seconds between two automatic moves.
    public let interval: Double
    /// Seconds counted toward the next automatic move.
    ///
    /// The arithmetic of <doc:BehaviourContract> (`elapsed -= steps * interval` in `Double`) can
    /// leave it a rounding error (about 1e-14 s) below 0 or at the interval; the next tick absorbs
    /// it.
    public internal(set) var elapsed: Double
}

extension Carousel {
    /// Turns autoplay on (or restarts it) with `interval` seconds between moves.
    ///
    /// Time is the caller's: nothing happens until ``tick(_:)`` says how much time passed.
    ///
    /// - Parameter interval: seconds between two moves, in ``CarouselLimits/autoplayIntervals``.
    /// - Throws: ``CarouselError/invalidAutoplayInterval(_:)`` unless `interval` is in
    ///   ``CarouselLimits/autoplayIntervals``; nothing changes then.
    /// - Complexity: O(1).
    public mutating func startAutoplay(interval: Double) throws(CarouselError) {
        guard CarouselLimits.autoplayIntervals.contains(interval) else {
            throw .invalidAutoplayInterval(interval)
        }
        autoplay = Autoplay(interval: interval, elapsed: 0)
    }

    /// Turns autoplay off.
    ///
    /// - Complexity: O(1).
    public mutating func stopAutoplay() {
        autoplay = nil
    }

    /// Tells the carousel that `seconds` passed; autoplay moves by every whole interval elapsed.
    ///
    /// Nothing happens when autoplay is off, the carousel is not scrollable, or the offset is not
    /// exactly 1 (the user is dragging: autoplay pauses). A long gap moves several pages in one
    /// move, and the remainder carries over, so autoplay never drifts.
    ///
    /// - Parameter seconds: the time since the last tick, in ``CarouselLimits/tickDurations``.
    /// - Returns: one `moved` (cause `.autoplay`) with its rebinds and `offsetReset`, or nothing.
    /// - Throws: ``CarouselError/invalidTickDuration(_:)`` unless `seconds` is in
    ///   ``CarouselLimits/tickDurations``; nothing changes then.
    /// - Complexity: O(1).
    @discardableResult
    public mutating func tick(_ seconds: Double) throws(CarouselError) -> CarouselEvents {
        try checkTickDuration(seconds)
        guard offset == 1 else { return CarouselEvents() }
        let steps = runAutoplayClock(for: seconds)
        return steps > 0 ? move(by: steps, cause: .autoplay, offsetAfter: 1) : CarouselEvents()
    }

    /// Throws unless `seconds` is a clock step that ``tick(_:)`` accepts.
    func checkTickDuration(_ seconds: Double) throws(CarouselError) {
        guard CarouselLimits.tickDurations.contains(seconds) else {
            throw .invalidTickDuration(seconds)
        }
    }

    /// Counts `seconds` toward the next automatic move and takes the whole intervals due.
    ///
    /// - Returns: the pages autoplay must move now (0 when it is off, the carousel is not
    ///   scrollable, or no interval is complete); the caller moves them.
    mutating func runAutoplayClock(for seconds: Double) -> Int {
        guard var timer = autoplay, isScrollable else { return 0 }
        timer.elapsed += seconds
        // At most 1e9 / 0.001 + 1 steps: far inside `Int`.
        let steps = Int((timer.elapsed / timer.interval).rounded(.down))
        // Rounding can leave `elapsed` a hair below 0, making `steps` -1: autoplay never goes back.
        if steps > 0 { timer.elapsed -= Double(steps) * timer.interval }
        autoplay = timer
        return Swift.max(steps, 0)
    }

    /// User interaction restarts the count toward the next automatic move.
    mutating func restartAutoplayTimer() {
        autoplay?.elapsed = 0
    }
}
