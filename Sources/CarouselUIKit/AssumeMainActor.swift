#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    /// Runs `body` on the main actor from a method that UIKit calls on the main thread but that
    /// an SDK declares without isolation: the accessibility members of `NSObject` up to the iOS 16
    /// SDK, which a view overrides. `MainActor.assumeIsolated` does this, but the standard library
    /// of those SDKs (Swift 5.8) lacks it.
    ///
    /// It checks the thread first, as `assumeIsolated` does, and traps off the main queue.
    func assumeMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
        dispatchPrecondition(condition: .onQueue(.main))
        // On the main queue the main actor's code may run as it is: only the function type's
        // isolation changes, not its representation.
        return withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: (() -> T).self)()
        }
    }
#endif
