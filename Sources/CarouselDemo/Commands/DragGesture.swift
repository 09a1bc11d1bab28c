/// A finger on the simulated scroll view, as `drag` and `fling` describe it: it lands, moves
/// `pages` pages over `frames` frames at a steady speed, and lifts at `velocity`.
struct DragGesture: Equatable, Sendable {
    /// The largest distance `drag` takes either way, in pages.
    static let pageLimit = 100.0
    /// The largest lift velocity either way, in pages per second.
    static let velocityLimit = 1_000.0
    /// The finger's greatest speed, in pages per frame (6 pages a second at 60 Hz): slow enough
    /// that every recenter shows in the frames.
    static let pagesPerFrame = 0.1
    /// A fling's flick: this far in its velocity's direction, over two frames.
    static let flickPages = 0.05

    /// How far the finger moves, in pages; positive toward *next*.
    let pages: Double
    /// The frames the finger moves over, at least one.
    let frames: Int
    /// The finger's velocity as it lifts, in pages per second; positive toward *next*.
    let velocity: Double

    /// `drag p [v]`: `p` pages at most ``pagesPerFrame`` a frame, then a lift at `v`.
    static func drag(pages: Double, velocity: Double) -> DragGesture {
        // The tolerance keeps 0.3 pages at three frames, although 0.3 / 0.1 rounds above 3.
        let frames = Int((pages.magnitude / pagesPerFrame - 1e-9).rounded(.up))
        return DragGesture(pages: pages, frames: Swift.max(frames, 1), velocity: velocity)
    }

    /// `fling v`: a two-frame flick of ``flickPages`` in `v`'s direction (toward *next* for 0),
    /// then a lift at `v`.
    static func fling(velocity: Double) -> DragGesture {
        DragGesture(pages: velocity < 0 ? -flickPages : flickPages, frames: 2, velocity: velocity)
    }
}
