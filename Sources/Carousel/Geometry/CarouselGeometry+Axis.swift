extension CarouselGeometry {
    /// The direction along which the slots are laid out.
    public enum Axis: Hashable, Sendable {
        /// Left and right.
        case horizontal
        /// Up and down; the layout direction does not apply.
        case vertical
    }
}
