/// UIKit's `UIView`, reduced to what the adapter uses: a frame, a tree of subviews with window
/// moves, the responder chain, gesture recognizers, hidden, alpha and clipping, the layout pass,
/// the layout direction, the accessibility properties and actions, and focus.
///
/// Coordinates are points; a subview's `frame` is in its superview's bounds coordinates, whose
/// origin a view may move (a scroll view's is its content offset).
@MainActor
open class UIView: UIResponder {
    /// A view with `frame`, which needs layout.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// Nothing decodes here: always `nil`.
    public required init?(coder: NSCoder) { nil }

    /// The view's place in its superview; a new size asks for layout, as in UIKit.
    open var frame: CGRect {
        didSet { if frame.size != oldValue.size { setNeedsLayout() } }
    }

    /// The view's own coordinates: its size, at an origin that moves what is inside it the
    /// other way (a scroll view's content offset, a parallax cell's content).
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set {
            boundsOrigin = newValue.origin
            frame.size = newValue.size
        }
    }

    /// The origin of ``bounds``.
    private var boundsOrigin = CGPoint.zero

    /// The view's Core Animation layer: its 3D transform and drawing order.
    public let layer = CALayer()

    /// The middle of ``frame``, in the superview's coordinates; moving it moves the frame. With
    /// ``bounds`` it is what UIKit keeps defined under a transform (which this stand-in lacks).
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            frame.origin = CGPoint(
                x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
        }
    }

    /// Whether the view and its subviews are invisible and ignore touches.
    open var isHidden = false

    /// The view's opacity, 0 to 1; below 0.01 it ignores touches, as in UIKit.
    open var alpha: CGFloat = 1

    /// Whether subviews are cut off at the bounds; hit testing ignores it, as in UIKit.
    open var clipsToBounds = false

    /// Which way the view lays out; see ``effectiveUserInterfaceLayoutDirection``.
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified

    /// Right to left when ``semanticContentAttribute`` forces it; left to right otherwise.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    // MARK: Accessibility

    // UIKit declares these on NSObject, for any element, and the iOS 16 SDK without isolation:
    // so do these, so that the adapter's overrides compile here as they must there.

    /// Whether assistive technologies see the view as one element (and not what is inside it).
    nonisolated open var isAccessibilityElement: Bool {
        get { accessibility.isElement }
        set { accessibility.isElement = newValue }
    }

    /// What the element is called.
    nonisolated open var accessibilityLabel: String? {
        get { accessibility.label }
        set { accessibility.label = newValue }
    }

    /// What the element's value is, read after its label.
    nonisolated open var accessibilityValue: String? {
        get { accessibility.value }
        set { accessibility.value = newValue }
    }

    /// How the element behaves.
    nonisolated open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibility.traits }
        set { accessibility.traits = newValue }
    }

    /// Whether assistive technologies ignore the view and everything inside it.
    nonisolated open var accessibilityElementsHidden: Bool {
        get { accessibility.elementsHidden }
        set { accessibility.elementsHidden = newValue }
    }

    /// The name a UI test finds the view by (UIKit's `UIAccessibilityIdentification`, which
    /// `UIView` adopts); assistive technologies never read it.
    nonisolated open var accessibilityIdentifier: String? {
        get { accessibility.identifier }
        set { accessibility.identifier = newValue }
    }

    /// The storage of the properties above, which are not isolated (unsafe as UIKit's are: UIKit
    /// uses them on the main thread only).
    private struct Accessibility {
        var isElement = false
        var label: String?
        var value: String?
        var traits = UIAccessibilityTraits.none
        var elementsHidden = false
        var identifier: String?
    }
    nonisolated(unsafe) private var accessibility = Accessibility()

    /// An adjustable element's increment (VoiceOver: swipe up); does nothing by default.
    nonisolated open func accessibilityIncrement() {}

    /// An adjustable element's decrement (VoiceOver: swipe down); does nothing by default.
    nonisolated open func accessibilityDecrement() {}

    /// A three-finger swipe; `false` (not taken, ask the superview) by default.
    nonisolated open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        false
    }

    /// VoiceOver's double tap (activation); `false` (not handled: the system taps the element's
    /// activation point instead) by default.
    nonisolated open func accessibilityActivate() -> Bool { false }

    // MARK: Focus (``StandInFocus`` plays the focus engine)

    /// Whether the focus engine may focus the view; `false` by default, as for a plain view.
    open var canBecomeFocused: Bool { false }

    /// Whether the view has the focus.
    public var isFocused: Bool { StandInFocus.focusedView === self }

    /// Where the focus goes when it enters the view or the view asks for an update, most
    /// preferred first; none by default (the engine then looks at the view and inside it).
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }

    /// Whether the focus may move as `context` says; `true` by default.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }

    /// The focus moved as `context` says, into or out of the view or inside it.
    open func didUpdateFocus(
        in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
    ) {}

    /// Asks for a focus update to the view's preferred focus, run at the next
    /// ``updateFocusIfNeeded()`` or once the current update ends.
    public func setNeedsFocusUpdate() { StandInFocus.requestUpdate(from: self) }

    /// Runs the focus updates asked for.
    public func updateFocusIfNeeded() { StandInFocus.runRequests() }

    // MARK: The tree

    /// Whether this view is `view` or lies inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The view this one is a subview of.
    public private(set) weak var superview: UIView?

    /// The subviews, back to front.
    public private(set) var subviews: [UIView] = []

    /// The window the view is in, if any.
    open var window: UIWindow? { superview?.window }

    /// The controller whose root view this is, if any (UIKit keeps the same private link).
    weak var viewController: UIViewController?

    /// The controller whose root view this is, or else the superview, as in UIKit.
    open override var next: UIResponder? { viewController ?? superview }

    /// The recognizers attached to the view, in the order they were added.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    /// Whether ``layoutIfNeeded()`` will call ``layoutSubviews()``.
    private var needsLayout = true

    /// Adds `view` on top, taking it from its old superview; tells the view (and its subviews)
    /// when that changes their window.
    open func addSubview(_ view: UIView) {
        let oldWindow = view.window
        view.detach()
        subviews.append(view)
        view.superview = self
        setNeedsLayout()
        if view.window !== oldWindow { view.windowChanged() }
    }

    /// Takes the view out of its superview; tells it (and its subviews) if it left a window.
    open func removeFromSuperview() {
        let oldWindow = window
        detach()
        if oldWindow != nil { windowChanged() }
    }

    /// Called when the view moved to another window or out of one.
    open func didMoveToWindow() {}

    /// As in UIKit, a view that is freed takes its subviews out of itself first, and those that
    /// were in a window (a window's own, when the window goes) hear that they left it: a view
    /// whose window is freed around it stops what it runs there, such as a display link, which
    /// the run loop would otherwise keep firing for ever.
    isolated deinit {
        let wasInWindow = window != nil
        for view in subviews {
            view.superview = nil
            if wasInWindow { view.windowChanged() }
        }
    }

    /// Attaches `recognizer`, taking it from the view it was attached to (a recognizer belongs to
    /// one view).
    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
        recognizer.view = self
    }

    /// Detaches `recognizer` if it is attached here.
    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer.view === self else { return }
        gestureRecognizers?.removeAll { $0 === recognizer }
        recognizer.view = nil
    }

    /// Asks for ``layoutSubviews()`` at the next layout pass.
    open func setNeedsLayout() { needsLayout = true }

    /// The layout pass: ``layoutSubviews()`` if asked for, then the same for each subview.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for view in subviews { view.layoutIfNeeded() }
    }

    /// Lays out the subviews; does nothing unless overridden.
    open func layoutSubviews() {}

    /// The size that best fits `size`; as UIKit's default, the view's own size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The size the view's content needs, which Auto Layout gives it where nothing else
    /// constrains it; none in either direction by default, as in UIKit.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// A length of ``intrinsicContentSize`` that says the view has none that way.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Tells Auto Layout that ``intrinsicContentSize`` changed; here it counts the calls
    /// (``intrinsicContentSizeInvalidations``).
    open func invalidateIntrinsicContentSize() { intrinsicContentSizeInvalidations += 1 }

    // MARK: Not UIKit's API

    /// How many times ``invalidateIntrinsicContentSize()`` was called: Auto Layout would have
    /// asked for ``intrinsicContentSize`` again after each.
    public private(set) var intrinsicContentSizeInvalidations = 0

    /// The frontmost visible view at `point` (in this view's bounds coordinates), as UIKit's
    /// `hitTest(_:with:)` finds it: subviews outside their superview's bounds are not hit.
    func hitView(at point: CGPoint) -> UIView? {
        guard !isHidden, alpha >= 0.01, bounds.contains(point) else { return nil }
        for view in subviews.reversed() {
            let inView = CGPoint(
                x: point.x - view.frame.origin.x + view.bounds.origin.x,
                y: point.y - view.frame.origin.y + view.bounds.origin.y)
            if let hit = view.hitView(at: inView) { return hit }
        }
        return self
    }

    /// This view and every view below it, depth first (without the arrays of each level that
    /// a recursive `flatMap` makes: the screen walks the tree every frame).
    func allViews() -> [UIView] {
        var views: [UIView] = []
        func visit(_ view: UIView) {
            views.append(view)
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        return views
    }

    private func detach() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    private func windowChanged() {
        didMoveToWindow()
        for view in subviews { view.windowChanged() }
    }
}

/// UIKit's `UIWindow`: the root of a view tree.
@MainActor
open class UIWindow: UIView {
    /// The window itself.
    open override var window: UIWindow? { self }
}
