extension CarouselGeometry {
    /// Which way *next* lies on a horizontal axis.
    public enum LayoutDirection: Hashable, Sendable {
        /// *next* to the right.
        case leftToRight
        /// *next* to the left.
        case rightToLeft
    }
}
