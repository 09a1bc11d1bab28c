/// UIKit's `UIPanGestureRecognizer`; a scroll view's own drives its simulated scroll view.
///
/// It begins on the finger's first move, and scrolls by the finger's motion along its scroll
/// view's scrolling axis (a move across it scrolls nothing). Attached anywhere (a view that took
/// the scroll view's recognizer, so that a drag on the neighbors scrolls too), it still drives
/// its scroll view. The lift velocity is the last move's, in points per millisecond, as UIKit
/// reports it; 0 when the finger held still for more than 50 ms before lifting.
///
/// A pointer's scroll (``StandInScreen/beginPointerScroll(at:type:)``) of a type in
/// ``allowedScrollTypesMask`` moves it as a finger would, with no touch: a scroll view's own
/// drags its scroll view; another asks its delegate whether to begin, then tracks
/// ``translation(in:)`` and ``velocity(in:)`` and calls its action at each change of state and
/// move, as UIKit's does.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The scroll view whose recognizer this is.
    weak var scrollView: UIScrollView?
    private let target: Any?
    private let action: Selector?
    /// The finger's velocity along the content offset, points per millisecond.
    private var velocity = 0.0
    /// When the finger last moved.
    private var lastMove = 0.0
    /// The motion since the gesture began, and the last move's speed, in points per second.
    private var translation = CGPoint.zero
    private var pointVelocity = CGPoint.zero

    /// A recognizer that calls `action` on `target`, with itself, as its state changes.
    public override init(target: Any?, action: Selector?) {
        self.target = target
        self.action = action
        super.init(target: target, action: action)
    }

    /// The pointer scrolls it recognizes, none by default, as UIKit's.
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// How far the gesture moved since it began (views here are not transformed, so in any
    /// view's coordinates).
    open func translation(in view: UIView?) -> CGPoint { translation }

    /// Sets the motion counted since the gesture began.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        self.translation = translation
    }

    /// The last move's speed, in points per second.
    open func velocity(in view: UIView?) -> CGPoint { pointVelocity }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        velocity = 0
        scrollView?.simulation.touchDown()
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        if state == .possible { state = .began } else { state = .changed }
        move(
            dx: touch.location.x - touch.previousLocation.x,
            dy: touch.location.y - touch.previousLocation.y,
            seconds: touch.timestamp - touch.previousTimestamp, at: touch.timestamp)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .ended
        lift(at: touches.first?.timestamp ?? lastMove)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .cancelled
        scrollView?.simulation.liftFinger(velocity: 0)
    }

    /// A recognizer failed by another still lets its scroll view's finger go.
    open override func reset() {
        translation = .zero
        pointVelocity = .zero
        guard let simulation = scrollView?.simulation, simulation.isTracking else { return }
        simulation.liftFinger(velocity: 0)
    }

    // MARK: Not UIKit's API: a pointer's scroll

    /// The pointer scrolled by `dx`, `dy` in `seconds` since its last move, at `time`: the
    /// first move begins the gesture, if the delegate lets it (a scroll view's own lands its
    /// scroll view's finger first).
    func scroll(dx: CGFloat, dy: CGFloat, seconds: Double, at time: Double) {
        guard [.possible, .began, .changed].contains(state) else { return }
        if state == .possible {
            translation = CGPoint(x: dx, y: dy)
            guard delegate?.gestureRecognizerShouldBegin(self) ?? true else {
                translation = .zero
                state = .failed
                return
            }
            translation = .zero
            velocity = 0
            scrollView?.simulation.touchDown()
            state = .began
        } else {
            state = .changed
        }
        move(dx: dx, dy: dy, seconds: seconds, at: time)
    }

    /// The pointer's scroll ended at `time`.
    func endScroll(at time: Double) {
        guard [.began, .changed].contains(state) else { return }
        state = .ended
        lift(at: time)
    }

    /// A move of `dx`, `dy` points in `seconds`, at `time`: the scroll view's finger follows
    /// along its axis; the action hears of it.
    private func move(dx: CGFloat, dy: CGFloat, seconds: Double, at time: Double) {
        translation.x += dx
        translation.y += dy
        let perSecond = CGFloat(seconds > 0 ? 1 / seconds : 0)
        pointVelocity = CGPoint(x: dx * perSecond, y: dy * perSecond)
        lastMove = time
        if let scrollView {
            // A finger moving right (down) pulls the content right (down): the offset falls.
            let delta = -Double(scrollView.along(CGPoint(x: dx, y: dy)))
            let milliseconds = seconds * 1000
            velocity = milliseconds > 0 ? delta / milliseconds : 0
            scrollView.simulation.moveFinger(by: delta)
        }
        callAction()
    }

    /// The finger (or the pointer's scroll) ends at `time`: a scroll view's own lifts its
    /// scroll view's finger, with no velocity after holding still; the action hears of it.
    private func lift(at time: Double) {
        let held = time - lastMove > 0.05
        if held { pointVelocity = .zero }
        scrollView?.simulation.liftFinger(velocity: held ? 0 : velocity)
        callAction()
    }

    private func callAction() {
        if let target, let action, state != .failed { action.perform(target, self) }
    }
}
