/// UIKit's `UIAccessibility`: the system's accessibility settings, their notifications, and
/// notifications an app posts to assistive technologies.
///
/// The settings read what ``StandInDevice`` holds, which a test sets (UIKit's are read-only).
@MainActor
public enum UIAccessibility {
    /// UIKit's `UIAccessibility.Notification`: what an app tells assistive technologies.
    public struct Notification: Hashable, Sendable {
        let rawValue: UInt32
        /// The screen changed a lot; the argument is what to focus.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout changed; the argument is what to focus.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Something to read out, the argument.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll completed; the argument is its status to read out.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Whether VoiceOver runs.
    public static var isVoiceOverRunning: Bool { StandInDevice.isVoiceOverRunning }

    /// Whether Reduce Motion is on.
    public static var isReduceMotionEnabled: Bool { StandInDevice.isReduceMotionEnabled }

    /// Posted when VoiceOver starts or stops.
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")

    /// Posted when Reduce Motion is turned on or off.
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")

    /// Posted when an assistive technology focuses an element, named in the user info under
    /// ``focusedElementUserInfoKey``.
    public static let elementFocusedNotification = NSNotification.Name(
        "UIAccessibilityElementFocusedNotification")

    /// The user-info key of the element an ``elementFocusedNotification`` focused.
    public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"

    /// Tells assistive technologies `notification`; here it is recorded in
    /// ``StandInDevice/posted``.
    public static func post(notification: Notification, argument: Any?) {
        StandInDevice.posted.append((notification, argument))
    }
}

/// UIKit's `UIAccessibilityTraits`: how an element behaves.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Swiping up or down with one finger increments or decrements the element.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
}

/// UIKit's `UIAccessibilityScrollDirection`: the fingers' direction of a three-finger swipe
/// (`.left` brings in what lies on the right), or the next or previous page.
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1, left, up, down, next, previous
}
