/// A glide after a release, in page units: the deceleration a `UIScrollView` makes, where the
/// velocity falls by `rate` every millisecond, run by the coordinator from the host's clock.
///
/// The distance left falls by `rate` to the power of the milliseconds passed, so after `t` ms
/// the glide has covered `distance × (1 - rate^t)` whatever the frame intervals. It ends once
/// less than ``endTolerance`` points are left, exactly on ``end``.
@usableFromInline
struct Glide: Hashable, Sendable {
    // The stored properties change only through the methods below; they are usable from
    // inlinable code so that a glide frame is specialized in the client.

    /// Where the glide ends, in page units of the current frame (moved back at each commit).
    @usableFromInline var end: Double
    /// The signed distance still to go, in pages.
    @usableFromInline var remaining: Double
    /// The fraction of the velocity left after one millisecond, in `(0, 1)`.
    @usableFromInline let rate: Double
    /// The frame duration the cached factor is for, and the factor: most frames last as long as
    /// the one before, and then the power is not computed again.
    @usableFromInline var cachedMilliseconds = 0.0
    @usableFromInline var cachedFactor = 1.0

    /// A glide covering no more than this many pages, so that one frame never carries the row
    /// past the offsets a scroll accepts.
    static let maximumDistance = CarouselLimits.maximumOffset / 4

    /// Less than this many points left ends the glide: below a pixel of any screen.
    @usableFromInline static let endTolerance = 0.1

    /// The deceleration rate of a scroll view that reports none that can be used: UIKit's
    /// `.normal`.
    static let normalRate = 0.998

    /// The glide from a release at `offset` (page units) with `velocity` in pages per
    /// millisecond, for `motion` (``CarouselMotion/snapping`` or ``CarouselMotion/free``).
    ///
    /// A velocity that is not finite counts as 0, a rate outside `(0, 1)` as UIKit's `.normal`.
    init(releasedAt offset: Double, velocity: Double, rate: Double, motion: CarouselMotion) {
        let rate = rate > 0 && rate < 1 ? rate : Self.normalRate
        let velocity = velocity.isFinite ? velocity : 0
        let natural = Swift.min(
            Swift.max(velocity * (rate / (1 - rate)), -Self.maximumDistance), Self.maximumDistance)
        var end = offset + natural
        if case .snapping(let limit) = motion {
            end = end.rounded()
            if let limit {
                let nearest = offset.rounded()
                let reach = Double(limit)
                end = Swift.min(Swift.max(end, nearest - reach), nearest + reach)
            }
        }
        self.end = end
        self.remaining = end - offset
        self.rate = rate
    }

    /// A glide of `distance` in any unit (a row's points), already aimed: it ends exactly
    /// `distance` from where it starts, with the deceleration `rate` (UIKit's `.normal` when
    /// it is outside `(0, 1)`).
    @usableFromInline
    init(distance: Double, rate: Double) {
        end = distance
        remaining = distance
        self.rate = rate > 0 && rate < 1 ? rate : Self.normalRate
    }

    /// Where the glide is now, in page units.
    @inlinable
    var position: Double { end - remaining }

    /// Whether the glide is over for pages of `pageLength` points.
    @inlinable
    func isOver(pageLength: Double) -> Bool {
        (remaining * pageLength).magnitude < Self.endTolerance
    }

    /// `seconds` of the host's clock pass.
    @inlinable
    mutating func advance(by seconds: Double) {
        let milliseconds = seconds * 1000
        if milliseconds != cachedMilliseconds {
            cachedMilliseconds = milliseconds
            cachedFactor = power(rate, milliseconds)
        }
        remaining *= cachedFactor
    }

    /// `pages` whole pages were committed: the end moves back with the content.
    @inlinable
    mutating func committed(pages: Int) {
        end -= Double(pages)
    }

    /// The glide ends now, on its end.
    @inlinable
    mutating func finish() {
        remaining = 0
    }
}
