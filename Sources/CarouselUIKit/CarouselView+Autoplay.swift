#if canImport(UIKit)
    // The iOS 16 SDK declares UIKit's accessibility notifications as mutable C globals, which
    // Swift 6 refuses to read without this.
    @preconcurrency import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    import Carousel

    // The clock: autoplay, the display link that drives it and the glides and continuous
    // scrolling it runs, and the settings and app states that the motion policy pauses
    // automatic motion for.
    extension CarouselView {
        // MARK: Autoplay

        /// Slides one item forward every `interval` seconds while the view rests (a finger on
        /// the view pauses it). The view's display link is the clock, so autoplay runs only
        /// while the view is in a window.
        ///
        /// Autoplay also pauses while VoiceOver runs, while an assistive technology's focus or
        /// the focus engine's (a keyboard's, the Siri Remote's) is on the view or inside it, and
        /// while the app is not active, and counts a whole interval again when
        /// it resumes; with Reduce Motion on, it changes the item without a slide. Moving content
        /// also needs a control that stops it (WCAG 2.2.2, *Pause, Stop, Hide*): a button beside
        /// the view that calls ``stopAutoplay()`` and ``startAutoplay(interval:)``, its state read
        /// from ``autoplayInterval``.
        ///
        /// Items of their own lengths slide one item forward too, onto its rest, wherever the
        /// row rests.
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
        public var autoplayInterval: Double? {
            coordinator.carousel.autoplay?.interval
        }

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
        /// for the view to rest (before the clock, which could start a slide); then whether the
        /// view can be seen (see ``followVisibility()``); then the seconds since the last frame
        /// go to the coordinator's clock, every frame, since a glide runs there (see
        /// ``setMotion(_:)``); then the announcement a rest may owe, and ``onChange`` if the
        /// frame brought the view to rest.
        ///
        /// The motion policy decides what else the clock moves: autoplay and continuous
        /// scrolling while they may slide; neither while paused, nor on the frame they resume
        /// (it counts from 0); under Reduce Motion, autoplay by cuts and no continuous scrolling.
        func displayFrame(at timestamp: CFTimeInterval) {
            if rearrangeAtRest() { setNeedsLayout() }
            let wasAtRest = isAtRest
            defer {
                lastFrame = timestamp
                if !wasAtRest && isAtRest { changed() }
                announceAtRest()
            }
            let resumed = followVisibility()
            guard let lastFrame else { return }
            let seconds = max(0, timestamp - lastFrame)
            let policy = motionPolicy.autoplay
            // Automatic motion waits where autoplay is paused, and on the frame it resumes;
            // under Reduce Motion autoplay cuts and continuous scrolling waits. A glide runs on.
            coordinator.isAutomaticMotionPaused = policy == .paused || resumed
            coordinator.reducesMotion = policy == .cuts
            // The content offset the clock moves reports the change through the scroll view's
            // delegate, but a cut moves none: under Reduce Motion the view compares where it
            // rests, the position and the cell at the center, before and after the clock.
            let rest = policy == .cuts && wasAtRest ? (progress: progress, cell: currentCell) : nil
            // Finite and not negative: the clock refuses nothing it is given here.
            try? coordinator.tick(seconds)
            if let rest, isAtRest, rest.progress != progress || rest.cell !== currentCell {
                changed()
            }
        }

        // MARK: The motion policy's notifications

        /// Follows the settings and the app's state that pause autoplay or stop slides; a
        /// failed focus movement goes to ``focusMovementFailed(_:)``.
        func receive(_ notification: Notification) {
            guard notification.name != UIFocusSystem.movementDidFailNotification else {
                return focusMovementFailed(notification)
            }
            let focused = notification.userInfo?[UIAccessibility.focusedElementUserInfoKey]
            let resumed = motionPolicy.update { policy in
                switch notification.name {
                case UIAccessibility.voiceOverStatusDidChangeNotification:
                    policy.isVoiceOverRunning = UIAccessibility.isVoiceOverRunning
                    // No focus notification says that a stopped VoiceOver's focus is gone.
                    policy.isFocusInside = false
                case UIAccessibility.reduceMotionStatusDidChangeNotification:
                    policy.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
                case UIAccessibility.elementFocusedNotification:
                    policy.isFocusInside = (focused as? UIView)?.isDescendant(of: self) ?? false
                case UIApplication.willResignActiveNotification:
                    policy.isAppActive = false
                case UIApplication.didBecomeActiveNotification:
                    policy.isAppActive = true
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
            try? startAutoplay(interval: interval)
        }
    }
#endif
