#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    import Carousel

    /// The target and delegate of a ``CarouselView``'s mouse-wheel recognizer (a pan recognizer
    /// of discrete pointer scrolls and no touches): an object of its own, as the tap's target
    /// is, so that neither the action nor the delegate method is the view's API.
    ///
    /// It plays each gesture through a ``WheelGesture`` and calls the view's closure with the
    /// move it asks for.
    @MainActor
    final class WheelTarget: NSObject, UIGestureRecognizerDelegate {
        /// The carousel's axis and layout direction now, asked when a gesture begins; `nil`
        /// while it cannot scroll, when no gesture begins (the view around it scrolls).
        var stepLayout:
            (
                @MainActor () -> (
                    axis: CarouselGeometry.Axis, layoutDirection: CarouselGeometry.LayoutDirection
                )?
            )?
        /// Called with 1 or -1 when a gesture asks for the next or the previous item.
        var onStep: (@MainActor (_ step: Int) -> Void)?
        /// The gesture under way, if any.
        private var gesture: WheelGesture?

        /// The action, for `UIPanGestureRecognizer(target:action:)`.
        #if canImport(UIKit)
            static let action = #selector(WheelTarget.scrolled(_:))
        #else
            static let action = Selector {
                (target: WheelTarget, recognizer: UIPanGestureRecognizer) in
                target.scrolled(recognizer)
            }
        #endif

        #if canImport(UIKit)
            @objc
        #endif
        private func scrolled(_ recognizer: UIPanGestureRecognizer) {
            switch recognizer.state {
            case .began, .changed:
                if gesture == nil { gesture = newGesture() }
                if let step = gesture?.step(translation: recognizer.translation(in: nil)) {
                    onStep?(step)
                }
            default:
                gesture = nil
            }
        }

        /// A wheel gesture begins only mostly along the carousel's axis.
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let gesture = newGesture()
            else { return false }
            // The first step's motion; a system that reports none yet reports its speed.
            let translation = pan.translation(in: nil)
            return gesture.begins(
                translation: translation == .zero ? pan.velocity(in: nil) : translation)
        }

        private func newGesture() -> WheelGesture? {
            stepLayout?().map { WheelGesture(axis: $0.axis, layoutDirection: $0.layoutDirection) }
        }
    }
#endif
