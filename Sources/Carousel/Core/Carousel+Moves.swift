extension Carousel {
    /// Moves the current position by `step` pages, going round the ends.
    ///
    /// Does nothing when the carousel is not scrollable or `step` is 0. A step that is a multiple of
    /// ``count`` goes round whole loops: it reports a move with `from == to` and rebinds nothing.
    /// Restarts the autoplay timer, also when nothing moves.
    ///
    /// - Parameter step: any `Int`, `Int.min` and `Int.max` included.
    /// - Returns: `moved` (cause `.command`), the rebinds, and `offsetReset` to 1.
    /// - Complexity: O(1) whatever `step` and ``count``; never allocates.
    @inlinable @inline(__always) @discardableResult
    public mutating func advance(by step: Int) -> CarouselEvents {
        if hasLengths { return rowAdvance(by: step) }
        restartAutoplayTimer()
        return move(by: step, cause: .command, offsetAfter: 1)
    }

    /// Moves one page forward: `advance(by: 1)`.
    ///
    /// - Complexity: O(1).
    @inlinable @inline(__always) @discardableResult
    public mutating func next() -> CarouselEvents { advance(by: 1) }

    /// Moves one page back: `advance(by: -1)`.
    ///
    /// - Complexity: O(1).
    @inlinable @inline(__always) @discardableResult
    public mutating func previous() -> CarouselEvents { advance(by: -1) }

    /// Moves to storage position `index` the shortest way round (a tie goes forward).
    ///
    /// - Parameter index: a position in `0..<count`.
    /// - Returns: the events of the move; none when `index` is already current.
    /// - Throws: ``CarouselError/Code/indexOutOfRange`` when `index` is not in
    ///   `0..<count` (always, on an empty carousel); nothing changes then.
    /// - Complexity: O(1).
    @inlinable @inline(__always) @discardableResult
    public mutating func jump(to index: Int) throws(CarouselError) -> CarouselEvents {
        if hasLengths { return try rowJump(to: index) }
        try checkIndex(index)
        restartAutoplayTimer()
        // `advance(by: distance)`, with the wrapped step the distance is made from: no second wrap.
        let count = self.count
        let shift = Ring.forwardDistance(from: current, to: index, count: count)
        guard count >= 2, shift != 0 else { return CarouselEvents() }
        return move(
            by: Ring.shortestStep(forward: shift, count: count), shift: shift, count: count,
            cause: .command, offsetAfter: 1)
    }

    /// The signed number of pages of the shortest way from position `source` to `target`.
    ///
    /// The result `d` satisfies `-count/2 <= d <= count/2`; a tie (an even count, target opposite)
    /// is positive: forward.
    ///
    /// - Parameters:
    ///   - source: a position in `0..<count`.
    ///   - target: a position in `0..<count`.
    /// - Returns: the signed step that ``jump(to:)`` would take from `source` to `target`.
    /// - Throws: ``CarouselError/Code/indexOutOfRange`` for a position not in `0..<count`.
    /// - Complexity: O(1).
    @inlinable
    public func distance(from source: Int, to target: Int) throws(CarouselError) -> Int {
        try checkIndex(source)
        try checkIndex(target)
        return Ring.shortestDistance(from: source, to: target, count: count)
    }

    /// Throws unless `index` is a position in `0..<count`.
    @inlinable
    func checkIndex(_ index: Int) throws(CarouselError) {
        guard 0 <= index && index < count else {
            throw .indexOutOfRange(index: index, range: 0..<count)
        }
    }

    /// The shared body of every move: commits `step` pages, reconciles the slots and reports it.
    ///
    /// `scrolledPages` is the pages the content scrolled under the slots at this commit (a
    /// scroll's: the picture stays, and under ``ReusePolicy/rotate`` the slots that stay in the
    /// window keep their place on screen); 0 for a move at once, whose slots keep their
    /// positions where they can.
    @inlinable @inline(__always)
    mutating func move(
        by step: Int, scrolledPages: Int = 0, cause: CarouselMove.Cause, offsetAfter: Double
    ) -> CarouselEvents {
        // Read once: for storage such as a range, `count` is a generic call, not a stored value.
        let count = self.count
        guard count >= 2, step != 0 else { return CarouselEvents() }
        return move(
            by: step, shift: Ring.wrap(step, count: count), count: count,
            scrolledPages: scrolledPages, cause: cause, offsetAfter: offsetAfter)
    }

    /// ``move(by:scrolledPages:cause:offsetAfter:)`` for a carousel of `count` items (at least
    /// 2) and a step that is not 0, whose pages forward in `0..<count` are `shift`: the window
    /// moves as many.
    @inlinable @inline(__always)
    mutating func move(
        by step: Int, shift: Int, count: Int, scrolledPages: Int = 0, cause: CarouselMove.Cause,
        offsetAfter: Double
    ) -> CarouselEvents {
        assert(count >= 2 && step != 0 && shift == Ring.wrap(step, count: count))
        guard case .none = wideTable else {
            return moveWide(
                by: step, shift: shift, count: count, scrolledPages: scrolledPages, cause: cause,
                offsetAfter: offsetAfter)
        }
        let from = current
        current = Ring.advance(current, forward: shift, count: count)
        _offset = offsetAfter
        var events = CarouselEvents()
        events.setMove(from: from, step: step, cause: cause)
        reconcileSlots(count: count, shiftedBy: shift, scrolledPages: scrolledPages, into: &events)
        events.setOffsetReset(offsetAfter)
        return events
    }

    /// Brings the slots to the current window of a storage of `count` items, `shift` pages (in
    /// `0..<count`) forward of the one they were reconciled to, the content scrolled
    /// `scrolledPages` under them; a slot keeps its item when it holds the very item needed.
    @inlinable @inline(__always)
    mutating func reconcileSlots(
        count: Int, shiftedBy shift: Int, scrolledPages: Int, into events: inout CarouselEvents
    ) {
        slotTable.reconcile(
            to: SlotItem.window(current: current, count: count), shiftedBy: shift, count: count,
            scrolledPages: scrolledPages, policy: reusePolicy, into: &events)
    }

    /// ``move(by:shift:count:scrolledPages:cause:offsetAfter:)`` for a wider window: a call
    /// rather than a branch inlined into every move, so that the three-slot moves keep their
    /// size and their registers (a call inside them made every move store the carousel to
    /// memory).
    @inlinable @inline(never)
    mutating func moveWide(
        by step: Int, shift: Int, count: Int, scrolledPages: Int, cause: CarouselMove.Cause,
        offsetAfter: Double
    ) -> CarouselEvents {
        commit(step: step, count: count, cause: cause, offsetAfter: offsetAfter) {
            let needed = ShownWindow(current: $0.current, count: count)
            let policy = $0.reusePolicy
            if $0.wideTable!.canMoveWindow(to: needed, policy: policy) {
                $0.wideTable!.moveWindow(shiftedBy: shift, to: needed, policy: policy, into: &$1)
            } else {
                $0.reconcileWideSlots(farStep: nil, scrolledPages: scrolledPages, into: &$1)
            }
        }
    }

    /// Brings a wider window's slots to the window at the current position, with a far move's
    /// binding (`farStep`) or none, the content scrolled `scrolledPages` under them, by
    /// comparing what each position holds with what it needs: every wide reconciliation that is
    /// not a plain window move.
    @inlinable
    mutating func reconcileWideSlots(
        farStep: Int?, scrolledPages: Int = 0, into events: inout CarouselEvents,
        held: (SlotItem) -> SlotItem = { $0 },
        isSame: (_ held: SlotItem, _ needed: SlotItem) -> Bool = { $0.isSame(as: $1) }
    ) {
        wideTable!.reconcile(
            to: ShownWindow(current: current, count: count, farStep: farStep),
            policy: reusePolicy, scrolledPages: scrolledPages, into: &events, held: held,
            isSame: isSame)
    }

    /// A move's bookkeeping around `reconcile`, which brings the slots to the new position: the
    /// far commit and the wider window's move share it.
    @inlinable @inline(__always)
    mutating func commit(
        step: Int, count: Int, cause: CarouselMove.Cause, offsetAfter: Double,
        reconcile: (inout Self, inout CarouselEvents) -> Void
    ) -> CarouselEvents {
        let from = current
        current = Ring.advance(current, by: step, count: count)
        _offset = offsetAfter
        var events = CarouselEvents()
        events.setMove(from: from, step: step, cause: cause)
        reconcile(&self, &events)
        events.setOffsetReset(offsetAfter)
        return events
    }

    /// ``reconcileSlots(count:shiftedBy:scrolledPages:into:)`` after a data change: `held` says
    /// what a slot holds now, given what it showed (an index shifted, or stale), and `isSame` which
    /// held item can show which needed one without a rebind (a whole new storage matched by value).
    @inlinable
    mutating func reconcileSlots(
        count: Int, into events: inout CarouselEvents, held: (SlotItem) -> SlotItem,
        isSame: (_ held: SlotItem, _ needed: SlotItem) -> Bool
    ) {
        guard case .none = wideTable else {
            return reconcileWideSlots(farStep: nil, into: &events, held: held, isSame: isSame)
        }
        slotTable.shown = slotTable.shown.map(held)
        let needed = SlotItem.window(current: current, count: count)
        slotTable.reconcile(to: needed, policy: reusePolicy, into: &events) { held, position in
            isSame(held, needed[position])
        }
    }
}
