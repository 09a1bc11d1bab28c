/// A `UIScrollView` along one axis, simulated frame by frame, to drive scroll coordinators in
/// tests and demos without UIKit.
///
/// Offsets are `Double` points along the axis. Gestures come one call per event
/// (``touchDown()``, ``moveFinger(by:)``, ``liftFinger(velocity:)``) and time passes only in
/// ``advanceFrame(by:)``, so a run is deterministic. The delegate gets the callbacks of
/// `UIScrollViewDelegate` that matter to paging, in UIKit's order.
///
/// ## What is modelled
/// - **Drag**: the offset follows the finger 1:1 inside `0...maximumContentOffset`; beyond an
///   edge with the reported rubber band `(1 - 1 / (x * 0.55 / d + 1)) * d` for an excursion `x`
///   and `d` = ``boundsLength`` (so never more than `d` past the edge), or clamped without
///   ``bounces``.
/// - **Release**: with paging, the nearest page (exactly half way: the later one), or the next
///   page in the direction of a velocity beyond ``pagingVelocityThreshold``, never more than one
///   page from where the finger lifted; without paging, the end of a geometric deceleration
///   `offset + v * r / (1 - r)`, which the delegate may change. Targets are clamped to the
///   content, so the last page may be a partial one that ends the content.
/// - **Deceleration**: the remaining distance to the target decays geometrically,
///   `remaining *= pow(rate, milliseconds)`, with ``decelerationRate`` (0.99, `.fast`, with
///   paging). It ends when less than half a pixel remains, exactly on the target rounded to the
///   pixel grid plus ``restingError``. A rubber-banded view springs back the same way.
/// - **Animation**: ``setContentOffset(_:animated:)`` eases in and out over ``animationDuration``.
/// - **Callbacks**: `scrollViewDidScroll` for every change of the offset, synchronously and
///   re-entrantly from inside the ``contentOffset`` setter; a touch catches a moving view
///   without the motion's didEnd callback. A delegate may call back into the view from any
///   callback; if it takes over (a touch, an animated set, scrolling turned off), the view
///   drops what it was doing and sends nothing more for it.
///
/// ## What is assumed
/// - Published (Apple's documentation and WWDC sessions): geometric deceleration per
///   millisecond, 0.998 `.normal` and 0.99 `.fast`; velocities in points per millisecond; paging
///   by the bounds length, half a page or a flick going on to the next page; the delegate's target
///   ignored with paging; `scrollViewDidScroll` from inside the offset's setter; the bounce.
/// - Reported, not documented by Apple: the rubber-band formula and its constant 0.55; that a
///   strong flick does not pass more than one page.
/// - Chosen for this model, not measured: the paging velocity threshold (0.3 points per
///   millisecond); the ease-in-ease-out curve (Core Animation's) and 0.3 s duration of an
///   animated set; that with paging every deceleration, spring-backs included, runs at the fast
///   rate, and without paging at ``decelerationRate``; that a tap on a view caught between pages
///   snaps it to the nearest page, and without paging one caught past an edge springs back; that
///   an animated set to the current offset does nothing; that with scrolling off the view
///   ignores touches. The states seen from callbacks: in `scrollViewWillEndDragging`
///   ``isTracking`` is false and ``isDragging`` true; in `scrollViewDidEndDragging` both are
///   false and ``isDecelerating`` is already true if it will decelerate; the last
///   `scrollViewDidScroll` of a motion comes while it still runs.
/// - What app-side recentering relies on, not verified on a device: an unanimated set of the
///   offset during a deceleration or an animation shifts its remaining path, and its target, by
///   the same amount, as Apple's infinite-scrolling sample (WWDC 2011, StreetScroller) depends on.
/// - Not modelled: inertia beyond the geometric decay, the finger's velocity tracking (the caller
///   passes it), two fingers, zoom, content insets, `alwaysBounce`, and a delegate that changes
///   the offset on every `scrollViewDidScroll` (it recurses without end, as it would in UIKit).
///
/// ## Inputs
/// No input traps. A non-finite offset, finger move or frame duration is ignored, a non-finite
/// velocity counts as 0, and every setting is read clamped to a sane range (stated on each).
/// Lengths and offsets are clamped to ±``lengthLimit``, far beyond any real content, so that
/// arithmetic never overflows.
///
/// - Complexity: every call is O(1) and allocation-free (callbacks aside).
@MainActor
public final class SimulatedScrollView {
    /// The largest length or offset magnitude, in points, the view works with: 10¹².
    public static let lengthLimit = 1e12

    /// The rate of every deceleration with paging: UIKit's `.fast`.
    public static let pagingDecelerationRate = 0.99

