#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
#elseif CAROUSEL_APPKIT_STAND_IN
    import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || CAROUSEL_APPKIT_STAND_IN
    import Carousel

    extension CarouselView {
        /// Slides to the next item.
        ///
        /// - Parameter animated: slide (the default) or move at once; under Reduce Motion, and
        ///   before the view has a size its layout accepts, it moves at once.
        /// - Returns: whether the view moved or started to: `false` while fingers are on it,
        ///   while it glides, or with fewer than two items.
        /// - Complexity: O(1).
        @discardableResult
        public func next(animated: Bool = true) -> Bool {
            move { $0.next(animated: slides(animated)) }
        }

        /// Slides to the previous item.
        ///
        /// - Parameter animated: slide (the default) or move at once, as in
        ///   ``next(animated:)``.
        /// - Returns: as ``next(animated:)``.
        /// - Complexity: O(1).
        @discardableResult
        public func previous(animated: Bool = true) -> Bool {
            move { $0.previous(animated: slides(animated)) }
        }

        /// Moves to the item at `index` the shortest way round, in one page of travel.
        ///
        /// - Parameters:
        ///   - index: a position in `0..<items.count`.
        ///   - animated: slide (the default) or move at once, as in ``next(animated:)``.
        /// - Returns: as ``next(animated:)``; `true` when `index` is already current.
        /// - Throws: a `CarouselError` of code `.indexOutOfRange`; nothing changes then.
        /// - Complexity: O(1).
        @discardableResult
        public func jump(to index: Int, animated: Bool = true) throws(CarouselError) -> Bool {
            try move { coordinator throws(CarouselError) in
                try coordinator.jump(to: index, animated: slides(animated))
            }
        }

        /// How the carousel moves after the fingers lift: `.paging` (the default) one item a
        /// swipe, `.snapping` onto the item its glide reaches, `.free` wherever the glide ends.
        public var motion: CarouselMotion { coordinator.carousel.motion }

        /// Sets ``motion``; a glide under way ends on the old motion's terms.
        ///
        /// - Parameter motion: the new motion.
        /// - Throws: a `CarouselError` for a snapping limit below 1; nothing changes then.
        public func setMotion(_ motion: CarouselMotion) throws(CarouselError) {
            try coordinator.setMotion(motion)
        }

        /// Whether a move asked to slide (`animated`) slides: not under Reduce Motion, nor before
        /// the view has a layout to slide in. Read inside ``move(_:)``, after the settings.
        private func slides(_ animated: Bool) -> Bool {
            motionPolicy.animates(animated) && isLaidOut
        }

        /// Runs `body` on the coordinator, then the frames its move needs and ``onChange``.
        private func move<E: Error>(_ body: (Coordinator) throws(E) -> Bool) throws(E) -> Bool {
            // Reduce Motion may have changed since the last frame.
            followSettings()
            defer {
                runFramesIfMoving()
                changed()
            }
            return try body(coordinator)
        }
    }
#endif
