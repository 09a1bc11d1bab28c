#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
#elseif CAROUSEL_APPKIT_STAND_IN
    import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || CAROUSEL_APPKIT_STAND_IN
    /// The frames a ``CarouselView`` moves by while it glides, slides or plays: the display's
    /// own link from macOS 14, a timer at 60 Hz before. Either holds this object, not the view:
    /// it calls the view's closure, which holds the view weakly.
    @MainActor
    final class FrameClock: NSObject {
        /// Called every frame with its time, in seconds.
        var onFrame: (@MainActor (_ time: Double) -> Void)?
        /// The display link, from macOS 14 (a stored property cannot be of its type before).
        private var link: NSObject?
        #if canImport(AppKit)
            private var timer: Timer?
        #endif

        /// Whether frames come.
        var isRunning: Bool {
            #if canImport(AppKit)
                if timer != nil { return true }
            #endif
            return link != nil
        }

        /// Starts the frames of the display `view` is on, also while the app tracks a gesture
        /// (the common modes); nothing if they come already.
        func start(for view: NSView) {
            guard !isRunning else { return }
            if #available(macOS 14, *) {
                let link = view.displayLink(target: self, selector: Self.linkAction)
                link.add(to: .main, forMode: .common)
                self.link = link
            } else {
                #if canImport(AppKit)
                    let timer = Timer(
                        timeInterval: 1.0 / 60, target: self, selector: #selector(timerFired),
                        userInfo: nil, repeats: true)
                    RunLoop.main.add(timer, forMode: .common)
                    self.timer = timer
                #endif
            }
        }

        /// Stops the frames.
        func stop() {
            if #available(macOS 14, *) { (link as? CADisplayLink)?.invalidate() }
            link = nil
            #if canImport(AppKit)
                timer?.invalidate()
                timer = nil
            #endif
        }

        // Without an Objective-C runtime (the stand-in) a selector carries the method instead
        // of naming it.
        @available(macOS 14, *)
        private static var linkAction: Selector {
            #if canImport(AppKit)
                #selector(FrameClock.linkFired(_:))
            #else
                Selector { (clock: FrameClock, link: CADisplayLink) in clock.linkFired(link) }
            #endif
        }

        #if canImport(AppKit)
            @objc
        #endif
        @available(macOS 14, *)
        private func linkFired(_ link: CADisplayLink) {
            onFrame?(link.timestamp)
        }

        #if canImport(AppKit)
            @objc private func timerFired() {
                onFrame?(CACurrentMediaTime())
            }
        #endif
    }
#endif
