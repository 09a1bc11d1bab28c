extension CarouselItemEffect {
    /// A 4 × 4 transform of points as row vectors, laid out as Core Animation's
    /// `CATransform3D` (`m11` to `m44`, the translation in `m41` to `m43`, the perspective in
    /// `m34`), about the item's center, in screen coordinates (x to the right, y down, z toward
    /// the viewer): a view sets its layer's transform to it field by field.
    public struct Transform: Hashable, Sendable {
        /// The first two rows: where the x and y axes go (Core Animation's names, so that a
        /// view copies them one to one).
        public var m11, m12, m13, m14, m21, m22, m23, m24: Double
        /// The last two rows: where the z axis goes, the perspective (`m34`), and the
        /// translation (`m41` to `m43`).
        public var m31, m32, m33, m34, m41, m42, m43, m44: Double

        /// The transform that changes nothing.
        public static let identity = Transform(
            rows: (1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1))

        init(
            rows r1: (Double, Double, Double, Double), _ r2: (Double, Double, Double, Double),
            _ r3: (Double, Double, Double, Double), _ r4: (Double, Double, Double, Double)
        ) {
            (m11, m12, m13, m14) = r1
            (m21, m22, m23, m24) = r2
            (m31, m32, m33, m34) = r3
            (m41, m42, m43, m44) = r4
        }

        /// This transform seen in another frame that `axis` and `layoutDirection` name, a signed
        /// swap of axes that is its own inverse: unchanged for a horizontal carousel from left
        /// to right, x mirrored from right to left, x and y swapped for a vertical one.
        func inFrame(
            axis: CarouselGeometry.Axis, layoutDirection: CarouselGeometry.LayoutDirection
        ) -> Transform {
            switch (axis, layoutDirection) {
            case (.horizontal, .leftToRight):
                return self
            case (.horizontal, .rightToLeft):
                // Conjugated by the mirror of x: an entry with one index 1 changes sign.
                var mirrored = self
                (mirrored.m12, mirrored.m13, mirrored.m14) = (-m12, -m13, -m14)
                (mirrored.m21, mirrored.m31, mirrored.m41) = (-m21, -m31, -m41)
                return mirrored
            case (.vertical, _):
                // Conjugated by the swap of x and y: indices 1 and 2 trade places.
                return Transform(
                    rows: (m22, m21, m23, m24), (m12, m11, m13, m14), (m32, m31, m33, m34),
                    (m42, m41, m43, m44))
            }
        }
    }
}

extension CarouselItemEffect.Look {
    /// This look's transform of an item at `displacement`, about the item's center on the
    /// screen: the scale, then the rotation and the tilt, then the offsets, seen in
    /// perspective from in front of the viewport's center, all turned from the carousel's
    /// frame to the screen's for `axis` and `layoutDirection` (which applies to a horizontal
    /// carousel only).
    ///
    /// - Parameters:
    ///   - displacement: where the item stands; its ``CarouselItemEffect/Displacement/points``
    ///     put the eye of the perspective over the viewport's center.
    ///   - axis: the axis the carousel scrolls along.
    ///   - layoutDirection: which way a horizontal carousel runs.
    /// - Complexity: O(1).
    public func transform(
        at displacement: CarouselItemEffect.Displacement, axis: CarouselGeometry.Axis,
        layoutDirection: CarouselGeometry.LayoutDirection
    ) -> CarouselItemEffect.Transform {
        let look = sanitized
        let toCenter = displacement.points.isFinite ? displacement.points : 0
        let scale = look.scale
        // The scale, the rotation in the plane, the tilt about the axis across, the offsets,
        // then the perspective seen from the viewport's center (the item moved there and back),
        // multiplied out: the product of the six matrices, with none of their zeros.
        let (cr, sr) = look.rotation == 0 ? (1, 0) : (cosine(look.rotation), sine(look.rotation))
        let (ct, st) = look.tilt == 0 ? (1, 0) : (cosine(look.tilt), sine(look.tilt))
        let q = look.perspective > 0 ? -1 / look.perspective : 0
        let (a, b) = (scale * cr, scale * sr)
        let carousel = CarouselItemEffect.Transform(
            rows: (a * ct + toCenter * a * st * q, b, -a * st, -a * st * q),
            (-b * ct - toCenter * b * st * q, a, b * st, b * st * q),
            (st - toCenter * ct * q, 0, ct, ct * q),
            (look.offset, look.offsetAcross, 0, 1))
        return carousel.inFrame(axis: axis, layoutDirection: layoutDirection)
    }
}
