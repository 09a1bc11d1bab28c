/// A row's glide after a release: the deceleration of ``Glide``, in points, and the item it
/// lands on when it snaps.
@usableFromInline
struct RowGlide {
    /// The physics, in points: `remaining` is the distance still to go.
    @usableFromInline var glide: Glide
    /// For a glide that lands on an item: how many items from the current one it is (moved back
    /// as the row passes items); `nil` for a free glide, which rests where it ends.
    @usableFromInline var target: Int?
}
