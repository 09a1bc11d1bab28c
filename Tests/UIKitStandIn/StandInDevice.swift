/// Not UIKit: the system around the app, which a test plays. Its settings are what
/// ``UIAccessibility`` reports; changing one posts UIKit's notification for it, as the system
/// does; the VoiceOver gestures call what VoiceOver calls.
///
/// It is global, as the system is: a test that changes it calls ``reset()`` before and after.
@MainActor
public enum StandInDevice {
    /// Whether VoiceOver runs: ``setVoiceOverRunning(_:)`` changes it.
    public private(set) static var isVoiceOverRunning = false

    /// Whether Reduce Motion is on: ``setReduceMotionEnabled(_:)`` changes it.
    public private(set) static var isReduceMotionEnabled = false

    /// What the app posted with `UIAccessibility.post(notification:argument:)`, in order.
    public static var posted: [(notification: UIAccessibility.Notification, argument: Any?)] = []

    /// The arguments of the page-scrolled announcements posted, in order.
    public static var pageScrolledAnnouncements: [String] {
        posted.filter { $0.notification == .pageScrolled }.compactMap { $0.argument as? String }
    }

    /// Starts or stops VoiceOver, posting `voiceOverStatusDidChangeNotification` on a change.
    public static func setVoiceOverRunning(_ isRunning: Bool) {
        guard isRunning != isVoiceOverRunning else { return }
        isVoiceOverRunning = isRunning
        NotificationCenter.default.post(
            name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
    }

    /// Turns Reduce Motion on or off, posting `reduceMotionStatusDidChangeNotification` on a
    /// change.
    public static func setReduceMotionEnabled(_ isEnabled: Bool) {
        guard isEnabled != isReduceMotionEnabled else { return }
        isReduceMotionEnabled = isEnabled
        NotificationCenter.default.post(
            name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }

    /// An assistive technology focuses `element`: posts `elementFocusedNotification`.
    public static func focus(_ element: Any) {
        NotificationCenter.default.post(
            name: UIAccessibility.elementFocusedNotification, object: nil,
            userInfo: [UIAccessibility.focusedElementUserInfoKey: element])
    }

    /// The app stops being active (a call comes in): posts `willResignActiveNotification`.
    public static func resignActive() {
        NotificationCenter.default.post(
            name: UIApplication.willResignActiveNotification, object: nil)
    }

    /// The app is active again: posts `didBecomeActiveNotification`.
    public static func becomeActive() {
        NotificationCenter.default.post(
            name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    /// VoiceOver's one-finger swipe up on `element`: `accessibilityIncrement()`, sent only to an
    /// adjustable accessibility element. Returns whether it was sent.
    @discardableResult
    public static func swipeUp(on element: UIView) -> Bool {
        guard isAdjustable(element) else { return false }
        element.accessibilityIncrement()
        return true
    }

    /// VoiceOver's one-finger swipe down on `element`: `accessibilityDecrement()`, as
    /// ``swipeUp(on:)``.
    @discardableResult
    public static func swipeDown(on element: UIView) -> Bool {
        guard isAdjustable(element) else { return false }
        element.accessibilityDecrement()
        return true
    }

    /// VoiceOver's three-finger swipe `direction` with the focus on `element`:
    /// `accessibilityScroll(_:)` on the element, then on each superview in turn until one
    /// returns `true`. Returns the view that took it, if any.
    @discardableResult
    public static func threeFingerSwipe(
        _ direction: UIAccessibilityScrollDirection, focusedOn element: UIView
    ) -> UIView? {
        var view: UIView? = element
        while let candidate = view {
            if candidate.accessibilityScroll(direction) { return candidate }
            view = candidate.superview
        }
        return nil
    }

    /// Everything back to the system's defaults, and the posted log emptied; the app active.
    public static func reset() {
        setVoiceOverRunning(false)
        setReduceMotionEnabled(false)
        becomeActive()
        posted = []
    }

    private static func isAdjustable(_ element: UIView) -> Bool {
        element.isAccessibilityElement && element.accessibilityTraits.contains(.adjustable)
    }
}
