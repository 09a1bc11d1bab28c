extension CarouselScrollCoordinator {
    /// ``touchDown()`` on a row: a glide stops where it is, and
    /// continuous scrolling waits until the finger lifts.
    ///
    /// - Complexity: O(1).
    func rowTouchDown() {
        touch = .holding
        _row.restartAutoplayTimer()
        // A scroll of nothing stops the glide and moves nothing.
        if _row.isGliding { apply(try? _row.scroll(byPoints: 0), rowMoved: false) }
    }

    /// ``touchUp()`` on a row: after a touch that never dragged, the row settles as a
    /// release without velocity does: on the nearest item's rest under paging and snapping,
    /// where it is under free motion. After a drag this does nothing (the end-of-drag callbacks
    /// release the row).
    ///
    /// - Complexity: O(items between the anchor and the landing).
    func rowTouchUp() {
        guard touch == .holding else { return }
        touch = .lifted
        release(pointsPerSecond: 0, decelerationRate: 0.998)
    }

    /// ``didScroll()`` on a row: it follows the content offset, binding the
    /// items that come into the window and freeing those that leave, and the content offset is
    /// recentered without animation once it is a viewport from its rest.
    ///
    /// Ignored while the coordinator moves the content itself. A report the row refuses (an
    /// offset that is not finite, a jump of more than a hundred viewports) puts the content
    /// offset back where the row is. A report at rest (the app set the content offset) is
    /// followed, then settled as a release without velocity.
    ///
    /// - Complexity: O(items the anchor crosses + items that enter or leave the window).
    @inlinable @inline(never)
    func rowDidScroll() {
        let x = rowContentOffset
        let distance = x - followedOffset
        guard distance != 0 else { return }
        // Most frames move the anchor within the window: the short way, with no events.
        if _row.scrollWithinWindow(byPoints: distance) {
            followedOffset = x
            follow(scrolledPoints: distance, rowMoved: false)
        } else {
            guard let events = try? _row.scroll(byPoints: distance) else {
                setRowContentOffset(followedOffset)
                return
            }
            followedOffset = x
            apply(events, rowMoved: false)
        }
        if touch == .lifted, !_row.isGliding, _row.autoscrollPointsPerSecond == nil {
            release(pointsPerSecond: 0, decelerationRate: 0.998)
        }
    }

    /// ``willBeginDragging()`` on a row: the user took over.
    ///
    /// - Complexity: O(1).
    func rowWillBeginDragging() {
        _row.restartAutoplayTimer()
        if _row.isGliding { apply(try? _row.scroll(byPoints: 0), rowMoved: false) }
        touch = .dragging
    }

    /// ``willEndDragging(velocity:decelerationRate:targetContentOffset:)`` on a row: writes the content offset back as the
    /// target, so that the scroll view does not glide itself, and keeps the velocity for the
    /// release that ``didEndDragging(willDecelerate:)`` makes; the row's glide then runs a
    /// frame each ``tick(_:)``.
    ///
    /// - Parameters:
    ///   - velocity: points per millisecond toward larger content offsets (UIKit's
    ///     `withVelocity`), toward the previous items right to left; not finite counts as 0.
    ///   - decelerationRate: the fraction of the velocity left after each millisecond (the
    ///     scroll view's `decelerationRate`); a rate outside `(0, 1)` counts as 0.998.
    ///   - targetContentOffset: on return, the content offset the scroll view must rest on.
    /// - Complexity: O(1).
    func rowWillEndDragging(
        velocity: Double, decelerationRate: Double, targetContentOffset: inout Double
    ) {
        guard touch == .dragging else { return }
        let towardNext = _row.layout.isFlipped ? -velocity : velocity
        touch = .releasing(
            velocity: velocity.isFinite ? towardNext * 1000 : 0,
            decelerationRate: decelerationRate)
        targetContentOffset = surface.contentOffset
    }

    /// ``didEndDragging(willDecelerate:)`` on a row: releases the row, at the velocity the
    /// will-end-dragging call gave (without one, as a release without velocity).
    ///
    /// - Complexity: O(items between the anchor and the landing).
    func rowDidEndDragging() {
        var (velocity, rate) = (0.0, 0.998)
        switch touch {
        case .lifted, .holding: return
        case .dragging: break
        case .releasing(let v, let r): (velocity, rate) = (v, r)
        }
        touch = .lifted
        release(pointsPerSecond: velocity, decelerationRate: rate)
    }

    /// ``tick(_:)`` on a row, `seconds` of the host's clock passed: a glide moves on (autoplay's
    /// own counting toward the next move), or, unless paused or under a finger, continuous
    /// scrolling moves the row or autoplay counts and slides it; the content offset follows.
    ///
    /// - Complexity: O(items passed + items that enter or leave the window).
    @inlinable @inline(never)
    func rowTick(_ seconds: Double) {
        guard touch == .lifted, _row.isGliding || !isAutomaticMotionPaused else { return }
        let wasGliding = _row.isGliding
        if !wasGliding {
            if _row.autoscrollPointsPerSecond == nil { return runRowAutoplay(for: seconds) }
            if reducesMotion { return }
            // Most frames of continuous scrolling move the anchor within the window: the short
            // way, with no events.
            if let distance = _row.autoscrollWithinWindow(for: seconds) {
                return follow(scrolledPoints: distance, rowMoved: true)
            }
        }
        // A tick the row refuses (continuous scrolling too fast for one tick) leaves it where
        // it is.
        apply(try? _row.tick(seconds), rowMoved: true)
        // A free glide whose motion changed to one that rests on items ends on one.
        if wasGliding, isAtRest { settleOnRest() }
    }

    /// Autoplay at rest: every whole interval elapsed moves the row that many items forward,
    /// in one slide (at once under ``reducesMotion``), wherever it rests.
    @inlinable
    func runRowAutoplay(for seconds: Double) {
        let steps = _row.runAutoplayClock(for: seconds)
        guard steps > 0 else { return }
        if reducesMotion {
            apply(_row.advance(by: steps, cause: .autoplay), rowMoved: false)
        } else {
            apply(_row.slide(by: steps, cause: .autoplay), rowMoved: false)
        }
    }

    /// Brings a row at rest between items onto its nearest item's rest, unless its motion is
    /// free: a release without velocity.
    @inlinable
    func settleOnRest() {
        guard _row.motion != .free, _row.offset != 1 else { return }
        release(pointsPerSecond: 0, decelerationRate: 0.998)
    }

    /// Releases the row and applies what a release that lands at once returns.
    @inlinable
    func release(pointsPerSecond velocity: Double, decelerationRate: Double) {
        apply(
            _row.release(pointsPerSecond: velocity, decelerationRate: decelerationRate),
            rowMoved: true)
    }

    /// Applies the events of an operation that may have been refused (`nil`): nothing then.
    @inlinable
    func apply(_ events: CarouselEvents?, rowMoved: Bool) {
        if let events { apply(events, rowMoved: rowMoved) }
    }
}
