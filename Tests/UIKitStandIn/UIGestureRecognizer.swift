/// UIKit's `UIGestureRecognizer`, with the subclass interface of `UIGestureRecognizerSubclass`.
///
/// ``StandInScreen`` delivers touches to the recognizers of the touched view and its ancestors
/// while they are possible, began or changed, and arbitrates as UIKit does by default: when one
/// begins or ends, every other still possible one that it `canPrevent` and that
/// `canBePrevented(by:)` it fails. A touch goes only to the recognizers whose ``delegate``
/// lets them receive it. Targets and actions are not kept here (none are called); a subclass
/// that has them keeps its own (``UITapGestureRecognizer``).
@MainActor
open class UIGestureRecognizer: NSObject {
    /// UIKit's recognizer states.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
    }

    /// A recognizer; `target` and `action` are ignored here.
    public init(target: Any?, action: Selector?) {
        super.init()
    }

    /// The view it is attached to.
    public internal(set) weak var view: UIView?

    /// Asked whether the recognizer receives a touch; held weakly.
    public weak var delegate: (any UIGestureRecognizerDelegate)?

    /// Not UIKit's API: the touch the screen delivers to the recognizer, for ``location(in:)``.
    var touch: UITouch?

    /// Where the touch is, in `view`'s bounds coordinates (`nil`: the window's); the origin when
    /// there is no touch.
    public func location(in view: UIView?) -> CGPoint {
        guard let touch else { return .zero }
        guard let view else { return touch.location }
        return view.convert(touch.location, from: nil)
    }

    /// Where the recognizer is; a subclass sets it.
    open var state = State.possible

    /// The kinds of touch the recognizer receives (`UITouch.TouchType` raw values in UIKit):
    /// an empty list keeps every touch out, as for a recognizer of pointer scrolls only; the
    /// screen's touches are all direct, and any other list lets them in.
    open var allowedTouchTypes: [NSNumber] = [NSNumber(value: 0)]

    /// Whether the view's own touches are cancelled once the recognizer begins (kept, not
    /// modelled: the views here have no touch handling of their own).
    open var cancelsTouchesInView = true

    /// A finger landed.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// A finger moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// A finger lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// The touch was cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called after the touches ended, before the state returns to possible.
    open func reset() {}

    /// Whether this recognizer, recognizing, fails `preventedGestureRecognizer`: yes by default.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, recognizing, fails this one: yes by default.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}

/// UIKit's `UITouch`: one finger, in window coordinates (views here are not transformed).
@MainActor
public final class UITouch: NSObject {
    /// The view the finger landed on (the hit view), which keeps the touch as it moves.
    public internal(set) var view: UIView?
    /// Where the finger is, and where it was at the event before.
    var location: CGPoint
    var previousLocation: CGPoint
    /// When the finger got there, and when it got to ``previousLocation``.
    var timestamp: Double
    var previousTimestamp: Double

    init(at location: CGPoint, time: Double) {
        self.location = location
        previousLocation = location
        timestamp = time
        previousTimestamp = time
    }
}

/// UIKit's `UIEvent`: carries nothing here.
@MainActor
public final class UIEvent: NSObject {}
