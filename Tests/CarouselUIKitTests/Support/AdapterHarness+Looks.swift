import Carousel
import UIKitStandIn

extension AdapterHarness {
    /// What is wrong with the look of any cell under the view's item effect, measured from
    /// where the cell is: its layer's transform and drawing order, its alpha and its content's
    /// offset must be the effect's look at the cell's distance from the viewport's center
    /// (along the axis, toward the next item), in items of `layout`'s page and in points.
    func lookViolation(_ layout: CarouselGeometry, cells: [TestCell]) -> String? {
        let effect = view.itemEffect
        guard !effect.isNone else { return nil }
        let mirrored = !isVertical && view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let viewCenter = CGPoint(x: view.bounds.width / 2, y: view.bounds.height / 2)
        // The scroll view may rest a fraction of a point from the page the coordinator counts
        // (its resting error, which a carousel that cannot scroll keeps): a look is checked to
        // what that fraction changes, no closer; a stale look is off by much of a page.
        let (pointTolerance, tolerance) = (0.5, 1e-2)
        for cell in cells where !cell.isHidden {
            let center = scrollView.convert(cell.center, to: view)
            let along = Double(self.along(center) - self.along(viewCenter))
            let points = mirrored ? -along : along
            let displacement = CarouselItemEffect.Displacement(
                items: points / layout.pageLength, points: points,
                itemLength: layout.itemLength, spacing: layout.spacing)
            let look = effect.look(at: displacement)
            let expected = CATransform3D(
                look.transform(
                    at: displacement, axis: isVertical ? .vertical : .horizontal,
                    layoutDirection: mirrored ? .rightToLeft : .leftToRight))
            let shown = cell.layer.transform
            let factors = [
                (shown.m11, expected.m11), (shown.m12, expected.m12), (shown.m13, expected.m13),
                (shown.m14, expected.m14), (shown.m21, expected.m21), (shown.m22, expected.m22),
                (shown.m23, expected.m23), (shown.m24, expected.m24), (shown.m31, expected.m31),
                (shown.m32, expected.m32), (shown.m33, expected.m33), (shown.m34, expected.m34),
                (shown.m44, expected.m44), (cell.alpha, CGFloat(look.opacity)),
                (cell.layer.zPosition, CGFloat(look.zIndex)),
            ]
            let offset = self.along(cell.bounds.origin).native * (mirrored ? 1 : -1)
            let moves = [
                (shown.m41.native, expected.m41.native), (shown.m42.native, expected.m42.native),
                (shown.m43.native, expected.m43.native), (offset, look.contentOffset),
            ]
            let wrong =
                factors.contains { abs($0.0.native - $0.1.native) > tolerance }
                || moves.contains { abs($0.0 - $0.1) > pointTolerance }
            if wrong {
                return "item \(cell.item.map(String.init) ?? "none") at \(points) points from "
                    + "the center shows transform \(shown), alpha \(cell.alpha), content "
                    + "offset \(offset), not the look \(look), transform \(expected)"
            }
        }
        return nil
    }
}
