#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
#elseif CAROUSEL_APPKIT_STAND_IN
    import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || CAROUSEL_APPKIT_STAND_IN
    import CarouselSimulation

    /// The scroll model's delegate: an object of its own, so that the delegate methods are not
    /// the view's API. It forwards each report to the view's coordinator, as an iOS app's
    /// scroll view delegate does, and shows the new offset.
    @MainActor
    final class ScrollModelDelegate<Item, Cell: NSView>: SimulatedScrollViewDelegate {
        weak var view: CarouselView<Item, Cell>?

        func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {
            guard let view else { return }
            view.coordinator.didScroll()
            view.coordinator.surface.showOffset()
            view.changed()
        }

        func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) {
            view?.coordinator.willBeginDragging()
        }

        func scrollViewWillEndDragging(
            _ scrollView: SimulatedScrollView, withVelocity velocity: Double,
            targetContentOffset: inout Double
        ) {
            view?.coordinator.willEndDragging(
                velocity: velocity, decelerationRate: scrollView.decelerationRate,
                targetContentOffset: &targetContentOffset)
        }

        func scrollViewDidEndDragging(
            _ scrollView: SimulatedScrollView, willDecelerate decelerate: Bool
        ) {
            view?.coordinator.didEndDragging(willDecelerate: decelerate)
        }

        func scrollViewDidEndDecelerating(_ scrollView: SimulatedScrollView) {
            view?.coordinator.didEndDecelerating()
        }

        func scrollViewDidEndScrollingAnimation(_ scrollView: SimulatedScrollView) {
            view?.coordinator.didEndScrollingAnimation()
        }
    }
#endif