    /// A view at offset 0, at rest, with no delegate.
    ///
    /// - Parameters:
    ///   - boundsLength: the visible length along the axis, which is also the page length.
    ///   - contentLength: the length of the content along the axis.
    public init(boundsLength: Double, contentLength: Double = 0) {
        self.boundsLength = boundsLength
        self.contentLength = contentLength
    }

    /// Told of every scroll, drag and end of motion; held weakly, as in UIKit.
    public weak var delegate: (any SimulatedScrollViewDelegate)?

    /// The visible length along the axis, and the page length.
    ///
    /// Setting it (a resize) changes nothing else and calls nothing: the app repositions. Read as
    /// 0 when not finite, clamped to `0...lengthLimit`; with 0 there is no rubber band and paging
    /// works as if off.
    public var boundsLength: Double

    /// The length of the content along the axis.
    ///
    /// Setting it does not move the offset and calls nothing, as in UIKit: the app repositions.
    /// Read as 0 when not finite, clamped to `0...lengthLimit`.
    public var contentLength: Double

    /// The offset of the visible area into the content, in points.
    ///
    /// Setting it is an unanimated change. When the value changes, the setter calls
    /// `scrollViewDidScroll` before it returns, re-entering the delegate. A running deceleration
    /// or animation goes on relative to the new offset: its remaining path and its target shift
    /// by the same amount (what app-side recentering relies on; not verified on a device). A
    /// non-finite value is ignored; others are clamped to ±``lengthLimit``.
    ///
    /// - Complexity: O(1).
    public var contentOffset: Double {
        get { offset }
        set {
            guard newValue.isFinite else { return }
            let value = Self.clampedLength(newValue)
            guard value != offset else { return }
            motion.shift(by: value - offset)
            scroll(to: value)
        }
    }

    /// Whether the view comes to rest on multiples of ``boundsLength`` (or the end of the
    /// content) after a drag.
    public var isPagingEnabled = true

    /// Whether the view follows a finger.
    ///
    /// While false, ``touchDown()``, ``moveFinger(by:)`` and ``liftFinger(velocity:)`` do nothing
    /// (a touch does not catch a moving view either). Turning it off while a finger is down ends
    /// the touch at once: after a drag with `scrollViewWillEndDragging` (velocity 0, target the
    /// offset, a change of it ignored) and `scrollViewDidEndDragging(willDecelerate: false)`; the
    /// offset stays where it is, even between pages or past an edge.
    public var isScrollEnabled = true {
        didSet {
            guard !isScrollEnabled, isTracking else { return }
            isTracking = false
            stateChanged()
            if isDragging { endDrag(velocity: 0, keepingOffset: true) }
        }
    }

    /// Whether a drag past a content edge rubber-bands (true) or stops at the edge (false).
    public var bounces = true

    /// The factor by which the velocity falls every millisecond of a deceleration without paging:
    /// 0.998 (`.normal`) by default, 0.99 is `.fast`.
    ///
    /// Read as 0.998 when not finite, clamped to `0...0.9999`. Paging always uses
    /// ``pagingDecelerationRate``.
    public var decelerationRate = 0.998

    /// The duration in seconds of an animated ``setContentOffset(_:animated:)``.
    ///
    /// Read as 0 when not finite, clamped to `0...3600`; an animation of 0 s ends on the next
    /// frame.
    public var animationDuration = 0.3

    /// The speed in points per millisecond beyond which a release with paging goes on to the
    /// next page in the direction of the velocity.
    ///
    /// Read as 0.3 when not finite, clamped to `0...lengthLimit`.
    public var pagingVelocityThreshold = 0.3

    /// Device pixels per point: a deceleration or animation comes to rest with its target rounded
    /// to `1 / pixelScale` points.
    ///
    /// Read as 1 when not finite, clamped to `1...1000`.
    public var pixelScale: Double = 3

    /// Added to every offset a deceleration or animation comes to rest on, to reproduce a view
    /// that settles a fraction of a point off the page (such as 0.3).
    ///
    /// Read as 0 when not finite, clamped to ±``lengthLimit``.
    public var restingError: Double = 0

    /// Whether a finger is down.
    public internal(set) var isTracking = false

    /// Whether a finger is down and has moved since it landed.
    public internal(set) var isDragging = false

    /// Whether a deceleration is running: after a drag, a snap after a tap, or a spring-back.
    public var isDecelerating: Bool {
        if case .deceleration = motion { true } else { false }
    }

    /// Whether an animated ``setContentOffset(_:animated:)`` is running.
    public var isAnimating: Bool {
        if case .animation = motion { true } else { false }
    }

    /// Whether nothing moves the view: no finger, no deceleration, no animation.
    public var isAtRest: Bool {
        guard case .none = motion else { return false }
        return !isTracking
    }

