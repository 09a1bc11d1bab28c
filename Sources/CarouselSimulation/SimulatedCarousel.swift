import Carousel

/// A carousel on a simulated paging scroll view, wired as an app wires UIKit: the scroll view's
/// delegate forwards every callback to a ``CarouselScrollCoordinator``, a touch-down recognizer
/// forwards touches, and a display link calls ``CarouselScrollCoordinator/tick(_:)`` once a frame.
///
/// Use it to try the carousel without a device, or to test your own glue frame by frame: perform
/// gestures, advance frames, and read what the viewport shows after each.
///
/// ```swift
/// let simulated = try SimulatedCarousel(
///     Array(0..<5),
///     geometry: CarouselGeometry(viewportLength: 375, itemLength: 300, spacing: 10))
/// simulated.touchDown()
/// simulated.moveFinger(by: 200)  // content offset points: toward next
/// simulated.liftFinger(velocity: 0)
/// simulated.runUntilRest(frameDuration: 1.0 / 60)
/// simulated.coordinator.carousel.currentIndex  // 1
/// ```
@MainActor
public final class SimulatedCarousel<Storage: RandomAccessCollection>: SimulatedScrollViewDelegate
where Storage.Index == Int {
    /// The coordinator under test.
    public let coordinator: CarouselScrollCoordinator<Storage, SimulatedSurface<Storage.Element>>
    /// The simulated scroll view: one page long, as the paging frame of a peeking carousel is.
    public let scrollView: SimulatedScrollView
    /// Called around each did-scroll callback: before and after it reaches the coordinator, and
    /// for the one the coordinator's own reset causes from inside the scroll view's setter.
    public var onScroll: ((ScrollStage) -> Void)?

    /// A carousel of `storage` laid out for `geometry`, at rest on position 0, with the
    /// geometry's number of neighbors.
    ///
    /// - Parameters:
    ///   - storage: the items.
    ///   - geometry: the layout; the scroll view's bounds are one page long.
    ///   - reusePolicy: how the slots follow the window.
    ///   - fewItems: what the positions show when there are fewer items than positions.
    /// - Complexity: O(`neighbors`).
    @inlinable
    public convenience init(
        _ storage: Storage, geometry: CarouselGeometry, reusePolicy: ReusePolicy = .rebind,
        fewItems: FewItemsRule = .repeating
    ) {
        let carousel: Carousel<Storage, Int>
        do {
            carousel = try Carousel(
                storage, neighbors: geometry.neighbors, fewItems: fewItems,
                reusePolicy: reusePolicy
            ) { $0 }
        } catch {
            preconditionFailure("a geometry's neighbor count is always valid: \(error)")
        }
        self.init(carousel, geometry: geometry)
    }

    /// A simulated view of `carousel`, whose slot models are their ids: its position, offset,
    /// autoplay timer and slot order carry over (a carousel between pages animates to the
    /// nearest one). Read the carousel back with
    /// `coordinator.carousel.mapSlots(\.id)`.
    ///
    /// - Complexity: O(1).
    ///
    /// Inlinable, so that the coordinator it makes reads items with code specialized for the
    /// caller's storage (see ``CarouselScrollCoordinator/init(carousel:geometry:surface:element:)``).
    @inlinable
    public init(_ carousel: Carousel<Storage, Int>, geometry: CarouselGeometry) {
        let scrollView = SimulatedScrollView(
            boundsLength: geometry.pageLength, contentLength: geometry.contentLength)
        self.scrollView = scrollView
        coordinator = CarouselScrollCoordinator(
            carousel: carousel.mapSlots { SimulatedSlot(id: $0) }, geometry: geometry,
            surface: SimulatedSurface(scrollView: scrollView))
        scrollView.delegate = self
    }

    /// Every slot model by id, `2r + 1` of them (three for three slots): always the same objects.
    public var slots: [SimulatedSlot<Storage.Element>] {
        let carousel = coordinator.carousel
        return (0..<carousel.positionCount).compactMap(carousel.slot(withID:))
    }

    /// The part of the content the viewport shows, in content points: the one-page paging frame
    /// and, on each side, the half of the viewport beyond it.
    public var visibleRange: ClosedRange<Double> {
        let geometry = coordinator.geometry
        let beyond = (geometry.viewportLength - geometry.pageLength) / 2
        let offset = scrollView.contentOffset
        return (offset - beyond)...(offset + geometry.pageLength + beyond)
    }

    /// The slot under the viewport's center, or `nil` when the center lies in the spacing.
    public var centerSlot: SimulatedSlot<Storage.Element>? {
        let center = scrollView.contentOffset + coordinator.geometry.pageLength / 2
        let carousel = coordinator.carousel
        // By id, as `slots` lists them, without building that array: tests read this every frame.
        for id in 0..<carousel.positionCount {
            if let slot = carousel.slot(withID: id), let span = slot.span,
                span.start <= center && center <= span.end
            {
                return slot
            }
        }
        return nil
    }

    // MARK: Gestures and time

    /// A finger lands: the scroll view catches any motion, the coordinator pauses autoplay.
    public func touchDown() {
        scrollView.touchDown()
        coordinator.touchDown()
    }

    /// The finger moves by `delta` content points (positive toward larger offsets).
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
        // A frame duration the clock refuses (negative, not finite) moves no time.
        try? coordinator.tick(seconds)
    }

    /// Advances frames until the scroll view and the coordinator are at rest.
    ///
    /// Autoplay starts its next move on the frame the view comes to rest, so with autoplay on
    /// this runs to `maximumFrames`: stop autoplay first.
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

    /// A new viewport length (a rotation, a split-view resize), keeping the item and spacing.
    ///
    /// - Throws: ``CarouselError/Code/invalidGeometry`` when the layout is not valid; nothing
    ///   changes then.
    public func resize(viewportLength: Double) throws(CarouselError) {
        let old = coordinator.geometry
        let new = try CarouselGeometry(
            viewportLength: viewportLength, itemLength: old.itemLength, spacing: old.spacing,
            axis: old.axis, layoutDirection: old.layoutDirection, neighbors: old.neighbors)
        scrollView.boundsLength = new.pageLength
        coordinator.update(geometry: new)
    }

    // MARK: SimulatedScrollViewDelegate

    /// Forwards to ``CarouselScrollCoordinator/didScroll()``, then tells ``onScroll``.
    public func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {
        guard !coordinator.surface.isSettingOffsetWithoutAnimation else {
            onScroll?(.reset)
            return coordinator.didScroll()
        }
        onScroll?(.moved)
        coordinator.didScroll()
        onScroll?(.followed)
    }

    /// Forwards to ``CarouselScrollCoordinator/willBeginDragging()``.
    public func scrollViewWillBeginDragging(_ scrollView: SimulatedScrollView) {
        coordinator.willBeginDragging()
    }

    /// Forwards to ``CarouselScrollCoordinator/willEndDragging(velocity:decelerationRate:targetContentOffset:)``,
    /// with the scroll view's deceleration rate.
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

    /// Forwards to ``CarouselScrollCoordinator/didEndDecelerating()``.
    public func scrollViewDidEndDecelerating(_ scrollView: SimulatedScrollView) {
        coordinator.didEndDecelerating()
    }

    /// Forwards to ``CarouselScrollCoordinator/didEndScrollingAnimation()``.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: SimulatedScrollView) {
        coordinator.didEndScrollingAnimation()
    }
}
