extension CarouselGeometry {
    /// A span along the axis, in points.
    public struct Span: Hashable, Sendable {
        /// Where it starts.
        public var start: Double
        /// How long it is.
        public var length: Double
        /// Where it ends: `start + length`.
        public var end: Double { start + length }

        @usableFromInline
        init(start: Double, length: Double) {
            self.start = start
            self.length = length
        }
    }
}
