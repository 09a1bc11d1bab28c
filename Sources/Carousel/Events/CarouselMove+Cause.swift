extension CarouselMove {
    /// What caused a move.
    public enum Cause: Hashable, Sendable {
        /// A programmatic move: `advance(by:)`, `next()`, `previous()` or `jump(to:)`.
        case command
        /// The user scrolled onto or past a neighbor.
        case scroll
        /// The autoplay timer fired.
        case autoplay
        /// Continuous scrolling passed the page (``Carousel/startAutoscroll(itemsPerSecond:)``).
        case autoscroll
    }
}
