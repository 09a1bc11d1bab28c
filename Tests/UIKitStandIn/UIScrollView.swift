import CarouselSimulation

/// UIKit's `UIScrollView`, horizontal only, on a ``SimulatedScrollView``: its content offset,
/// content width, bounds width (the page length), paging and scrolling flags are the
/// simulation's, and its pan recognizer drives the simulation's finger.
///
/// The vertical components of offsets and sizes are kept at 0 (an offset's `y` is ignored).
@MainActor
open class UIScrollView: UIView {
    /// Not UIKit's API: the simulated scroll view underneath, for tests to set up and read.
    public let simulation: SimulatedScrollView
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

    /// The frame; its width is the simulation's bounds length.
    open override var frame: CGRect {
        didSet { simulation.boundsLength = Double(frame.width) }
    }

    /// The visible part of the content: its origin is the content offset.
    open override var bounds: CGRect {
        get { CGRect(origin: contentOffset, size: frame.size) }
        set {
            frame.size = newValue.size
            contentOffset = newValue.origin
        }
    }

    /// The content offset; setting it is the simulation's unanimated set (a deceleration goes
    /// on, `scrollViewDidScroll` comes from inside the setter).
    open var contentOffset: CGPoint {
        get { CGPoint(x: CGFloat(simulation.contentOffset), y: 0) }
        set { simulation.contentOffset = Double(newValue.x) }
    }

    /// Sets the content offset, animated or not, as the simulation does.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        simulation.setContentOffset(Double(contentOffset.x), animated: animated)
    }

    /// The content's size; its width is the simulation's content length.
    open var contentSize = CGSize.zero {
        didSet { simulation.contentLength = Double(contentSize.width) }
    }

    /// Whether releases rest on multiples of the bounds width.
    open var isPagingEnabled: Bool {
        get { simulation.isPagingEnabled }
        set { simulation.isPagingEnabled = newValue }
    }

    /// Whether the view follows a finger.
    open var isScrollEnabled: Bool {
        get { simulation.isScrollEnabled }
        set { simulation.isScrollEnabled = newValue }
    }

    /// Kept, not drawn.
    open var showsHorizontalScrollIndicator = true

    /// UIKit's automatic content insets (for safe areas); there are none here, so only kept.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

    /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
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
        var point = CGPoint(x: CGFloat(targetContentOffset), y: 0)
        withUnsafeMutablePointer(to: &point) { pointer in
            delegate.scrollViewWillEndDragging(
                view, withVelocity: CGPoint(x: CGFloat(velocity), y: 0),
                targetContentOffset: pointer)
        }
        targetContentOffset = Double(point.x)
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
