import Carousel

/// `tick t` while continuous scrolling is on: the time passes in equal display frames of 1/60 s
/// or a little less (``frameCount(for:)``), each one the carousel's own ``Carousel/tick(_:)``,
/// and every frame is recorded as a gesture's are.
///
/// The carousel, not the simulated scroll view, runs these frames: a coordinator takes a row
/// handed over between pages back to the nearest page (``GestureSimulation`` has the finger catch
/// it), which would stop the marquee at every `tick`. The carousel's tick commits a page at
/// offset 2 or 0, as `scroll` does, and its distance is computed from the time summed over the
/// frames, so how `t` is cut into frames, or how many `tick` lines it is written as, changes the
/// distance by rounding errors only (well under 1e-9 items in any session). On the main actor
/// with the gestures, whose frame length it shares.
@MainActor
enum AutoscrollFrames {
    /// A tick longer than ``GestureSimulation/maximumFrames`` frames of 1/60 s is cut into that
    /// many equal frames instead, so that an hour's tick prints as many frames as a long gesture.
    static func frameCount(for seconds: Double) -> Int {
        // The tolerance keeps 1/60 s one frame, although its decimal form divides to a hair
        // above 1.
        let frames = (seconds / GestureSimulation.frameDuration - 1e-9).rounded(.up)
        return Int(Swift.min(Swift.max(frames, 1), Double(GestureSimulation.maximumFrames)))
    }

    /// Lets `seconds` pass on `carousel` in ``frameCount(for:)`` equal frames.
    ///
    /// - Parameter seconds: in `CarouselLimits.tickDurations`; the caller checks it, so that a
    ///   tick the carousel refuses is refused as a whole, with its own message.
    static func run(_ seconds: Double, on carousel: inout DemoCarousel) -> GestureSimulation.Run {
        let layout = GestureSimulation.geometry(neighbors: carousel.neighbors)
        let count = frameCount(for: seconds)
        let duration = seconds / Double(count)
        var run = GestureSimulation.Run()
        run.frames.reserveCapacity(count)
        for number in 1...count {
            // A part of a duration the carousel accepts is one it accepts too.
            let events = (try! carousel.tick(duration)).array
            run.events += events
            run.frames.append(
                GestureFrame(
                    number: number, events: events, state: CarouselState(carousel),
                    center: center(of: carousel, in: layout)))
        }
        return run
    }

    /// The item under the viewport's center in `layout`, as the simulated view finds it; `nil` in
    /// the spacing between two items, or on an empty position.
    static func center(
        of carousel: borrowing DemoCarousel, in layout: CarouselGeometry
    ) -> GestureFrame.Center? {
        let point = layout.contentOffset(forOffset: carousel.offset) + layout.pageLength / 2
        let window = carousel.window
        guard
            let position = window.indices.first(where: { position in
                let span = layout.slotSpan(atPosition: position)
                return span.start <= point && point <= span.end
            }),
            let index = window[position], let item = carousel.element(at: index)
        else { return nil }
        return GestureFrame.Center(index: index, item: item)
    }
}
