// Hot paths are `@inlinable` and the per-frame moves `@inline(__always)`, so that an app
// specializes and inlines them; the *Performance* article's Detailed Design says why.

/// An endless carousel over any random-access storage, shown through three reusable slots, or
/// `2 × neighbors + 1` for a row that shows several items at once.
///
/// `Carousel` is the whole state of the loop as a value: the storage, the current position, the
/// scroll offset, the autoplay timer and which of the user's slot models shows which item.
/// Every operation returns ``CarouselEvents``, the exact instructions for a view: which slot to
/// reconfigure and when to reset the scroll offset without animation. It imports no UI framework.
///
/// Positions are counted from the storage's `startIndex` (`0..<count`), also for storage such as
/// an `ArraySlice` whose own indices start elsewhere.
///
/// Each O(1) stated for an operation holds whatever the item count and the step. A carousel of
/// more than three slots (``neighbors`` above 1) reconciles its slots by comparing positions:
/// O(``positionCount``) comparisons a move under ``ReusePolicy/rebind`` and
/// O(``positionCount``²) under ``ReusePolicy/rotate``, at most 15 positions, never an allocation.
///
/// ```swift
/// var carousel = Carousel(["a", "b", "c", "d"]) { id in id }
/// let events = carousel.next()
/// // moved 0 → 1, rebinds of slots 0, 1 and 2, offsetReset to 1
/// ```
public struct Carousel<Storage: RandomAccessCollection, Slot> where Storage.Index == Int {
    /// The items the carousel shows.
    public internal(set) var storage: Storage
    /// How the slots follow the window.
    public let reusePolicy: ReusePolicy
    /// The models of slots 0, 1 and 2, and for a three-slot carousel what they show.
    @usableFromInline var slotTable: SlotTable<Slot>
    /// For a wider window (or one that leaves positions empty): which slot each position holds
    /// and what every slot shows; `nil` for the three-slot carousel, whose moves stay
    /// table-driven, and for items of their own lengths.
    @usableFromInline var wideTable: WideSlotTable?
    /// The models of slots 3 and up: those of a wider window, or of a row's ring.
    @usableFromInline var moreSlots: [Slot] = []
    /// For items of their own lengths, the row that lays them out and moves them (the fields
    /// above that a row shares, the storage, the position, the offset, the motion, autoplay,
    /// are kept equal to the row's after each of its operations); `nil` for pages.
    ///
    /// Boxed, so that a carousel of pages stays as small to copy as it was: a coordinator's
    /// frame copies it.
    @usableFromInline var rowBox: RowBox<Storage>?
    /// Whether ``rowBox`` is there: the one test a carousel of pages pays, in inlinable code
    /// that cannot name the row (it is SPI until the one engine is public).
    @usableFromInline var hasLengths = false
    /// For items of their own lengths, the row's window as the carousel reads it, copied from
    /// the row after each of its operations: what pages read from their slot tables.
    @usableFromInline var rowShape = RowShape()
    /// The current position; meaningless (kept at 0) while the storage is empty.
    @usableFromInline var current = 0
    /// The value of ``offset``, written by inlinable code.
    @usableFromInline var _offset = 1.0
    /// The value of ``autoplay``, written by inlinable code.
    @usableFromInline var _autoplay: Autoplay?
    /// The value of ``autoscroll``, written by inlinable code.
    @usableFromInline var _autoscroll: Autoscroll?
    /// How the row moves after a release; set with ``setMotion(_:)``.
    public internal(set) var motion = CarouselMotion.paging

    /// The scroll position in page units: 0 shows *previous*, 1 (at rest) *current*, 2 *next*,
    /// whatever the number of neighbors (a scroll view's content offset adds
    /// `neighbors - 1` pages: see ``CarouselGeometry``).
    public internal(set) var offset: Double {
        @inlinable get { _offset }
        set { _offset = newValue }
    }
    /// Continuous scrolling, or `nil` when it is off.
    public internal(set) var autoscroll: Autoscroll? {
        @inlinable get { _autoscroll }
        set { _autoscroll = newValue }
    }
    /// The autoplay timer, or `nil` when autoplay is off.
    public internal(set) var autoplay: Autoplay? {
        @inlinable get { _autoplay }
        set { _autoplay = newValue }
    }

