import CarouselSimulation

/// A delegate that checks, as the callbacks come, that they come in an order UIKit could produce,
/// and that every change of the offset is reported exactly once.
@MainActor
final class OrderChecker: SimulatedScrollViewDelegate {
    /// Every rule broken so far, described.
    private(set) var violations: [String] = []
    /// Whether a drag has begun and not yet ended.
    private(set) var dragOpen = false
    private var willEndSeen = false
    /// Whether a deceleration has started (after a drag or a snap) and has not ended or been
    /// caught; set by the checker after a decelerating drag, by the runner after a snap.
    var expectingDecelerationEnd = false
    /// Whether an animation has started and has not ended or been caught; set by the runner.
    var expectingAnimationEnd = false
    /// Set by the runner around a frame advanced at rest: any callback then is a violation.
    var quiet = false
    /// The last offset reported by didScroll (or the starting offset).
    private(set) var lastOffset: Double
    /// Offsets outside this range are violations, and so is a paging target more than a page
    /// from the offset; `nil` when the app's sets may put the view anywhere.
    var bounds: ClosedRange<Double>?
    /// Recenters like a coordinator: past half a page from the middle page, back by one page.
    var recentering = false
    /// The step being run, for the messages.
    var step = "start"

    init(offset: Double, bounds: ClosedRange<Double>?) {
        lastOffset = offset
        self.bounds = bounds
    }

    private func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { violations.append("\(step): \(message())") }
    }

    private func checkLoud(_ callback: String) {
        check(!quiet, "\(callback) from a frame at rest")
    }

    func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {
        let offset = scrollView.contentOffset
        checkLoud("didScroll(\(offset))")
        check(offset != lastOffset, "didScroll without a change, at \(offset)")
        if let bounds { check(bounds.contains(offset), "offset \(offset) outside \(bounds)") }
        lastOffset = offset
        if recentering && offset > 150 {
            scrollView.contentOffset = offset - 100
        } else if recentering && offset < 50 {
            scrollView.contentOffset = offset + 100
        }
    }

    func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) {
        checkLoud("willBeginDragging")
        check(!dragOpen, "willBeginDragging during a drag")
        check(scrollView.isTracking && scrollView.isDragging, "willBeginDragging without a finger")
        dragOpen = true
        willEndSeen = false
    }

    func scrollViewWillEndDragging(
        _ scrollView: SimulatedScrollView, withVelocity velocity: Double,
        targetContentOffset: inout Double
    ) {
        checkLoud("willEndDragging")
        check(dragOpen && !willEndSeen, "willEndDragging outside a drag")
        check(!scrollView.isTracking, "willEndDragging with the finger down")
        let offset = scrollView.contentOffset
        check(
            abs(targetContentOffset - offset) <= scrollView.boundsLength
                || !scrollView.isPagingEnabled || bounds == nil,
            "target \(targetContentOffset) over a page from \(offset)")
        willEndSeen = true
    }

    func scrollViewDidEndDragging(
        _ scrollView: SimulatedScrollView, willDecelerate decelerate: Bool
    ) {
        checkLoud("didEndDragging")
        check(dragOpen && willEndSeen, "didEndDragging without willEndDragging")
        check(decelerate == scrollView.isDecelerating, "willDecelerate \(decelerate) is not so")
        dragOpen = false
        if decelerate { expectingDecelerationEnd = true }
    }

    func scrollViewDidEndDecelerating(_ scrollView: SimulatedScrollView) {
        checkLoud("didEndDecelerating")
        check(expectingDecelerationEnd, "didEndDecelerating with no deceleration")
        check(scrollView.isAtRest, "didEndDecelerating before rest")
        expectingDecelerationEnd = false
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: SimulatedScrollView) {
        checkLoud("didEndScrollingAnimation")
        check(expectingAnimationEnd, "didEndScrollingAnimation with no animation")
        check(scrollView.isAtRest, "didEndScrollingAnimation before rest")
        expectingAnimationEnd = false
    }

    /// Checks that the view's state matches what the callbacks said, after a step.
    func checkState(of view: SimulatedScrollView) {
        check(view.contentOffset == lastOffset, "offset \(view.contentOffset) changed unreported")
        check(dragOpen == view.isDragging, "isDragging \(view.isDragging), callbacks \(dragOpen)")
        check(
            expectingDecelerationEnd == view.isDecelerating,
            "isDecelerating \(view.isDecelerating), callbacks \(expectingDecelerationEnd)")
        check(
            expectingAnimationEnd == view.isAnimating,
            "isAnimating \(view.isAnimating), expected \(expectingAnimationEnd)")
    }
}
