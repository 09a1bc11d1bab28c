import Carousel

/// The frames of a row of `--lengths`: `drag`, `fling` and `tick` run on the row itself, one
/// display frame of ``GestureSimulation/frameDuration`` at a time, and every frame is recorded
/// as a gesture's are. A drag's distance and a lift's velocity count in viewports (a row's page
/// is its viewport); continuous scrolling runs in points per second.
///
/// Each command runs on a copy that replaces the row only when every frame succeeded, so that a
/// command refused part way (a tick too long for the speed, say) changes nothing.
@MainActor
enum RowFrames {
    /// `drag p [v]` and `fling v`: the finger moves over the gesture's frames at a steady speed,
    /// lifts at its velocity, and the glide runs until it lands.
    static func run(_ gesture: DragGesture, on row: inout DemoRow) throws(CarouselError)
        -> GestureSimulation.Run
    {
        guard row.isScrollable else { return GestureSimulation.Run() }
        var moving = row
        var recorder = Recorder()
        let viewport = moving.rowLayout!.viewportLength
        let step = gesture.pages * viewport / Double(gesture.frames)
        for _ in 0..<gesture.frames {
            recorder.record(try moving.scroll(byPoints: step), on: moving)
        }
        recorder.pending = Array(try moving.release(pointsPerSecond: gesture.velocity * viewport))
        while moving.isGliding && recorder.run.frames.count < GestureSimulation.maximumFrames {
            recorder.record(try moving.tick(GestureSimulation.frameDuration), on: moving)
        }
        if !recorder.pending.isEmpty { recorder.record(CarouselEvents(), on: moving) }
        row = moving
        return recorder.run
    }

    /// `tick t` while the row glides or scrolls on: the time passes in the frames of
    /// ``AutoscrollFrames/frameCount(for:)``.
    static func tick(_ seconds: Double, on row: inout DemoRow) throws(CarouselError)
        -> GestureSimulation.Run
    {
        var moving = row
        var recorder = Recorder()
        let count = AutoscrollFrames.frameCount(for: seconds)
        for _ in 0..<count {
            recorder.record(try moving.tick(seconds / Double(count)), on: moving)
        }
        row = moving
        return recorder.run
    }

    /// Collects the frames and every event in order.
    private struct Recorder {
        var run = GestureSimulation.Run()
        /// Events that happened between two frames (a release that settles at once), shown with
        /// the next frame.
        var pending: [CarouselEvent] = []

        mutating func record(_ events: CarouselEvents, on row: borrowing DemoRow) {
            let all = pending + Array(events)
            pending = []
            run.events += all
            let current = row.currentIndex.flatMap { index in
                row.element(at: index).map { GestureFrame.Center(index: index, item: $0.name) }
            }
            run.frames.append(
                GestureFrame(
                    number: run.frames.count + 1, events: all, state: CarouselState(row),
                    center: current))
        }
    }
}
