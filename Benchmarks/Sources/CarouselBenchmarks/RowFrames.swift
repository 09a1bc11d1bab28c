import Carousel

/// A frame of a carousel of items of their own lengths (SPI), of one length or of different
/// lengths, on a 390-point viewport with 8 points of spacing: what a frame of different lengths
/// costs beside one of equal lengths, in the same run.
enum RowFrame: String, CaseIterable {
    /// A drag of 128/60 points a frame over twelve items of 120 points.
    case equalDrag = "row frame: drag, equal lengths"
    /// The same drag over twelve items from 40 to 200 points, 111 on average.
    case variedDrag = "row frame: drag, different lengths"
    /// Continuous scrolling at 128 points a second, one 1/60 s step a frame, over the same.
    case variedAutoscroll = "row frame: autoscroll, different lengths"
    /// The drag over `0..<Int.max`, each item's length computed from its index (the same twelve
    /// lengths round and round).
    case rangeDrag = "row frame: drag, different lengths, 0..<Int.max"
}

/// The twelve different lengths of the rows, 111 points on average.
let rowFrameLengths: [Double] = [80, 120, 60, 200, 150, 90, 40, 130, 110, 70, 180, 100]

/// The rows' layout: a 390-point viewport, 8 points of spacing.
func rowFrameLayout() -> RowLayout {
    try! RowLayout(viewportLength: 390, minimumLength: 39, spacing: 8)
}

/// A run of `frame` under the rotate policy: call it with a number of frames.
func makeRowFrames(_ frame: RowFrame) -> (Int) -> Void {
    guard frame != .rangeDrag else {
        let lengths = rowFrameLengths
        var row = Carousel(
            0..<Int.max, layout: rowFrameLayout(), reusePolicy: .rotate,
            length: { lengths[$0 % lengths.count] }, makeSlot: { $0 })
        return { n in
            var bound = 0
            for _ in 0..<n { bound &+= try! row.scroll(byPoints: 128.0 / 60).count }
            blackHole(bound)
        }
    }
    let lengths: [Double] =
        frame == .equalDrag ? Array(repeating: 120, count: 12) : rowFrameLengths
    var row = Carousel(
        lengths, layout: rowFrameLayout(), reusePolicy: .rotate, length: { $0 }, makeSlot: { $0 })
    if frame == .variedAutoscroll { try! row.startAutoscroll(pointsPerSecond: 128) }
    return { n in
        var bound = 0
        for _ in 0..<n {
            let events =
                frame == .variedAutoscroll
                ? try! row.tick(1.0 / 60) : try! row.scroll(byPoints: 128.0 / 60)
            bound &+= events.count
        }
        blackHole(bound)
    }
}

/// A frame of a row's coordinator (`CarouselScrollCoordinator`, SPI) over ``MinimalSurface``, on the
/// row of ``RowFrame/variedDrag``: the row's frame, plus what the coordinator adds (following the
/// content offset, configuring and placing what entered, recentering once a viewport).
enum RowCoordinatorFrame: String, CaseIterable {
    /// A drag of 128/60 points: the offset moves, then the did-scroll callback.
    case drag = "row coordinator: drag frame, different lengths"
    /// One tick of continuous scrolling at 128 points a second.
    case autoscroll = "row coordinator: autoscroll frame, different lengths"
}

/// A run of `frame`: call it with a number of frames.
@MainActor
func makeRowCoordinatorFrames(_ frame: RowCoordinatorFrame) -> (Int) -> Void {
    let row = Carousel(
        rowFrameLengths, layout: rowFrameLayout(), reusePolicy: .rotate, length: { $0 },
        makeSlot: { id in id })
    let surface = MinimalSurface<Double>()
    let coordinator = CarouselScrollCoordinator(carousel: row, surface: surface)
    switch frame {
    case .drag: coordinator.willBeginDragging()
    case .autoscroll: try! coordinator.startAutoscroll(pointsPerSecond: 128)
    }
    let run = { (n: Int) in
        for _ in 0..<n {
            switch frame {
            case .drag:
                surface.contentOffset += 128.0 / 60
                coordinator.didScroll()
            case .autoscroll: try! coordinator.tick(1.0 / 60)
            }
        }
        blackHole(surface.configurations)
    }
    // Twice round the twelve items first, so that every slot the window can need exists and
    // the coordinator's slot array has its size: the frames measured are the steady ones.
    run(1_500)
    return run
}
