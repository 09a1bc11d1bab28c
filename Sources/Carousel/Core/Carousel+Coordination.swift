extension SlotItem {
    /// What the three positions show around `current` while a far move's target is bound to the
    /// neighbor in `farStep`'s direction: the window, with that neighbor showing the item
    /// `farStep` pages away; the plain window when `farStep` is `nil`.
    static func window(current: Int, count: Int, farStep: Int?) -> Trio<SlotItem> {
        var window = window(current: current, count: count)
        if let farStep {
            assert(count >= 2 && farStep.magnitude >= 2, "a far binding needs two items or more")
            window[farStep > 0 ? 2 : 0] = .item(Ring.advance(current, by: farStep, count: count))
        }
        return window
    }
}

extension Carousel {
    /// The storage position the slots show at `position` (in `0..<positionCount`), a far move's
    /// bound target included; `nil` where the position shows nothing.
    ///
    /// - Complexity: O(1).
    @inlinable
    func shownIndex(atPosition position: Int) -> Int? {
        guard let wideTable else { return slotTable.shown[position].index }
        return wideTable.shownItem(at: position).index
    }

    /// Brings the slots to the window with a far move's binding (see ``CarouselScrollCoordinator``):
    /// the neighbor in `farStep`'s direction shows the item `farStep` pages away, so that an
    /// animated move travels one page to it; `nil` takes a binding back to the plain window.
    ///
    /// - Returns: the rebinds (and a reorder under ``ReusePolicy/rotate``), at most one a slot.
    /// - Complexity: O(1).
    mutating func showWindow(farStep: Int?) -> CarouselEvents {
        var events = CarouselEvents()
        reconcileSlots(farStep: farStep, into: &events)
        return events
    }

    /// Commits the far move whose target the neighbor in `step`'s direction shows, `step` pages:
    /// the neighbor behind the target keeps showing the origin, so the strip on screen stays
    /// what it was (origin beside target) and moving back finds the origin, not the item before
    /// the target. The binding is then the other way round: the first page back is `-step`.
    ///
    /// - Parameters:
    ///   - step: the far step, `|step| >= 2`.
    ///   - offsetAfter: the offset after the commit, as the scroll left it.
    ///   - cause: reported in `moved`.
    /// - Returns: `moved`, the rebinds (at most one a slot) and `offsetReset`.
    /// - Complexity: O(1).
    @usableFromInline
    mutating func commitFar(
        step: Int, offsetAfter: Double, cause: CarouselMove.Cause
    ) -> CarouselEvents {
        // The strip on screen scrolled one page, toward the target.
        commit(step: step, count: count, cause: cause, offsetAfter: offsetAfter) {
            $0.reconcileSlots(farStep: -step, scrolledPages: step.signum(), into: &$1)
        }
    }

    /// Reconciles the slots, by comparing items, with the window of a far binding (or the plain
    /// window), the content scrolled `scrolledPages` under them: the path of every far move,
    /// off the moves' own table lookup.
    mutating func reconcileSlots(
        farStep: Int?, scrolledPages: Int = 0, into events: inout CarouselEvents
    ) {
        guard case .none = wideTable else {
            return reconcileWideSlots(
                farStep: farStep, scrolledPages: scrolledPages, into: &events)
        }
        let needed = SlotItem.window(current: current, count: count, farStep: farStep)
        slotTable.reconcile(
            to: needed, policy: reusePolicy, scrolledPages: scrolledPages, into: &events
        ) { held, position in
            held.isSame(as: needed[position])
        }
        slotTable.showsWindow = farStep == nil
    }
}
