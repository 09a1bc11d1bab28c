/// The scroll view a ``CarouselScrollCoordinator`` drives: a paging `UIScrollView` and its three
/// slot views, a SwiftUI scroll position, or a simulation in tests.
///
/// All lengths and offsets are points along the carousel's axis, in the scroll view's own
/// (unflipped) coordinates; ``CarouselGeometry`` converts them. A conforming type is a page of
/// forwarding code: each requirement is one property or call of the real scroll view.
@MainActor
public protocol CarouselScrollSurface: AnyObject {
    /// The slot models the carousel reuses: the three views (or view models) that show items.
    associatedtype Slot
    /// The items the slots show.
    associatedtype Element

    /// The scroll view's content offset along the axis.
    var contentOffset: Double { get }

    /// Moves the content to `contentOffset`.
    ///
    /// Unanimated, the change is immediate and the scroll view may report it back through the
    /// did-scroll callback from inside this call (UIKit does): the coordinator ignores that
    /// report. Animated, the scroll view reports each frame and then the end of the animation.
    ///
    /// - Parameters:
    ///   - contentOffset: the new content offset along the axis, in points.
    ///   - animated: whether the scroll view slides there.
    func setContentOffset(_ contentOffset: Double, animated: Bool)

    /// Sets the content's length along the axis (``CarouselGeometry/contentLength``).
    ///
    /// - Parameter length: the content length in points.
    func setContentLength(_ length: Double)

    /// Lets the user scroll, or not: off while the carousel has fewer than two items.
    ///
    /// - Parameter isEnabled: whether the user may scroll.
    func setScrollEnabled(_ isEnabled: Bool)

    /// Places `slot` at `span` of the content; called for each slot when the geometry changes
    /// and, under ``ReusePolicy/rotate``, when the slots change places.
    ///
    /// - Parameters:
    ///   - slot: one of the three slot models.
    ///   - span: where it lies in the content, in points.
    func place(_ slot: Slot, at span: CarouselGeometry.Span)

    /// Shows `element` in `slot` (`nil`: show nothing). Called only when the slot's item changed.
    ///
    /// - Parameters:
    ///   - slot: one of the three slot models.
    ///   - element: the item to show, or `nil`.
    func configure(_ slot: Slot, with element: Element?)

    /// Tells a slot its signed distance from the center, in pages, after every change of the
    /// offset: 0 at the center, positive toward *next*. The base of scale, alpha and parallax
    /// transforms. Does nothing unless implemented.
    ///
    /// - Parameters:
    ///   - slot: one of the three slot models.
    ///   - displacement: its distance from the center, in pages.
    func update(_ slot: Slot, displacement: Double)
}

extension CarouselScrollSurface {
    /// Ignores the displacement: a surface without per-slot transforms.
    ///
    /// - Parameters:
    ///   - slot: one of the three slot models.
    ///   - displacement: ignored.
    public func update(_ slot: Slot, displacement: Double) {}
}
