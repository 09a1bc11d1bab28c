extension CarouselScrollCoordinator {
    /// Call when a finger lands on the carousel, before any drag: it pauses autoplay and stops
    /// an animation the coordinator runs (the scroll view stops it where it is).
    ///
    /// UIKit has no delegate call for this: an adapter forwards it from a touch-down gesture
    /// recognizer. Without it, autoplay would move under a finger that rests without dragging.
    ///
    /// - Complexity: O(1).
    public func touchDown() {
        isTouching = true
        carousel.restartAutoplayTimer()
        phase = .touching
    }

    /// Call when the finger lifts. After a touch that never dragged, a view caught between two
    /// pages is animated to the nearest one; after a drag this does nothing (the end-of-drag
    /// callbacks settle the view).
    ///
    /// - Complexity: O(1).
    public func touchUp() {
        isTouching = false
        if phase == .touching { settle() }
    }

    /// The scroll view's did-scroll callback: follows the offset, committing a page (and
    /// recentring without animation) once the viewport would otherwise reach past the slots.
    ///
    /// Ignored while the coordinator moves the content itself, and when the offset is not a
    /// finite number.
    ///
    /// - Complexity: O(1), even for an offset many pages away.
    public func didScroll() {
        guard !isResetting else { return }
        follow()
    }

    /// Follows the scroll view's offset: the body of ``didScroll()``.
    func follow() {
        guard carousel.isScrollable else { return }
        let x = geometry.offset(forContentOffset: surface.contentOffset)
        guard x.isFinite, x.magnitude <= CarouselLimits.maximumOffset else { return }
        var animation: ScrollAnimation?
        if case .animating(let running) = phase { animation = running }
        let cause = animation?.cause ?? .scroll
        // User interaction and commands restart the count; autoplay's own glide does not, so it
        // never drifts.
        if cause != .autoplay { carousel.restartAutoplayTimer() }
        let events = carousel.follow(
            offset: x, margin: geometry.recentringMargin, firstStep: firstSteps, cause: cause)
        if let landed = events.offsetReset {
            // Whole pages committed: targets in page units move back by as many, and a far
            // step is used up.
            shiftTargets(byPages: (landed - x).rounded())
            farStep = nil
        }
        apply(events)
        updateDisplacements()
    }

    /// The scroll view's will-begin-dragging callback: the user took over.
    ///
    /// - Complexity: O(1).
    public func willBeginDragging() {
        isTouching = true
        carousel.restartAutoplayTimer()
        phase = .dragging
    }

    /// The scroll view's will-end-dragging callback. Aims the glide at a page at most one page
    /// from where the finger lifted (a fast fling never skips a page), the nearest to the
    /// scroll view's proposed `targetContentOffset`, and writes it back. A paging `UIScrollView`
    /// chooses the same page itself; a scroll view without paging needs the written target.
    ///
    /// - Parameter targetContentOffset: where the scroll view would come to rest; on return, the
    ///   content offset of the page it must rest on.
    /// - Complexity: O(1).
    public func willEndDragging(targetContentOffset: inout Double) {
        isTouching = false
        let x = carousel.offset
        var page = geometry.offset(forContentOffset: targetContentOffset).rounded()
        if !page.isFinite { page = x.rounded() }
        // The pages beside the lift point: 0...2 from rest, the two around a fraction otherwise.
        page = Self.nearestPage(
            to: Swift.min(Swift.max(page, x.rounded(.up) - 1), x.rounded(.down) + 1))
        targetContentOffset = geometry.contentOffset(forOffset: page)
        phase = .decelerating(targetPage: page)
    }

    /// The scroll view's did-end-dragging callback: without a glide to come, the view settles.
    ///
    /// - Parameter willDecelerate: whether the scroll view glides on after the finger lifts.
    /// - Complexity: O(1).
    public func didEndDragging(willDecelerate: Bool) {
        isTouching = false
        if !willDecelerate { settle() }
    }

    /// The scroll view's did-end-decelerating callback: the view settles on its page.
    ///
    /// - Complexity: O(1).
    public func didEndDecelerating() {
        settle()
    }

    /// The scroll view's did-end-scrolling-animation callback: the coordinator's animation
    /// arrived, and the view settles (also after a stray animation: any end of motion settles).
    ///
    /// - Complexity: O(1).
    public func didEndScrollingAnimation() {
        settle()
    }

    /// Brings a view that stopped to rest on its nearest page: within
    /// ``CarouselLimits/restTolerance`` points of it, the coordinator commits that page if it is
    /// a neighbour and snaps to the rest page without animation, and the carousel's offset
    /// becomes exactly 1 (so autoplay resumes); farther off, it animates to the page first.
    func settle() {
        guard !isTouching else {
            phase = .touching
            return
        }
        var animation: ScrollAnimation?
        if case .animating(let running) = phase { animation = running }
        let contentOffset = surface.contentOffset
        let x = geometry.offset(forContentOffset: contentOffset)
        let page = carousel.isScrollable && x.isFinite ? Self.nearestPage(to: x) : 1
        let distance = (contentOffset - geometry.contentOffset(forOffset: page)).magnitude
        // A surface that will not reach the page it was animated to is snapped anyway.
        let gaveUp = animation?.cause == .scroll && animation?.targetPage == page
        guard distance <= CarouselLimits.restTolerance || gaveUp || !carousel.isScrollable else {
            return animate(ScrollAnimation(targetPage: page, cause: .scroll))
        }
        if page != 1 {
            // Resting a hair short of a neighbour page (a margin of 0 commits only exactly on
            // it): commit it as the motion would have, far step and cause included.
            apply(
                carousel.follow(
                    offset: page, margin: geometry.recentringMargin, firstStep: firstSteps,
                    cause: animation?.cause ?? .scroll))
        } else if farStep != nil {
            // Back on the current item: the far target's binding goes.
            apply(carousel.restoreWindow())
        }
        farStep = nil
        if surface.contentOffset != geometry.restContentOffset { setContentOffset(toPage: 1) }
        carousel.offset = 1
        phase = .resting
        updateDisplacements()
    }

    /// The first step each way: a far step in its own direction, one page otherwise.
    var firstSteps: (forward: Int, backward: Int) {
        let far = farStep ?? 1
        return (far > 0 ? far : 1, far < 0 ? far : -1)
    }

    /// Moves the page-unit targets of a glide or animation back by `pages` committed pages.
    func shiftTargets(byPages pages: Double) {
        switch phase {
        case .decelerating(let page):
            phase = .decelerating(targetPage: page + pages)
        case .animating(var animation):
            animation.targetPage += pages
            phase = .animating(animation)
        case .resting, .touching, .dragging:
            break
        }
    }

    /// The page (0, 1 or 2) nearest to the offset `x`, in page units.
    static func nearestPage(to x: Double) -> Double {
        Swift.min(Swift.max(x.rounded(), 0), 2)
    }

    /// Starts `animation` toward its target page.
    func animate(_ animation: ScrollAnimation) {
        phase = .animating(animation)
        let target = geometry.contentOffset(forOffset: animation.targetPage)
        let isThere = surface.contentOffset == target
        // Called even when already there: an animated set stops the scroll view's own motion.
        surface.setContentOffset(target, animated: true)
        // A scroll view does not animate (nor report the end of) a move to where it is.
        if isThere { didEndScrollingAnimation() }
    }
}
