#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
#elseif CAROUSEL_APPKIT_STAND_IN
    import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || CAROUSEL_APPKIT_STAND_IN
    import Carousel

    // Clicks on the items, and which item a cell shows.
    extension CarouselView {
        /// The position in ``items`` of the item `cell` shows now: the cell a `makeCell` made.
        ///
        /// - Parameter cell: one of the view's cells.
        /// - Returns: `nil` for a cell that shows nothing or that is not one of this view's.
        /// - Complexity: O(cells).
        public func index(for cell: Cell) -> Int? {
            // Cell `id` is the model of the carousel's slot `id`.
            guard let id = cells.firstIndex(where: { $0 === cell }) else { return nil }
            return coordinator.carousel.boundIndex(ofSlot: id)
        }

        /// The mouse button went down: a click counts only on a view that rests then (a click
        /// that stops a glide only stops it).
        func mouseWentDown() {
            clickLandedAtRest = isAtRest
        }

        /// The mouse button went up at `event`'s place: the click selects the item there, or
        /// moves to the neighbor clicked (see ``onSelect``).
        func mouseWentUp(_ event: NSEvent) {
            guard clickLandedAtRest, isAtRest, isLaidOut else { return }
            clickLandedAtRest = false
            let content = coordinator.surface.content
            let point = content.convert(event.locationInWindow, from: nil)
            let decision = TapDecision(
                along: Double(axis.oriented(point).x), carousel: coordinator.carousel,
                geometry: coordinator.geometry, movesToTappedNeighbor: movesToTappedNeighbor)
            switch decision {
            case .select(let index): onSelect?(index, items[index])
            case .step(1): next()
            case .step: previous()
            case .jump(let index): _ = try? jump(to: index)
            case nil: break
            }
        }
    }
#endif
