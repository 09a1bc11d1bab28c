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

    /// Makes the scroll view page by itself, or not: on under ``CarouselMotion/paging``, off
    /// under the motions whose glide the coordinator runs (a paging scroll view would glide to
    /// its own page under them and ignore the target the coordinator writes).
    ///
    /// The default implementation does nothing, for a surface that never pages; one whose scroll
    /// view pages (`isPagingEnabled`) must implement it.
    ///
    /// - Parameter isEnabled: whether the scroll view pages.
    func setPagingEnabled(_ isEnabled: Bool)

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

    /// Tells that `slot` started to show the item at storage position `index` on screen: the
    /// slot overlaps the viewport by a positive length (an item is visible from its first point
    /// on screen, as `UICollectionView` counts it). Does nothing unless implemented.
    ///
    /// A display is a place in the content with the index shown there. An item that stays on
    /// screen through a recenter (either reuse policy, a far move's commit included) is not
    /// reported again. A place shows a new display, the old index ended and then the new one
    /// begun, when its index changes (an unanimated jump, a far move binding a peeking
    /// neighbor, a data change that shifts the indices) and when a data change puts another
    /// item there under the same index: it rebound the place's slot (a replaced item, the item
    /// after a removed current one, a load) or moved another slot there. A load under
    /// ``ReusePolicy/rebind`` rebinds every slot, so every item on screen is reported again, as
    /// a collection view's `reloadData()` does; under ``ReusePolicy/rotate`` a slot that keeps
    /// an equal item is not. An item a change leaves alone, in its slot under its index, is not
    /// reported. Within one call to the coordinator every end comes first, in position order,
    /// then every beginning, in position order, after the slots were configured.
    ///
    /// - Parameters:
    ///   - slot: the slot that shows the item.
    ///   - index: the item's storage position.
    func didBeginDisplaying(_ slot: Slot, index: Int)

    /// Tells that the item at storage position `index` stopped being on screen, as
    /// ``didBeginDisplaying(_:index:)`` counts it. Does nothing unless implemented.
    ///
    /// It comes at the end of the call that moved it away, after the slots were configured: the
    /// slot, the one the item was last shown in, may already show another item.
    ///
    /// - Parameters:
    ///   - slot: the slot the item was shown in.
    ///   - index: the item's storage position when it was last shown (a data change that
    ///     shifted it, or replaced or removed it, reports the old index ended).
    func didEndDisplaying(_ slot: Slot, index: Int)

    /// Asks the surface to start loading what `element`, the item at storage position `index`,
    /// will show (an image, a video's first frame): it is within the coordinator's
    /// ``CarouselScrollCoordinator/prefetchDistance`` of the slots, on the side the carousel
    /// moves toward, as a collection view's `prefetchItemsAt` tells. Does nothing unless
    /// implemented.
    ///
    /// Each item is asked for once while it stays in ``CarouselScrollCoordinator/prefetchIndices``;
    /// it is then either shown (it comes into a slot: no call) or cancelled.
    ///
    /// - Parameters:
    ///   - element: the item.
    ///   - index: its storage position.
    func prefetch(_ element: Element, index: Int)

    /// Tells the surface that an item asked for with ``prefetch(_:index:)`` is no longer
    /// needed soon: it left ``CarouselScrollCoordinator/prefetchIndices`` without coming into a
    /// slot (the carousel turned back, jumped away, or prefetching was turned off), as a
    /// collection view's `cancelPrefetchingForItemsAt` tells. A data change cancels every item
    /// asked for, under its index before the change and before it applies; the run after it is
    /// asked for anew. Does nothing unless implemented.
    ///
    /// - Parameters:
    ///   - element: the item.
    ///   - index: its storage position.
    func cancelPrefetching(_ element: Element, index: Int)
}

extension CarouselScrollSurface {
    /// Does nothing: a surface whose scroll view never pages by itself.
    ///
    /// - Parameter isEnabled: whether the scroll view pages; ignored.
    public func setPagingEnabled(_ isEnabled: Bool) {}

    /// Ignores the displacement: a surface without per-slot transforms.
    ///
    /// - Parameters:
    ///   - slot: one of the three slot models.
    ///   - displacement: ignored.
    public func update(_ slot: Slot, displacement: Double) {}

    /// Ignores the beginning of a display.
    ///
    /// - Parameters:
    ///   - slot: ignored.
    ///   - index: ignored.
    public func didBeginDisplaying(_ slot: Slot, index: Int) {}

    /// Ignores the end of a display.
    ///
    /// - Parameters:
    ///   - slot: ignored.
    ///   - index: ignored.
    public func didEndDisplaying(_ slot: Slot, index: Int) {}

    /// Ignores the request to prefetch.
    ///
    /// - Parameters:
    ///   - element: ignored.
    ///   - index: ignored.
    public func prefetch(_ element: Element, index: Int) {}

    /// Ignores the cancellation of a prefetch.
    ///
    /// - Parameters:
    ///   - element: ignored.
    ///   - index: ignored.
    public func cancelPrefetching(_ element: Element, index: Int) {}
}
