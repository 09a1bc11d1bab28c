/// AppKit's `NSView`, reduced to what the adapter uses: a frame and bounds, flipped or not, a
/// tree of subviews with window moves, the layout pass, hidden and alpha, the layout direction,
/// point conversion, tracking areas, accessibility, and a display link.
///
/// Coordinates are points; a subview's `frame` is in its superview's bounds coordinates, whose
/// origin a view may move (a clip view's is where its content scrolled to). A view whose
/// ``isFlipped`` is false has its y axis up, as in AppKit.
@MainActor
open class NSView: NSResponder {
    /// A view with `frame`, which needs layout.
    public init(frame frameRect: NSRect) {
        frame = frameRect
        super.init()
    }

    /// Nothing decodes here: always `nil`.
    public required init?(coder: NSCoder) { nil }

    /// The view's place in its superview; a new size asks for layout, as in AppKit.
    open var frame: NSRect {
        didSet { if frame.size != oldValue.size { needsLayout = true } }
    }

    /// The view's own coordinates: its size, at an origin that moves what is inside it the
    /// other way.
    open var bounds: NSRect {
        get { NSRect(origin: boundsOrigin, size: frame.size) }
        set {
            boundsOrigin = newValue.origin
            frame.size = newValue.size
        }
    }

    private var boundsOrigin = NSPoint.zero

    /// Whether the view's y axis points down; AppKit's default is up.
    open var isFlipped: Bool { false }

    open var isHidden = false
    /// Whether the view clips what its subviews draw outside its bounds (AppKit's from macOS 14,
    /// whose default is `false`).
    open var clipsToBounds = false
    open var alphaValue: CGFloat = 1
    /// Whether the view draws into a Core Animation layer, which it then has.
    open var wantsLayer = false {
        didSet { layer = wantsLayer ? (layer ?? CALayer()) : nil }
    }
    /// The view's layer, once ``wantsLayer`` is set.
    open var layer: CALayer?

    /// The direction of the text and of the layout: the app's language, or the one a view sets.
    open var userInterfaceLayoutDirection = NSUserInterfaceLayoutDirection.leftToRight

    public private(set) weak var superview: NSView?
    public private(set) var subviews: [NSView] = []
    /// Set by ``NSWindow``, on its content view; a view in a window's tree finds it upward.
    weak var ownWindow: NSWindow?
    open var window: NSWindow? { ownWindow ?? superview?.window }

    open override var nextResponder: NSResponder? { superview }

    /// Whether ``layout()`` is due; setting it true asks for a layout pass.
    open var needsLayout = true

    open func addSubview(_ view: NSView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        if window != nil { view.movedToWindow() }
    }

    open func removeFromSuperview() {
        guard let superview else { return }
        let hadWindow = window != nil
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        if hadWindow { movedToWindow() }
    }

    /// Called when the view joins or leaves a window.
    open func viewDidMoveToWindow() {}

    func movedToWindow() {
        viewDidMoveToWindow()
        for view in subviews { view.movedToWindow() }
    }

    /// Lays the subviews out.
    open func layout() {}

    /// Runs the layout pass of this view and those below it where one is due.
    open func layoutSubtreeIfNeeded() {
        if needsLayout {
            needsLayout = false
            layout()
        }
        for view in subviews { view.layoutSubtreeIfNeeded() }
    }

    /// `point` in `view`'s coordinates (the window's for `nil`, whose y axis is up) in this
    /// view's.
    public func convert(_ point: NSPoint, from view: NSView?) -> NSPoint {
        let inWindow = view.map { $0.convertToWindow(point) } ?? point
        return convertFromWindow(inWindow)
    }

    /// A point of this view's in the window's coordinates.
    private func convertToWindow(_ point: NSPoint) -> NSPoint {
        let inSuperview = pointInSuperview(point)
        return superview?.convertToWindow(inSuperview) ?? inSuperview
    }

    /// A point of the window's in this view's coordinates.
    private func convertFromWindow(_ point: NSPoint) -> NSPoint {
        let inSuperview = superview?.convertFromWindow(point) ?? point
        var local = NSPoint(
            x: inSuperview.x - frame.origin.x, y: inSuperview.y - frame.origin.y)
        if isFlipped != (superview?.isFlipped ?? false) { local.y = frame.size.height - local.y }
        return NSPoint(x: local.x + bounds.origin.x, y: local.y + bounds.origin.y)
    }

    private func pointInSuperview(_ point: NSPoint) -> NSPoint {
        var local = NSPoint(x: point.x - bounds.origin.x, y: point.y - bounds.origin.y)
        if isFlipped != (superview?.isFlipped ?? false) { local.y = frame.size.height - local.y }
        return NSPoint(x: local.x + frame.origin.x, y: local.y + frame.origin.y)
    }

    /// The view's tracking areas, in the order added.
    public private(set) var trackingAreas: [NSTrackingArea] = []

    open func addTrackingArea(_ area: NSTrackingArea) { trackingAreas.append(area) }

    open func removeTrackingArea(_ area: NSTrackingArea) {
        trackingAreas.removeAll { $0 === area }
    }

    /// Called when the view's visible part may have changed: a view keeps its areas current here.
    open func updateTrackingAreas() {}

    /// Whether the view or one of its ancestors is hidden.
    public var isHiddenOrHasHiddenAncestor: Bool {
        isHidden || (superview?.isHiddenOrHasHiddenAncestor ?? false)
    }

    // The NSAccessibility protocol's members a view overrides, as AppKit imports them: methods.

    /// Whether assistive technologies see the view as one element.
    open func isAccessibilityElement() -> Bool { false }
    /// What kind of element it is.
    open func accessibilityRole() -> NSAccessibility.Role? { nil }
    /// What VoiceOver reads as its value.
    open func accessibilityValue() -> Any? { nil }
    /// What VoiceOver reads as its name.
    open func accessibilityLabel() -> String? { accessibilityLabelText }
    /// Names the view for VoiceOver.
    open func setAccessibilityLabel(_ label: String?) { accessibilityLabelText = label }
    private var accessibilityLabelText: String?
    /// VoiceOver's increment; `true` when handled.
    open func accessibilityPerformIncrement() -> Bool { false }
    /// VoiceOver's decrement; `true` when handled.
    open func accessibilityPerformDecrement() -> Bool { false }
    /// VoiceOver's press; `true` when handled.
    open func accessibilityPerformPress() -> Bool { false }

    /// A display link calling `selector` on `target` every frame ``StandInDisplay`` shows, once
    /// added to a run loop (AppKit's from macOS 14).
    public func displayLink(target: Any, selector: Selector) -> CADisplayLink {
        CADisplayLink(target: target, selector: selector)
    }
}

/// AppKit's `NSUserInterfaceLayoutDirection`.
public enum NSUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}
