/// The glue between a ``Carousel`` and a real paging scroll view, as one object.
///
/// It owns the carousel and its ``CarouselGeometry``, drives a ``CarouselScrollSurface`` (the
/// scroll view and its slot views, three or `2r + 1`), and turns the scroll view's callbacks into the
/// carousel's operations, applying what they return: it configures a slot only when its item
/// changed, resets the offset without animation (ignoring the did-scroll report that the reset
/// itself causes), recenters early enough that peeking neighbors never show empty space,
/// animates programmatic and autoplay moves the short way round, snaps a view that came to rest a
/// fraction of a point off the page, and turns scrolling off below two items.
///
/// A UIKit adapter forwards its scroll-view delegate calls here, one line each:
///
/// ```swift
/// func scrollViewDidScroll(_ s: UIScrollView) { coordinator.didScroll() }
/// func scrollViewWillBeginDragging(_ s: UIScrollView) { coordinator.willBeginDragging() }
/// func scrollViewWillEndDragging(
///     _ s: UIScrollView, withVelocity v: CGPoint, targetContentOffset t: UnsafeMutablePointer<CGPoint>
/// ) {
///     var x = Double(t.pointee.x)
///     coordinator.willEndDragging(
///         velocity: Double(v.x), decelerationRate: Double(s.decelerationRate.rawValue),
///         targetContentOffset: &x)
///     t.pointee.x = CGFloat(x)
/// }
/// ```
///
/// Every callback is O(1) and allocation-free in steady state; none traps, whatever the surface
/// reports (a non-finite offset is ignored).
///
/// The same coordinator drives a carousel of items of their own lengths
/// (``init(carousel:surface:)``): it then moves the row in points, places each slot where its
/// item lies in content five viewports long, recenters the content offset before the scroll
/// view could reach an edge, and runs every release, glide and slide itself, a frame each
/// ``tick(_:)``; the scroll view never pages. The callbacks, moves, data changes, autoplay and
/// prefetching are the same calls; the layout is a ``RowLayout`` (``rowLayout``,
/// ``update(layout:makeSlot:)``).
@MainActor
public final class CarouselScrollCoordinator<
    Storage: RandomAccessCollection, Surface: CarouselScrollSurface
