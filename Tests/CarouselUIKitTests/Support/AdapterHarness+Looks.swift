import Carousel
import UIKitStandIn

extension AdapterHarness {
    /// What is wrong with the look of any cell under the view's item effect: each cell's
    /// layer transform, drawing order, alpha and content offset must be the effect's look at the
    /// displacement of the position the cell holds, and that displacement must be where the
    /// cell is, measured from the viewport's center along the axis toward the next item (to
    /// the rest tolerance: the scroll view may rest a fraction of a point from the page the
    /// coordinator counts). A stale look, one of another position, is off by a page.
    func lookViolation(_ layout: CarouselGeometry, cells: [TestCell]) -> String? {
        let effect = view.itemEffect
        guard !effect.isNone else { return nil }
        let coordinator = view.coordinator
        let carousel = coordinator.carousel
        let mirrored = !isVertical && view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let viewCenter = CGPoint(x: view.bounds.width / 2, y: view.bounds.height / 2)
        for position in 0..<carousel.positionCount {
            guard let cell = carousel.slot(withID: carousel.slotOrder[position]), !cell.isHidden
            else { continue }
            let displacement = CarouselItemEffect.Displacement(
                pages: coordinator.displacement(atPosition: position),
                itemLength: layout.itemLength, spacing: layout.spacing)
            let center = scrollView.convert(cell.center, to: view)
            let along = Double(self.along(center) - self.along(viewCenter))
            let measured = mirrored ? -along : along
            if abs(measured - displacement.points) > CarouselLimits.restTolerance + 1e-9 {
                return "the cell at position \(position) is \(measured) points from the center, "
                    + "its displacement says \(displacement.points)"
            }
            let look = effect.look(at: displacement)
            let expected = CATransform3D(
                look.transform(
                    at: displacement, axis: isVertical ? .vertical : .horizontal,
                    layoutDirection: mirrored ? .rightToLeft : .leftToRight))
            let offset = self.along(cell.bounds.origin).native * (mirrored ? 1 : -1)
            if cell.layer.transform != expected || cell.alpha != CGFloat(look.opacity)
                || cell.layer.zPosition != CGFloat(look.zIndex) || offset != look.contentOffset
            {
                return "item \(cell.item.map(String.init) ?? "none") at position \(position) "
                    + "shows transform \(cell.layer.transform), alpha \(cell.alpha), content "
                    + "offset \(offset), not the look \(look) at \(displacement.items) items, "
                    + "transform \(expected)"
            }
        }
        return nil
    }
}
