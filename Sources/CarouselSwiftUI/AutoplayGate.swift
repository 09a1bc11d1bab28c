#if (canImport(SwiftUI) && canImport(UIKit)) || CAROUSEL_SWIFTUI_STAND_IN
    import Carousel

    /// Whether autoplay runs, from what the developer asked and what the environment says.
    ///
    /// The carousel's own coordinator already pauses autoplay under a finger and during any
    /// motion; this gate adds the pauses a screen needs on top: the developer's pause control
    /// (WCAG 2.2.2: pause, stop, hide), a scene that is not active, VoiceOver (its user cannot
    /// follow content that moves by itself) and Reduce Motion (autoplay is motion nobody asked
    /// for, and the view can only slide).
    struct AutoplayGate: Equatable {
        /// Seconds between two moves, or `nil` for no autoplay.
        var interval: Double?
        /// The developer's pause.
        var isPaused = false
        /// Whether the scene is in the foreground and active.
        var isSceneActive = true
        /// Whether VoiceOver runs.
        var isVoiceOverRunning = false
        /// Whether the user asked for reduced motion.
        var reducesMotion = false

        /// The interval autoplay runs at now, or `nil` when it does not run: also for an
        /// interval outside `CarouselLimits.autoplayIntervals`, which the carousel would refuse.
        var runningInterval: Double? {
            guard let interval, CarouselLimits.autoplayIntervals.contains(interval), !isPaused,
                isSceneActive, !isVoiceOverRunning, !reducesMotion
            else { return nil }
            return interval
        }
    }
#endif