> where Storage.Index == Int, Surface.Element == Storage.Element {
    // The frame callbacks are inlinable, so that a client module specializes them for its
    // storage and surface; the state they touch is therefore usable from inlinable code. The
    // coordinator is main-actor bound and never calls out (to the surface or a host's callback)
    // in the middle of a change to its own state, so no two accesses to it overlap: the dynamic
    // exclusivity checks, which a client module would run on every access of every frame, are
    // off.

    /// The carousel; change it through ``perform(_:)`` so that the surface follows.
    ///
    /// - Complexity: O(1).
    @inlinable public var carousel: Carousel<Storage, Surface.Slot> {
        guard _carousel.hasLengths else { return _carousel }
        // The coordinator moves a row in its box and takes the carousel's shared fields from
        // it only here, when they are read.
        var carousel = _carousel
        carousel.adoptRow()
        return carousel
    }
    /// The carousel, for the coordinator's own changes. For items of their own lengths its row
    /// is current and its shared fields are taken from the row when ``carousel`` is read.
    @usableFromInline @exclusivity(unchecked) var _carousel: Carousel<Storage, Surface.Slot>
    /// The layout of a carousel of pages; change it with ``update(geometry:)``. For items of
    /// their own lengths, whose layout is ``rowLayout``, it is the viewport as one page.
    @exclusivity(unchecked) public internal(set) var geometry: CarouselGeometry
    /// The speed continuous scrolling was last started at in points per second, which each new
    /// geometry converts again while it runs.
    @exclusivity(unchecked) var requestedPointsPerSecond: Double?
    /// The scroll view and its slots.
    public let surface: Surface
    /// Reads the item at a position, specialized where the coordinator was made.
    @usableFromInline let readElement: (_ storage: Storage, _ position: Int) -> Storage.Element
    /// What the scroll view is doing, with the finger and a far move's binding: every transition
    /// is in ``ScrollState``.
    @usableFromInline @exclusivity(unchecked) var state = ScrollState.resting
    /// Set while the coordinator itself changes the scroll view (its content offset or length),
    /// so that the did-scroll report the scroll view makes from inside that call is not taken
    /// for the user's scroll.
    @usableFromInline @exclusivity(unchecked) var isChangingScrollView = false
    /// What the surface was told is on screen.
    @usableFromInline @exclusivity(unchecked) var display: DisplayTracker
    /// What the surface was asked to prefetch, and the side the carousel moves toward.
    @usableFromInline @exclusivity(unchecked) var prefetch = PrefetchTracker()
    /// Whether autoplay and continuous scrolling wait: ``tick(_:)`` then runs only a glide, and
    /// neither counts time. For what a host pauses them for (VoiceOver, Reduce Motion, a view
    /// out of sight, a pause button); continuous scrolling goes on from where it stopped.
    @exclusivity(unchecked) public var isAutomaticMotionPaused = false
    /// Whether automatic motion is reduced, for Reduce Motion: autoplay moves at once instead
    /// of sliding, and continuous scrolling waits. Off by default.
    @exclusivity(unchecked) public var reducesMotion = false
    /// Whether the surface hears every slot's displacement after each change
    /// (``CarouselScrollSurface/update(_:displacement:)``), for item effects. A carousel of
    /// pages always tells them (three or `2r + 1` slots); for items of their own lengths it is
    /// off by default, so that a frame walks no window for a surface that does nothing with
    /// them. Setting it on tells the surface at once.
    @exclusivity(unchecked) public var tracksDisplacements = false {
        didSet {
            if tracksDisplacements && !oldValue && _carousel.hasLengths { updateRowDisplacements() }
        }
    }

    // For items of their own lengths: the row moves in points, in content five viewports long
    // that rests two viewports in, and the coordinator follows the finger itself (the scroll
    // view never pages or glides). A carousel of pages leaves these at their start.

    /// What the finger does on a row.
    @usableFromInline @exclusivity(unchecked) var touch = RowTouch.lifted
    /// What the surface was told is on screen, for a row.
    @usableFromInline @exclusivity(unchecked) var displays = RowDisplays()
    /// The content offset the row's layout stands for: the viewport's leading edge, in content
    /// points.
    @usableFromInline @exclusivity(unchecked) var followedOffset = 0.0
    /// The scroll view's content offset is `mirrorBase + mirrorSign × followedOffset`: the
    /// row's own offset, or, right to left, the offset mirrored within the content (`4V - x`
    /// for a viewport of `V`). Set with each layout of the row; stored, since every frame reads
    /// it.
    @usableFromInline @exclusivity(unchecked) var mirrorBase = 0.0
    @usableFromInline @exclusivity(unchecked) var mirrorSign = 1.0
    /// Called with the events of each operation the coordinator applies to the surface, in
    /// order, just after it applies them: commits (moves, rebinds, recenters), far-move bindings
    /// and data changes. Never called with an empty list. For a log or a test; the surface is
    /// already told.
    @exclusivity(unchecked) public var onEvents: ((CarouselEvents) -> Void)?
    /// Debug builds hand a broken invariant (``_invariantViolation``) here instead of trapping,
    /// at the end of the public call that broke it: for a test driver that reports the failing
    /// case and shrinks it. Release builds never call it.
    @_spi(Testing) public var _onInvariantViolation: ((String) -> Void)?

    /// Takes over `carousel` and lays `surface` out for `geometry`: content length, slot places,
    /// each slot configured for its item, the content offset for the carousel's offset,
    /// scrolling on only when the carousel has two items or more, and paging on only under
    /// ``CarouselMotion/paging``. A carousel handed over between pages (its offset not 1) is
    /// animated to the nearest page, unless it rests there, within half a page of its current
    /// item, under ``CarouselMotion/free`` or continuous scrolling.
    ///
    /// Inlinable, so that the way it reads an item for a slot is made where the storage type is
    /// known and specialized there: read from the coordinator itself, which a delegate calls and
    /// which is never specialized, a collection's subscript would allocate its coroutine frame on
    /// every rebind, except through an array's buffer.
    ///
    /// - Parameters:
    ///   - carousel: the carousel to show; its slot models are the surface's slots.
    ///   - geometry: the layout along the scroll view's axis, for the carousel's number of
    ///     neighbors: `geometry.neighbors == carousel.neighbors`. Anything else is a
    ///     programming error and traps, as two layouts that disagree cannot be shown.
    ///   - surface: the scroll view and slots the coordinator drives.
    /// - Complexity: O(1).
    @inlinable
    public convenience init(
        carousel: Carousel<Storage, Surface.Slot>, geometry: CarouselGeometry, surface: Surface
    ) {
        self.init(
            carousel: carousel, geometry: geometry, surface: surface,
            element: { $0.elementPreferringBuffer(atPosition: $1) })
    }

    /// The initializer, with `element` reading the item at a position for a slot.
    @usableFromInline
    init(
        carousel: Carousel<Storage, Surface.Slot>, geometry: CarouselGeometry, surface: Surface,
        element: @escaping (_ storage: Storage, _ position: Int) -> Storage.Element
    ) {
        precondition(
            !carousel.hasLengths,
            "items of their own lengths take init(carousel:surface:), without a geometry")
        precondition(
            geometry.neighbors == carousel.neighbors,
            "the geometry is for \(geometry.neighbors) neighbors, the carousel has "
                + "\(carousel.neighbors)")
        readElement = element
        display = DisplayTracker(positionCount: carousel.positionCount)
        _carousel = carousel
        self.geometry = geometry
        self.surface = surface
        layOut()
        configureSlots()
        surface.setScrollEnabled(_carousel.isScrollable)
        surface.setPagingEnabled(_carousel.motion == .paging)
        updateDisplacements()
        // Animated even a hair from a page, never committed here: every commit then happens
        // after the host has set ``onEvents``. A row that rests off its page stays, within half
        // a page of its current item: a free one, and any under continuous scrolling.
        let offset = _carousel.offset
        let restsThere =
            (_carousel.autoscroll != nil || _carousel.motion == .free)
            && 0.5 <= offset && offset < 1.5
        if offset != 1, !restsThere || !_carousel.isScrollable {
            animate(
                ScrollAnimation(
                    targetPage: Self.nearestPage(to: _carousel.offset), cause: .scroll))
        }
        finishOperation()
    }

    /// Takes over `carousel`, whose items have lengths of their own, and lays `surface` out for
    /// it: content five viewports long, resting two viewports in, every slot configured (for its
    /// item, or for nothing) and placed where its item lies, scrolling on only when the carousel
    /// has two items or more, paging off (the coordinator runs every motion itself, as items of
    /// different lengths have no page).
    ///
    /// Each slot is placed once when it is bound and stays put in the content while its item
    /// stays in the window, so every item moves exactly with the content; the content offset
    /// is recentered without animation, with every slot, before the scroll view could reach an
    /// edge. A host forwards the same callbacks as for pages, plus a display link's
    /// ``tick(_:)`` for glides and continuous scrolling. Lengths and offsets are points along
    /// the axis in the scroll view's own, unflipped coordinates, leading edge first.
    ///
    /// Inlinable for the reason ``init(carousel:geometry:surface:)`` is.
    ///
    /// - Parameters:
    ///   - carousel: a carousel of items of their own lengths
    ///     (``Carousel/init(_:layout:fewItems:reusePolicy:length:makeSlot:)``), whose slot
    ///     models are the surface's slots. A carousel of pages is a programming error and
    ///     traps: it takes a geometry (``init(carousel:geometry:surface:)``).
    ///   - surface: the scroll view the coordinator drives; its viewport is the layout's
    ///     `viewportLength` long.
    /// - Complexity: O(``RowLayout/slotCapacity``).
    @inlinable
    public convenience init(carousel: Carousel<Storage, Surface.Slot>, surface: Surface) {
        self.init(
            carousel: carousel, surface: surface,
            element: { $0.elementPreferringBuffer(atPosition: $1) })
    }

    /// The initializer for items of their own lengths, with `element` reading the item at a
    /// position for a slot.
    @usableFromInline
    init(
        carousel: Carousel<Storage, Surface.Slot>, surface: Surface,
        element: @escaping (_ storage: Storage, _ position: Int) -> Storage.Element
    ) {
        precondition(
            carousel.hasLengths, "a carousel of pages takes init(carousel:geometry:surface:)")
        let layout = carousel.rowBox.unsafelyUnwrapped.row.layout
        readElement = element
        display = DisplayTracker(positionCount: 0)
        _carousel = carousel
        geometry = CarouselGeometry(viewportOf: layout)
        self.surface = surface
        layOutRow()
        configureUnboundSlots()
        for frame in _row.windowFrames { configure(slot(withID: frame.slot), index: frame.index) }
        reportDisplays(dataChange: nil)
        surface.setPagingEnabled(false)
        surface.setScrollEnabled(_row.isScrollable)
    }

    /// Whether the view is at rest: no finger down, nothing moving, the offset exactly 1 (for
    /// items of their own lengths: no finger, no glide, no continuous scrolling). Autoplay
    /// moves only then.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var isAtRest: Bool {
        guard _carousel.hasLengths else { return state == .resting }
        return touch == .lifted && !_row.isGliding
            && (_row.autoscrollPointsPerSecond == nil || !_row.isScrollable)
    }

    /// How far the slot at `position` (in `0..<carousel.positionCount`) is from the viewport's
    /// center, in pages: `position - r + 1 - offset`, for `r` neighbors. At rest the positions
    /// read `-r` to `r`; dragging halfway to *next*, each reads half a page less.
    ///
    /// At a recenter the displacement at each position jumps by a whole page together with the
    /// item shown there, so an item's own displacement is continuous. A carousel that cannot
    /// scroll (fewer than two items) keeps its offset at 1, but a data change that leaves it so
    /// while it glides lets the scroll view slide back to the rest page: meanwhile the
    /// displacements follow the scroll view, where the slots really are.
    ///
    /// - Parameter position: a position number, as in ``Carousel/window``.
    /// - Complexity: O(1).
    @inlinable
    public func displacement(atPosition position: Int) -> Double {
        guard !_carousel.hasLengths else { return rowDisplacement(atPosition: position) }
        return pageDisplacement(atPosition: position)
    }

    /// ``displacement(atPosition:)`` for pages.
    @inlinable
    func pageDisplacement(atPosition position: Int) -> Double {
        Double(position - _carousel.neighbors + 1) - shownOffset
    }

    /// The offset, in pages, at which the slots are on screen: the carousel's, or, for one that
    /// cannot scroll, the scroll view's (the carousel's own offset stays 1 then, even while the
    /// scroll view slides back to it).
    @inlinable
    var shownOffset: Double {
        guard !_carousel.isScrollable else { return _carousel.offset }
        let x = geometry.offset(forContentOffset: surface.contentOffset)
        return x.isFinite ? x : _carousel.offset
    }

    /// The real-valued position for page dots, in `[0, count)`, as ``Carousel/progress``.
    ///
    /// - Complexity: O(1).
    public var progress: Double? { carousel.progress }

    /// The storage position of the item nearest the viewport's center, as
    /// ``Carousel/nearestIndex``, with what the slots really show: during an animated far jump
    /// it is the target once the view is past half its page, not the item after the current
    /// one. The current item at rest; `nil` when empty.
    ///
    /// - Complexity: O(1).
    public var nearestIndex: Int? {
        // A row's current item is always the one at its anchor.
        guard !_carousel.hasLengths else { return _row.currentIndex }
        return _carousel.shownIndex(atPosition: _carousel.neighbors + _carousel.nearestStep)
    }

    /// Takes a new layout (a rotation, a split-view resize) and keeps the offset in page units,
    /// so the same item stays at the same place of the viewport. A glide or animation under way
    /// is re-aimed at its page in the new layout; a drag goes on from the new offset.
    ///
    /// A carousel of items of their own lengths takes its layout through
    /// ``update(layout:makeSlot:)``: a geometry for it is a programming error and traps.
    ///
    /// - Parameter newGeometry: the new layout.
    /// - Complexity: O(1).
    public func update(geometry newGeometry: CarouselGeometry) {
        precondition(!_carousel.hasLengths, "items of their own lengths take a RowLayout")
        precondition(
            newGeometry.neighbors == _carousel.neighbors,
            "the geometry is for \(newGeometry.neighbors) neighbors, the carousel has "
                + "\(_carousel.neighbors)")
        defer { finishOperation() }
        guard newGeometry != geometry else { return }
        geometry = newGeometry
        layOut()
        followAutoscrollInPoints()
        // A wider viewport has a wider margin: the offset may now be past it. A row at rest
        // between items keeps its nearest item current, which the conversion of the offset into
        // the new layout may carry a rounding error past half a page.
        follow()
        if state == .resting { commitNearest(cause: .scroll) }
        switch state {
        case .moving(.gliding(.some(let page)), _):
            animate(ScrollAnimation(targetPage: page, cause: .scroll))
        case .moving(.animating(let animation), _):
            animate(animation)
        case .resting, .moving(.holding, _), .moving(.dragging, _), .moving(.settling, _),
            .moving(.gliding(.none), _), .moving(.decelerating, _):
            // A glide of the coordinator's own runs in page units: it goes on as it was.
            break
        }
    }

    /// Content length, slot places and the content offset for the current geometry.
    func layOut() {
        display.steadyOffsets = 0..<0
        changingScrollView { surface.setContentLength(geometry.contentLength) }
        placeSlots()
        // A content offset that already stands for the carousel's offset stays: converting the
        // offset back would move the view by a rounding error, which can carry the viewport's
        // center over the seam between two items.
        if geometry.offset(forContentOffset: surface.contentOffset) != _carousel.offset {
            setContentOffset(toPage: _carousel.offset)
        }
        updateDisplacements()
    }

    /// Puts each slot at its position's span.
    @usableFromInline
    func placeSlots() {
        let ids = _carousel.slotOrder
        for position in ids.indices {
            surface.place(slot(withID: ids[position]), at: geometry.slotSpan(atPosition: position))
        }
    }

    /// Configures every slot for the item its position shows.
    func configureSlots() {
        display.isStale = true
        let ids = _carousel.slotOrder
        let indices = _carousel.window
        for position in ids.indices {
            configure(slot(withID: ids[position]), index: indices[position])
        }
    }

    /// Configures `slot` for the item at storage position `index`, or for nothing.
    @inlinable
    func configure(_ slot: Surface.Slot, index: Int?) {
        // No `flatMap(carousel.element(at:))`: a partial application of a generic method
        // boxes the carousel on the heap, on every rebind.
        if let index {
            surface.configure(slot, with: readElement(_carousel.storage, index))
        } else {
            surface.configure(slot, with: nil)
        }
    }

    /// The model of slot `id`, one of the carousel's.
    @inlinable
    func slot(withID id: Int) -> Surface.Slot { _carousel.uncheckedSlot(withID: id) }

    /// The slot views by id: the carousel's slot models.
    ///
    /// - Complexity: O(slots); it allocates the array.
    public var slots: [Surface.Slot] { (0..<_carousel.slotCount).map(slot(withID:)) }

    /// Moves the content to `page` without animation, ignoring the report it causes.
    @inlinable
    func setContentOffset(toPage page: Double) {
        let target = geometry.contentOffset(forOffset: page)
        changingScrollView { surface.setContentOffset(target, animated: false) }
    }

    /// Runs `change`, the coordinator's own change of the scroll view, with the did-scroll
    /// reports it causes ignored.
    @inlinable
    func changingScrollView(_ change: () -> Void) {
        let outer = isChangingScrollView
        isChangingScrollView = true
        change()
        isChangingScrollView = outer
    }

    /// Tells every slot its displacement.
    @inlinable
    func updateDisplacements() {
        let ids = _carousel.slotOrder
        for position in ids.indices {
            surface.update(
                slot(withID: ids[position]),
                displacement: pageDisplacement(atPosition: position))
        }
    }
}
