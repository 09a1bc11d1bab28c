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

        private init(
            rows r1: (Double, Double, Double, Double), _ r2: (Double, Double, Double, Double),
            _ r3: (Double, Double, Double, Double), _ r4: (Double, Double, Double, Double)
        ) {
            (m11, m12, m13, m14) = r1
            (m21, m22, m23, m24) = r2
            (m31, m32, m33, m34) = r3
            (m41, m42, m43, m44) = r4
        }

        /// A move by `x`, `y`.
        static func translation(_ x: Double, _ y: Double) -> Transform {
            Transform(rows: (1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0), (x, y, 0, 1))
        }

        /// A scale by `factor` in the plane.
        static func scale(_ factor: Double) -> Transform {
            Transform(rows: (factor, 0, 0, 0), (0, factor, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1))
        }

        /// A turn by `angle` in the plane, clockwise with y down.
        static func rotation(_ angle: Double) -> Transform {
            let (c, s) = (cosine(angle), sine(angle))
            return Transform(rows: (c, s, 0, 0), (-s, c, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1))
        }

        /// A turn by `angle` about the y axis that takes +x away from the viewer (toward −z).
        static func tilt(_ angle: Double) -> Transform {
            let (c, s) = (cosine(angle), sine(angle))
            return Transform(rows: (c, 0, -s, 0), (0, 1, 0, 0), (s, 0, c, 0), (0, 0, 0, 1))
        }

        /// A perspective seen from `distance` in front of the origin; none for 0.
        static func perspective(_ distance: Double) -> Transform {
            var transform = identity
            if distance > 0 { transform.m34 = -1 / distance }
            return transform
        }

        /// The carousel's own frame (along, across, toward the viewer) on the screen's: the
        /// identity for a horizontal carousel from left to right, a mirror of x from right to
        /// left, a swap of x and y for a vertical one. Its own inverse.
        static func frame(
            axis: CarouselGeometry.Axis, layoutDirection: CarouselGeometry.LayoutDirection
        ) -> Transform {
            switch (axis, layoutDirection) {
            case (.horizontal, .leftToRight): identity
            case (.horizontal, .rightToLeft):
                Transform(rows: (-1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1))
            case (.vertical, _):
                Transform(rows: (0, 1, 0, 0), (1, 0, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1))
            }
        }

        /// This transform, then `other`: a point `p` goes to `p × self × other`.
        func concatenating(_ other: Transform) -> Transform {
            let a = rows
            let b = other.rows
            func row(_ r: (Double, Double, Double, Double)) -> (Double, Double, Double, Double) {
                (
                    r.0 * b.0.0 + r.1 * b.1.0 + r.2 * b.2.0 + r.3 * b.3.0,
                    r.0 * b.0.1 + r.1 * b.1.1 + r.2 * b.2.1 + r.3 * b.3.1,
                    r.0 * b.0.2 + r.1 * b.1.2 + r.2 * b.2.2 + r.3 * b.3.2,
                    r.0 * b.0.3 + r.1 * b.1.3 + r.2 * b.2.3 + r.3 * b.3.3
                )
            }
            return Transform(rows: row(a.0), row(a.1), row(a.2), row(a.3))
        }

        private typealias Row = (Double, Double, Double, Double)

        private var rows: (Row, Row, Row, Row) {
            ((m11, m12, m13, m14), (m21, m22, m23, m24), (m31, m32, m33, m34), (m41, m42, m43, m44))
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
        typealias Transform = CarouselItemEffect.Transform
        let look = sanitized
        let toCenter = displacement.points.isFinite ? displacement.points : 0
        let carousel = Transform.scale(look.scale)
            .concatenating(.rotation(look.rotation))
            .concatenating(.tilt(look.tilt))
            .concatenating(.translation(look.offset + toCenter, look.offsetAcross))
            .concatenating(.perspective(look.perspective))
            .concatenating(.translation(-toCenter, 0))
        let frame = Transform.frame(axis: axis, layoutDirection: layoutDirection)
        return frame.concatenating(carousel).concatenating(frame)
    }
}
