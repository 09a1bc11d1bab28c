#if canImport(UIKit)
    import UIKit
    import UIKit.UIGestureRecognizerSubclass
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    /// Reports a finger landing on the carousel and the last finger lifting: UIKit has no scroll
    /// view callback for a touch that does not drag, and autoplay must not move under one.
    ///
    /// It begins on touch-down and ends with the last finger, and never prevents the scroll
    /// view's pan: they run side by side.
    final class TouchRecognizer: UIGestureRecognizer {
        /// Called with `true` when the first finger lands and `false` when the last one lifts.
        var onTouch: (@MainActor (_ isDown: Bool) -> Void)?
        private var fingers = 0

        /// Whether a finger is down: between the two calls of ``onTouch``.
        var isTouching: Bool { fingers > 0 }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)  // required of subclasses
            if fingers == 0 { onTouch?(true) }
            fingers += touches.count
            if state == .possible { state = .began }
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            lift(touches, ending: .ended)
        }

        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesCancelled(touches, with: event)
            lift(touches, ending: .cancelled)
        }

        override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
            false
        }

        private func lift(_ touches: Set<UITouch>, ending: State) {
            fingers = max(0, fingers - touches.count)
            guard fingers == 0 else { return }
            state = ending
            onTouch?(false)
        }
    }
#endif
