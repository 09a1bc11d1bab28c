/// The glue between a ``Carousel`` of items of their own lengths and a real scroll view, as one
/// object: the row of items of different lengths on a `UIScrollView` (or a simulation), endless
/// in both directions.
///
/// It owns the carousel, drives a ``CarouselScrollSurface`` (the scroll view and the carousel's
/// slot models as its slot views), and turns the scroll view's callbacks into the row's operations,
/// applying what they return: it makes a slot when the row first binds its id, configures a
/// slot only when its item changed, places a slot where its item lies in the content, moves the
/// content offset with the row's glides and continuous scrolling, recenters the content offset
/// without animation before the scroll view could reach an edge of its content, and tells the
/// surface which items come on screen and which leave it (an item that stays on screen, across a
/// recenter too, is reported neither ended nor begun; every end of a report comes first).
///
/// The content is five viewports long and rests two viewports in. Each slot is placed once when
/// it is bound and stays put in the content while its item stays in the window, so every item
/// moves exactly with the content; a recenter moves the content offset and every slot by the
/// same distance. The scroll view never pages or glides itself: the row's release runs every
/// motion (``CarouselMotion/paging`` included, as items of different lengths have no page).
///
/// A UIKit adapter forwards its scroll-view delegate calls here, one line each, as for
/// ``CarouselScrollCoordinator``, plus a display link's ``tick(_:)`` for glides and continuous
/// scrolling. Lengths and offsets are points along the axis in the scroll view's own,
/// unflipped coordinates, leading edge first.
///
/// - Complexity: every callback is O(items that enter or leave the window) for the row, plus a
///   placement of each bound slot at a recenter (once a viewport of motion).
@_spi(ItemLengths)
@MainActor
public final class RowScrollCoordinator<
    Storage: RandomAccessCollection, Surface: CarouselScrollSurface
