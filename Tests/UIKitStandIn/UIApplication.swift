/// UIKit's `UIApplication`, here only for the names of its activity notifications, which
/// ``StandInDevice`` posts.
@MainActor
public final class UIApplication {
    /// Posted when the app is about to stop being active (a call, the app switcher).
    public static let willResignActiveNotification = NSNotification.Name(
        "UIApplicationWillResignActiveNotification")

    /// Posted when the app became active again.
    public static let didBecomeActiveNotification = NSNotification.Name(
        "UIApplicationDidBecomeActiveNotification")
}
