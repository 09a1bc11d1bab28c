import Carousel
import CarouselSimulation

/// Runs a ``DragGesture`` on the simulated scroll view, through the library's scroll
/// coordinator, frame by frame at 60 Hz, and records every frame. The scroll view pages under
/// ``CarouselMotion/paging``; under the other motions the coordinator runs the glide from its
/// clock, one step a frame, so the frames run on until the glide ends.
@MainActor
enum GestureSimulation {
    /// The length of an item in the demo's layout for gestures, in points.
    nonisolated static let itemLength = 300.0
    /// The gap between two items.
    nonisolated static let spacing = 10.0
    /// How much of each outermost neighbor shows at rest.
    nonisolated static let peek = 27.5

    /// The demo's layout for gestures, horizontal and left to right: 300-point items 10 points
    /// apart, the current one centered with `neighbors - 1` whole items on each side and the
    /// next ones peeking in ``peek`` points. For three slots the viewport is 375 points (a
    /// phone); every neighbor more adds two items and their spacing.
    nonisolated static func geometry(neighbors: Int) -> CarouselGeometry {
        let whole = Double(2 * neighbors - 1)
        let viewport = whole * itemLength + 2 * Double(neighbors) * spacing + 2 * peek
        // Valid for every neighbor count a carousel has: the outermost neighbors show less
        // than half, so the initializer cannot throw here.
        return try! CarouselGeometry(
            viewportLength: viewport, itemLength: itemLength, spacing: spacing,
            neighbors: neighbors)
    }

    static let frameDuration = 1.0 / 60
    /// A gesture ends after this many frames even if the view is still moving (autoplay with an
    /// interval shorter than its slide never rests).
    static let maximumFrames = 2_000

    /// What a gesture did: its events, in order, and its frames.
    struct Run: Equatable {
        var events: [CarouselEvent] = []
        var frames: [GestureFrame] = []
    }

    /// Hands `carousel` to a simulated carousel, performs `gesture` and lets the frames run until
    /// the view rests (autoplay and continuous scrolling tick on every frame, the marquee from
    /// the frame the row rests on), then takes the carousel back, its motion and continuous
    /// scrolling with it.
    ///
    /// A carousel left between pages (by `scroll`, a free glide or continuous scrolling) is
    /// caught there by the finger. With fewer than two items scrolling is off and the view
    /// ignores the finger: no frames, nothing changes.
    static func run(_ gesture: DragGesture, on carousel: inout DemoCarousel) -> Run {
        let layout = geometry(neighbors: carousel.neighbors)
        let simulated = SimulatedCarousel(carousel, geometry: layout)
        // The coordinator keeps the carousel's motion but does not tell the scroll view at its
        // start: a scroll view that paged under snapping or free would choose the page itself.
        // The motion is the carousel's own, so it is valid.
        try! simulated.coordinator.setMotion(carousel.motion)
        var run = Run()
        defer { carousel = simulated.coordinator.carousel.mapSlots(\.id) }
        guard simulated.scrollView.isScrollEnabled else { return run }
        var pending: [CarouselEvent] = []
        simulated.coordinator.onEvents = { pending.append(contentsOf: $0) }
        func endFrame() {
            run.events += pending
            run.frames.append(frame(run.frames.count + 1, events: pending, of: simulated))
            pending = []
        }
        simulated.touchDown()
        let distance = gesture.pages * layout.pageLength
        let frames = Double(gesture.frames)
        for k in 1...gesture.frames {
            // Differences of the finger's positions, so the moves add up to the distance.
            simulated.moveFinger(
                by: distance * Double(k) / frames - distance * Double(k - 1) / frames)
            if k == gesture.frames {
                // Pages per second to the scroll view's points per millisecond.
                simulated.liftFinger(velocity: gesture.velocity * layout.pageLength / 1000)
            }
            simulated.advanceFrame(by: frameDuration)
            endFrame()
        }
        while run.frames.count < maximumFrames,
            simulated.runUntilRest(frameDuration: frameDuration, maximumFrames: 1) == 1
        {
            endFrame()
        }
        return run
    }

    /// The record of the frame that just ran.
    private static func frame(
        _ number: Int, events: [CarouselEvent], of simulated: SimulatedCarousel<[String]>
    ) -> GestureFrame {
        let carousel = simulated.coordinator.carousel
        var center: GestureFrame.Center?
        if let slot = simulated.centerSlot, let item = slot.element,
            let index = carousel.boundIndex(ofSlot: slot.id)
        {
            center = GestureFrame.Center(index: index, item: item)
        }
        return GestureFrame(
            number: number, events: events, state: CarouselState(carousel.mapSlots(\.id)),
            center: center)
    }
}
