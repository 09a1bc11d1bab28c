/// UIKit's `UITapGestureRecognizer`, one tap of one finger: it ends when the finger lifts
/// within `allowableMovement` (10 points) of where it landed, and then calls its action; it
/// fails when the finger moves farther, or when a recognizer that began (a scroll view's pan)
/// fails it (see ``UIGestureRecognizer``).
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    private let target: Any?
    private let action: Selector?
    /// Where the finger landed, in the window.
    private var start: CGPoint?

    /// How far the finger may move and still tap, in points.
    open var allowableMovement: CGFloat = 10

    /// A recognizer that calls `action` on `target`, with itself, on a tap.
    public override init(target: Any?, action: Selector?) {
        self.target = target
        self.action = action
        super.init(target: target, action: action)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        start = touches.first?.location
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, let location = touches.first?.location else { return }
        let (dx, dy) = (location.x - start.x, location.y - start.y)
        if dx * dx + dy * dy > allowableMovement * allowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        state = .ended
        if let target, let action { action.perform(target, self) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .cancelled
    }
}
