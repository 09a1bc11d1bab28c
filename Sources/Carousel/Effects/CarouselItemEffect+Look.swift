extension CarouselItemEffect {
    /// What an item looks like at one displacement, in the carousel's own terms: *along* is
    /// toward the next item (to the right, to the left from right to left, or down), *across*
    /// is down for a horizontal carousel and to the right for a vertical one.
    ///
    /// Every value has a neutral default, so a look names only what it changes. A value out of
    /// its range counts as described on it; a value that is not finite counts as the default.
    public struct Look: Hashable, Sendable {
        /// The size, as a factor around the item's center: 1 unchanged; below 0 counts as 0.
        public var scale: Double
        /// The opacity, from 0 (invisible) to 1 (opaque); outside that, the nearest end.
        public var opacity: Double
        /// How far the item moves along the axis from its place, in points, positive toward
        /// the next item.
        public var offset: Double
        /// How far the item moves across the axis, in points.
        public var offsetAcross: Double
        /// The turn in the screen's plane, in radians: positive is clockwise on a left-to-right
        /// horizontal carousel, and mirrored with it.
        public var rotation: Double
        /// The turn about the item's axis across the scroll (a vertical line through its center
        /// on a horizontal carousel), in radians: positive turns the item's edge on the side of
        /// the next item away from the viewer.
        public var tilt: Double
        /// How far from the viewer the eye is, in points, for a ``tilt`` seen in perspective
        /// from in front of the viewport's center; 0, the default, or a negative value: no
        /// perspective, a tilted item only narrows.
        public var perspective: Double
        /// The drawing order: an item with a higher value is drawn in front of a lower one.
        public var zIndex: Double
        /// How far the item's content moves inside it, in points, positive toward the next item;
        /// the item clips its content when it is not 0 (a parallax).
        public var contentOffset: Double

        /// A look; every value defaults to the look of an item with no effect.
        ///
        /// - Parameters:
        ///   - scale: the size, as a factor (1: unchanged).
        ///   - opacity: the opacity, in `0...1` (1: opaque).
        ///   - offset: the move along the axis in points, toward the next item.
        ///   - offsetAcross: the move across the axis in points.
        ///   - rotation: the turn in the screen's plane in radians.
        ///   - tilt: the turn about the axis across the scroll in radians.
        ///   - perspective: the eye's distance in points (0: none).
        ///   - zIndex: the drawing order (higher in front).
        ///   - contentOffset: the content's move inside the item in points.
        public init(
            scale: Double = 1, opacity: Double = 1, offset: Double = 0, offsetAcross: Double = 0,
            rotation: Double = 0, tilt: Double = 0, perspective: Double = 0, zIndex: Double = 0,
            contentOffset: Double = 0
        ) {
            self.scale = scale
            self.opacity = opacity
            self.offset = offset
            self.offsetAcross = offsetAcross
            self.rotation = rotation
            self.tilt = tilt
            self.perspective = perspective
            self.zIndex = zIndex
            self.contentOffset = contentOffset
        }

        /// The look of an item with no effect.
        public static let identity = Look()

        /// This look with every value in its range.
        var sanitized: Look {
            Look(
                scale: scale.isFinite ? max(scale, 0) : 1,
                opacity: opacity.isFinite ? min(max(opacity, 0), 1) : 1,
                offset: Self.finite(offset), offsetAcross: Self.finite(offsetAcross),
                rotation: Self.finite(rotation), tilt: Self.finite(tilt),
                perspective: perspective.isFinite ? max(perspective, 0) : 0,
                zIndex: Self.finite(zIndex), contentOffset: Self.finite(contentOffset))
        }

        private static func finite(_ value: Double) -> Double {
            value.isFinite ? value : 0
        }
    }
}
