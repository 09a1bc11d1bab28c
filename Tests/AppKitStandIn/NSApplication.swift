/// AppKit's `NSApplication`, reduced to whether the app is active and the notifications that say
/// when that changes.
@MainActor
public final class NSApplication: NSResponder {
    /// The app.
    public static let shared = NSApplication()

    /// Posted as the app becomes the active one.
    public static let didBecomeActiveNotification = Notification.Name(
        "NSApplicationDidBecomeActiveNotification")
    /// Posted as the app stops being the active one.
    public static let didResignActiveNotification = Notification.Name(
        "NSApplicationDidResignActiveNotification")

    /// Whether the app is the active one: it is, until a test says otherwise.
    public private(set) var isActive = true

    /// Not AppKit's API: makes the app active or not, posting the notification, as the user
    /// switching apps does.
    public func standInSetActive(_ active: Bool) {
        guard active != isActive else { return }
        isActive = active
        NotificationCenter.default.post(
            name: active ? Self.didBecomeActiveNotification : Self.didResignActiveNotification,
            object: self)
    }
}

/// AppKit's `NSWorkspace`, reduced to the accessibility settings a view follows.
@MainActor
public final class NSWorkspace {
    /// The workspace.
    public static let shared = NSWorkspace()

    /// Whether VoiceOver runs. Settable here, as a test turns it on.
    public var isVoiceOverEnabled = false
    /// Whether Reduce Motion is on. Settable here, as a test turns it on.
    public var accessibilityDisplayShouldReduceMotion = false
}
