// Shared with CarouselAppKit (a symbolic link there): nothing here is UIKit's or AppKit's alone.
// Each module compiles it where its framework is: Package.swift defines CAROUSEL_UIKIT for
// CarouselUIKit where UIKit's views exist, CAROUSEL_APPKIT for CarouselAppKit on the Mac.
#if CAROUSEL_UIKIT || CAROUSEL_APPKIT || CAROUSEL_UIKIT_STAND_IN || CAROUSEL_APPKIT_STAND_IN
    /// When a ``CarouselView`` moves by itself, and whether its moves slide, from the
    /// accessibility settings and the app's state: the decisions, without a UIKit call, so that
    /// tests state them on their own.
    ///
    /// Autoplay pauses while VoiceOver runs (a screen reader needs the item to stay while it
    /// reads it), while an assistive technology's focus is inside the carousel (VoiceOver's, or
    /// Switch Control's while it scans the items), while the focus engine's focus is (a
    /// keyboard's or the Siri Remote's: rotation stops where the user has moved to, as in the
    /// WAI-ARIA carousel pattern), while the app is not active (a call, the
    /// app switcher), and while nobody can see the carousel move: hidden, scrolled out of the
    /// window's bounds, or inside a scroll view that the user drags or that glides (the page
    /// moves under the reader's eyes; an item changing then is a change nobody asked for), on the
    /// Mac while its window is covered or the pointer rests on it, and while the app pauses it
    /// (its own pause button: WCAG 2.2.2). With Reduce Motion on,
    /// nothing slides on its own: autoplay and programmatic moves cut to the item instead (the
    /// content still changes, without the motion that Reduce Motion exists to avoid); a
    /// finger's drag, and the glide it leaves, still move the content.
    ///
    /// Continuous scrolling pauses for all of it, Reduce Motion included: a marquee is nothing
    /// but motion, and has no item to cut to.
    struct MotionPolicy: Equatable {
        /// How autoplay moves.
        enum Autoplay: Equatable {
            /// The clock stands still: nothing moves, and no time counts toward the next move.
            case paused
            /// One item forward every interval, sliding.
            case slides
            /// One item forward every interval, without a slide.
            case cuts
        }

        /// `UIAccessibility.isVoiceOverRunning`.
        var isVoiceOverRunning = false
        /// Whether an assistive technology's focus is on the carousel or inside it.
        var isFocusInside = false
        /// Whether the focus engine's focus (a keyboard's, the Siri Remote's) is on the
        /// carousel or inside it.
        var hasFocusEngineFocus = false
        /// Whether the app is active: between did-become-active and will-resign-active.
        var isAppActive = true
        /// `UIAccessibility.isReduceMotionEnabled`.
        var isReduceMotionEnabled = false
        /// Whether the carousel or one of its ancestors is hidden or fully transparent.
        var isHidden = false
        /// Whether the carousel's frame in its window misses the window's bounds.
        var isOutsideWindowBounds = false
        /// Whether a scroll view around the carousel is dragged or decelerating.
        var isEnclosingScrollViewMoving = false
        /// On the Mac: whether the carousel's window is covered, minimized or on another space
        /// (AppKit's occlusion state without `.visible`).
        var isOccluded = false
        /// On the Mac: whether the pointer rests over the carousel, while the app lets that pause
        /// it (a reader's pointer on an item, as in the WAI-ARIA carousel pattern).
        var isPointerInside = false
        /// Whether the app paused automatic motion (``CarouselView/isAutomaticMotionPaused``).
        var isPausedByApp = false

        /// How autoplay moves now; continuous scrolling runs only while this is
        /// ``Autoplay/slides``.
        var autoplay: Autoplay {
            if isVoiceOverRunning || isFocusInside || hasFocusEngineFocus || !isAppActive
                || isHidden || isOutsideWindowBounds || isEnclosingScrollViewMoving
                || isOccluded || isPointerInside || isPausedByApp
            {
                return .paused
            }
            return isReduceMotionEnabled ? .cuts : .slides
        }

        /// Whether a programmatic move asked to slide (`animated`) slides.
        func animates(_ animated: Bool) -> Bool {
            animated && !isReduceMotionEnabled
        }

        /// Applies `change` and returns whether autoplay resumed (paused before, not now): the
        /// host then counts the interval from 0, so the first move after a pause comes a whole
        /// interval later, not the moment focus leaves.
        mutating func update(_ change: (inout MotionPolicy) -> Void) -> Bool {
            let wasPaused = autoplay == .paused
            change(&self)
            return wasPaused && autoplay != .paused
        }
    }
#endif
