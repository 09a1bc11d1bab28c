/// Not UIKit: the focus engine and the press delivery of tvOS and of iPadOS's keyboard focus,
/// reduced to one window's views, which a test plays.
///
/// - Presses go to the first responder, else to the focused view, and up the responder chain
///   from there; a press that passes the chain's end reaches the system, which records it
///   (``unhandled``) and moves the focus with an arrow, as the focus engine does.
/// - A movement (``swipe(_:)``, an arrow that reached the system) looks for the focusable view
///   nearest the focused one in the heading, by their centers in the window: a view that
///   `canBecomeFocused`, is not hidden, and has no hidden ancestor. Without one it posts
///   `UIFocusSystem.movementDidFailNotification`; with one it asks `shouldUpdateFocus(in:)`
///   of the environments of both views (each view and its ancestors) and, if none refuses,
///   moves the focus and calls `didUpdateFocus(in:with:)` on the same environments.
/// - Focus entering a view (``focus(into:)``) and an update an environment asks for
///   (`setNeedsFocusUpdate()`, then `updateFocusIfNeeded()` or the end of the current update,
///   UIKit's next run-loop turn) go to the environment's preferred focus: the first of its
///   `preferredFocusEnvironments` that yields a focusable view, else the environment itself
///   if focusable, else the first focusable view inside it, depth first. An environment that
///   does not contain the focused view asks in vain, as in UIKit.
///
/// It is global, as the system is: a test that uses it calls ``reset()`` before and after.
@MainActor
public enum StandInFocus {
    /// The view that has the focus.
    public private(set) static var focusedView: UIView?
    /// The first responder (`becomeFirstResponder()`).
    static var firstResponder: UIResponder?
    /// The presses that reached the system, with their phase there.
    public private(set) static var unhandled: [(press: UIPress, phase: UIPress.Phase)] = []
    /// The environments that asked for an update, which runs once the current one ends.
    private static var requests: [UIView] = []
    /// Whether an update runs: requests made meanwhile wait for its end.
    private static var isUpdating = false

    /// Nothing focused, no first responder, nothing recorded.
    public static func reset() {
        focusedView = nil
        firstResponder = nil
        unhandled = []
        requests = []
        isUpdating = false
    }

    /// A hardware keyboard's key pressed and released: see ``press(_:)``.
    public static func press(_ key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = []) {
        press(UIPress(key: UIKey(keyCode: key, modifierFlags: modifiers)))
    }

    /// A remote's button pressed and released: see ``press(_:)``.
    public static func press(_ type: UIPress.PressType) { press(UIPress(type: type)) }

    /// Delivers `press`, began then ended, to the first responder or else the focused view,
    /// which pass on what they do not take.
    public static func press(_ press: UIPress) {
        guard let responder = firstResponder ?? focusedView else {
            return reachSystem([press], phase: .began)
        }
        let presses: Set<UIPress> = [press]
        responder.pressesBegan(presses, with: UIPressesEvent(allPresses: presses))
        press.phase = .ended
        responder.pressesEnded(presses, with: UIPressesEvent(allPresses: presses))
    }

    /// A swipe on the remote's touch surface, or an arrow the system moves the focus with:
    /// one focus movement in `heading`.
    public static func swipe(_ heading: UIFocusHeading) {
        guard let focused = focusedView else { return }
        guard let next = nearest(to: focused, heading: heading) else {
            NotificationCenter.default.post(
                name: UIFocusSystem.movementDidFailNotification, object: nil,
                userInfo: [
                    UIFocusSystem.focusUpdateContextUserInfoKey: UIFocusUpdateContext(
                        from: focused, to: nil, heading: heading)
                ])
            return
        }
        update(to: next, heading: heading)
    }

    /// Focus enters `view` (the first focus on screen, or a test's start): the focus goes to
    /// its preferred focus, if the environments agree.
    public static func focus(into view: UIView) {
        guard let next = preferredFocus(of: view) else { return }
        update(to: next, heading: [])
    }

