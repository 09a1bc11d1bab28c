/// UIKit's `UIFocusHeading`: which way a focus update goes.
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let up = UIFocusHeading(rawValue: 1 << 0)
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
    public static let first = UIFocusHeading(rawValue: 1 << 8)
    public static let last = UIFocusHeading(rawValue: 1 << 9)
}

/// UIKit's `UIFocusEnvironment`: what takes part in focus updates. Here only views are
/// environments (UIKit's controllers and windows are too).
@MainActor
public protocol UIFocusEnvironment: AnyObject {}

extension UIView: UIFocusEnvironment {}

/// UIKit's `UIFocusUpdateContext`: one focus update, from a view to another.
@MainActor
public final class UIFocusUpdateContext: NSObject {
    /// The view focused before the update.
    public let previouslyFocusedView: UIView?
    /// The view focused after it; `nil` in a failed movement's context (nothing lay that way).
    public let nextFocusedView: UIView?
    /// Which way the update goes: a swipe's or an arrow's heading, or none for an update an
    /// environment asked for.
    public let focusHeading: UIFocusHeading

    init(from previous: UIView?, to next: UIView?, heading: UIFocusHeading) {
        previouslyFocusedView = previous
        nextFocusedView = next
        focusHeading = heading
    }
}

/// UIKit's `UIFocusAnimationCoordinator`, without animations: only so that
/// `didUpdateFocus(in:with:)` can be spelled.
@MainActor
public final class UIFocusAnimationCoordinator: NSObject {}

/// UIKit's `UIFocusSystem`, reduced to the notification of a failed movement.
@MainActor
public final class UIFocusSystem: NSObject {
    /// Posted when a focus movement fails, with its context under
    /// ``focusUpdateContextUserInfoKey``; the stand-in posts it when nothing focusable lay in
    /// the movement's heading (the context then has no next view).
    public static let movementDidFailNotification = NSNotification.Name(
        "UIFocusMovementDidFailNotification")

    /// The user-info key of a failed movement's context.
    public static let focusUpdateContextUserInfoKey = "UIFocusUpdateContextKey"
}
