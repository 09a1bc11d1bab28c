// The curve of an animated scroll (EaseInEaseOut) is the one a row's animated moves follow.
import Carousel

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(ucrt)
    import ucrt
#endif

extension SimulatedScrollView {
    /// Lets one display frame of `seconds` pass (1/60 or 1/120 s on a device).
    ///
    /// Moves a running deceleration or animation and calls `scrollViewDidScroll` when the offset
    /// changes. A deceleration finishes once less than half a pixel would remain, an animation
    /// once its duration has passed (up to a nanosecond early, so that frames that add up to it
    /// only by rounding finish it): the offset is set exactly to the target rounded to the pixel
    /// grid plus ``restingError`` (the motion still running during that last
    /// `scrollViewDidScroll`), then `scrollViewDidEndDecelerating` or
    /// `scrollViewDidEndScrollingAnimation`. The app's unanimated sets mid-motion shift the
    /// target, so the finish lands where the shifted target rounds to.
    ///
    /// - Parameter seconds: ignored when not finite or not positive.
    /// - Complexity: O(1), allocation-free.
    public func advanceFrame(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        switch motion {
        case .none:
            return
        case .deceleration(let target, let rate):
            let landing = restingOffset(for: target)
            let remaining = (landing - offset) * pow(rate, seconds * 1000)
            if abs(remaining) < 0.5 / pixelsPerPoint {
                finish(at: landing, animation: false)
            } else {
                scroll(to: landing - remaining)
            }
        case .animation(let from, let to, let elapsed, let duration):
            let landing = restingOffset(for: to)
            let now = elapsed + seconds
            if now >= duration - 1e-9 {
                finish(at: landing, animation: true)
            } else {
                motion = .animation(from: from, to: to, elapsed: now, duration: duration)
                scroll(to: from + (landing - from) * EaseInEaseOut.progress(now / duration))
            }
        }
    }

    /// The last frame of a motion: the resting offset, then the didEnd callback, unless the
    /// delegate took over from inside `scrollViewDidScroll`.
    private func finish(at landing: Double, animation: Bool) {
        guard keepsState({ scroll(to: landing) }) else { return }
        setMotion(.none)
        if animation {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        } else {
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }
}
