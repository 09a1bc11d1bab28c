/// AppKit's `NSAccessibility`: the roles and notifications the adapter names, and the
/// notifications posted, which a test reads.
@MainActor
public enum NSAccessibility {
    /// AppKit's `NSAccessibility.Role`.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let slider = Role(rawValue: "AXSlider")
        public static let group = Role(rawValue: "AXGroup")
    }

    /// AppKit's `NSAccessibility.Notification`.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let valueChanged = Notification(rawValue: "AXValueChanged")
    }

    /// Posts `notification` about `element` to the assistive technologies.
    public static func post(element: Any, notification: Notification) {
        posted.append((element as AnyObject, notification))
    }

    /// Not AppKit's API: every notification posted, in order.
    public static var posted: [(element: AnyObject, notification: Notification)] = []
}