> where Storage.Index == Int, Surface.Element == Storage.Element {
    // As in ``CarouselScrollCoordinator``: the frame callbacks are inlinable, and the state they
    // touch is stored without the dynamic exclusivity checks a client module would run on every
    // access of every frame (a fifth of a frame here). The coordinator is main-actor bound and
    // never calls out (to its surface, the app's slot maker or a host's callback) in the middle of
    // a change to its own state, so no two of its accesses overlap.

    /// The carousel of items of their own lengths; change it through the coordinator's
    /// operations so that the surface follows.
    ///
    /// - Complexity: O(1).
    public var carousel: Carousel<Storage, Surface.Slot> {
        // The coordinator moves the row in its box and takes the carousel's shared fields from
        // it only here, when they are read.
        var carousel = _carousel
        carousel.adoptRow()
        return carousel
    }
    /// The carousel, for the coordinator's own changes: its row is current, its shared fields
    /// are taken from the row when ``carousel`` is read.
    @usableFromInline @exclusivity(unchecked) var _carousel: Carousel<Storage, Surface.Slot>
    /// The carousel's row, read in place and changed in place (in a box of its own once an app
    /// holds a copy of the carousel).
    @inlinable
    var _row: ItemRow<Storage> {
        _read { yield _carousel.rowBox.unsafelyUnwrapped.row }
        _modify {
            if !isKnownUniquelyReferenced(&_carousel.rowBox!) {
                _carousel.rowBox = RowBox(_carousel.rowBox.unsafelyUnwrapped.row)
            }
            yield &_carousel.rowBox!.row
        }
    }
    /// The geometry in points; change it with ``update(layout:makeSlot:)``.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var layout: RowLayout { _row.layout }

    /// Calls `body` with where each item of the window lies, in window order, as
    /// ``Carousel/windowFrames`` lists them, without making the list.
    ///
    /// - Complexity: O(window).
    @inlinable
    public func forEachWindowFrame(_ body: (RowItemFrame) throws -> Void) rethrows {
        for frame in _row.windowFrames { try body(frame) }
    }

    /// The scroll view and its slots.
    public let surface: Surface
    /// The slot views by id: the carousel's slot models.
    public var slots: [Surface.Slot] { (0..<_carousel.slotCount).map(slot(withID:)) }
    /// What the finger does.
    @usableFromInline @exclusivity(unchecked) var touch = RowTouch.lifted
    /// What the surface was told is on screen.
    @usableFromInline @exclusivity(unchecked) var displays = RowDisplays()
    /// What the surface was told to prefetch.
    @usableFromInline @exclusivity(unchecked) var prefetch = PrefetchTracker()
    /// Set while the coordinator itself moves the content offset, so that the did-scroll report
    /// the scroll view makes from inside that call is not taken for the user's scroll.
    @usableFromInline @exclusivity(unchecked) var isChangingScrollView = false
    /// The content offset the row's layout stands for: the viewport's leading edge, in content
    /// points.
    @usableFromInline @exclusivity(unchecked) var followedOffset: Double
    /// Whether continuous scrolling and autoplay wait: ``tick(_:)`` then runs only a glide. For
    /// what a host pauses them for (VoiceOver, Reduce Motion, a view out of sight).
    @exclusivity(unchecked) public var isAutomaticMotionPaused = false
    /// Whether automatic motion is reduced, for Reduce Motion: autoplay moves at once instead
    /// of sliding, and continuous scrolling waits.
    @exclusivity(unchecked) public var reducesMotion = false
    /// Whether the surface hears every bound slot's displacement after each change
    /// (``CarouselScrollSurface/update(_:displacement:)``), for item effects: off by default,
    /// so that a frame walks no window for a surface that does nothing with them. Setting it on
    /// tells the surface at once.
    @exclusivity(unchecked) public var tracksDisplacements = false {
        didSet { if tracksDisplacements && !oldValue { updateDisplacements() } }
    }
    /// Called with the events of each operation the coordinator applied to the surface, just
    /// after it applied them; never with empty events. For a log or a test.
    @exclusivity(unchecked) public var onEvents: ((CarouselEvents) -> Void)?

    /// Takes over `carousel` and lays `surface` out for it: content length, every slot
    /// configured (for its item, or for nothing) and placed where its item lies, scrolling on
    /// only when the carousel has two items or more, paging off.
    ///
    /// - Parameters:
    ///   - carousel: a carousel of items of their own lengths
    ///     (``Carousel/init(_:layout:fewItems:reusePolicy:length:makeSlot:)``), whose slot
    ///     models are the surface's slots. A carousel of pages is a programming error and
    ///     traps: ``CarouselScrollCoordinator`` drives it.
    ///   - surface: the scroll view the coordinator drives; its viewport is the layout's
    ///     `viewportLength` long.
    /// - Complexity: O(``RowLayout/slotCapacity``).
    public init(carousel: Carousel<Storage, Surface.Slot>, surface: Surface) {
        precondition(carousel.hasLengths, "a carousel of pages takes a CarouselScrollCoordinator")
        _carousel = carousel
        self.surface = surface
        followedOffset = 2 * carousel.rowBox.unsafelyUnwrapped.row.layout.viewportLength
        layOut()
        configureUnboundSlots()
        for frame in _row.windowFrames { configure(slot(withID: frame.slot), index: frame.index) }
        reportDisplays(dataChange: nil)
        surface.setPagingEnabled(false)
        surface.setScrollEnabled(_row.isScrollable)
    }

    /// The content length: five viewports.
    @inlinable
    public var contentLength: Double { 5 * _row.layout.viewportLength }

    /// The content offset the coordinator recenters to: two viewports in.
    @inlinable
    public var restContentOffset: Double { 2 * _row.layout.viewportLength }

    /// Whether nothing moves: no finger, no glide, no continuous scrolling.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var isAtRest: Bool {
        touch == .lifted && !_row.isGliding
            && (_row.autoscrollPointsPerSecond == nil || !_row.isScrollable)
    }

    /// The content length, the content offset at its rest and every bound slot placed.
    func layOut() {
        changingScrollView {
            surface.setContentLength(contentLength)
            surface.setContentOffset(restContentOffset, animated: false)
        }
        followedOffset = restContentOffset
        place(positions: ~0)
    }

    /// Places the slot of each window position whose bit is set in `positions` where its item
    /// lies in the content.
    @inlinable
    func place(positions: UInt64) {
        guard positions != 0 else { return }
        // The row as it is now, laid out up to the last position placed: read across the
        // surface's calls, the stored row would be copied at each.
        let row = _row
        let end = min(row.window.count, UInt64.bitWidth - positions.leadingZeroBitCount)
        var (start, index) = row.firstWindowCell()
        for position in 0..<end {
            let frame = row.windowFrame(at: position, cellStart: &start, index: &index)
            guard positions & (1 << UInt64(position)) != 0 else { continue }
            surface.place(
                slot(withID: frame.slot),
                at: CarouselGeometry.Span(
                    start: followedOffset + frame.start, length: frame.end - frame.start))
        }
    }

    /// The slot view for `id`, one of the carousel's.
    @inlinable
    func slot(withID id: Int) -> Surface.Slot { _carousel.uncheckedSlot(withID: id) }

    /// Configures for nothing each slot the window does not bind: a slot shows nothing until
    /// the row binds it.
    func configureUnboundSlots() {
        for id in 0..<_carousel.slotCount where _row.boundIndex(ofSlot: id) == nil {
            surface.configure(slot(withID: id), with: nil)
        }
    }

    /// Configures `slot` for the item at storage position `index`, or for nothing.
    @inlinable
    func configure(_ slot: Surface.Slot, index: Int?) {
        // A statement, not `flatMap`: its closure would read the row from a closure the
        // compiler checks for the main actor at run time, at each rebind of a frame.
        var element: Storage.Element?
        if let index { element = _row.element(at: index) }
        surface.configure(slot, with: element)
    }

    /// Applies `events`: the content offset moved with the row when the row moved itself
    /// (`rowMoved`, a glide or continuous scrolling), the rebinds configured, the new items
    /// placed (every bound slot when the row was put somewhere new), a recenter when the
    /// content offset left its band, and the items that came on screen or left it reported.
    /// The rebinds of a `dataChange` put other items on screen; those of any other operation
    /// (a scroll, a release, a relayout) do not.
    @inlinable @inline(__always)
    func apply(_ events: CarouselEvents, rowMoved: Bool, dataChange: Bool = false) {
        // Most frames only scroll the content: they take the short way, which does what the
        // long one does for such events.
        if let distance = events.rowScrolledOnly {
            follow(scrolledPoints: distance, rowMoved: rowMoved)
        } else {
            applyChanges(events, rowMoved: rowMoved, dataChange: dataChange)
        }
    }

    /// ``apply(_:rowMoved:dataChange:)`` for events that did more than scroll the content. Out
    /// of line, so that the frames that only scroll stay short, but specialized in the
    /// caller's module.
    @inlinable @inline(never)
    func applyChanges(_ events: CarouselEvents, rowMoved: Bool, dataChange: Bool) {
        let distance = events.scrolledPoints
        if rowMoved, let distance, distance != 0 { moveContentOffset(by: distance) }
        for event in events {
            guard case .rebind(let id, let index) = event else { continue }
            configure(slot(withID: id), index: index)
        }
        if !recenterIfNeeded() { place(positions: distance == nil ? ~0 : events.rowEntered) }
        if let move = events.move {
            displays.follow(step: move.step, isContinuous: distance != nil)
        }
        // A scroll that bound, freed and placed no slot changes what is on screen only once an
        // item reaches an edge: most frames skip the walk. A slot placed anew is walked even
        // so: with fewer items than the window holds, under rebind a crossing may leave a slot
        // on the same index at another place, without a rebind, and the displays must name the
        // slot that shows each item.
        // Statements, not `&&` and `map`: their closures would touch the main actor's state
        // from a closure the compiler checks for the main actor at run time, every frame.
        var isSteady = false
        // (What is rebound is placed anew.)
        if events.rowEntered == 0 && events.rowFreed == 0, let distance {
            isSteady = !displays.mayChange(afterScrolling: distance)
        }
        if !isSteady { reportDisplays(dataChange: dataChange ? events.rowRebound : nil) }
        if isPrefetchingOn {
            reportPrefetching(moved: distance ?? Double(events.move?.step ?? 0))
        }
        if tracksDisplacements { updateDisplacements() }
        if !events.isEmpty { onEvents?(events) }
    }

    /// ``apply(_:rowMoved:dataChange:)`` for events that scrolled the content `distance` points
    /// and did nothing else (no move, rebind, free or placement): the content offset moved with
    /// the row when the row moved itself, a recenter when the content offset left its band, and
    /// the items that came on screen or left it reported. Such events are empty: no host hears
    /// of them.
    @inlinable @inline(__always)
    func follow(scrolledPoints distance: Double, rowMoved: Bool) {
        if rowMoved && distance != 0 { moveContentOffset(by: distance) }
        recenterIfNeeded()
        if displays.mayChange(afterScrolling: distance) { reportDisplays(dataChange: nil) }
        if isPrefetchingOn { reportPrefetching(moved: distance) }
        if tracksDisplacements { updateDisplacements() }
    }

    /// Moves the content offset `distance` points with the row, which moved itself.
    @inlinable
    func moveContentOffset(by distance: Double) {
        followedOffset += distance
        changingScrollView { surface.setContentOffset(followedOffset, animated: false) }
    }

    /// Tells the surface each bound slot's displacement from the anchor, in items of its own
    /// cell: the distance in points from the item's rest place (its middle from the viewport's
    /// middle for the centered anchor, its leading edge from the viewport's for the leading
    /// one), over the item's length plus the spacing. Positive toward the next items; 0 for the
    /// current item at its rest; continuous as the row moves, since each item keeps its length.
    @inlinable
    func updateDisplacements() {
        // The row as it is now (see `place(positions:)`).
        let row = _row
        let layout = row.layout
        var (start, index) = row.firstWindowCell()
        for position in 0..<row.window.count {
            let frame = row.windowFrame(at: position, cellStart: &start, index: &index)
            let rest =
                layout.anchor == .center
                ? (frame.start + frame.end - layout.viewportLength) / 2 : frame.start
            let cell = frame.end - frame.start + layout.spacing
            surface.update(slot(withID: frame.slot), displacement: rest / cell)
        }
    }

    /// Tells the surface which items came on screen and which left it since the last report.
    /// The new state is kept first, so that a host that moves the row from a report starts
    /// from it. `dataChange` holds, for a data change, the window positions it rebound.
    @inlinable
    func reportDisplays(dataChange: UInt64?) {
        let old = displays
        let (new, firstPosition) = _row.displays(origin: displays.origin)
        displays = new
        // After a data change, a place that another slot shows counts as rebound.
        let rebound =
            dataChange.map {
                RowDisplays.moved(from: old, to: new, firstPosition: firstPosition, rebound: $0)
            } ?? 0
        var (ended, begun) = RowDisplays.changes(
            from: old, to: new, firstPosition: firstPosition, rebound: rebound)
        // Every end first, then every beginning, each in order along the row. Loops, not
        // closures, which the compiler would check for the main actor at run time at each call.
        while ended != 0 {
            let k = ended.trailingZeroBitCount
            ended &= ended &- 1
            surface.didEndDisplaying(slot(withID: old.slots[k]), index: old.index(k))
        }
        while begun != 0 {
            let j = begun.trailingZeroBitCount
            begun &= begun &- 1
            surface.didBeginDisplaying(slot(withID: new.slots[j]), index: new.index(j))
        }
    }

    /// Moves the content offset back to its rest, and every slot with it, once it is more than
    /// a viewport away: the scroll view never reaches an edge of its content.
    ///
    /// - Returns: whether it recentered (and so placed every slot).
    @inlinable @discardableResult
    func recenterIfNeeded() -> Bool {
        let rest = restContentOffset
        guard (followedOffset - rest).magnitude > _row.layout.viewportLength else { return false }
        followedOffset = rest
        changingScrollView { surface.setContentOffset(rest, animated: false) }
        place(positions: ~0)
        return true
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
}
