extension SimulatedScrollView {
    /// A finger lands.
    ///
    /// It stops a running deceleration or animation where it is, without its didEnd callback, as
    /// UIKit does when the user catches a moving scroll view. Nothing happens while a finger is
    /// already down or ``isScrollEnabled`` is false.
    ///
    /// - Complexity: O(1).
    public func touchDown() {
        guard isScrollEnabled, !isTracking else { return }
        motion = .none
        isTracking = true
        isDragging = false
        stateChanged()
    }

    /// The finger moves by `delta` points in content-offset terms (positive increases the offset).
    ///
    /// The first non-zero move of a touch calls `scrollViewWillBeginDragging`. The offset follows
    /// 1:1 inside `0...maximumContentOffset`; beyond an edge it rubber-bands (see the type's
    /// documentation) or, without ``bounces``, stops at the edge. `scrollViewDidScroll` follows
    /// every change of the offset.
    ///
    /// - Parameter delta: ignored when 0 or not finite, or when no finger is down (so also while
    ///   ``isScrollEnabled`` is false); clamped to ±``lengthLimit``.
    /// - Complexity: O(1).
    public func moveFinger(by delta: Double) {
        guard isTracking, delta.isFinite, delta != 0 else { return }
        if !isDragging {
            isDragging = true
            stateChanged()
            guard keepsState({ delegate?.scrollViewWillBeginDragging(self) }) else { return }
        }
        scroll(to: draggedOffset(by: Self.clampedLength(delta)))
    }

    /// The finger lifts with `velocity` points per millisecond in content-offset direction.
    ///
    /// After a drag: `scrollViewWillEndDragging` with the target (see the type's documentation),
    /// which the delegate may change only without paging; then
    /// `scrollViewDidEndDragging(willDecelerate:)`, true when the target is not the offset, and if
    /// so a deceleration toward it. An unanimated set of the offset inside
    /// `scrollViewWillEndDragging` moves the target with it.
    ///
    /// After a touch that never dragged (a tap, or a touch that caught a moving view): with
    /// paging, a view that is not where a deceleration to the nearest page would rest decelerates
    /// there; without paging, a view past a content edge springs back to it. No drag callbacks
    /// then, and `scrollViewDidEndDecelerating` at the end. Otherwise nothing.
    ///
    /// - Parameter velocity: counts as 0 when not finite; clamped to ±``lengthLimit``. Ignored
    ///   after a tap.
    /// - Complexity: O(1).
    public func liftFinger(velocity: Double) {
        guard isTracking else { return }
        isTracking = false
        stateChanged()
        if isDragging {
            endDrag(velocity: Self.clampedLength(velocity), keepingOffset: false)
        } else {
            settleAfterTap()
        }
    }

    /// Ends a drag: the two end-of-drag callbacks and, if the target is elsewhere, a deceleration.
    ///
    /// - Parameter keepingOffset: the target is the offset, whatever the delegate says (the
    ///   drag ended because scrolling was turned off).
    func endDrag(velocity: Double, keepingOffset: Bool) {
        let proposed = keepingOffset ? offset : releaseTarget(velocity: velocity)
        var target = proposed
        let offsetBefore = offset
        let unchanged = keepsState {
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: velocity, targetContentOffset: &target)
        }
        // A new touch from inside the callback owns the dragging state.
        if !isTracking { isDragging = false }
        guard unchanged else {
            // The delegate caught the view or animated it: the drag still ends, with no
            // deceleration.
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
            return
        }
        target =
            keepingOffset || pages || !target.isFinite
            ? proposed : min(max(target, 0), maximumContentOffset)
        // An unanimated set inside the callback shifts the target with it, as it would shift a
        // deceleration already running.
        target += offset - offsetBefore
        let decelerate = target != offset
        if decelerate {
            setMotion(.deceleration(target: target, rate: currentDecelerationRate))
        } else {
            stateChanged()
        }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
    }

    /// Where a release at `velocity` comes to rest, before the delegate's say.
    func releaseTarget(velocity: Double) -> Double {
        let maximum = maximumContentOffset
        guard pages else {
            let rate = currentDecelerationRate
            return min(max(offset + velocity * (rate / (1 - rate)), 0), maximum)
        }
        let d = pageLength
        let page = offset / d  // may be infinite for a tiny page; the clamp below handles that
        let threshold = velocityThreshold
        let chosen =
            velocity > threshold
            ? page.rounded(.down) + 1
            : velocity < -threshold ? page.rounded(.up) - 1 : page.rounded()
        return min(max(chosen * d, 0), maximum)
    }

    /// The snap after a touch that never dragged, if the view is not where it would rest.
    private func settleAfterTap() {
        let target: Double
        if pages {
            target = releaseTarget(velocity: 0)
            guard restingOffset(for: target) != offset else { return }
        } else {
            target = min(max(offset, 0), maximumContentOffset)
            guard target != offset else { return }
        }
        setMotion(.deceleration(target: target, rate: currentDecelerationRate))
    }

    /// Where the finger's move by `delta` puts the view.
    private func draggedOffset(by delta: Double) -> Double {
        let maximum = maximumContentOffset
        guard bounces else { return min(max(offset + delta, 0), maximum) }
        let d = pageLength
        // Past an edge the finger runs ahead of the offset. Keep its position while it explains
        // the offset; read it back from the offset when something else moved the view or the
        // content (an app's set, a resize).
        if RubberBand.offset(forFinger: finger, maximum: maximum, dimension: d) != offset {
            finger = RubberBand.finger(forOffset: offset, maximum: maximum, dimension: d)
        }
        finger = min(max(finger + delta, -Self.lengthLimit), maximum + Self.lengthLimit)
        return RubberBand.offset(forFinger: finger, maximum: maximum, dimension: d)
    }
}
