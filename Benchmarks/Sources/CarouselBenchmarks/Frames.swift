import Carousel
import CarouselSimulation

/// Frames of a scroll coordinator on the simulated scroll view: the per-frame work of an app's
/// glue (the scroll view's callbacks, the coordinator's commits and resets, the host's tick).
enum FrameOperation: String, CaseIterable {
    /// A finger that drags on and on, 20 points a frame: a commit and a recenter every page.
    case drag = "coordinator: drag frame"
    /// Autoplay every quarter second: an animated slide, a commit and a settle, again and again.
    case autoplay = "coordinator: autoplay frame"
    /// A free glide of the coordinator's own, long enough to outlast the run (a slow
    /// deceleration rate), flung again if it ever rests: a commit and a recenter every few
    /// frames.
    case glide = "coordinator: glide frame"
    /// Continuous scrolling at two items a second: a commit and a recenter every 30 frames.
    case autoscroll = "coordinator: autoscroll frame"
    /// The drag, prefetching the two items beyond the slots: a request every page.
    case prefetchingDrag = "coordinator: drag frame, prefetching 2"
}

/// A peeking layout (the recenter happens before the edge) and 60 frames a second.
let frameGeometry = try! CarouselGeometry(viewportLength: 375, itemLength: 300, spacing: 10)
let frameDuration = 1.0 / 60

/// The layout of ``frameGeometry`` with `neighbors - 1` whole neighbors more on each side:
/// the same peek of the outermost ones, so the same recentering margin, on a wider viewport.
func frameGeometry(neighbors: Int) -> CarouselGeometry {
    let wider = Double(2 * (neighbors - 1)) * frameGeometry.pageLength
    return try! CarouselGeometry(
        viewportLength: frameGeometry.viewportLength + wider,
        itemLength: frameGeometry.itemLength, spacing: frameGeometry.spacing,
        neighbors: neighbors)
}

/// A simulated carousel of `carousel`, set up for `operation` (the finger down, or autoplay on),
/// on ``frameGeometry`` widened for its neighbors.
@MainActor
func makeFrameRun<S>(
    _ carousel: Carousel<S, Int>, _ operation: FrameOperation
) -> SimulatedCarousel<S> {
    let simulated = SimulatedCarousel(
        carousel, geometry: frameGeometry(neighbors: carousel.neighbors))
    switch operation {
    case .drag: simulated.touchDown()
    case .prefetchingDrag:
        try! simulated.coordinator.setPrefetchDistance(2)
        simulated.touchDown()
    case .autoplay: try! simulated.coordinator.startAutoplay(interval: 0.25)
    case .glide:
        try! simulated.coordinator.setMotion(.free)
        simulated.scrollView.decelerationRate = 0.9999
        fling(simulated)
    case .autoscroll: try! simulated.coordinator.startAutoscroll(itemsPerSecond: 2)
    }
    return simulated
}

/// A fling of 3 points a millisecond (50 points a frame at first, slowing to a fifth of it
/// in a thousand frames at the rate 0.9999): a glide of thirty thousand points.
@MainActor
func fling<S>(_ simulated: SimulatedCarousel<S>) {
    simulated.touchDown()
    simulated.moveFinger(by: 10)
    simulated.liftFinger(velocity: 3)
}

/// `n` frames of `operation`.
@MainActor
func runFrames<S>(_ simulated: SimulatedCarousel<S>, _ operation: FrameOperation, _ n: Int) {
    for _ in 0..<n {
        switch operation {
        case .drag, .prefetchingDrag: simulated.moveFinger(by: 20)
        case .glide where simulated.coordinator.isAtRest: fling(simulated)
        case .autoplay, .glide, .autoscroll: break
        }
        simulated.advanceFrame(by: frameDuration)
    }
    blackHole(simulated.coordinator.carousel.currentIndex)
}
