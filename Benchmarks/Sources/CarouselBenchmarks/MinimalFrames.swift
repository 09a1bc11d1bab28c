import Carousel

/// The least a view can be: an offset, and a count of the configurations it was asked for. What
/// a coordinator frame costs over it is the coordinator's own work, as a client module runs it.
@MainActor
final class MinimalSurface<Element>: CarouselScrollSurface {
    var contentOffset = 0.0
    var configurations = 0

    func setContentOffset(_ contentOffset: Double, animated: Bool) {
        self.contentOffset = contentOffset
    }
    func setContentLength(_ length: Double) {}
    func setScrollEnabled(_ isEnabled: Bool) {}
    func place(_ slot: Int, at span: CarouselGeometry.Span) {}
    func configure(_ slot: Int, with element: Element?) { configurations &+= 1 }
}

/// A coordinator frame over ``MinimalSurface``, beside a recenter written by hand.
enum MinimalFrame: String, CaseIterable {
    /// A drag of 1/60 page: the offset moves, then the did-scroll callback.
    case drag = "minimal surface: drag frame"
    /// One tick of a free glide of the coordinator's own, from a page a second, that outlasts
    /// the run.
    case glide = "minimal surface: glide frame"
    /// One tick of continuous scrolling at one item a second.
    case autoscroll = "minimal surface: autoscroll frame"
    /// The drag, prefetching the two items beyond the slots (the surface ignores the
    /// requests): what following the run adds to a frame.
    case prefetchingDrag = "minimal surface: drag frame, prefetching 2"
    /// A recenter by hand, with no library: an offset, an index, a wrap, one reset a page.
    case handWritten = "hand-written recenter frame"
}

/// A three-page recenter written out: what a frame costs with no library at all.
struct HandWrittenRecenter {
    var offset = 1.0
    var index = 0
    let count: Int

    @inline(never)
    mutating func frame(by pages: Double) {
        offset += pages
        if offset >= 2 {
            offset -= 1
            index = index + 1 == count ? 0 : index + 1
        }
    }
}

/// The recenter by hand, `n` frames of 1/60 page over `count` items.
func runHandWrittenFrames(count: Int) -> (Int) -> Void {
    var recenter = HandWrittenRecenter(count: count)
    return { n in
        for _ in 0..<n { recenter.frame(by: 1.0 / 60) }
        blackHole(recenter.index)
    }
}

/// A run of `frame` (not ``MinimalFrame/handWritten``) over `carousel`, on ``frameGeometry``
/// widened for its neighbors: call it with a number of frames.
@MainActor
func makeMinimalFrames<S>(_ frame: MinimalFrame, _ carousel: Carousel<S, Int>) -> (Int) -> Void {
    let geometry = frameGeometry(neighbors: carousel.neighbors)
    let surface = MinimalSurface<S.Element>()
    let coordinator = CarouselScrollCoordinator(
        carousel: carousel, geometry: geometry, surface: surface)
    switch frame {
    case .glide:
        try! coordinator.setMotion(.free)
        coordinator.willBeginDragging()
        var target = surface.contentOffset
        // A page a second, as fast as the drag and the autoscroll rows move, so that all three
        // commit as often; at this rate the glide runs 100 pages, longer than any run.
        coordinator.willEndDragging(
            velocity: geometry.pageLength / 1000, decelerationRate: 0.99999,
            targetContentOffset: &target)
        coordinator.didEndDragging(willDecelerate: false)
    case .autoscroll: try! coordinator.startAutoscroll(itemsPerSecond: 1)
    case .drag: coordinator.willBeginDragging()
    case .prefetchingDrag:
        try! coordinator.setPrefetchDistance(2)
        coordinator.willBeginDragging()
    case .handWritten: preconditionFailure("the hand-written frame has no coordinator")
    }
    let step = geometry.pageLength / 60
    return { n in
        for _ in 0..<n {
            switch frame {
            case .drag, .prefetchingDrag:
                surface.contentOffset += step
                coordinator.didScroll()
            case .glide, .autoscroll: try! coordinator.tick(1.0 / 60)
            case .handWritten: break
            }
        }
        blackHole(surface.configurations)
    }
}