    /// `setNeedsFocusUpdate()` on `environment`.
    static func requestUpdate(from environment: UIView) {
        if !requests.contains(where: { $0 === environment }) { requests.append(environment) }
    }

    /// `updateFocusIfNeeded()`: the updates asked for, unless one runs (they follow it).
    static func runRequests() {
        guard !isUpdating else { return }
        while !requests.isEmpty {
            let environment = requests.removeFirst()
            guard let focused = focusedView, focused.isDescendant(of: environment),
                let next = preferredFocus(of: environment), next !== focused
            else { continue }
            update(to: next, heading: [])
        }
    }

    /// A press that passed the responder chain's end: recorded, and an arrow's began phase
    /// moves the focus, as the focus engine takes the arrows nobody took.
    static func reachSystem(_ presses: Set<UIPress>, phase: UIPress.Phase) {
        for press in presses {
            unhandled.append((press, phase))
            guard phase == .began, let heading = heading(of: press) else { continue }
            swipe(heading)
        }
    }

    // MARK: The engine

    private static func update(to next: UIView, heading: UIFocusHeading) {
        let previous = focusedView
        let context = UIFocusUpdateContext(from: previous, to: next, heading: heading)
        let environments =
            chain(from: previous)
            + chain(from: next).filter { view in
                !chain(from: previous).contains { $0 === view }
            }
        isUpdating = true
        let agreed = environments.allSatisfy { $0.shouldUpdateFocus(in: context) }
        if agreed {
            focusedView = next
            let coordinator = UIFocusAnimationCoordinator()
            for environment in environments {
                environment.didUpdateFocus(in: context, with: coordinator)
            }
        }
        isUpdating = false
        runRequests()
    }

    /// `view` and its ancestors, nearest first.
    private static func chain(from view: UIView?) -> [UIView] {
        var views: [UIView] = []
        var current = view
        while let candidate = current {
            views.append(candidate)
            current = candidate.superview
        }
        return views
    }

    private static func isFocusable(_ view: UIView) -> Bool {
        view.canBecomeFocused && view.window != nil
            && !chain(from: view).contains(where: \.isHidden)
    }

    private static func preferredFocus(of environment: UIView) -> UIView? {
        for preferred in environment.preferredFocusEnvironments {
            guard let view = preferred as? UIView, view !== environment else { continue }
            if let found = preferredFocus(of: view) { return found }
        }
        if isFocusable(environment) { return environment }
        for view in environment.subviews {
            if let found = preferredFocus(of: view) { return found }
        }
        return nil
    }

    /// The focusable view nearest `focused` in `heading`, measured center to center in the
    /// window: the distance along the heading plus twice the distance across it.
    private static func nearest(to focused: UIView, heading: UIFocusHeading) -> UIView? {
        guard let window = focused.window else { return nil }
        let origin = center(of: focused, in: window)
        var best: (view: UIView, score: Double)?
        for view in window.allViews() where view !== focused && isFocusable(view) {
            let point = center(of: view, in: window)
            let (dx, dy) = ((point.x - origin.x).native, (point.y - origin.y).native)
            let along: Double
            let across: Double
            if heading.contains(.right) {
                (along, across) = (dx, dy)
            } else if heading.contains(.left) {
                (along, across) = (-dx, dy)
            } else if heading.contains(.down) {
                (along, across) = (dy, dx)
            } else if heading.contains(.up) {
                (along, across) = (-dy, dx)
            } else {
                return nil
            }
            guard along > 0.5 else { continue }
            let score = along + 2 * abs(across)
            if best.map({ score < $0.score }) ?? true { best = (view, score) }
        }
        return best?.view
    }

    private static func center(of view: UIView, in window: UIWindow) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }

    private static func heading(of press: UIPress) -> UIFocusHeading? {
        let code = press.key?.keyCode
        if press.type == .leftArrow || code == .keyboardLeftArrow { return .left }
        if press.type == .rightArrow || code == .keyboardRightArrow { return .right }
        if press.type == .upArrow || code == .keyboardUpArrow { return .up }
        if press.type == .downArrow || code == .keyboardDownArrow { return .down }
        return nil
    }
}
