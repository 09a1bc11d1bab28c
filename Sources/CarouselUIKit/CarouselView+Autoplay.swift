#if canImport(UIKit)
    // The iOS 16 SDK declares UIKit's accessibility notifications as mutable C globals, which
    // Swift 6 refuses to read without this.
    @preconcurrency import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    import Carousel

    // The clock: autoplay, the display link that drives it, and the settings and app states
    // that the motion policy pauses it for.
    extension CarouselView {
        // MARK: Autoplay

        /// Slides one item forward every `interval` seconds while the view rests (a finger on
        /// the view pauses it). The view's display link is the clock, so autoplay runs only
        /// while the view is in a window.
        ///
        /// Autoplay also pauses while VoiceOver runs, while an assistive technology's focus is
        /// on the view, and while the app is not active, and counts a whole interval again when
        /// it resumes; with Reduce Motion on, it changes the item without a slide. Moving content
        /// also needs a control that stops it (WCAG 2.2.2, *Pause, Stop, Hide*): a button beside
        /// the view that calls ``stopAutoplay()`` and ``startAutoplay(interval:)``, its state read
        /// from ``autoplayInterval``.
        ///
        /// - Parameter interval: seconds between two moves, from 0.001 to 1,000,000.
        /// - Throws: a `CarouselError` of code `.invalidAutoplayInterval`; nothing changes then.
        public func startAutoplay(interval: Double) throws(CarouselError) {
            try coordinator.startAutoplay(interval: interval)
        }

        /// Stops autoplay.
        public func stopAutoplay() {
            coordinator.stopAutoplay()
        }

        /// The seconds between two autoplay moves, `nil` while autoplay is off (also before
        /// ``startAutoplay(interval:)``): the state of a play and pause button. It stays set
        /// while autoplay only pauses (for VoiceOver, a finger, an inactive app).
        public var autoplayInterval: Double? { coordinator.carousel.autoplay?.interval }

        // MARK: The display link

        /// Invalidates the display link and starts a new one if the view is in a window: the run
        /// loop would keep a link, and its target, for ever.
        func restartDisplayLink() {
            displayLink?.invalidate()
            displayLink = nil
            lastFrame = nil
            guard window != nil else { return }
            displayLink = frameTarget.start()
        }

        /// One display frame: first a new ``neighbors`` count or ``fewItems`` rule that waited
        /// for the view to rest (before autoplay's clock, which could start a slide); then
        /// whether the view can be seen (see ``followVisibility()``); then the seconds since the
        /// last frame are the autoplay clock, as the motion policy says, except on the frame it
        /// resumes, which counts from 0; then the announcement a rest may owe.
        func displayFrame(at timestamp: CFTimeInterval) {
            if rearrangeAtRest() { setNeedsLayout() }
            defer {
                lastFrame = timestamp
                announceAtRest()
            }
            guard !followVisibility(), let lastFrame else { return }
            let seconds = max(0, timestamp - lastFrame)
            // The clock refuses nothing it is given here: seconds are finite and not negative.
            switch motion.autoplay {
            case .paused:
                break
            case .slides:
                try? coordinator.tick(seconds)
            case .cuts:
                // The carousel's own clock moves without a slide; it counts only at rest, as the
                // coordinator's does.
                guard coordinator.isAtRest else { return }
                let events = try? coordinator.perform { carousel throws(CarouselError) in
                    try carousel.tick(seconds)
                }
                if events?.isEmpty == false { changed() }
            }
        }

        // MARK: The motion policy's notifications

        /// Follows the settings and the app's state that pause autoplay or stop slides.
        func receive(_ notification: Notification) {
            let focused = notification.userInfo?[UIAccessibility.focusedElementUserInfoKey]
            let resumed = motion.update { motion in
                switch notification.name {
                case UIAccessibility.voiceOverStatusDidChangeNotification:
                    motion.isVoiceOverRunning = UIAccessibility.isVoiceOverRunning
                    // No focus notification says that a stopped VoiceOver's focus is gone.
                    motion.isFocusInside = false
                case UIAccessibility.reduceMotionStatusDidChangeNotification:
                    motion.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
                case UIAccessibility.elementFocusedNotification:
                    motion.isFocusInside = (focused as? UIView)?.isDescendant(of: self) ?? false
                case UIApplication.willResignActiveNotification:
                    motion.isAppActive = false
                case UIApplication.didBecomeActiveNotification:
                    motion.isAppActive = true
                default:
                    break
                }
            }
            if resumed { restartAutoplayCount() }
        }

        /// Counts autoplay's interval from 0, after a pause: the first move then comes a whole
        /// interval later, never as a catch-up the moment the pause ends.
        func restartAutoplayCount() {
            guard let interval = autoplayInterval else { return }
            // The interval was accepted once, so it cannot throw.
            try? coordinator.startAutoplay(interval: interval)
        }
    }
#endif
