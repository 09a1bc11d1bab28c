#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    /// The selection tick a picker plays as each row reaches its center, for a
    /// ``CarouselView``: a `selectionChanged()` on each frame where the item nearest the center
    /// changes while the user moves the row (a finger's drag, and the glide or settle it leaves,
    /// until the view rests). Never for a motion the view makes by itself (autoplay, continuous
    /// scrolling, a programmatic move) nor for a data change: those are not the user's hand.
    ///
    /// tvOS has no haptics (UIKit declares no feedback generators there): it counts, and plays
    /// nothing.
    @MainActor
    struct ItemPassHaptics {
        /// ``CarouselView/playsHapticsOnItemPass``.
        var isEnabled = false
        /// Whether the user moves the row: from the start of a drag until the view rests.
        private var isUserMotion = false
        /// The item nearest the center at the last frame.
        private var nearest: Int?
        #if !os(tvOS)
            /// Made at the first drag with haptics on, then kept: UIKit plays a generator's
            /// ticks with less latency once it was prepared.
            private(set) var generator: UISelectionFeedbackGenerator?
        #endif

        /// A drag begins: the user moves the row until it rests. Wakes the generator, so that
        /// the first tick comes on time.
        mutating func beginDragging() {
            isUserMotion = true
            guard isEnabled else { return }
            #if !os(tvOS)
                if generator == nil { generator = UISelectionFeedbackGenerator() }
                generator?.prepare()
            #endif
        }

        /// After a scroll or frame: the item nearest the center is `index`; a tick if it changed
        /// under the user's motion. A view `isAtRest` ends the user's motion.
        mutating func follow(nearest index: Int?, isAtRest: Bool) {
            defer {
                nearest = index
                if isAtRest { isUserMotion = false }
            }
            guard isEnabled, isUserMotion, let index, let nearest, index != nearest else { return }
            #if !os(tvOS)
                if generator == nil { generator = UISelectionFeedbackGenerator() }
                generator?.selectionChanged()
            #endif
        }

        /// A data change made `index` the item nearest the center: no item passed.
        mutating func skip(to index: Int?) {
            nearest = index
        }
    }
#endif
