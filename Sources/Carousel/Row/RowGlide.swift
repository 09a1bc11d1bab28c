/// A row's glide after a release or an animated move: the deceleration of ``Glide``, in points,
/// the item it lands on when it snaps, and the cause its moves report.
@usableFromInline
struct RowGlide: Sendable {
    /// The physics, in points: `remaining` is the distance still to go.
    @usableFromInline var glide: Glide
    /// For a glide that lands on an item: how many items from the current one it is (moved back
    /// as the row passes items); `nil` for a free glide, which rests where it ends.
    @usableFromInline var target: Int?
    /// What the glide's moves report: ``CarouselMove/Cause/scroll`` after a release,
    /// ``CarouselMove/Cause/command`` for an animated move.
    @usableFromInline var cause: CarouselMove.Cause

    @usableFromInline
    init(glide: Glide, target: Int?, cause: CarouselMove.Cause) {
        (self.glide, self.target, self.cause) = (glide, target, cause)
    }
}
