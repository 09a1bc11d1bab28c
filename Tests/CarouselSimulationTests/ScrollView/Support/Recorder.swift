import CarouselSimulation

/// One delegate callback, as a test sees it.
enum Callback: Equatable, CustomStringConvertible {
    case didScroll(Double)
    case willBeginDragging
    case willEndDragging(velocity: Double, target: Double)
    case didEndDragging(decelerate: Bool)
    case didEndDecelerating
    case didEndScrollingAnimation

    var description: String {
        switch self {
        case .didScroll(let offset): "didScroll(\(offset))"
        case .willBeginDragging: "willBeginDragging"
        case .willEndDragging(let velocity, let target): "willEndDragging(\(velocity), \(target))"
        case .didEndDragging(let decelerate): "didEndDragging(\(decelerate))"
        case .didEndDecelerating: "didEndDecelerating"
        case .didEndScrollingAnimation: "didEndScrollingAnimation"
        }
    }
}

/// A delegate that logs every callback and lets a test hook into the ones it cares about.
@MainActor
final class Recorder: SimulatedScrollViewDelegate {
    /// Every callback so far, in order.
    var log: [Callback] = []
    /// Runs inside `scrollViewDidScroll`, after the log entry.
    var onDidScroll: ((SimulatedScrollView) -> Void)?
    /// May change the proposed target inside `scrollViewWillEndDragging`.
    var onWillEndDragging: ((SimulatedScrollView, inout Double) -> Void)?
    /// Runs inside `scrollViewDidEndDragging`.
    var onDidEndDragging: ((SimulatedScrollView, Bool) -> Void)?

    /// The offsets reported by `scrollViewDidScroll`, in order.
    var scrolls: [Double] {
        log.compactMap { if case .didScroll(let offset) = $0 { offset } else { nil } }
    }

    /// The callbacks other than `scrollViewDidScroll`, in order.
    var events: [Callback] {
        log.filter { if case .didScroll = $0 { false } else { true } }
    }

    func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {
        log.append(.didScroll(scrollView.contentOffset))
        onDidScroll?(scrollView)
    }

    func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) {
        log.append(.willBeginDragging)
    }

    func scrollViewWillEndDragging(
        _ scrollView: SimulatedScrollView, withVelocity velocity: Double,
        targetContentOffset: inout Double
    ) {
        log.append(.willEndDragging(velocity: velocity, target: targetContentOffset))
        onWillEndDragging?(scrollView, &targetContentOffset)
    }

    func scrollViewDidEndDragging(
        _ scrollView: SimulatedScrollView, willDecelerate decelerate: Bool
    ) {
        log.append(.didEndDragging(decelerate: decelerate))
        onDidEndDragging?(scrollView, decelerate)
    }

    func scrollViewDidEndDecelerating(_ scrollView: SimulatedScrollView) {
        log.append(.didEndDecelerating)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: SimulatedScrollView) {
        log.append(.didEndScrollingAnimation)
    }
}
