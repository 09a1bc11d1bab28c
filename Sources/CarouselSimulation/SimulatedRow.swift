import Carousel

/// A row of items of different lengths on a simulated scroll view, wired as an app wires UIKit:
/// the scroll view's delegate forwards every callback to a ``CarouselScrollCoordinator``, a touch-down
/// recognizer forwards touches, and a display link calls ``CarouselScrollCoordinator/tick(_:)`` once
/// a frame.
///
/// Perform gestures, advance frames, and read what the viewport shows after each with
/// ``visibleFrames``.
///
/// ```swift
/// let layout = try RowLayout(viewportLength: 390, minimumLength: 40, spacing: 8)
/// let simulated = try SimulatedRow(["Swift", "UI", "Concurrency"], layout: layout) { tag in
///     Double(tag.count) * 9 + 32
/// }
/// simulated.touchDown()
/// simulated.moveFinger(by: 120)  // content offset points: toward the next items
/// simulated.liftFinger(velocity: 0)
/// simulated.runUntilRest(frameDuration: 1.0 / 60)
/// ```
@_spi(ItemLengths)
@MainActor
public final class SimulatedRow<Storage: RandomAccessCollection>: SimulatedScrollViewDelegate
where Storage.Index == Int {
    /// The coordinator under test.
    public let coordinator: CarouselScrollCoordinator<Storage, SimulatedSurface<Storage.Element>>
    /// The simulated scroll view: one viewport long, never paging.
    public let scrollView: SimulatedScrollView

    /// A row of `storage` laid out for `layout`, at rest on its first item.
    ///
    /// - Parameters:
    ///   - storage: the items.
    ///   - layout: the geometry; the scroll view's bounds are one viewport long.
    ///   - fewItems: whether the window repeats few items or shows each once.
    ///   - reusePolicy: how the slots follow the window.
    ///   - length: each item's length, as
    ///     ``Carousel/init(_:layout:fewItems:reusePolicy:length:makeSlot:)`` takes it.
    /// - Complexity: O(``RowLayout/slotCapacity``).
    public init(
        _ storage: Storage, layout: RowLayout, fewItems: FewItemsRule = .repeating,
        reusePolicy: ReusePolicy = .rebind,
        length: @escaping @Sendable (Storage.Element) -> Double
    ) {
        let carousel = Carousel(
            storage, layout: layout, fewItems: fewItems, reusePolicy: reusePolicy, length: length,
            makeSlot: { SimulatedSlot<Storage.Element>(id: $0) })
        let scrollView = SimulatedScrollView(boundsLength: layout.viewportLength)
        scrollView.isPagingEnabled = false
        self.scrollView = scrollView
        coordinator = CarouselScrollCoordinator(
            carousel: carousel, surface: SimulatedSurface(scrollView: scrollView))
        scrollView.delegate = self
    }

    /// Every slot view the coordinator made, by id.
    public var slots: [SimulatedSlot<Storage.Element>] { coordinator.slots }

    /// What the viewport shows: each slot that holds an item and overlaps the viewport, with
    /// where it lies from the viewport's leading edge, in order along the axis.
    public var visibleFrames: [(slot: SimulatedSlot<Storage.Element>, start: Double, end: Double)] {
        let offset = scrollView.contentOffset
        let viewport = scrollView.boundsLength
        return slots.compactMap { slot in
            guard slot.element != nil, let span = slot.span else { return nil }
            let start = span.start - offset
            let end = span.end - offset
            return end > 0 && start < viewport ? (slot, start, end) : nil
        }
        .sorted { $0.start < $1.start }
    }

    // MARK: Gestures and time

    /// A finger lands: the scroll view catches any motion, the coordinator stops a glide.
    public func touchDown() {
        scrollView.touchDown()
        coordinator.touchDown()
    }

    /// The finger moves by `delta` content points (positive toward the next items).
    public func moveFinger(by delta: Double) {
        scrollView.moveFinger(by: delta)
    }

    /// The finger lifts with `velocity` points per millisecond.
    public func liftFinger(velocity: Double) {
        scrollView.liftFinger(velocity: velocity)
        coordinator.touchUp()
    }

    /// One display frame of `seconds`: the scroll view's motion, then the host clock's tick.
    public func advanceFrame(by seconds: Double) {
        scrollView.advanceFrame(by: seconds)
        try? coordinator.tick(seconds)
    }

    /// Advances frames until the scroll view and the coordinator are at rest (continuous
    /// scrolling never rests: this then runs `maximumFrames`).
    ///
    /// - Returns: the number of frames run; at most `maximumFrames`.
    @discardableResult
    public func runUntilRest(frameDuration: Double, maximumFrames: Int = 10_000) -> Int {
        var frames = 0
        while frames < maximumFrames, !(scrollView.isAtRest && coordinator.isAtRest) {
            advanceFrame(by: frameDuration)
            frames += 1
        }
        return frames
    }

    /// A new viewport length (a rotation, a split-view resize), keeping the rest of the layout.
    ///
    /// - Throws: ``CarouselError/Code/invalidGeometry`` when the layout is not valid; nothing
    ///   changes then.
    public func resize(viewportLength: Double) throws(CarouselError) {
        guard let old = coordinator.rowLayout else { return }
        let new = try RowLayout(
            viewportLength: viewportLength, minimumLength: old.minimumLength,
            spacing: old.spacing, margin: old.margin, anchor: old.anchor)
        try coordinator.update(layout: new) { SimulatedSlot<Storage.Element>(id: $0) }
        scrollView.boundsLength = viewportLength
    }

    // MARK: SimulatedScrollViewDelegate

    /// Forwards to ``CarouselScrollCoordinator/didScroll()``.
    public func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {
        coordinator.didScroll()
    }

    /// Forwards to ``CarouselScrollCoordinator/willBeginDragging()``.
    public func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) {
        coordinator.willBeginDragging()
    }

    /// Forwards to ``CarouselScrollCoordinator/willEndDragging(velocity:decelerationRate:targetContentOffset:)``.
    public func scrollViewWillEndDragging(
        _ scrollView: SimulatedScrollView, withVelocity velocity: Double,
        targetContentOffset: inout Double
    ) {
        coordinator.willEndDragging(
            velocity: velocity, decelerationRate: scrollView.decelerationRate,
            targetContentOffset: &targetContentOffset)
    }

    /// Forwards to ``CarouselScrollCoordinator/didEndDragging(willDecelerate:)``.
    public func scrollViewDidEndDragging(
        _ scrollView: SimulatedScrollView, willDecelerate decelerate: Bool
    ) {
        coordinator.didEndDragging(willDecelerate: decelerate)
    }

    /// Nothing to forward: the row's scroll view never glides itself.
    public func scrollViewDidEndDecelerating(_ scrollView: SimulatedScrollView) {}

    /// Nothing to forward: the row's coordinator never animates the scroll view.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: SimulatedScrollView) {}
}