    /// Creates a carousel at position 0 with three slot models made by `makeSlot`.
    ///
    /// Slots with ids 0, 1 and 2 start at *previous*, *current* and *next* and are bound to the
    /// window: configure them from ``window`` before showing them. This is the carousel of
    /// ``init(_:neighbors:fewItems:reusePolicy:makeSlot:)`` with one neighbor, which cannot fail
    /// (and may make its slots with a throwing closure).
    ///
    /// - Parameters:
    ///   - storage: the items; any random-access collection with `Int` indices, even `0..<Int.max`.
    ///   - reusePolicy: ``ReusePolicy/rebind`` (the default) or ``ReusePolicy/rotate``.
    ///   - makeSlot: called once for each slot id 0, 1, 2, in that order.
    /// - Complexity: O(1).
    public init<E: Error>(
        _ storage: Storage, reusePolicy: ReusePolicy = .rebind,
        makeSlot: (_ id: Int) throws(E) -> Slot
    ) throws(E) {
        self.storage = storage
        self.reusePolicy = reusePolicy
        let slots = Trio(try makeSlot(0), try makeSlot(1), try makeSlot(2))
        slotTable = SlotTable(
            slots: slots, window: SlotItem.window(current: 0, count: storage.count))
    }

    /// Creates a carousel at position 0 that shows `neighbors` items on each side of the current
    /// one, through `2 × neighbors + 1` slot models made by `makeSlot`.
    ///
    /// Slot `p` starts at position `p`, `p - neighbors` pages from the current one, bound to
    /// the window: configure them from ``window`` before showing them. With
    /// `neighbors: 1` and ``FewItemsRule/repeating`` this is the three-slot carousel of
    /// ``init(_:reusePolicy:makeSlot:)``, event for event.
    ///
    /// ```swift
    /// var row = try Carousel(
    ///     0..<12, neighbors: 2, reusePolicy: .rotate) { id in id }
    /// row.window  // [10, 11, 0, 1, 2]
    /// row.next()         // rebinds the one slot that comes into view
    /// ```
    ///
    /// - Parameters:
    ///   - storage: the items; any random-access collection with `Int` indices, even `0..<Int.max`.
    ///   - neighbors: the positions on each side of the current one, in
    ///     ``CarouselLimits/neighbors``.
    ///   - fewItems: what the positions show when there are fewer items than positions.
    ///   - reusePolicy: ``ReusePolicy/rebind`` (the default) or ``ReusePolicy/rotate``.
    ///   - makeSlot: called once for each slot id from 0 to `2 × neighbors`, in that order.
    /// - Throws: ``CarouselError/Code/invalidNeighbors`` for a neighbor count out of range,
    ///   before any slot is made.
    /// - Complexity: O(`neighbors`).
    public init(
        _ storage: Storage, neighbors: Int, fewItems: FewItemsRule = .repeating,
        reusePolicy: ReusePolicy = .rebind, makeSlot: (_ id: Int) -> Slot
    ) throws(CarouselError) {
        guard CarouselLimits.neighbors.contains(neighbors) else {
            throw .invalidNeighbors(neighbors)
        }
        self.init(storage, reusePolicy: reusePolicy, makeSlot: makeSlot)
        let layout = WindowLayout(neighbors: neighbors, fewItems: fewItems)
        guard layout != .threeSlots else { return }
        moreSlots = (3..<layout.positionCount).map(makeSlot)
        wideTable = WideSlotTable(
            layout: layout, shown: ShownWindow(current: 0, count: storage.count))
    }

    /// Every field of a carousel, for ``mapSlots(_:)``.
    init(
        storage: Storage, reusePolicy: ReusePolicy, slotTable: SlotTable<Slot>,
        wideTable: WideSlotTable?, moreSlots: [Slot], rowBox: RowBox<Storage>?, current: Int,
        offset: Double, autoplay: Autoplay?, autoscroll: Autoscroll?, motion: CarouselMotion
    ) {
        self.storage = storage
        self.reusePolicy = reusePolicy
        self.slotTable = slotTable
        self.wideTable = wideTable
        self.moreSlots = moreSlots
        self.rowBox = rowBox
        if case .some = rowBox { hasLengths = true }
        self.current = current
        self._offset = offset
        self._autoplay = autoplay
        self._autoscroll = autoscroll
        self.motion = motion
    }

