#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    /// The target of a ``CarouselView``'s display link: the link retains its target, so the
    /// view is not it; this object calls the view's closure, which holds the view weakly.
    @MainActor
    final class DisplayLinkTarget: NSObject {
        /// Called on every display frame.
        var onFrame: (@MainActor (CADisplayLink) -> Void)?

        /// A display link on the main run loop calling ``onFrame`` every frame, also while a
        /// scroll view tracks a finger (the common modes).
        func start() -> CADisplayLink {
            let link = CADisplayLink(target: self, selector: Self.action)
            link.add(to: .main, forMode: .common)
            return link
        }

        // Without an Objective-C runtime (the stand-in) a selector carries the method instead
        // of naming it: these two spellings, and `@objc` below, are all that only UIKit
        // compiles.
        #if canImport(UIKit)
            private static let action = #selector(DisplayLinkTarget.displayFrame(_:))
        #else
            private static let action = Selector {
                (target: DisplayLinkTarget, link: CADisplayLink) in target.displayFrame(link)
            }
        #endif

        #if canImport(UIKit)
            @objc
        #endif
        private func displayFrame(_ link: CADisplayLink) {
            onFrame?(link)
        }
    }
#endif
