import Carousel

// The scroll view's delegate: one line of forwarding a callback, as an app's UIKit glue has it.

extension SimulatedCarousel {
    /// Forwards to ``CarouselScrollCoordinator/didScroll()``, then tells ``onScroll``.
    public func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {
        guard !coordinator.surface.isSettingOffsetWithoutAnimation else {
            onScroll?(.reset)
            return coordinator.didScroll()
        }
        onScroll?(.moved)
        coordinator.didScroll()
        onScroll?(.followed)
    }

    /// Forwards to ``CarouselScrollCoordinator/willBeginDragging()``.
    public func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) {
        coordinator.willBeginDragging()
    }

    /// Forwards to ``CarouselScrollCoordinator/willEndDragging(velocity:decelerationRate:targetContentOffset:)``,
    /// with the scroll view's deceleration rate.
    public func scrollViewWillEndDragging(
        _ scrollView: SimulatedScrollView, withVelocity velocity: Double,
        targetContentOffset: inout Double
    ) {
        coordinator.willEndDragging(
            velocity: velocity, decelerationRate: scrollView.decelerationRate,
            targetContentOffset: &targetContentOffset)
    }

    /// Forwards to ``CarouselScrollCoordinator/didEndDragging(willDecelerate:)``.
    public func scrollViewDidEndDragging(
        _ scrollView: SimulatedScrollView, willDecelerate decelerate: Bool
    ) {
        coordinator.didEndDragging(willDecelerate: decelerate)
    }

    /// Forwards to ``CarouselScrollCoordinator/didEndDecelerating()``.
    public func scrollViewDidEndDecelerating(_ scrollView: SimulatedScrollView) {
        coordinator.didEndDecelerating()
    }

    /// Forwards to ``CarouselScrollCoordinator/didEndScrollingAnimation()``.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: SimulatedScrollView) {
        coordinator.didEndScrollingAnimation()
    }
}
