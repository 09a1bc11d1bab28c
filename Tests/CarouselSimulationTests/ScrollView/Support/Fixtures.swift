import CarouselSimulation

/// The display refresh rates every timing test runs at, in hertz.
let frameRates: [Double] = [60, 120]

/// A view of `pages` pages of 100 points at `offset`, with a fresh recorder as its delegate.
///
/// The recorder is returned to keep it alive: the view holds its delegate weakly.
@MainActor
func makeView(
    pages: Double = 3, offset: Double = 0, paging: Bool = true
) -> (SimulatedScrollView, Recorder) {
    let view = SimulatedScrollView(boundsLength: 100, contentLength: 100 * pages)
    view.isPagingEnabled = paging
    view.contentOffset = offset
    let recorder = Recorder()
    view.delegate = recorder
    return (view, recorder)
}

/// Drags from where the view is by `distance` in one move and lifts at `velocity`.
@MainActor
func drag(_ view: SimulatedScrollView, by distance: Double, velocity: Double = 0) {
    view.touchDown()
    view.moveFinger(by: distance)
    view.liftFinger(velocity: velocity)
}

/// Advances frames at `hertz` until the view is at rest; returns how many it took, or `nil` if
/// it did not come to rest within `limit` frames.
@MainActor
@discardableResult
func runToRest(_ view: SimulatedScrollView, hertz: Double, limit: Int = 100_000) -> Int? {
    var frames = 0
    while !view.isAtRest {
        guard frames < limit else { return nil }
        view.advanceFrame(by: 1 / hertz)
        frames += 1
    }
    return frames
}
