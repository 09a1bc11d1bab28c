#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
#elseif CAROUSEL_APPKIT_STAND_IN
    import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || CAROUSEL_APPKIT_STAND_IN
    import Carousel

    /// One scroll event as ``ScrollGesture`` reads it, apart from AppKit's `NSEvent`.
    struct ScrollInput: Equatable {
        /// Where the event stands in a trackpad's (or a Magic Mouse's) gesture.
        enum Phase: Equatable {
            /// No gesture: a mouse wheel's notch, or the system's momentum after a gesture.
            case none
            /// Fingers rest on the trackpad and may begin to scroll.
            case mayBegin
            /// The gesture's first move.
            case began
            /// A move, or fingers held still (the system's `stationary`).
            case changed
            /// The fingers lifted after moving.
            case ended
            /// The fingers lifted without moving, or the system took the gesture back.
            case cancelled
        }

        var phase: Phase
        /// Whether the event is the system's momentum after a gesture.
        var isMomentum: Bool
        /// How far the content moves, in points (a wheel's lines for a notch), along the
        /// carousel's axis and across it, in the direction the user's setting makes natural:
        /// positive moves the content right (or down).
        var along: Double
        var across: Double
        /// When it happened, in seconds.
        var timestamp: Double
    }

    /// What the view does with a scroll event: the decision, without an AppKit call, so that
    /// tests state it on their own.
    struct ScrollResponse: Equatable {
        /// Fingers landed: the carousel stops where it is, as under a finger on a touch screen.
        var touchesDown = false
        /// The content follows the fingers by this many points, in the scroll view's
        /// content-offset direction.
        var drag: Double?
        /// The fingers lifted with this velocity, in points a millisecond in the content-offset
        /// direction: the carousel releases into its motion.
        var lift: Double?
        /// A wheel's turn asks for one item: 1 brings in what lies at the end of the axis (its
        /// right or bottom side), -1 what lies at its start.
        var wheelStep: Int?
        /// The event is not the carousel's: the view around it scrolls with it.
        var passesOn = false
    }

    /// A trackpad's gestures and a mouse wheel's turns on a ``CarouselView``, event by event.
    ///
    /// - A gesture (phases `mayBegin`, `began`, `changed`, `ended` or `cancelled`) is a finger on
    ///   a touch screen: landing stops the carousel, moving drags it point for point, and lifting
    ///   releases it with the fingers' velocity into its motion, which glides by itself. The
    ///   momentum the system sends after the gesture is consumed: the carousel's own glide
    ///   replaces it, as a scroll view's deceleration does on iOS.
    /// - A gesture whose first move goes more across the axis than along it is not the
    ///   carousel's: it, and the momentum after it, pass on to the view around (the list the
    ///   carousel is a row of).
    /// - An event with no phase is a mouse wheel's notch. Notches less than
    ///   ``wheelPause`` apart make one turn, and a turn moves the carousel one item, once, at
    ///   its first notch along the axis: a wheel's notches are lines, not a speed to glide from.
    ///   A turn across the axis passes on.
    struct ScrollGesture: Equatable {
        /// The longest pause between two notches of one turn of a wheel, in seconds.
        static let wheelPause = 0.3
        /// Fingers held still this long before lifting lift with no velocity, in seconds.
        static let stillness = 0.1

        private enum State: Equatable {
            case idle
            /// Fingers down, no move yet.
            case touching
            case dragging
            /// The gesture is the view around's.
            case passing
        }

        private var state = State.idle
        /// Whether the last gesture was the view around's: its momentum is too.
        private var lastGesturePassed = false
        /// The fingers' velocity, points a millisecond in the content-offset direction, and when
        /// they last moved.
        private var velocity = 0.0
        private var lastMove: Double?
        /// The last notch of the current turn, and whether the turn passes on or has moved.
        private var lastNotch: Double?
        private var turnPasses = false
        private var turnStepped = false

        /// What the view does with `input`.
        mutating func take(_ input: ScrollInput) -> ScrollResponse {
            guard input.along.isFinite, input.across.isFinite, input.timestamp.isFinite else {
                return ScrollResponse()
            }
            if input.isMomentum { return ScrollResponse(passesOn: lastGesturePassed) }
            switch input.phase {
            case .none: return notch(input)
            case .mayBegin:
                guard state == .idle else { return ScrollResponse() }
                state = .touching
                return ScrollResponse(touchesDown: true)
            case .began, .changed: return move(input)
            case .ended, .cancelled:
                defer { state = .idle }
                switch state {
                case .idle: return ScrollResponse()
                case .passing: return ScrollResponse(passesOn: true)
                case .touching: return ScrollResponse(lift: 0)
                case .dragging:
                    let still = lastMove.map { input.timestamp - $0 > Self.stillness } ?? true
                    return ScrollResponse(lift: input.phase == .cancelled || still ? 0 : velocity)
                }
            }
        }

        private mutating func move(_ input: ScrollInput) -> ScrollResponse {
            switch state {
            case .passing: return ScrollResponse(passesOn: true)
            case .idle, .touching:
                let landed = state == .idle
                guard input.along != 0 || input.across != 0 else {
                    state = .touching
                    return ScrollResponse(touchesDown: landed)
                }
                guard input.along.magnitude > input.across.magnitude else {
                    state = .passing
                    lastGesturePassed = true
                    // Fingers that landed on the carousel let it go where they found it.
                    return ScrollResponse(lift: landed ? nil : 0, passesOn: true)
                }
                state = .dragging
                lastGesturePassed = false
                (velocity, lastMove) = (0, input.timestamp)
                return ScrollResponse(touchesDown: landed, drag: -input.along)
            case .dragging:
                if let lastMove, input.timestamp > lastMove, input.along != 0 {
                    // Smoothed over the last few events: one event's interval is noisy.
                    let now = -input.along / ((input.timestamp - lastMove) * 1000)
                    velocity = velocity == 0 ? now : (velocity + now) / 2
                }
                if input.along != 0 { lastMove = input.timestamp }
                return ScrollResponse(drag: input.along == 0 ? nil : -input.along)
            }
        }

        private mutating func notch(_ input: ScrollInput) -> ScrollResponse {
            if lastNotch.map({ input.timestamp - $0 > Self.wheelPause }) ?? true {
                turnStepped = false
                turnPasses = input.across.magnitude > input.along.magnitude
            }
            lastNotch = input.timestamp
            if turnPasses { return ScrollResponse(passesOn: true) }
            guard !turnStepped, input.along != 0 else { return ScrollResponse() }
            turnStepped = true
            // Content pulled toward the start of the axis brings in what lies at its end.
            return ScrollResponse(wheelStep: input.along < 0 ? 1 : -1)
        }
    }
#endif
