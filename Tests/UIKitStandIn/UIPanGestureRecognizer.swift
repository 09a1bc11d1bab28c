/// UIKit's `UIPanGestureRecognizer`; a scroll view's own drives its simulated scroll view.
///
/// It begins on the finger's first move, and scrolls by the finger's motion along its scroll
/// view's scrolling axis (a move across it scrolls nothing). Attached anywhere (a view that took the scroll view's
/// recognizer, so that a drag on the neighbors scrolls too), it still drives its scroll view.
/// The lift velocity is the last move's, in points per millisecond, as UIKit reports it; 0 when
/// the finger held still for more than 50 ms before lifting.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The scroll view whose recognizer this is.
    weak var scrollView: UIScrollView?
    /// The finger's velocity along the content offset, points per millisecond.
    private var velocity = 0.0
    /// When the finger last moved.
    private var lastMove = 0.0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        velocity = 0
        scrollView?.simulation.touchDown()
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let scrollView else { return }
        if state == .possible { state = .began } else { state = .changed }
        // A finger moving right (down) pulls the content right (down): the offset falls.
        let delta = -Double(
            scrollView.along(touch.location) - scrollView.along(touch.previousLocation))
        let milliseconds = (touch.timestamp - touch.previousTimestamp) * 1000
        velocity = milliseconds > 0 ? delta / milliseconds : 0
        lastMove = touch.timestamp
        scrollView.simulation.moveFinger(by: delta)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .ended
        let held = (touches.first?.timestamp ?? lastMove) - lastMove > 0.05
        scrollView?.simulation.liftFinger(velocity: held ? 0 : velocity)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .cancelled
        scrollView?.simulation.liftFinger(velocity: 0)
    }

    /// A recognizer failed by another still lets its scroll view's finger go.
    open override func reset() {
        guard let simulation = scrollView?.simulation, simulation.isTracking else { return }
        simulation.liftFinger(velocity: 0)
    }
}
