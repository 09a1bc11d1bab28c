#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    import Carousel

    // A pointer's scrolls (iPad, Mac Catalyst, visionOS): a trackpad's two fingers drag the row
    // as a finger does; a mouse wheel's turn moves it one item.
    extension CarouselView {
        /// Gives the trackpad's scrolls to the scroll view's pan recognizer, which drags the
        /// row with them, and the wheel's to a recognizer of their own. UIKit has pointer
        /// scrolls from iOS 13.4, and tvOS none.
        func setUpPointerScrolling() {
            #if !os(tvOS)
                guard #available(iOS 13.4, *) else { return }
                scrollView.panGestureRecognizer.allowedScrollTypesMask = .continuous
                wheelRecognizer.allowedTouchTypes = []
                wheelRecognizer.allowedScrollTypesMask = .discrete
                wheelTarget.stepLayout = { [unowned self] in stepLayout }
                // As a key's move: made once the row rests if it moves by itself.
                wheelTarget.onStep = { [unowned self] step in request(.step(step)) }
                wheelRecognizer.delegate = wheelTarget
                addGestureRecognizer(wheelRecognizer)
            #endif
        }
    }
#endif
