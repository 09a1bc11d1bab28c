import CarouselSimulation

/// UIKit's `UIScrollView` along one axis at a time, on a ``SimulatedScrollView``: along the
/// scrolling axis its content offset, content length, bounds length (the page length), paging
/// and scrolling flags are the simulation's, and its pan recognizer drives the simulation's
/// finger with the finger's motion along that axis.
///
/// The scrolling axis follows the content, as UIKit scrolls only where the content is longer
/// than the bounds: vertical when the content is taller than the bounds and no wider,
/// horizontal otherwise. The offset across it is kept as set, without motion or
/// `scrollViewDidScroll` (UIKit would report it; the adapter sets it only to 0). When the content
/// switches axis the two components of the offset trade places, and a motion under way goes on
/// along the new axis (not modelled further).
@MainActor
open class UIScrollView: UIView {
    /// Not UIKit's API: the simulated scroll view underneath, for tests to set up and read.
    public let simulation: SimulatedScrollView
    /// Not UIKit's API: whether the simulation runs along the vertical axis (see above).
    public private(set) var scrollsVertically = false
    /// The content offset across the scrolling axis.
    private var crossOffset: CGFloat = 0
    /// Forwards the simulation's callbacks to ``delegate``.
    private let bridge = DelegateBridge()

    /// A scroll view at offset 0 with no content.
    public override init(frame: CGRect) {
        simulation = SimulatedScrollView(boundsLength: Double(frame.width))
        panGestureRecognizer = UIPanGestureRecognizer(target: nil, action: nil)
        super.init(frame: frame)
        bridge.scrollView = self
        simulation.delegate = bridge
        panGestureRecognizer.scrollView = self
        addGestureRecognizer(panGestureRecognizer)
    }

    /// Nothing decodes here: always `nil`.
    public required init?(coder: NSCoder) { nil }

    /// Told of every scroll and end of motion; held weakly.
    public weak var delegate: (any UIScrollViewDelegate)?

    /// The recognizer that drags the content.
    public let panGestureRecognizer: UIPanGestureRecognizer

    /// The frame; its length along the scrolling axis is the simulation's bounds length.
    open override var frame: CGRect {
        didSet { followContent() }
    }

    /// The visible part of the content: its origin is the content offset.
    open override var bounds: CGRect {
        get { CGRect(origin: contentOffset, size: frame.size) }
        set {
            frame.size = newValue.size
            contentOffset = newValue.origin
        }
    }

    /// The content offset; setting it is the simulation's unanimated set along the scrolling
    /// axis (a deceleration goes on, `scrollViewDidScroll` comes from inside the setter).
    open var contentOffset: CGPoint {
        get { point(along: CGFloat(simulation.contentOffset), across: crossOffset) }
        set {
            crossOffset = scrollsVertically ? newValue.x : newValue.y
            simulation.contentOffset = Double(along(newValue))
        }
    }

