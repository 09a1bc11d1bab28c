extension ItemRow {
    /// Takes a new layout (a rotation, a split-view resize, a new spacing): the current item
    /// stays current, its rest as far from the anchor as before when that distance still lies
    /// in its cell (else the row rests on it), and every other item is laid out from it by the
    /// new spacing, so no gap opens.
    ///
    /// A glide stops (its landing was aimed in the old layout); continuous scrolling goes on. A
    /// new axis or direction alone changes nothing along the row, which counts from its leading
    /// edge either way: the layout is taken, and a glide runs on.
    /// The slots made for a larger viewport stay made; the window binds no more than
    /// ``RowLayout/slotCapacity`` of them.
    ///
    /// - Parameter newLayout: the new geometry; each length is fitted to its bounds.
    /// - Returns: the rebinds and frees of the new window (no move).
    /// - Complexity: O(``RowLayout/slotCapacity``).
    @usableFromInline mutating func update(layout newLayout: RowLayout) -> CarouselEvents {
        guard newLayout != layout else { return CarouselEvents() }
        guard !newLayout.laysOutAlike(layout) else {
            layout = newLayout
            return CarouselEvents()
        }
        var changed = self
        changed.layout = newLayout
        let current = self.current
        return changed.settle(
            after: self, current: current, phase: .fromRest(of: current), map: { $0 },
            into: &self)
    }

    /// Takes a new rule for few items (see ``fewItems``): the current item stays current and
    /// where it is, and the window shows few items once each or round the loop from there.
    ///
    /// A glide stops; continuous scrolling goes on.
    ///
    /// - Parameter rule: the new rule.
    /// - Returns: the rebinds and frees of the new window (no move).
    /// - Complexity: O(``RowLayout/slotCapacity``).
    @usableFromInline mutating func update(fewItems rule: FewItemsRule) -> CarouselEvents {
        guard rule != fewItems else { return CarouselEvents() }
        var changed = self
        changed.fewItems = rule
        let current = self.current
        return changed.settle(
            after: self, current: current, phase: .kept, map: { $0 }, into: &self)
    }

    /// Runs `change`, which makes the length closure answer anew (a new text size, a new
    /// length across the axis that the lengths depend on), and lays the row out again: the
    /// current item stays current, its rest as far from the anchor as before when that
    /// distance still lies in its new cell (else the row rests on it; a row at rest stays at
    /// rest), and every other item is laid out from it at its new length, so no gap opens.
    /// Between two changes the closure must answer the same for an item.
    ///
    /// A glide stops; continuous scrolling goes on.
    ///
    /// - Parameter change: makes the length closure answer anew; it runs once.
    /// - Returns: the rebinds and frees of the new window (no move).
    /// - Complexity: O(``RowLayout/slotCapacity``), and `change`.
    @usableFromInline mutating func reloadLengths(after change: () -> Void)
        -> CarouselEvents
    {
        // Read with the old lengths, which the closure forgets in `change`.
        let fromRest = isEmpty ? 0 : phase - layout.restPhase(cell: cell(at: current))
        change()
        var changed = self
        let current = self.current
        return changed.settle(
            after: self, current: current, phase: .distanceFromRest(fromRest), map: { $0 },
            into: &self)
    }
}