    /// The largest offset inside the content: `max(0, contentLength - boundsLength)`, with both
    /// read as stated on them.
    public var maximumContentOffset: Double {
        max(0, Self.clampedLength(contentLength, atLeast: 0) - pageLength)
    }

    /// Sets the offset, animated or not.
    ///
    /// Animated, it stops a deceleration (without `scrollViewDidEndDecelerating`) and eases in and
    /// out from the current offset over ``animationDuration``, calling `scrollViewDidScroll` on
    /// every frame that changes the offset and `scrollViewDidEndScrollingAnimation` once at the
    /// end, on `offset` rounded to the pixel grid plus ``restingError``. A call during an
    /// animation restarts it from where it is. Asking for the current offset while no animation
    /// runs starts none and calls nothing (assumed: UIKit is commonly said to skip
    /// `scrollViewDidEndScrollingAnimation` then). With a finger down, the change is unanimated.
    ///
    /// - Parameters:
    ///   - offset: the new offset; ignored when not finite, else clamped to ±``lengthLimit``.
    ///   - animated: false is the ``contentOffset`` setter.
    /// - Complexity: O(1).
    public func setContentOffset(_ offset: Double, animated: Bool) {
        guard animated, !isTracking else {
            contentOffset = offset
            return
        }
        guard offset.isFinite else { return }
        let target = Self.clampedLength(offset)
        guard isAnimating || target != self.offset else {
            if isDecelerating { setMotion(.none) }
            return
        }
        let duration = Self.clamped(animationDuration, to: 0...3600, otherwise: 0)
        setMotion(.animation(from: self.offset, to: target, elapsed: 0, duration: duration))
    }

    // MARK: State

    /// The current offset; ``contentOffset`` without the setter's side effects.
    var offset: Double = 0

    /// Where the finger is during a drag, in content-offset terms: the offset inside the content,
    /// ahead of it past an edge.
    var finger: Double = 0

    /// What moves the view between frames.
    var motion = ScrollMotion.none

    /// Counts changes of the touch or the motion, so that code that calls the delegate can tell
    /// whether the callback took over (caught the view, started an animation, ended the touch).
    private var stateChanges: UInt64 = 0

    /// Notes a change of the touch or the motion.
    func stateChanged() { stateChanges &+= 1 }

    /// Replaces the motion, as a change of state.
    func setMotion(_ newMotion: ScrollMotion) {
        motion = newMotion
        stateChanged()
    }

    /// Runs `body`, which calls the delegate.
    ///
    /// - Returns: whether the touch and the motion are as they were, so the caller may go on.
    func keepsState(_ body: () -> Void) -> Bool {
        let before = stateChanges
        body()
        return stateChanges == before
    }

    /// Moves the view to `value` and, if it changed, tells the delegate; the motion stays as it is.
    func scroll(to value: Double) {
        guard value != offset else { return }
        offset = value
        delegate?.scrollViewDidScroll(self)
    }

    // MARK: Settings as read

    /// ``boundsLength`` as read: the page length and the rubber band's dimension.
    var pageLength: Double { Self.clampedLength(boundsLength, atLeast: 0) }

    /// Whether releases choose pages: paging on, and a page length to page by.
    var pages: Bool { isPagingEnabled && pageLength > 0 }

    /// The rate of a deceleration that starts now.
    var currentDecelerationRate: Double {
        pages
            ? Self.pagingDecelerationRate
            : Self.clamped(decelerationRate, to: 0...0.9999, otherwise: 0.998)
    }

    /// ``pagingVelocityThreshold`` as read.
    var velocityThreshold: Double {
        Self.clamped(pagingVelocityThreshold, to: 0...Self.lengthLimit, otherwise: 0.3)
    }

    /// ``pixelScale`` as read.
    var pixelsPerPoint: Double { Self.clamped(pixelScale, to: 1...1000, otherwise: 1) }

    /// Where a motion toward `target` comes to rest: on the pixel grid, plus ``restingError``.
    func restingOffset(for target: Double) -> Double {
        let scale = pixelsPerPoint
        let error = Self.clamped(
            restingError, to: -Self.lengthLimit...Self.lengthLimit, otherwise: 0)
        return (target * scale).rounded() / scale + error
    }

    /// `value` clamped to `range`; `fallback` when it is not finite.
    static func clamped(
        _ value: Double, to range: ClosedRange<Double>, otherwise fallback: Double
    ) -> Double {
        value.isFinite ? min(max(value, range.lowerBound), range.upperBound) : fallback
    }

    /// A finite length or offset clamped to `lowest...lengthLimit`; 0 when not finite.
    static func clampedLength(_ value: Double, atLeast lowest: Double = -lengthLimit) -> Double {
        clamped(value, to: lowest...lengthLimit, otherwise: 0)
    }
}
