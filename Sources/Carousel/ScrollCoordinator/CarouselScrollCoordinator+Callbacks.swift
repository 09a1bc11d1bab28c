extension CarouselScrollCoordinator {
    /// Call when a finger lands on the carousel, before any drag: it pauses autoplay and stops
    /// an animation the coordinator runs (the scroll view stops it where it is).
    ///
    /// UIKit has no delegate call for this: an adapter forwards it from a touch-down gesture
    /// recognizer. Without it, autoplay would move under a finger that rests without dragging.
    ///
    /// - Complexity: O(1).
    public func touchDown() {
        if _carousel.hasLengths { return rowTouchDown() }
        state.touchDown()
        _carousel.restartAutoplayTimer()
        finishOperation()
    }

    /// Call when the finger lifts. After a touch that never dragged, a view caught between two
    /// pages is animated to the nearest one; after a drag this does nothing (the end-of-drag
    /// callbacks settle the view). A row of items of their own lengths settles as a release
    /// without velocity: on the nearest item's rest, or where it is under free motion.
    ///
    /// - Complexity: O(1); for items of their own lengths, O(items between the anchor and the
    ///   landing).
    public func touchUp() {
        if _carousel.hasLengths { return rowTouchUp() }
        if state.liftFinger() { settle() }
        finishOperation()
    }

    /// The scroll view's did-scroll callback: follows the offset, committing a page (and
    /// recentering without animation) once the viewport would otherwise reach past the slots.
    ///
    /// Ignored while the coordinator moves the content itself, and when the offset is not a
    /// finite number. At rest, a report that moves the view off its page (the app set the
    /// content offset itself) is followed, and the view is settled back onto its nearest page.
    ///
    /// A row of items of their own lengths follows the content offset in points, binding the
    /// items that come into the window and freeing those that leave, and recenters once the
    /// content offset is a viewport from its rest. A report it refuses (a jump of more than a
    /// hundred viewports) puts the content offset back where the row is.
    ///
    /// - Complexity: O(1), even for an offset many pages away; for items of their own lengths,
    ///   O(items the anchor crosses + items that enter or leave the window).
    @inlinable
    public func didScroll() {
        guard !isChangingScrollView else { return }
        if _carousel.hasLengths { return rowDidScroll() }
        follow()
        settleIfDisplaced()
        finishOperation()
    }

    /// Follows the scroll view's offset: the body of ``didScroll()``.
    @inlinable
    func follow() {
        follow(to: geometry.offset(forContentOffset: surface.contentOffset))
        updateDisplacements()
    }

    /// Follows the row to offset `x` (page units): records it, or commits the pages it passed
    /// and recenters; the slots' displacements are the caller's.
    @inlinable
    func follow(to x: Double) {
        guard _carousel.isScrollable else { return }
        guard x.isFinite, x.magnitude <= CarouselLimits.maximumOffset else { return }
        let cause = state.animation?.cause ?? .scroll
        // User interaction and commands restart the count; autoplay's own glide does not, so it
        // never drifts.
        if cause != .autoplay { _carousel.restartAutoplayTimer() }
        let margin = geometry.recenteringMargin
        let events: CarouselEvents
        var keptOrigin = false
        let pages = Recentering.pagesPassed(offset: x, margin: margin)
        if let far = state.far, pages == far.direction {
            // The strip on screen is origin beside target, and the origin is still in view when
            // the commit comes (the wider the margin, the more of it): the commit keeps both, so
            // that the origin never turns into the item before the target before the eyes, nor
            // under a finger that drags back.
            events = _carousel.commitFar(
                step: far.step, offsetAfter: x - Double(far.direction), cause: cause)
            keptOrigin = true
        } else if pages == 0 {
            // Most frames: within the band the carousel's follow only records the offset.
            _carousel._offset = x
            events = CarouselEvents()
        } else {
            events = commitScroll(to: x, margin: margin, cause: cause)
        }
        if let landed = events.offsetReset {
            // Whole pages committed: targets in page units move back by as many, and so does
            // the content under the items on screen.
            let pages = Int((x - landed).rounded())
            state.committed(pages: pages, keptOrigin: keptOrigin)
            display.shift(byPages: pages)
        }
        apply(events)
    }

    /// The pages a scroll to `x` passed, committed: out of line, so that the frames that commit
    /// nothing stay small where they are inlined.
    @inlinable @inline(never)
    func commitScroll(to x: Double, margin: Double, cause: CarouselMove.Cause) -> CarouselEvents {
        _carousel.follow(offset: x, margin: margin, firstStep: firstSteps, cause: cause)
    }

    /// The scroll view's will-begin-dragging callback: the user took over.
    ///
    /// - Complexity: O(1).
    public func willBeginDragging() {
        if _carousel.hasLengths { return rowWillBeginDragging() }
        state.beginDragging()
        _carousel.restartAutoplayTimer()
        finishOperation()
    }

    /// The scroll view's will-end-dragging callback: aims the release at where the carousel's
    /// ``Carousel/motion`` says it comes to rest, and writes the content offset back.
    ///
    /// - ``CarouselMotion/paging``: a page at most one page from where the finger lifted (a fast
    ///   fling never skips a page), the nearest to the scroll view's proposed
    ///   `targetContentOffset`. A paging `UIScrollView` chooses the same page itself; a scroll
    ///   view without paging needs the written target.
    /// - ``CarouselMotion/snapping`` and ``CarouselMotion/free``: the coordinator glides the row
    ///   itself from `velocity` and `decelerationRate`, a frame each ``tick(_:)``, recentering as
    ///   it goes, so that the glide may run any number of items and round the loop. The target
    ///   written is where the finger lifted: the scroll view, which must not page, does not
    ///   glide. A finger that caught a programmatic far move (``jump(to:animated:)``) lifts as
    ///   under paging: the neighbor beside the current item stands for the far target until
    ///   the row rests on a page.
    /// - Items of their own lengths: the target written is where the finger lifted, and the
    ///   coordinator releases the row into its motion at the velocity given here when the drag
    ///   ends (``didEndDragging(willDecelerate:)``).
    ///
    /// - Parameters:
    ///   - velocity: the scroll view's velocity along the axis at the lift, in points per
    ///     millisecond toward larger content offsets (UIKit's `withVelocity`); not finite counts
    ///     as 0.
    ///   - decelerationRate: the fraction of the velocity left after each millisecond (the
    ///     scroll view's `decelerationRate`, 0.998 for `.normal`); a rate outside `(0, 1)`
    ///     counts as 0.998.
    ///   - targetContentOffset: where the scroll view would come to rest; on return, the
    ///     content offset it must rest on.
    /// - Complexity: O(1).
    public func willEndDragging(
        velocity: Double, decelerationRate: Double, targetContentOffset: inout Double
    ) {
        if _carousel.hasLengths {
            return rowWillEndDragging(
                velocity: velocity, decelerationRate: decelerationRate,
                targetContentOffset: &targetContentOffset)
        }
        defer { finishOperation() }
        let x = _carousel.offset
        // A finger that caught a far move's slide lifts as under paging: the neighbor it drags
        // stands for the far target, which only its page can end.
        guard _carousel.motion.glides, _carousel.isScrollable, state.far == nil else {
            var page = geometry.offset(forContentOffset: targetContentOffset).rounded()
            if !page.isFinite { page = x.rounded() }
            // The pages beside the lift point: 0...2 from rest, the two around a fraction
            // otherwise.
            page = Self.nearestPage(
                to: Swift.min(Swift.max(page, x.rounded(.up) - 1), x.rounded(.down) + 1))
            targetContentOffset = geometry.contentOffset(forOffset: page)
            state.endDragging(targetPage: page)
            return
        }
        targetContentOffset = surface.contentOffset
        state.startGlide(
            Glide(
                releasedAt: x, velocity: geometry.offsetVelocity(forContentVelocity: velocity),
                rate: decelerationRate, motion: _carousel.motion))
    }

    /// The scroll view's did-end-dragging callback: without a glide to come, the view settles.
    ///
    /// A row of items of their own lengths is released here, at the velocity the
    /// will-end-dragging call gave.
    ///
    /// - Parameter willDecelerate: whether the scroll view glides on after the finger lifts
    ///   (ignored for items of their own lengths: their scroll view was told not to glide).
    /// - Complexity: O(1); for items of their own lengths, O(items between the anchor and the
    ///   landing).
    public func didEndDragging(willDecelerate: Bool) {
        if _carousel.hasLengths { return rowDidEndDragging() }
        state.endDrag(willGlide: willDecelerate)
        // The coordinator's own glide goes on: the scroll view was told not to glide.
        if !willDecelerate, state.glide == nil { settle() }
        finishOperation()
    }

    /// The scroll view's did-end-decelerating callback: the view settles on its page (the
    /// coordinator's own glide, which the scroll view does not run, goes on).
    ///
    /// - Complexity: O(1).
    public func didEndDecelerating() {
        // A row's scroll view never glides: the coordinator glides the row.
        guard !_carousel.hasLengths else { return }
        if state.glide == nil { settle() }
        finishOperation()
    }

    /// The scroll view's did-end-scrolling-animation callback: the coordinator's animation
    /// arrived, and the view settles (also after a stray animation: any end of motion settles).
    ///
    /// - Complexity: O(1).
    public func didEndScrollingAnimation() {
        // A row's scroll view never animates: the coordinator glides the row.
        guard !_carousel.hasLengths else { return }
        let animation = state.animation
        settle()
        // The first leg of a far slide from a row off its page: on from the page it reached.
        if let animation, animation.then != 0, state == .resting {
            slide(by: animation.then, cause: animation.cause)
        }
        finishOperation()
    }

    /// Brings a view that stopped to rest on its nearest page: within
    /// ``CarouselLimits/restTolerance`` points of it, the coordinator commits that page if it is
    /// a neighbor and snaps to the rest page without animation, and the carousel's offset
    /// becomes exactly 1 (so autoplay resumes); farther off, it animates to the page first.
    @usableFromInline
    func settle() {
        // A finger holds the view: its lift settles it.
        guard !state.isFingerDown else { return }
        // A free row rests where it stopped; an animation, which aims at a page, rests on it
        // (the scroll view may stop a hair off), and a far binding is ended only by its page.
        if _carousel.motion == .free, state.far == nil, state.animation == nil,
            _carousel.isScrollable
        {
            return restInPlace()
        }
        let animation = state.animation
        let contentOffset = surface.contentOffset
        let x = geometry.offset(forContentOffset: contentOffset)
        let page = _carousel.isScrollable && x.isFinite ? Self.nearestPage(to: x) : 1
        let distance = (contentOffset - geometry.contentOffset(forOffset: page)).magnitude
        // A surface that will not reach the page it was animated to is snapped anyway.
        let gaveUp = animation?.cause == .scroll && animation?.targetPage == page
        guard distance <= CarouselLimits.restTolerance || gaveUp || !_carousel.isScrollable else {
            return animate(ScrollAnimation(targetPage: page, cause: .scroll))
        }
        // The far binding goes before the surface hears of it: a host's callback that calls
        // back in finds the state consistent.
        if page != 1 {
            // Resting a hair short of a neighbor page (a margin of 0 commits only exactly on
            // it): commit it as the motion would have, far step and cause included.
            let events = _carousel.follow(
                offset: page, margin: geometry.recenteringMargin, firstStep: firstSteps,
                cause: animation?.cause ?? .scroll)
            state.dropFarBinding()
            if let landed = events.offsetReset {
                display.shift(byPages: Int((page - landed).rounded()))
            }
            apply(events)
        } else if state.far != nil {
            // Back on the current item: the far target's binding goes.
            let events = _carousel.showWindow(farStep: nil)
            state.dropFarBinding()
            apply(events)
        }
        if surface.contentOffset != geometry.restContentOffset { setContentOffset(toPage: 1) }
        _carousel.offset = 1
        state.rest()
        updateDisplacements()
    }

    /// Settles a view that someone else moved off its page at rest (an app's own offset change,
    /// an operation that scrolled the carousel), as after a lifted finger.
    @inlinable
    func settleIfDisplaced() {
        guard state == .resting, _carousel.offset != 1 else { return }
        // Continuous scrolling goes on from where the row was put, its nearest item current.
        guard _carousel.autoscroll == nil else {
            commitNearest(cause: .scroll)
            return
        }
        state.displaced()
        settle()
    }

    /// The first step each way: a far step in its own direction, one page otherwise.
    @inlinable
    var firstSteps: (forward: Int, backward: Int) {
        let far = state.far?.step ?? 1
        return (far > 0 ? far : 1, far < 0 ? far : -1)
    }

    /// The page (0, 1 or 2) nearest to the offset `x`, in page units.
    static func nearestPage(to x: Double) -> Double {
        Swift.min(Swift.max(x.rounded(), 0), 2)
    }

    /// Starts `animation` toward its target page.
    func animate(_ animation: ScrollAnimation) {
        state.animate(animation)
        runAnimation(animation)
    }

    /// Sets the scroll view moving toward `animation`'s page; the state already says so.
    func runAnimation(_ animation: ScrollAnimation) {
        let target = geometry.contentOffset(forOffset: animation.targetPage)
        let isThere = surface.contentOffset == target
        // Called even when already there: an animated set stops the scroll view's own motion.
        surface.setContentOffset(target, animated: true)
        // A scroll view does not animate (nor report the end of) a move to where it is.
        if isThere { didEndScrollingAnimation() }
    }
}
