/// Foundation's `NSNotification`, here only for the type of notification names.
open class NSNotification: NSObject {
    /// Foundation's `NSNotification.Name` (`Notification.Name`).
    public struct Name: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}

/// Foundation's `Notification`: a name, a sender and a dictionary.
public struct Notification {
    public typealias Name = NSNotification.Name
    public var name: Name
    public var object: Any?
    public var userInfo: [AnyHashable: Any]?

    public init(name: Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil) {
        self.name = name
        self.object = object
        self.userInfo = userInfo
    }
}

/// Foundation's `NotificationCenter`, with selector-based observers as Apple's systems have kept
/// them since iOS 9: not retained, and dropped once freed. A post calls every observer of its
/// name (or of every name) whose object is the sender or `nil`, in the order they were added,
/// synchronously.
@MainActor
public final class NotificationCenter {
    /// The app's center, where UIKit and AppKit post.
    public static let `default` = NotificationCenter()

    private struct Observation {
        weak var observer: AnyObject?
        let selector: Selector
        let name: Notification.Name?
        let object: AnyObject?
    }

    private var observations: [Observation] = []

    /// Calls `selector` on `observer` with each notification named `name` (any name when `nil`)
    /// from `object` (any sender when `nil`).
    public func addObserver(
        _ observer: Any, selector: Selector, name: Notification.Name?, object: Any?
    ) {
        observations.append(
            Observation(
                observer: observer as AnyObject, selector: selector, name: name,
                object: object.map { $0 as AnyObject }))
    }

    /// Stops every observation of `observer`.
    public func removeObserver(_ observer: Any) {
        observations.removeAll { $0.observer === observer as AnyObject }
    }

    /// Posts a notification to its observers, now.
    public func post(name: Notification.Name, object: Any?, userInfo: [AnyHashable: Any]? = nil) {
        observations.removeAll { $0.observer == nil }
        let notification = Notification(name: name, object: object, userInfo: userInfo)
        let sender = object.map { $0 as AnyObject }
        for observation in observations
        where observation.name.map({ $0 == name }) ?? true
            && (observation.object == nil || observation.object === sender)
        {
            guard let observer = observation.observer else { continue }
            observation.selector.perform(observer, notification)
        }
    }
}