    /// The same carousel with each slot model replaced by what `transform` makes of it: the
    /// position, offset, autoplay timer, continuous scrolling, motion, slot order and bindings
    /// are kept.
    ///
    /// Use it to attach views to a carousel kept as a value (slot ids as models, say) or to
    /// hand one to a ``CarouselScrollCoordinator`` whose surface has its own slot type.
    ///
    /// - Parameter transform: called once for each slot, in id order.
    /// - Complexity: O(slots).
    public func mapSlots<NewSlot, E: Error>(
        _ transform: (Slot) throws(E) -> NewSlot
    ) throws(E) -> Carousel<Storage, NewSlot> {
        let slotTable = try slotTable.mapSlots(transform)
        var moreSlots: [NewSlot] = []
        moreSlots.reserveCapacity(self.moreSlots.count)
        for slot in self.moreSlots { moreSlots.append(try transform(slot)) }
        var mapped = Carousel<Storage, NewSlot>(
            storage: storage, reusePolicy: reusePolicy, slotTable: slotTable,
            wideTable: wideTable, moreSlots: moreSlots, rowBox: rowBox, current: current,
            offset: offset, autoplay: autoplay, autoscroll: autoscroll, motion: motion)
        mapped.rowShape = rowShape
        return mapped
    }

    /// The number of items.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var count: Int { storage.count }

    /// Whether moves and scrolling do anything: at least two items.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var isScrollable: Bool { count >= 2 }

    /// The position in the middle of the screen, or `nil` when the storage is empty.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var currentIndex: Int? { count == 0 ? nil : current }

