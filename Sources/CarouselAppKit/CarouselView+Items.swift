#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
#elseif CAROUSEL_APPKIT_STAND_IN
    import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || CAROUSEL_APPKIT_STAND_IN
    import Carousel

    extension CarouselView {
        /// Replaces the items, keeping the current item by `rule` (its position, its value or its
        /// id); the cells whose item changed are reconfigured.
        ///
        /// - Parameters:
        ///   - items: the new items.
        ///   - rule: which item stays current: `.byPosition`, `.byValue` (for `Equatable`
        ///     items) or `.byID` (for `Identifiable` ones).
        /// - Complexity: O(`items.count`) for the new storage, O(1) for the carousel.
        public func setItems(_ items: [Item], keepingCurrent rule: CurrentItemRule<[Item]>) {
            coordinator.perform { $0.load(items, keepingCurrent: rule) }
            runFramesIfMoving()
            changed()
        }

        /// Runs `change` (inserts, removes, replacements, loads) on the carousel as one data
        /// change: the view follows it, keeping the item under the center where it is.
        ///
        /// - Parameter change: the change, on the carousel; it returns the carousel's events.
        /// - Returns: what `change` returned.
        /// - Throws: what `change` throws; a change that throws changes nothing.
        @discardableResult
        public func perform<E: Error>(
            _ change: (inout Carousel<[Item], Cell>) throws(E) -> CarouselEvents
        ) throws(E) -> CarouselEvents {
            defer {
                runFramesIfMoving()
                changed()
            }
            return try coordinator.perform(change)
        }
    }
#endif
