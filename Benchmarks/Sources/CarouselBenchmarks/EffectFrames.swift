import Carousel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A frame of an item effect: the looks and transforms of the three cells of a carousel
/// dragged 20 points a frame, what a view computes for its cells after every scroll, beside a
/// cover flow written by hand (the tilt's matrix of each cell, as an app's `transformCell`
/// builds it) in the same run.
enum EffectFrame: String, CaseIterable {
    /// The baseline: each cell tilted in perspective by its distance, written by hand.
    case handWritten = "effect frame: cover flow by hand, 3 cells"
    case scaleAndFade = "effect frame: scale and fade, 3 cells"
    case crossFade = "effect frame: cross-fade, 3 cells"
    case coverFlow = "effect frame: cover flow, 3 cells"
    case rotary = "effect frame: rotary, 3 cells"

    /// The effect; `nil` for the baseline.
    var effect: CarouselItemEffect? {
        switch self {
        case .handWritten: nil
        case .scaleAndFade: CarouselItemEffect(scale: 0.8, opacity: 0.6)
        case .crossFade: .crossFade
        case .coverFlow: .coverFlow()
        case .rotary: .rotary()
        }
    }
}

/// A run of `frame`: call it with a number of frames. The offset moves 20 points of a 310-point
/// page a frame and wraps at one page, as the drag of the coordinator's frames does.
func makeEffectFrames(_ frame: EffectFrame) -> (Int) -> Void {
    let effect = identity(frame.effect)
    let (itemLength, spacing) = (frameGeometry.itemLength, frameGeometry.spacing)
    return { n in
        var offset = 0.0
        var sum = 0.0
        for _ in 0..<n {
            offset += 20 / frameGeometry.pageLength
            if offset >= 0.5 { offset -= 1 }
            for position in -1...1 {
                let pages = Double(position) - offset
                if let effect {
                    let displacement = CarouselItemEffect.Displacement(
                        pages: pages, itemLength: itemLength, spacing: spacing)
                    let look = effect.look(at: displacement)
                    let transform = look.transform(
                        at: displacement, axis: .horizontal, layoutDirection: .leftToRight)
                    sum += transform.m11 + transform.m41 + look.opacity
                } else {
                    let tilt = min(max(pages, -1), 1) * .pi / 3
                    let (c, s) = (cos(tilt), sin(tilt))
                    let q = -1 / (2 * itemLength)
                    // The rotation's matrix, then the perspective: the entries an app sets.
                    let (m11, m13, m14) = (c, -s, -s * q)
                    sum += m11 + m13 + m14 + c * q
                }
            }
        }
        blackHole(sum)
    }
}
