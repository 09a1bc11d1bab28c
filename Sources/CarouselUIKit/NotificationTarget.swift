// Shared with CarouselAppKit (a symbolic link there): nothing here is UIKit's or AppKit's alone.
// Each module compiles it where its framework is: Package.swift defines CAROUSEL_UIKIT for
// CarouselUIKit where UIKit's views exist, CAROUSEL_APPKIT for CarouselAppKit on the Mac.
#if CAROUSEL_UIKIT
    import UIKit
#elseif CAROUSEL_APPKIT
    import AppKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#elseif CAROUSEL_APPKIT_STAND_IN
    import AppKitStandIn
#endif

#if CAROUSEL_UIKIT || CAROUSEL_APPKIT || CAROUSEL_UIKIT_STAND_IN || CAROUSEL_APPKIT_STAND_IN
    /// The observer of the notifications a ``CarouselView`` follows (VoiceOver, Reduce Motion,
    /// focus, the app's activity, the window's occlusion): one object with one selector for them all, whose closure holds
    /// the view weakly. Notification centers do not retain their observers and drop them when
    /// they are freed, so it lives exactly as long as the view.
    @MainActor
    final class NotificationTarget: NSObject {
        /// Called with every notification observed.
        var onNotification: (@MainActor (Notification) -> Void)?

        /// Observes `names` from any sender on the default center.
        func observe(_ names: [Notification.Name]) {
            for name in names {
                NotificationCenter.default.addObserver(
                    self, selector: Self.action, name: name, object: nil)
            }
        }

        // As in DisplayLinkTarget: without an Objective-C runtime (the stand-in) a selector
        // carries the method instead of naming it.
        #if CAROUSEL_UIKIT || CAROUSEL_APPKIT
            private static let action = #selector(NotificationTarget.receive(_:))
        #else
            private static let action = Selector {
                (target: NotificationTarget, notification: Notification) in
                target.receive(notification)
            }
        #endif

        #if CAROUSEL_UIKIT || CAROUSEL_APPKIT
            @objc
        #endif
        private func receive(_ notification: Notification) {
            onNotification?(notification)
        }
    }
#endif
