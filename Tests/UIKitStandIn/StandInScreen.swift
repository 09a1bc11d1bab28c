/// Not UIKit: the display and the finger a test plays, over a window.
///
/// One finger at a time, in window coordinates. ``advanceFrame(by:)`` is one display frame: the
/// simulated scroll views in the window move, the display links of ``RunLoop/main`` fire, and a
/// layout pass runs. Touches go to the recognizers of the view under the finger and of its
/// superviews (that view's first), each in the order added, that their delegates let receive
/// it, with UIKit's default arbitration (see ``UIGestureRecognizer``).
///
/// A pointer's scroll (a trackpad's two fingers, a mouse's wheel) goes to the pan recognizers
/// of the view under the pointer and of its superviews that allow its type, each of which may
/// begin; it touches nothing, so no other recognizer hears of it.
@MainActor
public final class StandInScreen {
    /// The window the screen shows.
    public let window: UIWindow
    /// Seconds since the screen started.
    public private(set) var time: CFTimeInterval = 0
    private var touch: UITouch?
    private var recognizers: [UIGestureRecognizer] = []
    private let event = UIEvent()
    /// The pan recognizers a pointer's scroll reaches, and when it last moved.
    private var scrolling: (recognizers: [UIPanGestureRecognizer], lastMove: Double)?

    /// A screen showing a window of `width` by `height` points.
    public init(width: CGFloat, height: CGFloat) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    /// One display frame of `seconds`.
    public func advanceFrame(by seconds: Double) {
        time += seconds
        for case let scrollView as UIScrollView in window.allViews() {
            scrollView.simulation.advanceFrame(by: seconds)
        }
        for link in RunLoop.main.links { link.fire(at: time) }
        window.layoutIfNeeded()
    }

    /// Whether a finger is down.
    public var isTouching: Bool { touch != nil }

    /// A finger lands at `point`; ignored while one is down.
    public func touchDown(at point: CGPoint) {
        guard touch == nil else { return }
        let touch = UITouch(at: point, time: time)
        self.touch = touch
        touch.view = window.hitView(at: point)
        var view = touch.view
        recognizers = []
        while let current = view {
            recognizers += current.gestureRecognizers ?? []
            view = current.superview
        }
        // As in UIKit, a delegate may keep a recognizer out of this touch altogether, and so
        // may its touch types.
        recognizers.removeAll {
            $0.allowedTouchTypes.isEmpty
                || $0.delegate?.gestureRecognizer($0, shouldReceive: touch) == false
        }
        for recognizer in recognizers { recognizer.touch = touch }
        deliver { $0.touchesBegan([touch], with: event) }
    }

    /// The finger moves by `dx` points to the right (negative: to the left) and `dy` down.
    public func moveTouch(dx: CGFloat = 0, dy: CGFloat = 0) {
        guard let touch else { return }
        touch.previousLocation = touch.location
        touch.previousTimestamp = touch.timestamp
        touch.location.x += dx
        touch.location.y += dy
        touch.timestamp = time
        deliver { $0.touchesMoved([touch], with: event) }
    }

    /// The finger lifts where it is; every recognizer it reached is reset.
    public func liftTouch() {
        guard let touch else { return }
        touch.previousLocation = touch.location
        touch.previousTimestamp = touch.timestamp
        touch.timestamp = time
        deliver { $0.touchesEnded([touch], with: event) }
        for recognizer in recognizers {
            recognizer.reset()
            recognizer.state = .possible
            recognizer.touch = nil
        }
        recognizers = []
        self.touch = nil
    }

    /// Whether a pointer's scroll is under way.
    public var isPointerScrolling: Bool { scrolling != nil }

    /// A pointer's scroll of `type` begins over `point` (the fingers land on the trackpad, the
    /// wheel starts to turn); ignored while one is under way.
    public func beginPointerScroll(at point: CGPoint, type: UIScrollType) {
        guard scrolling == nil else { return }
        var view = window.hitView(at: point)
        var reached: [UIPanGestureRecognizer] = []
        while let current = view {
            for case let pan as UIPanGestureRecognizer in current.gestureRecognizers ?? []
            where pan.allowedScrollTypesMask.contains(UIScrollTypeMask(type)) {
                reached.append(pan)
            }
            view = current.superview
        }
        scrolling = (reached, time)
    }

    /// The pointer's scroll moves the content by `dx` points to the right and `dy` down, as a
    /// finger's move would (the system has already applied the user's scrolling direction).
    public func pointerScroll(dx: CGFloat = 0, dy: CGFloat = 0) {
        guard let (reached, lastMove) = scrolling else { return }
        for pan in reached { pan.scroll(dx: dx, dy: dy, seconds: time - lastMove, at: time) }
        scrolling = (reached, time)
    }

    /// The pointer's scroll ends (the fingers lift, the wheel stops); every recognizer it
    /// reached is reset.
    public func endPointerScroll() {
        guard let (reached, _) = scrolling else { return }
        for pan in reached {
            pan.endScroll(at: time)
            pan.reset()
            pan.state = .possible
        }
        scrolling = nil
    }

    /// Calls `send` on every recognizer still in play, then lets those that began or ended fail
    /// the others they may prevent.
    private func deliver(_ send: (UIGestureRecognizer) -> Void) {
        let before = recognizers.map(\.state)
        let inPlay: [UIGestureRecognizer.State] = [.possible, .began, .changed]
        for recognizer in recognizers where inPlay.contains(recognizer.state) {
            send(recognizer)
        }
        for (recognizer, old) in zip(recognizers, before)
        where old == .possible && [.began, .ended].contains(recognizer.state) {
            for other in recognizers
            where other !== recognizer && other.state == .possible
                && recognizer.canPrevent(other) && other.canBePrevented(by: recognizer)
            {
                other.state = .failed
            }
        }
    }
}
