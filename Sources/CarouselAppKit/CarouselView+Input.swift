#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
#elseif CAROUSEL_APPKIT_STAND_IN
    import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || CAROUSEL_APPKIT_STAND_IN
    import Carousel

    extension CarouselView {
        /// Takes a trackpad's gesture or a wheel's turn along the axis; returns whether `event`
        /// goes on to the view around as well (one across the axis).
        func take(scroll event: NSEvent) -> Bool {
            let response = scrollGesture.take(scrollInput(event))
            guard isLaidOut else { return response.passesOn }
            let model = coordinator.surface.scrollView
            if response.touchesDown {
                model.touchDown()
                coordinator.touchDown()
            }
            if let drag = response.drag { model.moveFinger(by: drag) }
            if let velocity = response.lift {
                model.liftFinger(velocity: velocity)
                coordinator.touchUp()
            }
            if let step = response.wheelStep {
                // A turn toward the end of the axis brings in what lies on its right (bottom).
                let side: ScreenSide =
                    switch (axis, step > 0) {
                    case (.horizontal, true): .right
                    case (.horizontal, false): .left
                    case (.vertical, true): .bottom
                    case (.vertical, false): .top
                    }
                let direction = coordinator.geometry.layoutDirection
                if let move = side.step(axis: axis, layoutDirection: direction) {
                    _ = move > 0 ? next() : previous()
                }
            }
            runFramesIfMoving()
            changed()
            return response.passesOn
        }

        /// `event` along and across the axis.
        private func scrollInput(_ event: NSEvent) -> ScrollInput {
            let delta = axis.oriented(
                CGPoint(x: event.scrollingDeltaX, y: event.scrollingDeltaY))
            let phase: ScrollInput.Phase =
                if event.phase.contains(.mayBegin) {
                    .mayBegin
                } else if event.phase.contains(.began) {
                    .began
                } else if event.phase.contains(.ended) {
                    .ended
                } else if event.phase.contains(.cancelled) {
                    .cancelled
                } else if event.phase.isEmpty {
                    .none
                } else {
                    .changed
                }
            return ScrollInput(
                phase: phase, isMomentum: !event.momentumPhase.isEmpty, along: Double(delta.x),
                across: Double(delta.y), timestamp: event.timestamp)
        }

        /// Moves by the arrows along the axis, Page Up and Page Down, Home and End; returns
        /// `false` for any other key, which goes on to the next responder.
        func take(key event: NSEvent) -> Bool {
            guard let key = event.specialKey.flatMap(Self.carouselKey),
                let move = KeyboardMove(
                    key: key, axis: axis, layoutDirection: coordinator.geometry.layoutDirection)
            else { return false }
            defer { runFramesIfMoving() }
            switch move {
            case .step(let step): _ = step > 0 ? next() : previous()
            case .first: _ = try? jump(to: 0)
            case .last: _ = try? jump(to: max(items.count - 1, 0))
            }
            return true
        }

        /// The carousel's name for AppKit's `key`, `nil` for a key that moves nothing.
        private static func carouselKey(_ key: NSEvent.SpecialKey) -> CarouselKey? {
            switch key {
            case .leftArrow: .leftArrow
            case .rightArrow: .rightArrow
            case .upArrow: .upArrow
            case .downArrow: .downArrow
            case .home: .home
            case .end: .end
            case .pageUp: .pageUp
            case .pageDown: .pageDown
            default: nil
            }
        }
    }
#endif
