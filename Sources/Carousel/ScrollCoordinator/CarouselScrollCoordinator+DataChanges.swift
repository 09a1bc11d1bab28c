extension CarouselScrollCoordinator {
    /// Runs `operation` on the carousel (a data change such as `insert` or `load`, or any other
    /// operation) and applies its events to the surface; scrolling turns off below two items
    /// and back on from two, the carousel then taking up the offset the scroll view stands at.
    ///
    /// The operation works on a copy that replaces ``carousel`` only when it returns, so a throw
    /// leaves everything as it was. A far move's neighbor binding is taken back first (the
    /// slide goes on as a one-page move); a glide under way goes on. An operation that scrolls
    /// the carousel at rest (`scroll(toOffset:)`) moves the view to that offset, and the view then
    /// settles on its nearest page, as after a lifted finger. For items of their own lengths,
    /// every bound slot is placed anew after an operation that put the row somewhere new; a
    /// data change stops a glide, and a row then at rest between items is settled onto its
    /// nearest item's rest, unless its motion is free. The operation must leave a carousel of
    /// the same kind.
    ///
    /// - Parameter operation: any carousel operation, e.g. `{ try $0.insert(item, at: 0) }`.
    /// - Returns: the operation's events, as applied.
    /// - Throws: what `operation` throws; nothing changes then.
    /// - Complexity: that of `operation`, plus O(1). A data change on an array copies it (the old
    ///   state is kept until the operation succeeds).
    @discardableResult
    public func perform<E: Error>(
        _ operation: (inout Carousel<Storage, Surface.Slot>) throws(E) -> CarouselEvents
    ) throws(E) -> CarouselEvents {
        if _carousel.hasLengths { return try performOnRow(operation) }
        var working = carousel
        let wasScrollable = working.isScrollable
        let slotsBefore = _carousel.slotOrder
        // A far move's target binding would not survive the change: take it back first, in
        // the copy, so the operation reconciles against what the slots will really show.
        let isBound = state.far != nil
        let restore = isBound ? working.showWindow(farStep: nil) : CarouselEvents()
        let restored = working
        let events = try operation(&working)
        defer { finishOperation() }
        state.dropContinuation()
        // Under the indices of the storage as it still is; the run after is asked for anew.
        cancelAllPrefetching()
        if isBound {
            _carousel = restored
            state.dropFarBinding()
            apply(restore)  // against the storage the restored indices belong to
        }
        _carousel = working
        // An item that kept its slot may have a new storage position: no event says so. A
        // rebound or moved slot shows another item, even under the same index: a new display.
        display.isStale = true
        display.noteDataChange(restore, slotsBefore: slotsBefore)
        display.noteDataChange(events, slotsBefore: restored.slotOrder)
        apply(events)
        surface.setScrollEnabled(_carousel.isScrollable)
        if !_carousel.isScrollable {
            switch state {
            case .moving(.gliding, _), .moving(.animating, _), .moving(.decelerating, _):
                // The reset left the glide running: end it on the rest page.
                animate(ScrollAnimation(targetPage: 1, cause: .scroll))
            case .resting, .moving(.holding, _), .moving(.dragging, _), .moving(.settling, _):
                break
            }
        } else if !wasScrollable, _carousel.offset == 1 {
            // Unable to scroll, the carousel kept its offset at 1 while the scroll view moved as
            // it would (the animation that stopped its slide may land a hair off the page, on
            // the pixel grid), and the slots' displacements followed the scroll view. From now
            // on they follow the carousel's offset, which takes up where the scroll view shows
            // the slots (unless the operation set one of its own); the view then settles.
            let shown = geometry.offset(forContentOffset: surface.contentOffset)
            if shown != 1 { follow(to: shown) }
        }
        // The operation scrolled the carousel itself: the view goes there first. A row that
        // rests between items (free, or a marquee) is off its page without that, and its
        // offset, converted back, would move the view by a rounding error: a scroll report
        // from inside this call, which the host takes for a scroll of the view at rest.
        if state == .resting, _carousel.offset != 1,
            geometry.offset(forContentOffset: surface.contentOffset) != _carousel.offset
        {
            setContentOffset(toPage: _carousel.offset)
        }
        settleIfDisplaced()
        updateDisplacements()
        return events
    }
}
