#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    import Carousel

    // The keys that move the view (KeyboardMove.swift says which do what); the press overrides
    // that UIKit calls are in the class body (CarouselView.swift) and forward here.
    extension CarouselView {
        /// The presses of `presses` the view leaves to the next responder: those of no key it
        /// moves by, or of one across the axis, or all while it cannot move. With `perform`
        /// (a press's beginning) the view makes the moves of the others.
        func pressesLeft(_ presses: Set<UIPress>, performing perform: Bool) -> Set<UIPress> {
            presses.filter { press in
                guard let key = CarouselKey(press), let layout = stepLayout,
                    let move = KeyboardMove(
                        key: key, axis: layout.axis, layoutDirection: layout.layoutDirection)
                else { return true }
                if perform { request(move) }
                return false
            }
        }

        /// A move a key, a focus movement or a wheel turn asked for: made now at rest, else the moment the
        /// view rests, added to those asked for meanwhile; spent without a move under a finger
        /// (the finger's gesture wins).
        func request(_ move: KeyboardMove) {
            guard !touchRecognizer.isTouching else { return }
            pendingMoves.add(move)
            makePendingMoves()
        }

        /// Makes the moves that waited, as one, if the view rests; a finger that lands drops
        /// them (see ``touch(isDown:)``). Moves slide unless Reduce Motion is on.
        ///
        /// - Complexity: O(1).
        func makePendingMoves() {
            guard !pendingMoves.isEmpty, isAtRest, let current = currentIndex else { return }
            let resolution = pendingMoves.resolution(current: current, count: items.count)
            pendingMoves = PendingMoves()
            switch resolution {
            case .next: next()
            case .previous: previous()
            // The resolution's target is in range, so it cannot throw.
            case .jump(let index): _ = try? jump(to: index)
            case nil: break
            }
        }
    }

    @MainActor
    extension CarouselKey {
        /// The key `press` is of: a hardware keyboard's key held without Command, Control or
        /// Option (those combinations are the app's and the system's shortcuts), or a remote
        /// clickpad's arrow; `nil` for any other press.
        init?(_ press: UIPress) {
            if #available(iOS 13.4, tvOS 13.4, *), let key = press.key {
                guard key.modifierFlags.isDisjoint(with: [.command, .control, .alternate])
                else { return nil }
                self.init(keyCode: key.keyCode)
                return
            }
            // Comparisons, not a switch: UIKit's enumerations are open (a switch would need an
            // `@unknown default`) and the stand-in's are not (it would warn about that default).
            var types: [(UIPress.PressType, CarouselKey)] = [
                (.leftArrow, .leftArrow), (.rightArrow, .rightArrow), (.upArrow, .upArrow),
                (.downArrow, .downArrow),
            ]
            #if os(tvOS)
                // The remote's channel buttons; the iOS SDK marks these types unavailable.
                if #available(tvOS 14.3, *) {
                    types += [(.pageUp, .pageUp), (.pageDown, .pageDown)]
                }
            #endif
            guard let key = types.first(where: { $0.0 == press.type })?.1 else { return nil }
            self = key
        }

        /// The key of the hardware keyboard's `keyCode`, `nil` for a key that moves nothing.
        @available(iOS 13.4, tvOS 13.4, *)
        private init?(keyCode: UIKeyboardHIDUsage) {
            let keys: [(UIKeyboardHIDUsage, CarouselKey)] = [
                (.keyboardLeftArrow, .leftArrow), (.keyboardRightArrow, .rightArrow),
                (.keyboardUpArrow, .upArrow), (.keyboardDownArrow, .downArrow),
                (.keyboardHome, .home), (.keyboardEnd, .end),
                (.keyboardPageUp, .pageUp), (.keyboardPageDown, .pageDown),
            ]
            guard let key = keys.first(where: { $0.0 == keyCode })?.1 else { return nil }
            self = key
        }
    }
#endif