    /// Sets the content offset, animated or not along the scrolling axis, as the simulation
    /// does; the offset across it is set at once.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        crossOffset = scrollsVertically ? contentOffset.x : contentOffset.y
        simulation.setContentOffset(Double(along(contentOffset)), animated: animated)
    }

    /// The content's size; its length along the scrolling axis is the simulation's content
    /// length.
    open var contentSize = CGSize.zero {
        didSet { followContent() }
    }

    /// Whether releases rest on multiples of the bounds width.
    open var isPagingEnabled: Bool {
        get { simulation.isPagingEnabled }
        set { simulation.isPagingEnabled = newValue }
    }

    /// UIKit's deceleration rates: the fraction of the velocity left after a millisecond.
    public struct DecelerationRate: Hashable, Sendable {
        /// The fraction, as UIKit spells it.
        public let rawValue: CGFloat

        /// A rate of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// UIKit's default, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate, 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How fast a glide slows without paging: the simulation's rate.
    open var decelerationRate: DecelerationRate {
        get { DecelerationRate(rawValue: CGFloat(simulation.decelerationRate)) }
        set { simulation.decelerationRate = Double(newValue.rawValue) }
    }

    /// Whether the view follows a finger.
    open var isScrollEnabled: Bool {
        get { simulation.isScrollEnabled }
        set { simulation.isScrollEnabled = newValue }
    }

    /// Whether a finger has dragged the content and is still down: the simulation's.
    open var isDragging: Bool { simulation.isDragging }

    /// Whether the content glides on after a finger lifted: the simulation's deceleration.
    open var isDecelerating: Bool { simulation.isDecelerating }

    /// Kept, not drawn.
    open var showsHorizontalScrollIndicator = true

    /// Kept, not drawn.
    open var showsVerticalScrollIndicator = true

    /// UIKit's automatic content insets (for safe areas); there are none here, so only kept.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

    /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    // MARK: Not UIKit's API

    /// The component of `point` along the scrolling axis.
    func along(_ point: CGPoint) -> CGFloat { scrollsVertically ? point.y : point.x }

    /// The point `along` the scrolling axis and `across` it.
    func point(along: CGFloat, across: CGFloat) -> CGPoint {
        scrollsVertically ? CGPoint(x: across, y: along) : CGPoint(x: along, y: across)
    }

    /// Gives the simulation the lengths along the axis the content scrolls on, trading the
    /// offset's components when that axis changed.
    private func followContent() {
        let vertical = contentSize.height > frame.height && contentSize.width <= frame.width
        let switched = vertical != scrollsVertically
        scrollsVertically = vertical
        simulation.boundsLength = Double(vertical ? frame.height : frame.width)
        simulation.contentLength = Double(vertical ? contentSize.height : contentSize.width)
        guard switched else { return }
        let oldAlong = CGFloat(simulation.contentOffset)
        simulation.contentOffset = Double(crossOffset)
        crossOffset = oldAlong
    }
}

/// UIKit's `UIScrollViewDelegate`, the methods the adapter implements. They are requirements
/// here (optional in UIKit), so that a misspelt one fails to compile instead of never being
/// called.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

/// Turns the simulation's callbacks into `UIScrollViewDelegate` calls with UIKit's types.
@MainActor
private final class DelegateBridge: SimulatedScrollViewDelegate {
    weak var scrollView: UIScrollView?

    private var target: (UIScrollView, any UIScrollViewDelegate)? {
        guard let scrollView, let delegate = scrollView.delegate else { return nil }
        return (scrollView, delegate)
    }

    func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {
        guard let (view, delegate) = target else { return }
        delegate.scrollViewDidScroll(view)
    }

    func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) {
        guard let (view, delegate) = target else { return }
        delegate.scrollViewWillBeginDragging(view)
    }

    func scrollViewWillEndDragging(
        _ scrollView: SimulatedScrollView, withVelocity velocity: Double,
        targetContentOffset: inout Double
    ) {
        guard let (view, delegate) = target else { return }
        var point = view.point(along: CGFloat(targetContentOffset), across: 0)
        withUnsafeMutablePointer(to: &point) { pointer in
            delegate.scrollViewWillEndDragging(
                view, withVelocity: view.point(along: CGFloat(velocity), across: 0),
                targetContentOffset: pointer)
        }
        targetContentOffset = Double(view.along(point))
    }

    func scrollViewDidEndDragging(_ scrollView: SimulatedScrollView, willDecelerate: Bool) {
        guard let (view, delegate) = target else { return }
        delegate.scrollViewDidEndDragging(view, willDecelerate: willDecelerate)
    }

    func scrollViewDidEndDecelerating(_ scrollView: SimulatedScrollView) {
        guard let (view, delegate) = target else { return }
        delegate.scrollViewDidEndDecelerating(view)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: SimulatedScrollView) {
        guard let (view, delegate) = target else { return }
        delegate.scrollViewDidEndScrollingAnimation(view)
    }
}
