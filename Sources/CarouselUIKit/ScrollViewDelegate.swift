#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    import Carousel

    /// The delegate of a ``CarouselView``'s scroll view: it forwards each callback to the
    /// view's coordinator, one call each, and tells the view after a scroll.
    ///
    /// An object of its own rather than the view, so that the delegate methods are no part of
    /// the view's public API. The scroll view holds its delegate weakly and the view keeps this
    /// object, which holds the view weakly in turn.
    @MainActor
    final class ScrollViewDelegate<Item, Cell: UIView>: NSObject, UIScrollViewDelegate {
        /// The view whose scroll view this delegates for.
        weak var view: CarouselView<Item, Cell>?

        /// The coordinator's `didScroll()`, then the view's change (VoiceOver's cells and
        /// `onChange`).
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            guard let view else { return }
            view.coordinator.didScroll()
            view.changed()
        }

        /// The coordinator's `willBeginDragging()`; the user moves the row from here until it
        /// rests (the haptic on each item passed follows that motion).
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            guard let view else { return }
            view.coordinator.willBeginDragging()
            view.itemPassHaptics.beginDragging()
        }

        /// The coordinator's `willEndDragging(velocity:decelerationRate:targetContentOffset:)`,
        /// along the geometry's axis: it aims the release at a page at most one away, or glides
        /// the row itself under a motion that glides.
        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            guard let view else { return }
            let surface = view.coordinator.surface
            let axis = surface.axis
            var point = axis.oriented(targetContentOffset.pointee)
            var target = Double(point.x)
            view.coordinator.willEndDragging(
                velocity: Double(axis.oriented(velocity).x),
                decelerationRate: Double(scrollView.decelerationRate.rawValue),
                targetContentOffset: &target)
            point.x = CGFloat(target)
            targetContentOffset.pointee = axis.oriented(point)
        }

        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            view?.endMotion { $0.didEndDragging(willDecelerate: decelerate) }
        }

        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            view?.endMotion { $0.didEndDecelerating() }
        }

        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            view?.endMotion { $0.didEndScrollingAnimation() }
        }
    }
#endif
