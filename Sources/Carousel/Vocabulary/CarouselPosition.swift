/// One of the three places a carousel shows: the page before, the page in the middle, the page after.
public enum CarouselPosition: Int, CaseIterable, Hashable, Sendable {
    /// The page before the current one (offset 0).
    case previous = 0
    /// The page in the middle of the screen (offset 1, the rest position).
    case current = 1
    /// The page after the current one (offset 2).
    case next = 2
}
