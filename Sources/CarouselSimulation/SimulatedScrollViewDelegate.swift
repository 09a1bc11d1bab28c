/// The callbacks of a ``SimulatedScrollView``: the one-axis subset of `UIScrollViewDelegate`.
///
/// Every method has an empty default implementation, as UIKit's are optional. A method may call
/// back into the view (set ``SimulatedScrollView/contentOffset``, touch down, start an animation);
/// the view checks after every callback whether the delegate changed its state and stops what it
/// was doing if so.
@MainActor
public protocol SimulatedScrollViewDelegate: AnyObject {
    /// The offset changed: by a finger, a frame of a motion, or the app's own set (from inside that
    /// setter, before it returns).
    ///
    /// - Parameter scrollView: the view whose ``SimulatedScrollView/contentOffset`` changed.
    func scrollViewDidScroll(_ scrollView: SimulatedScrollView)

    /// The finger moved for the first time since it landed.
    ///
    /// - Parameter scrollView: the view being dragged.
    func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView)

    /// The finger is lifting after a drag; the view proposes where it will come to rest.
    ///
    /// - Parameters:
    ///   - scrollView: the view being released; ``SimulatedScrollView/isTracking`` is already
    ///     false, ``SimulatedScrollView/isDragging`` still true.
    ///   - velocity: the finger's velocity in points per millisecond, in content-offset direction.
    ///   - targetContentOffset: the proposed resting offset; a change is honoured only without
    ///     paging (clamped to the content), as in UIKit.
    func scrollViewWillEndDragging(
        _ scrollView: SimulatedScrollView, withVelocity velocity: Double,
        targetContentOffset: inout Double)

    /// The drag ended.
    ///
    /// - Parameters:
    ///   - scrollView: the released view; ``SimulatedScrollView/isDragging`` is false, and
    ///     ``SimulatedScrollView/isDecelerating`` already true when `decelerate` is.
    ///   - decelerate: whether the view moves on to a target; if so
    ///     ``scrollViewDidEndDecelerating(_:)`` follows unless a touch catches the view first.
    func scrollViewDidEndDragging(
        _ scrollView: SimulatedScrollView, willDecelerate decelerate: Bool)

    /// A deceleration (after a drag, or the snap after a tap) came to rest.
    ///
    /// - Parameter scrollView: the view, now at rest.
    func scrollViewDidEndDecelerating(_ scrollView: SimulatedScrollView)

    /// An animated ``SimulatedScrollView/setContentOffset(_:animated:)`` came to rest.
    ///
    /// - Parameter scrollView: the view, now at rest.
    func scrollViewDidEndScrollingAnimation(_ scrollView: SimulatedScrollView)
}

extension SimulatedScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {}

    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) {}

    /// Does nothing: the view's target stands.
    public func scrollViewWillEndDragging(
        _ scrollView: SimulatedScrollView, withVelocity velocity: Double,
        targetContentOffset: inout Double
    ) {}

    /// Does nothing.
    public func scrollViewDidEndDragging(
        _ scrollView: SimulatedScrollView, willDecelerate decelerate: Bool
    ) {}

    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: SimulatedScrollView) {}

    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: SimulatedScrollView) {}
}
