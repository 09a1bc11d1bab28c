@_spi(ItemLengths) import Carousel

/// A frame of a row of items (`ItemRow`, SPI), of one length or of different lengths, on a
/// 390-point viewport with 8 points of spacing: what a frame of different lengths costs beside
/// one of equal lengths, in the same run.
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

/// A run of `frame` under the rotate policy: call it with a number of frames.
func makeRowFrames(_ frame: RowFrame) -> (Int) -> Void {
    guard frame != .rangeDrag else {
        let lengths: [Double] = [80, 120, 60, 200, 150, 90, 40, 130, 110, 70, 180, 100]
        let layout = try! RowLayout(viewportLength: 390, minimumLength: 39, spacing: 8)
        var row = try! ItemRow(0..<Int.max, layout: layout, reusePolicy: .rotate) {
            lengths[$0 % 12]
        }
        return { n in
            var bound = 0
            for _ in 0..<n { bound &+= try! row.scroll(by: 128.0 / 60).bindCount }
            blackHole(bound)
        }
    }
    let lengths: [Double] =
        frame == .equalDrag
        ? Array(repeating: 120, count: 12)
        : [80, 120, 60, 200, 150, 90, 40, 130, 110, 70, 180, 100]
    let layout = try! RowLayout(viewportLength: 390, minimumLength: 39, spacing: 8)
    var row = try! ItemRow(lengths, layout: layout, reusePolicy: .rotate) { $0 }
    if frame == .variedAutoscroll { try! row.startAutoscroll(speed: 128) }
    return { n in
        var bound = 0
        for _ in 0..<n {
            let events =
                frame == .variedAutoscroll
                ? try! row.tick(1.0 / 60) : try! row.scroll(by: 128.0 / 60)
            bound &+= events.bindCount
        }
        blackHole(bound)
    }
}
