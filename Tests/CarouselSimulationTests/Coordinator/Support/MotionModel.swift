import Carousel
import CarouselTestSupport
import Foundation

/// The plain model of a row that moves by itself: the glide after a release under
/// ``CarouselMotion/snapping`` or ``CarouselMotion/free``, and continuous scrolling. Positions
/// are *unrolled*: pages travelled since the model started (the pages the coordinator commits
/// plus its offset), so that a recenter, which moves neither the picture nor the row, changes
/// nothing here.
enum MotionModel {
    /// The glide a `UIScrollView` makes from a release, worked out from scratch every frame:
    /// after `t` ms it has covered `distance × (1 - rate^t)`, and it ends once less than a tenth
    /// of a point is left.
    struct Glide {
        let start: Double
        let end: Double
        let rate: Double
        let pageLength: Double
        var milliseconds = 0.0

        /// The glide from a release at offset `x` (page units) with `velocity` in pages per
        /// millisecond toward *next*.
        init(x: Double, velocity: Double, rate: Double, motion: CarouselMotion, pageLength: Double)
        {
            let natural = min(
                max(naturalGlideDistance(velocity: velocity, rate: rate), -2.5e8), 2.5e8)
            var end = x + natural
            if case .snapping(let limit) = motion {
                end = end.rounded()
                if let limit {
                    end = min(max(end, x.rounded() - Double(limit)), x.rounded() + Double(limit))
                }
            }
            (start, self.end, self.rate, self.pageLength) = (x, end, rate, pageLength)
        }

        /// The distance left, in points.
        var remainingPoints: Double {
            ((end - start) * pow(rate, milliseconds) * pageLength).magnitude
        }

        /// Where the row is, and whether the glide is over.
        var position: (offset: Double, isOver: Bool) {
            remainingPoints < 0.1
                ? (end, true) : (end - (end - start) * pow(rate, milliseconds), false)
        }

        /// Whether `unrolled` is where the model says the row is, allowing the frame at the end's
        /// threshold to go either way (the coordinator multiplies a factor per frame, the model
        /// raises to a power: they may differ there by a rounding error).
        func accepts(_ unrolled: Double) -> Bool {
            let tolerance = 1e-9 * max(1, end.magnitude)
            let (expected, _) = position
            if (unrolled - expected).magnitude <= tolerance { return true }
            let nearThreshold = (remainingPoints - 0.1).magnitude < 1e-6
            return nearThreshold
                && ((unrolled - end).magnitude <= tolerance
                    || (unrolled - (end - (end - start) * pow(rate, milliseconds))).magnitude
                        <= tolerance)
        }
    }

    /// Continuous scrolling from an anchor: after `t` seconds of frames it has gone
    /// `speed × t` items.
    struct Marquee {
        let start: Double
        let speed: Double
        var seconds = 0.0

        var position: Double { start + speed * seconds }

        func accepts(_ unrolled: Double) -> Bool {
            (unrolled - position).magnitude <= 1e-9 * max(1, position.magnitude)
        }
    }
}
