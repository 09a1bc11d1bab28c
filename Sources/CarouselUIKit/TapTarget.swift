#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    /// The target and delegate of a ``CarouselView``'s tap recognizer: an object of its own, as
    /// the display link's target is, so that neither the action nor the delegate method is the
    /// view's API; it calls the view's closure, which holds the view weakly.
    ///
    /// A touch that lands in a `UIControl` inside the view (a button in a cell) never reaches
    /// the recognizer: the control keeps it, and the tap is the control's alone.
    @MainActor
    final class TapTarget: NSObject, UIGestureRecognizerDelegate {
        /// Called with the recognizer when it recognized a tap.
        var onTap: (@MainActor (UITapGestureRecognizer) -> Void)?

        /// The action, for `UITapGestureRecognizer(target:action:)`.
        #if canImport(UIKit)
            static let action = #selector(TapTarget.tapped(_:))
        #else
            static let action = Selector {
                (target: TapTarget, recognizer: UITapGestureRecognizer) in
                target.tapped(recognizer)
            }
        #endif

        #if canImport(UIKit)
            @objc
        #endif
        private func tapped(_ recognizer: UITapGestureRecognizer) {
            onTap?(recognizer)
        }

        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
        ) -> Bool {
            // The touched view or one of its ancestors up to the carousel is a control: its own.
            var view = touch.view
            while let current = view, current !== gestureRecognizer.view {
                if current is UIControl { return false }
                view = current.superview
            }
            return true
        }
    }
#endif
