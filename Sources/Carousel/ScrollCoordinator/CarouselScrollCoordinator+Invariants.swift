extension CarouselScrollCoordinator {
    /// The first of the coordinator's invariants that does not hold, described; `nil` while they
    /// all hold, which is always, between two calls, unless the coordinator has a bug.
    ///
    /// The invariants: the coordinator is not inside a change of its own to the scroll view; the
    /// carousel's offset is strictly between 0 and 2 (exactly 1 below two items); at rest it is
    /// exactly 1 and every slot shows the window; while a far move's target is bound, the
    /// neighbor in its direction shows that target and the other positions show the window, and
    /// otherwise every position shows the window; an animation's or glide's target page is finite.
    /// For items of their own lengths: the content offset the row stands for is within a
    /// viewport of its rest (the row checks its own invariants).
    ///
    /// Debug builds check them at the end of every public call (see ``_checkInvariants()``); a
    /// test driver reads them after every frame as well.
    ///
    /// - Complexity: O(1); allocates only to describe a violation.
    @_spi(Testing) public var _invariantViolation: String? {
        if isChangingScrollView { return "a change of the coordinator's own is still under way" }
        if _carousel.hasLengths {
            let viewport = _row.layout.viewportLength
            let fromRest = followedOffset - rowRestContentOffset
            return fromRest.magnitude <= viewport
                ? nil : "content offset \(followedOffset) is \(fromRest) from its rest"
        }
        let offset = _carousel.offset
        if _carousel.isScrollable ? !(0 < offset && offset < 2) : offset != 1 {
            return "offset \(offset) for \(_carousel.count) items"
        }
        var farStep: Int?
        switch state {
        case .resting:
            // Only a free row rests between items, and continuous scrolling moves a row at rest:
            // either way its nearest item is current.
            if offset != 1,
                _carousel.motion != .free && _carousel.autoscroll == nil
                    || !(0.5 <= offset && offset < 1.5)
            {
                return "at rest at offset \(offset) (\(_carousel.motion))"
            }
        case .moving(let motion, let far):
            let target: Double? =
                switch motion {
                case .gliding(let page): page
                case .animating(let animation): animation.targetPage
                case .decelerating(let glide): glide.end
                case .holding, .dragging, .settling: nil
                }
            if let target, !target.isFinite { return "\(motion) toward a page that is not finite" }
            if let far {
                guard _carousel.count >= 2 else {
                    return "a far binding over \(_carousel.count) items"
                }
                farStep = far.step
            }
        }
        if let wide = _carousel.wideTable {
            let expected = ShownWindow(
                current: _carousel.current, count: _carousel.count, farStep: farStep)
            return wide.shown == expected ? nil : "the slots show \(wide.shown), not \(expected)"
        }
        let expected = SlotItem.window(
            current: _carousel.current, count: _carousel.count, farStep: farStep)
        for position in 0..<3 where _carousel.slotTable.shown[position] != expected[position] {
            return "position \(position) shows \(_carousel.slotTable.shown[position].raw), not "
                + "\(expected[position].raw) (\(state))"
        }
        return nil
    }

    /// Stops the program when an invariant does not hold (``_invariantViolation``): for a fuzz
    /// target or a test that wants a violation to trap.
    ///
    /// - Complexity: O(1).
    @_spi(Testing) public func _checkInvariants() {
        if let violation = _invariantViolation {
            preconditionFailure("CarouselScrollCoordinator: \(violation)")
        }
    }

    /// Checks the invariants in debug builds, at the end of every public call: hands a violation
    /// to ``_onInvariantViolation`` when one is set, and traps otherwise. Release builds skip it.
    @usableFromInline
    func checkInvariantsInDebugBuilds() {
        assert(
            {
                guard let violation = _invariantViolation else { return true }
                guard let report = _onInvariantViolation else { return false }
                report(violation)
                return true
            }(), "CarouselScrollCoordinator: \(_invariantViolation ?? "")")
    }
}
