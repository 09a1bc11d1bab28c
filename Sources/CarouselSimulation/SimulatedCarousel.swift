import Carousel

/// A carousel on a simulated scroll view, wired as an app wires UIKit: the scroll view's delegate
/// forwards every callback to a ``CarouselScrollCoordinator``, a touch-down recognizer forwards
/// touches, and a display link calls ``CarouselScrollCoordinator/tick(_:)`` once a frame.
///
/// Use it to try the carousel without a device, or to test your own glue frame by frame: perform
/// gestures, advance frames, and read what the viewport shows after each. It drives both kinds of
/// carousel, the same calls for each: pages, made with a ``CarouselGeometry`` on a paging scroll
/// view one page long, and items of their own lengths, made with a ``RowLayout``
/// (``init(_:layout:fewItems:reusePolicy:length:)``) on a scroll view one viewport long that
/// never pages.
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
///
/// let row = SimulatedCarousel(
///     ["Swift", "UI", "Concurrency"],
///     layout: try RowLayout(viewportLength: 390, minimumLength: 40, spacing: 8)
/// ) { tag in Double(tag.count) * 9 + 32 }
/// row.touchDown()
/// row.moveFinger(by: 120)  // content offset points: toward the next items
/// row.liftFinger(velocity: 0)
/// row.runUntilRest(frameDuration: 1.0 / 60)
/// row.visibleFrames  // each item on screen, from the viewport's leading edge
/// ```
@MainActor
public final class SimulatedCarousel<Storage: RandomAccessCollection>: SimulatedScrollViewDelegate
where Storage.Index == Int {
    /// The coordinator under test.
    public let coordinator: CarouselScrollCoordinator<Storage, SimulatedSurface<Storage.Element>>
    /// The simulated scroll view: for pages one page long, as the paging frame of a peeking
    /// carousel is; for items of their own lengths one viewport long, never paging.
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
    /// A carousel of items of their own lengths takes no geometry (``init(_:)``): with one it is
    /// a programming error and traps.
    ///
    /// - Complexity: O(1).
    ///
    /// Inlinable, so that the coordinator it makes reads items with code specialized for the
    /// caller's storage (see ``CarouselScrollCoordinator/init(carousel:geometry:surface:element:)``).
    @inlinable
    public convenience init(_ carousel: Carousel<Storage, Int>, geometry: CarouselGeometry) {
        let scrollView = SimulatedScrollView(
            boundsLength: geometry.pageLength, contentLength: geometry.contentLength)
        self.init(
            scrollView: scrollView,
            coordinator: CarouselScrollCoordinator(
                carousel: carousel.mapSlots { SimulatedSlot(id: $0) }, geometry: geometry,
                surface: SimulatedSurface(scrollView: scrollView)))
    }

    /// `coordinator` on `scrollView`, which from now on tells this driver of every scroll.
    @usableFromInline
    init(
        scrollView: SimulatedScrollView,
        coordinator: CarouselScrollCoordinator<Storage, SimulatedSurface<Storage.Element>>
    ) {
        self.scrollView = scrollView
        self.coordinator = coordinator
        scrollView.delegate = self
    }

    /// Every slot model by id: for pages `2r + 1` of them (three for three slots), always the
    /// same objects; for items of their own lengths every slot the coordinator made, a new
    /// layout adding the ones it needs.
    public var slots: [SimulatedSlot<Storage.Element>] { coordinator.slots }

    /// The part of the content the viewport shows, in content points: for pages the one-page
    /// paging frame and, on each side, the half of the viewport beyond it; for items of their
    /// own lengths the layout's viewport from the content offset.
    public var visibleRange: ClosedRange<Double> {
        let offset = scrollView.contentOffset
        // A row's viewport is its layout's: the coordinator's geometry is a page's.
        if let layout = coordinator.rowLayout { return offset...(offset + layout.viewportLength) }
        let geometry = coordinator.geometry
        let beyond = (geometry.viewportLength - geometry.pageLength) / 2
        return (offset - beyond)...(offset + geometry.pageLength + beyond)
    }

    /// The slot under the viewport's center, or `nil` when the center lies in the spacing.
    public var centerSlot: SimulatedSlot<Storage.Element>? {
        let layout = coordinator.rowLayout
        let center =
            scrollView.contentOffset
            + (layout?.viewportLength ?? coordinator.geometry.pageLength) / 2
        let carousel = coordinator.carousel
        // A row's slot out of the window keeps the place it had, where other items may lie now.
        let isRow = layout != nil
        // By id, as `slots` lists them, without building that array: tests read this every frame.
        for id in 0..<carousel.slotCount {
            if let slot = carousel.slot(withID: id), let span = slot.span,
                span.start <= center && center <= span.end,
                !isRow || carousel.boundIndex(ofSlot: id) != nil
            {
                return slot
            }
        }
        return nil
    }

    /// What the viewport shows: each slot that shows an item and overlaps ``visibleRange``,
    /// with where it lies from the viewport's leading edge, in order along the axis.
    public var visibleFrames: [(slot: SimulatedSlot<Storage.Element>, start: Double, end: Double)] {
        let visible = visibleRange
        let length = visible.upperBound - visible.lowerBound
        return slots.compactMap { slot in
            guard slot.element != nil, let span = slot.span else { return nil }
            let start = span.start - visible.lowerBound
            let end = span.end - visible.lowerBound
            return end > 0 && start < length ? (slot, start, end) : nil
        }
        .sorted { $0.start < $1.start }
    }

    // MARK: Gestures and time

    /// A finger lands: the scroll view catches any motion, the coordinator pauses autoplay and
    /// stops a glide of its own (a row's).
    public func touchDown() {
        scrollView.touchDown()
        coordinator.touchDown()
    }

    /// The finger moves by `delta` content points (positive toward larger offsets, the next
    /// items).
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
    /// Autoplay starts its next move on the frame the view comes to rest, and continuous
    /// scrolling never rests, so with either on this runs to `maximumFrames`: stop them first.
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

    /// A new viewport length (a rotation, a split-view resize), keeping the rest of the layout:
    /// for pages the item length and the spacing (``CarouselScrollCoordinator/update(geometry:)``),
    /// for items of their own lengths the minimum length, spacing, margin and anchor
    /// (``CarouselScrollCoordinator/update(layout:makeSlot:)``, which makes the slots the new
    /// viewport needs).
    ///
    /// - Throws: ``CarouselError/Code/invalidGeometry`` when the layout is not valid; nothing
    ///   changes then.
    public func resize(viewportLength: Double) throws(CarouselError) {
        if let layout = coordinator.rowLayout {
            return try resize(layout, viewportLength: viewportLength)
        }
        let old = coordinator.geometry
        let new = try CarouselGeometry(
            viewportLength: viewportLength, itemLength: old.itemLength, spacing: old.spacing,
            axis: old.axis, layoutDirection: old.layoutDirection, neighbors: old.neighbors)
        scrollView.boundsLength = new.pageLength
        coordinator.update(geometry: new)
    }
}
