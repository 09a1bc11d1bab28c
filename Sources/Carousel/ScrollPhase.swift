/// What a ``CarouselScrollCoordinator``'s scroll view is doing.
enum ScrollPhase: Hashable {
    /// Nothing moves and no finger is down: the offset is exactly 1 and autoplay may run.
    case resting
    /// A finger is down but has not dragged (it may have caught a moving view).
    case touching
    /// The user drags.
    case dragging
    /// The finger lifted and the view glides to the page at `targetPage` (page units).
    case decelerating(targetPage: Double)
    /// The coordinator animates the view to a page.
    case animating(ScrollAnimation)
}

/// An animated scroll the coordinator started: a programmatic or autoplay move, or a settle.
struct ScrollAnimation: Hashable {
    /// The page it ends on, in page units of the current frame (shifted at every commit).
    var targetPage: Double
    /// The cause that the move committed on the way reports.
    let cause: CarouselMove.Cause
}
