#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
#elseif CAROUSEL_APPKIT_STAND_IN
    import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || CAROUSEL_APPKIT_STAND_IN
    import Carousel

    // The clock: the frames that move the view by itself (a glide, a slide, autoplay,
    // continuous scrolling), and what the motion policy pauses automatic motion for.
    extension CarouselView {
        // MARK: Autoplay and continuous scrolling

        /// Slides one item forward every `interval` seconds while the view rests (fingers on
        /// the trackpad pause it).
        ///
        /// Autoplay pauses while VoiceOver runs, while the view is first responder (the keys
        /// move it: rotation stops where the user is), while the app is not active, while
        /// nobody can see the view (hidden, or its window covered, minimized or on another
        /// space), while the pointer rests on it (``pausesAutomaticMotionUnderPointer``) and
        /// while ``isAutomaticMotionPaused``; it counts a whole interval again when it resumes.
        /// With Reduce Motion on, it changes the item without a slide. Moving content also
        /// needs a control that stops it (WCAG 2.2.2, *Pause, Stop, Hide*): a button that calls
        /// ``stopAutoplay()`` and ``startAutoplay(interval:)``, its state read from
        /// ``autoplayInterval``.
        ///
        /// - Parameter interval: seconds between two moves, from 0.001 to 1,000,000.
        /// - Throws: a `CarouselError` of code `.invalidAutoplayInterval`; nothing changes then.
        public func startAutoplay(interval: Double) throws(CarouselError) {
            followSettings()
            try coordinator.startAutoplay(interval: interval)
            runFramesIfMoving()
        }

        /// Stops autoplay.
        public func stopAutoplay() {
            coordinator.stopAutoplay()
        }

        /// The seconds between two autoplay moves, `nil` while autoplay is off: the state of a
        /// play and pause button. It stays set while autoplay only pauses.
        public var autoplayInterval: Double? { coordinator.carousel.autoplay?.interval }

        /// Starts continuous scrolling at `itemsPerSecond` items a second, as a ticker does; it
        /// stops autoplay. Fingers stop it; it goes on from where they (and their glide) leave
        /// the row: use `.free` (``setMotion(_:)``) so that the row rests where they let go. It
        /// pauses wherever autoplay does, and under Reduce Motion too.
        ///
        /// - Parameter itemsPerSecond: negative to scroll backward; its magnitude from 0.001 to
        ///   1,000.
        /// - Throws: a `CarouselError` of code `.invalidAutoscrollSpeed`; nothing changes then.
        public func startAutoscroll(itemsPerSecond: Double) throws(CarouselError) {
            try coordinator.startAutoscroll(itemsPerSecond: itemsPerSecond)
            runFramesIfMoving()
        }

        /// Starts continuous scrolling at `pointsPerSecond` points a second (see
        /// ``startAutoscroll(itemsPerSecond:)``): the items take the page length's share of it,
        /// again when the page length changes.
        ///
        /// - Parameter pointsPerSecond: negative to scroll backward; its magnitude from 0.001 to
        ///   100,000.
        /// - Throws: a `CarouselError` of code `.invalidAutoscrollSpeed`; nothing changes then.
        public func startAutoscroll(pointsPerSecond: Double) throws(CarouselError) {
            try coordinator.startAutoscroll(pointsPerSecond: pointsPerSecond)
            runFramesIfMoving()
        }

        /// Stops continuous scrolling: under `.free` the row rests where it is, under the other
        /// motions it settles on its nearest item.
        public func stopAutoscroll() {
            coordinator.stopAutoscroll()
            runFramesIfMoving()
            changed()
        }

        /// Whether continuous scrolling is on; it stays on while continuous scrolling pauses.
        public var isAutoscrolling: Bool { coordinator.carousel.autoscroll != nil }

        /// The speed of continuous scrolling in items a second, `nil` while it is off.
        public var autoscrollItemsPerSecond: Double? {
            coordinator.carousel.autoscroll?.itemsPerSecond
        }

        /// The app's pause of autoplay and continuous scrolling (a pause button): while `true`
        /// neither moves, and autoplay counts a whole interval again when it resumes. The view
        /// also pauses them by itself (see ``startAutoplay(interval:)``).
        public var isAutomaticMotionPaused: Bool {
            get { motionPolicy.isPausedByApp }
            set { updatePolicy { $0.isPausedByApp = newValue } }
        }

        // MARK: The clock

        /// Whether the clock has work: the view moves, or autoplay or continuous scrolling is on.
        private var needsFrames: Bool {
            let carousel = coordinator.carousel
            return !isAtRest || carousel.autoplay != nil || carousel.autoscroll != nil
        }

        /// Starts the frames if the view has something to move, in a window and laid out;
        /// stops them otherwise.
        func runFramesIfMoving() {
            guard window != nil, isLaidOut, needsFrames else {
                clock.stop()
                lastFrame = nil
                return
            }
            clock.start(for: self)
        }

        /// One display frame at `time`: the policy follows the settings and what can be seen,
        /// the scroll model moves, the coordinator's clock runs (what it moves by itself waits
        /// while paused and on the frame it resumes), and the frames stop when nothing is left
        /// to move.
        func frame(at time: Double) {
            // A frame after a pause (the first, or one after the app stalled) counts as one.
            let seconds = lastFrame.map { min(max(time - $0, 0), 0.1) } ?? 1.0 / 60
            lastFrame = time
            followSettings()
            let policy = motionPolicy.autoplay
            coordinator.isAutomaticMotionPaused = policy == .paused
            coordinator.reducesMotion = policy == .cuts
            coordinator.surface.scrollView.advanceFrame(by: seconds)
            // Finite and not negative: the clock refuses nothing it is given here.
            try? coordinator.tick(seconds)
            changed()
            if !needsFrames { runFramesIfMoving() }
        }

        /// Reads the settings and states no notification reaches the view with (VoiceOver,
        /// Reduce Motion, hidden, first responder): every frame, and before every move.
        func followSettings() {
            let workspace = NSWorkspace.shared
            let isFirstResponder = window?.firstResponder === self
            updatePolicy { policy in
                policy.isVoiceOverRunning = workspace.isVoiceOverEnabled
                policy.isReduceMotionEnabled = workspace.accessibilityDisplayShouldReduceMotion
                policy.isHidden = isHiddenOrHasHiddenAncestor
                policy.hasFocusEngineFocus = isFirstResponder
            }
        }

        /// Applies `change` to the motion policy; autoplay that resumes counts a whole interval
        /// from 0, so that its first move never comes the moment a pause ends.
        func updatePolicy(_ change: (inout MotionPolicy) -> Void) {
            guard motionPolicy.update(change), let interval = autoplayInterval else { return }
            // The interval was accepted once, so it cannot throw.
            try? coordinator.startAutoplay(interval: interval)
        }

        /// Follows the app's activity and the window's occlusion.
        func receive(_ notification: Notification) {
            updatePolicy { policy in
                switch notification.name {
                case NSApplication.didResignActiveNotification: policy.isAppActive = false
                case NSApplication.didBecomeActiveNotification: policy.isAppActive = true
                case NSWindow.didChangeOcclusionStateNotification:
                    guard let window, (notification.object as? NSWindow) === window else { return }
                    policy.isOccluded = !window.occlusionState.contains(.visible)
                default: break
                }
            }
        }

        /// The pointer rests on the view, or leaves it.
        func pointer(isInside: Bool) {
            updatePolicy { policy in
                policy.isPointerInside = isInside && pausesAutomaticMotionUnderPointer
            }
        }
    }
#endif
