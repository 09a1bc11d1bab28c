/// A row's glide after a release or an animated move, in points: how it moves, the item it
/// lands on when it snaps, and the cause its moves report.
@usableFromInline
struct RowGlide: Hashable, Sendable {
    /// How the row moves: a release decelerates as a scroll view does, an animated move eases in
    /// and out over ``slideDuration``, as a scroll view's animated scroll does.
    @usableFromInline
    enum Curve: Hashable, Sendable {
        /// The deceleration of ``Glide``: `remaining` falls by its rate every millisecond.
        case decelerating(Glide)
        /// `distance` points eased in and out, `elapsed` seconds of ``slideDuration`` gone.
        case easing(distance: Double, elapsed: Double)
    }

    /// How long an animated move takes, in seconds: as long as a scroll view's animated scroll,
    /// so that a row takes the next command, and the next autoplay move, when pages would.
    @usableFromInline static var slideDuration: Double { 0.3 }

    @usableFromInline var curve: Curve
    /// For a glide that lands on an item: how many items from the current one it is (moved back
    /// as the row passes items); `nil` for a free glide, which rests where it ends.
    @usableFromInline var target: Int?
    /// What the glide's moves report: ``CarouselMove/Cause/scroll`` after a release,
    /// ``CarouselMove/Cause/command`` for an animated move.
    @usableFromInline var cause: CarouselMove.Cause

    @usableFromInline
    init(curve: Curve, target: Int?, cause: CarouselMove.Cause) {
        (self.curve, self.target, self.cause) = (curve, target, cause)
    }

    /// The distance still to go, in points.
    @inlinable
    var remaining: Double {
        switch curve {
        case .decelerating(let glide): glide.remaining
        case .easing(let distance, let elapsed):
            distance * (1 - EaseInEaseOut.progress(elapsed / Self.slideDuration))
        }
    }

    /// Whether the glide is over: less than ``Glide/endTolerance`` points left of a
    /// deceleration, or the whole duration of an animated move gone.
    @inlinable
    var isOver: Bool {
        switch curve {
        case .decelerating(let glide): glide.isOver(pageLength: 1)
        case .easing(_, let elapsed): elapsed >= Self.slideDuration
        }
    }

    /// `seconds` of the host's clock pass.
    @inlinable
    mutating func advance(by seconds: Double) {
        switch curve {
        case .decelerating(var glide):
            glide.advance(by: seconds)
            curve = .decelerating(glide)
        case .easing(let distance, let elapsed):
            curve = .easing(distance: distance, elapsed: elapsed + seconds)
        }
    }
}
