import Carousel
import Foundation
import PropertyTesting
import Testing

/// The look's transform against a plain model: a point taken step by step through the scale,
/// the turns, the offsets and the perspective, in the carousel's frame and back.
@Suite("Item effect: the transform")
struct ItemEffectTransformTests {
    typealias Look = CarouselItemEffect.Look
    typealias Displacement = CarouselItemEffect.Displacement

    /// One case: a look, where the item stands, the carousel's orientation and a point of the
    /// item.
    struct Case: CustomStringConvertible {
        var look: Look
        var points: Double
        var axis: CarouselGeometry.Axis
        var direction: CarouselGeometry.LayoutDirection
        var point: (x: Double, y: Double)

        var description: String {
            "\(look), points \(points), \(axis), \(direction), point \(point)"
        }

        static func random(using random: inout SplitMix64) -> Case {
            let look = Look(
                scale: .random(in: 0...2, using: &random),
                opacity: .random(in: 0...1, using: &random),
                offset: .random(in: -300...300, using: &random),
                offsetAcross: .random(in: -50...50, using: &random),
                rotation: .random(in: -4...4, using: &random),
                tilt: .random(in: -1.6...1.6, using: &random),
                // Far enough that no point of the item comes to the eye.
                perspective: Bool.random(using: &random)
                    ? 0 : .random(in: 500...3000, using: &random),
                zIndex: .random(in: -3...3, using: &random))
            return Case(
                look: look, points: .random(in: -900...900, using: &random),
                axis: Bool.random(using: &random) ? .horizontal : .vertical,
                direction: Bool.random(using: &random) ? .leftToRight : .rightToLeft,
                point: (
                    .random(in: -100...100, using: &random),
                    .random(in: -100...100, using: &random)
                ))
        }
    }

    /// The carousel's frame from the screen's, or back (its own inverse).
    static func frame(
        _ p: (Double, Double), _ axis: CarouselGeometry.Axis,
        _ direction: CarouselGeometry.LayoutDirection
    ) -> (Double, Double) {
        switch (axis, direction) {
        case (.vertical, _): (p.1, p.0)
        case (.horizontal, .rightToLeft): (-p.0, p.1)
        case (.horizontal, .leftToRight): p
        }
    }

    /// Where the model puts the point, relative to the item's center on the screen.
    static func model(_ c: Case) -> (Double, Double) {
        let look = c.look
        var (u, v) = frame(c.point, c.axis, c.direction)
        (u, v) = (u * look.scale, v * look.scale)
        let (cr, sr) = (cos(look.rotation), sin(look.rotation))
        (u, v) = (u * cr - v * sr, u * sr + v * cr)
        let (ct, st) = (cos(look.tilt), sin(look.tilt))
        let w = -u * st
        u *= ct
        u += look.offset + c.points
        v += look.offsetAcross
        let k = look.perspective > 0 ? 1 / (1 - w / look.perspective) : 1
        (u, v) = (u * k - c.points, v * k)
        return frame((u, v), c.axis, c.direction)
    }

    /// Where the transform puts the point, as Core Animation does: the row vector times the
    /// matrix, divided by its fourth coordinate.
    static func applied(_ t: CarouselItemEffect.Transform, to p: (Double, Double)) -> (
        Double, Double
    ) {
        let x = p.0 * t.m11 + p.1 * t.m21 + t.m41
        let y = p.0 * t.m12 + p.1 * t.m22 + t.m42
        let w = p.0 * t.m14 + p.1 * t.m24 + t.m44
        return (x / w, y / w)
    }

    @Test("every point goes where the step-by-step model takes it, in every orientation")
    func againstModel() {
        Property.check(generate: { Case.random(using: &$0) }) { c throws(PropertyFailure) in
            let displacement = Displacement(
                items: c.points / 100, points: c.points, itemLength: 80, spacing: 20)
            let transform = c.look.transform(
                at: displacement, axis: c.axis, layoutDirection: c.direction)
            let (x, y) = Self.applied(transform, to: c.point)
            let (ex, ey) = Self.model(c)
            try require(
                abs(x - ex) < 1e-6 && abs(y - ey) < 1e-6,
                "transform gives (\(x), \(y)), the model (\(ex), \(ey))")
        }
    }

    @Test("right to left is the mirror image, and vertical the transpose, of left to right")
    func orientations() {
        Property.check(generate: { Case.random(using: &$0) }) { c throws(PropertyFailure) in
            let displacement = Displacement(
                items: 0, points: c.points, itemLength: 80, spacing: 20)
            func placed(
                _ p: (Double, Double), _ axis: CarouselGeometry.Axis,
                _ direction: CarouselGeometry.LayoutDirection
            ) -> (Double, Double) {
                Self.applied(
                    c.look.transform(at: displacement, axis: axis, layoutDirection: direction),
                    to: p)
            }
            let (x, y) = c.point
            let plain = placed((x, y), .horizontal, .leftToRight)
            let mirrored = placed((-x, y), .horizontal, .rightToLeft)
            let transposed = placed((y, x), .vertical, .leftToRight)
            try require(
                abs(mirrored.0 + plain.0) < 1e-6 && abs(mirrored.1 - plain.1) < 1e-6,
                "right to left \(mirrored), left to right \(plain)")
            try require(
                abs(transposed.0 - plain.1) < 1e-6 && abs(transposed.1 - plain.0) < 1e-6,
                "vertical \(transposed), horizontal \(plain)")
        }
    }

    @Test("the identity look is the identity transform wherever the item stands")
    func identity() {
        for points in [-1e6, -250, 0, 0.5, 250, 1e6] {
            for axis in [CarouselGeometry.Axis.horizontal, .vertical] {
                let displacement = Displacement(
                    items: points / 100, points: points, itemLength: 80, spacing: 20)
                expectEqual(
                    Look.identity.transform(
                        at: displacement, axis: axis, layoutDirection: .rightToLeft), .identity)
            }
        }
    }

    @Test("a perspective only moves what the tilt brings nearer or farther")
    func perspective() {
        let displacement = Displacement(items: 1, points: 100, itemLength: 80, spacing: 20)
        let flat = Look(offset: 30, perspective: 400)
        expectEqual(
            flat.transform(at: displacement, axis: .horizontal, layoutDirection: .leftToRight)
                .m34, -1.0 / 400)
        let (x, _) = Self.applied(
            flat.transform(at: displacement, axis: .horizontal, layoutDirection: .leftToRight),
            to: (10, 0))
        #expect(abs(x - 40) < 1e-9)
        // Turned a quarter away, the item's next-side edge is far: it shows nearer the center.
        let turned = Look(tilt: .pi / 4, perspective: 400)
        let (edge, _) = Self.applied(
            turned.transform(at: displacement, axis: .horizontal, layoutDirection: .leftToRight),
            to: (40, 0))
        #expect(edge > 0 && edge < 40 * cos(.pi / 4))
    }
}