    /// The item in the middle of the screen, or `nil` when the storage is empty.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var currentElement: Storage.Element? {
        guard let index = currentIndex else { return nil }
        return storage.element(atPosition: index)
    }

    /// The positions on each side of the current one: 1 for the three-slot carousel. For items
    /// of their own lengths, whose window the viewport decides, the positions before the
    /// current one now.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var neighbors: Int { hasLengths ? -rowShape.lead : layout.neighbors }

    /// What the positions show when there are fewer items than positions.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var fewItems: FewItemsRule { hasLengths ? rowShape.fewItems : layout.fewItems }

    /// The number of positions: `2 × neighbors + 1`, one slot each. For items of their own
    /// lengths, the positions of the window now: every item that reaches into the viewport (and
    /// its margins), which ``slotCount`` slots serve.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var positionCount: Int {
        hasLengths ? rowShape.order.positionCount : layout.positionCount
    }

    /// The number of slots, with ids `0..<slotCount`: ``positionCount`` for pages, the layout's
    /// `slotCapacity` for items of their own lengths.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var slotCount: Int { 3 &+ moreSlots.count }

    /// The window's layout: ``neighbors`` and ``fewItems``.
    @inlinable
    var layout: WindowLayout { wideTable?.layout ?? .threeSlots }

    /// The storage positions shown at every position, `neighbors` before the current one to
    /// `neighbors` after it; `nil` where a position shows nothing.
    ///
    /// Position `p` lies `p - neighbors` pages from the current one, so the current position is
    /// ``neighbors`` (1 for three slots: `window[0]`, `window[1]` and `window[2]` are *previous*,
    /// *current* and *next*). Empty storage shows nothing; a single item shows only at the
    /// current position (it does not loop); fewer items than positions repeat round the loop
    /// under ``FewItemsRule/repeating`` (two items and one neighbor: the other item on both
    /// sides) and leave the far positions empty under ``FewItemsRule/leavingEmpty`` (two items:
    /// `[nil, 0, 1]`).
    ///
    /// - Complexity: O(1) to make; O(1) a position to read.
    @inlinable
    public var window: CarouselWindow {
        let shown = ShownWindow(current: current, count: count)
        guard hasLengths else { return CarouselWindow(layout: layout, shown: shown) }
        return CarouselWindow(
            row: CarouselWindow.RowSpan(lead: rowShape.lead, count: rowShape.order.positionCount),
            shown: shown)
    }

    /// The slot ids in position order, for every position: slot `p` at position `p` under
    /// ``ReusePolicy/rebind``.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var slotOrder: CarouselSlotOrder {
        if hasLengths { return rowShape.order }
        return wideTable?.order ?? CarouselSlotOrder(slotTable.order)
    }

    /// The slot model shown at `position`, in `0..<positionCount` (``neighbors`` is the current
    /// one).
    ///
    /// - Parameter position: a position number; any other value is a programming error and
    ///   traps, as an array's subscript does.
    /// - Complexity: O(1).
    @inlinable
    public subscript(slotAt position: Int) -> Slot {
        get { self[slotWithID: slotOrder[position]] }
        set { self[slotWithID: slotOrder[position]] = newValue }
    }

    /// The model of slot `id`, which is in `0..<slotCount`.
    @inlinable
    subscript(slotWithID id: Int) -> Slot {
        get { id < 3 ? slotTable.slots[id] : moreSlots[id &- 3] }
        set {
            if id < 3 {
                slotTable.slots[id] = newValue
            } else {
                moreSlots[id &- 3] = newValue
            }
        }
    }

    /// The model of slot `id`, one of ``slotOrder``'s, read without a check that can trap: for
    /// the loop that tells every slot its displacement every frame, so that over a surface that
    /// does nothing with it the loop costs nothing. The slot tables keep every id of the order
    /// in `0..<slotCount`.
    @inlinable @inline(__always)
    func uncheckedSlot(withID id: Int) -> Slot {
        guard id >= 3 else { return slotTable.slots[id] }
        return moreSlots.withUnsafeBufferPointer { $0[id &- 3] }
    }

    /// The slot model with id `id`, or `nil` when `id` is not in `0..<slotCount`.
    ///
    /// - Parameter id: a slot id; any `Int` is accepted.
    /// - Complexity: O(1).
    @inlinable
    public func slot(withID id: Int) -> Slot? {
        0 <= id && id < slotCount ? self[slotWithID: id] : nil
    }

    /// The storage position that slot `id` is bound to, or `nil` when it shows nothing or `id` is
    /// not in `0..<slotCount`.
    ///
    /// - Parameter id: a slot id; any `Int` is accepted.
    /// - Complexity: O(1) for three slots and for items of their own lengths,
    ///   O(``positionCount``) for more pages.
    @inlinable
    public func boundIndex(ofSlot id: Int) -> Int? {
        guard 0 <= id && id < slotCount else { return nil }
        if hasLengths {
            return rowShape.order.position(ofSlot: id).map {
                Ring.advance(current, by: rowShape.lead &+ $0, count: count)
            }
        }
        guard let wideTable else { return slotTable.shown(bySlot: id).index }
        return wideTable.shownItem(at: wideTable.position(ofSlot: id)).index
    }

    /// The item at storage position `index`, counted from the storage's `startIndex`, or `nil`
    /// when `index` is not in `0..<count`. Use it to configure a slot from a `rebind` event.
    ///
    /// - Parameter index: a storage position; any `Int` is accepted.
    /// - Complexity: O(1).
    @inlinable
    public func element(at index: Int) -> Storage.Element? {
        0 <= index && index < count ? storage.element(atPosition: index) : nil
    }
}

extension Carousel: Sendable where Storage: Sendable, Slot: Sendable {}
extension Carousel: Equatable where Storage: Equatable, Slot: Equatable {}

extension RandomAccessCollection where Index == Int {
    /// The element at `position`, counted from `startIndex` (an `ArraySlice` may start anywhere).
    @inlinable
    func element(atPosition position: Int) -> Element {
        self[index(startIndex, offsetBy: position)]
    }

    /// ``element(atPosition:)`` through contiguous storage where there is some. In code that
    /// stays unspecialized (a coordinator called from a scroll view's delegate) a collection's
    /// subscript, a `read` coroutine, allocates its frame on every call; a buffer's does not.
    /// Specialized (see ``CarouselScrollCoordinator/init(carousel:geometry:surface:)``)
    /// every storage reads without allocating.
    @inlinable
    func elementPreferringBuffer(atPosition position: Int) -> Element {
        withContiguousStorageIfAvailable { $0[position] } ?? element(atPosition: position)
    }
}
