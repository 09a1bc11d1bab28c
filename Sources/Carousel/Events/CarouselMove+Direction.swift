extension CarouselMove {
    /// Which way a move went.
    public enum Direction: Hashable, Sendable {
        /// Forward: a positive step.
        case next
        /// Backward: a negative step.
        case previous
    }
}
