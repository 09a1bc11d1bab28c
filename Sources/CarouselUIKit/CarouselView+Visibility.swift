#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    import Carousel

    // Whether anybody can see the view move: autoplay pauses where nobody can. UIKit posts no
    // notification for any of it (an ancestor hidden, a row scrolled away, a page dragged), so
    // the display link's frame asks, walking up the view's ancestors once.
    extension CarouselView {
        /// Reads what the motion policy needs to know of the view's visibility and returns
        /// whether autoplay resumed, having then counted its interval from 0. The view cannot be
        /// seen when it or an ancestor is hidden or almost transparent (an alpha below 0.01,
        /// which UIKit's hit testing also ignores), when its frame in the window does not
        /// intersect the window's bounds, or while a scroll view around it (any ancestor: a
        /// table, a collection view, SwiftUI's `ScrollView` or `List`) is dragged or
        /// decelerating. Out of a window there is no display link, so no autoplay either.
        ///
        /// - Complexity: O(depth of the view in its window), without allocating.
        func followVisibility() -> Bool {
            var isHidden = false
            var isEnclosingScrollViewMoving = false
            var view: UIView? = self
            while let current = view {
                if current.isHidden || current.alpha < 0.01 { isHidden = true }
                if current !== self, let scrollView = current as? UIScrollView,
                    scrollView.isDragging || scrollView.isDecelerating
                {
                    isEnclosingScrollViewMoving = true
                }
                view = current.superview
            }
            let isOutsideWindowBounds =
                window.map { !convert(bounds, to: nil).intersects($0.bounds) } ?? true
            let resumed = motionPolicy.update { policy in
                policy.isHidden = isHidden
                policy.isOutsideWindowBounds = isOutsideWindowBounds
                policy.isEnclosingScrollViewMoving = isEnclosingScrollViewMoving
            }
            if resumed { restartAutoplayCount() }
            return resumed
        }
    }
#endif
