#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    @_spi(ItemLengths) import Carousel

    // A pointer's scrolls (iPad, Mac Catalyst, visionOS): a trackpad's two fingers drag the row
    // as a finger does; a mouse wheel's turn moves it one item.
    extension CarouselView {
        /// The axis the row scrolls along and the direction it lays out in (which a vertical
        /// row ignores), for the inputs that name a side: a swipe, a wheel, a key.
        var orientation:
            (axis: CarouselGeometry.Axis, layoutDirection: CarouselGeometry.LayoutDirection)
        {
            if let row = rowCoordinator {
                return (row.surface.axis, row.surface.isMirrored ? .rightToLeft : .leftToRight)
            }
            return (coordinator.geometry.axis, coordinator.geometry.layoutDirection)
        }

        /// Gives the trackpad's scrolls to the scroll view's pan recognizer, which drags the
        /// row with them, and the wheel's to a recognizer of their own. UIKit has pointer
        /// scrolls from iOS 13.4, and tvOS none.
        func setUpPointerScrolling() {
            #if !os(tvOS)
                guard #available(iOS 13.4, *) else { return }
                scrollView.panGestureRecognizer.allowedScrollTypesMask = .continuous
                wheelRecognizer.allowedTouchTypes = []
                wheelRecognizer.allowedScrollTypesMask = .discrete
                wheelTarget.orientation = { [unowned self] in orientation }
                wheelTarget.onStep = { [unowned self] step in wheelStepped(step) }
                wheelRecognizer.delegate = wheelTarget
                addGestureRecognizer(wheelRecognizer)
            #endif
        }

        /// A wheel gesture's one move: the next or the previous item, sliding unless Reduce
        /// Motion is on. Refused, as ``next(animated:)`` is, while a finger (or the trackpad)
        /// or a motion has the row.
        private func wheelStepped(_ step: Int) {
            if step > 0 { next() } else { previous() }
        }
    }
#endif
