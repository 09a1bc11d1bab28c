// A carousel whose items have lengths of their own is the same `Carousel`: it holds a row that
// lays its items out in points (`ItemRow`), forwards every operation to it and keeps the fields
// it shares with a carousel of pages (the storage, the position, the offset, the motion and
// autoplay) equal to the row's, so that everything that reads them reads the same for both.
//
// The row's engine (`ItemRow`) is internal and usable from inlinable code: the operations in
// points below are specialized in the app's module, as the row's coordinator is. The moves a
// carousel of pages has too (`advance(by:)`, `jump(to:)`, `scroll(toOffset:)`, `tick(_:)`)
// test `hasLengths` and call the forwarders at the end of the file, kept out of line so that a
// carousel of pages pays one test and no code size.

extension Carousel {
    /// Creates a carousel of items of their own lengths at its first item, at rest, with
    /// `layout.slotCapacity` slot models made by `makeSlot`.
    ///
    /// Each item is laid out `length(item)` points long along the axis, within
    /// `layout.minimumLength...layout.viewportLength` (a length outside is laid out at the
    /// nearest bound, one that is not finite at the minimum). The window is every item that
    /// reaches into the viewport and its margins; its positions hold the slots of a ring (see
    /// ``slotOrder``), so ``slotCount`` slots serve any window the shortest length allows.
    ///
    /// - Parameters:
    ///   - storage: the items; any random-access collection with `Int` indices, even `0..<Int.max`.
    ///   - layout: the geometry in points.
    ///   - fewItems: whether the window repeats few items round the loop (the default) or
    ///     shows each at most once.
    ///   - reusePolicy: ``ReusePolicy/rebind`` (the default) or ``ReusePolicy/rotate``.
    ///   - length: an item's length along the axis in points; the same for an item each time it
    ///     is asked (replace the item, or use ``reloadLengths(after:)``, to change it).
    ///   - makeSlot: called once for each slot id from 0 to `layout.slotCapacity - 1`, in order.
    /// - Complexity: O(``RowLayout/slotCapacity``).
    public init(
        _ storage: Storage, layout: RowLayout, fewItems: FewItemsRule = .repeating,
        reusePolicy: ReusePolicy = .rebind,
        length: @escaping @Sendable (Storage.Element) -> Double,
        makeSlot: (_ id: Int) -> Slot
    ) {
        self.init(storage, reusePolicy: reusePolicy, makeSlot: makeSlot)
        moreSlots = (3..<layout.slotCapacity).map(makeSlot)
        rowBox = RowBox(
            ItemRow(
                storage, layout: layout, fewItems: fewItems, reusePolicy: reusePolicy,
                length: length))
        hasLengths = true
        adoptRow()
    }

    /// For items of their own lengths, how far into the current item's cell (the item and half
    /// the spacing on each side) the anchor lies, in points, in `[0, cell)`: with
    /// ``currentIndex``, the exact position, which no sum of scrolls makes drift. 0 for pages.
    @inlinable
    public var phase: Double { row?.phase ?? 0 }

    /// The geometry in points of items of their own lengths, or `nil` for pages.
    @inlinable
    public var rowLayout: RowLayout? { row?.layout }

    /// Whether a row of items of their own lengths glides (after a release or a slide), which
    /// ``tick(_:)`` runs; `false` for pages, whose view's scroll view glides.
    @inlinable
    public var isGliding: Bool { row?.isGliding ?? false }

    /// Where each item of the window lies, for items of their own lengths, in window order:
    /// its storage index, its slot, and its start and end along the axis in points from the
    /// viewport's leading edge; empty for pages, whose view's geometry places them.
    ///
    /// - Complexity: O(window); it allocates the array (a view's coordinator reads its row's
    ///   frames without).
    @inlinable
    public var windowFrames: [RowItemFrame] { row.map { Array($0.windowFrames) } ?? [] }

    /// The frames of ``windowFrames`` that the viewport shows at least partly, in order.
    ///
    /// - Complexity: O(window); it allocates the array.
    @inlinable
    public var visibleFrames: [RowItemFrame] { row.map { Array($0.visibleFrames) } ?? [] }

    /// Moves the content of a row of items of their own lengths `distance` points toward the
    /// next items (back for a negative distance), as a drag or a scroll view's frame does: every
    /// item moves exactly `distance` points along the viewport, and the item whose cell then
    /// holds the anchor becomes current. It stops a running glide (the finger caught the row).
    /// Nothing when the row cannot scroll.
    ///
    /// - Parameter distance: points toward the next items; negative goes back.
    /// - Returns: the move (cause ``CarouselMove/Cause/scroll``, its step the number of cells
    ///   the anchor crossed) when the current item changed, then the rebinds and frees.
    /// - Throws: ``CarouselError/Code/invalidOffset`` for a distance the row refuses, and
    ///   ``CarouselError/Code/invalidGeometry`` for a carousel of pages, which has no length in
    ///   points (scroll it with ``scroll(toOffset:)``); nothing changes then. A distance is
    ///   refused when it is not finite or longer than a hundred viewports.
    /// - Complexity: O(items the anchor crosses + items that enter or leave the window); no
    ///   allocation.
    @inlinable @discardableResult
    public mutating func scroll(byPoints distance: Double) throws(CarouselError) -> CarouselEvents {
        guard hasLengths else { throw .pointsOnPages("scroll(byPoints:)") }
        return try moveRow { row throws(CarouselError) in try row.scroll(byPoints: distance) }
    }

    /// Starts an animated move of `k` items forward (back for negative `k`) on a row of items
    /// of their own lengths: a glide, run by ``tick(_:)``, that lands on the rest of the item
    /// `k` items from the current one, the items between passing the anchor in turn, eased in
    /// and out over 0.3 seconds as a scroll view's animated scroll is. With `k` 0 it glides back
    /// onto the current item's rest, when the row is not on it.
    ///
    /// A move farther than ``RowLayout/slotCapacity`` items (more than the viewport and its
    /// margins can show) first moves at once to the rest of the item one before the target, so
    /// that the glide crosses one item whatever `k`. It replaces a glide under way; a drag, a
    /// data change or any move stops it.
    ///
    /// - Parameter k: items to move; negative goes back.
    /// - Returns: the events of that first move (cause ``CarouselMove/Cause/command``), or none;
    ///   the glide's moves report the same cause.
    /// - Throws: ``CarouselError/Code/invalidGeometry`` for a carousel of pages, whose view
    ///   animates its moves; nothing changes then.
    /// - Complexity: O(min(|`k`|, ``RowLayout/slotCapacity``)), plus that of ``advance(by:)``
    ///   for a farther move.
    @inlinable @discardableResult
    public mutating func slide(by k: Int) throws(CarouselError) -> CarouselEvents {
        guard hasLengths else { throw .pointsOnPages("slide(by:)") }
        return moveRow { $0.slide(by: k) }
    }

    /// Lets go of a row of items of their own lengths at `pointsPerSecond` toward the next
    /// items: a glide starts that ``tick(_:)`` runs, decelerating as a scroll view does at
    /// `decelerationRate` a millisecond, and ends as ``motion`` says (paging: on whichever of
    /// the two rests around the anchor is nearer the glide's end, never past the next rest, as
    /// a paging scroll view never passes the next page, and settling at UIKit's fast rate, as
    /// that view does; snapping: on the item nearest the end; free: where it ends). A release
    /// already at its landing settles at once.
    ///
    /// - Parameters:
    ///   - pointsPerSecond: the velocity, in points per second toward the next items; one that
    ///     is not finite counts as 0.
    ///   - decelerationRate: the fraction of the velocity left after a millisecond, in
    ///     `(0, 1)`; UIKit's `.normal`, 0.998, for any other value.
    /// - Returns: the events of a release that settles at once, else none.
    /// - Throws: ``CarouselError/Code/invalidGeometry`` for a carousel of pages, whose scroll
    ///   view glides; nothing changes then.
    /// - Complexity: O(items between the anchor and the landing), to find the landing item.
    @inlinable @discardableResult
    public mutating func release(
        pointsPerSecond: Double, decelerationRate: Double = 0.998
    ) throws(CarouselError) -> CarouselEvents {
        guard hasLengths else { throw .pointsOnPages("release(pointsPerSecond:decelerationRate:)") }
        return moveRow {
            $0.release(pointsPerSecond: pointsPerSecond, decelerationRate: decelerationRate)
        }
    }

    /// Starts continuous scrolling of a row of items of their own lengths at `pointsPerSecond`
    /// points per second of ``tick(_:)`` time (negative: back), a ticker: every item moves
    /// `pointsPerSecond × t` points in `t` seconds, whatever its length. Autoplay stops.
    ///
    /// - Parameter pointsPerSecond: negative to scroll back; its magnitude in
    ///   ``CarouselLimits/autoscrollPointsPerSecond``.
    /// - Throws: ``CarouselError/Code/invalidAutoscrollSpeed`` for a speed out of
    ///   ``CarouselLimits/autoscrollPointsPerSecond``, and ``CarouselError/Code/invalidGeometry``
    ///   for a carousel of pages, which has no length in points (its coordinator converts a
    ///   speed in points); nothing changes then.
    /// - Complexity: O(1).
    @inlinable
    public mutating func startAutoscroll(pointsPerSecond: Double) throws(CarouselError) {
        guard hasLengths else { throw .pointsOnPages("startAutoscroll(pointsPerSecond:)") }
        try withRow { row throws(CarouselError) in
            try row.startAutoscroll(pointsPerSecond: pointsPerSecond)
        }
    }

    /// Continuous scrolling's speed in points a second on a row of items of their own lengths,
    /// or `nil` when it is off or the carousel is of pages.
    @inlinable
    public var autoscrollPointsPerSecond: Double? { row?.autoscrollPointsPerSecond }

    /// Takes a new layout for a row of items of their own lengths (a rotation, a resize, a new
    /// spacing): the current item stays current, its rest as far from the anchor as before when
    /// that distance still lies in its cell (else the row rests on it), and every other item is
    /// laid out from it by the new spacing, so no gap opens. A glide stops; continuous scrolling
    /// goes on. A layout that needs more slots than the carousel has makes them with `makeSlot`.
    ///
    /// - Parameters:
    ///   - layout: the new geometry.
    ///   - makeSlot: called once for each new slot id, in order.
    /// - Returns: the rebinds and frees of the new window (no move).
    /// - Throws: ``CarouselError/Code/invalidGeometry`` for a carousel of pages (take a new
    ///   shape with ``reshaped(neighbors:fewItems:makeSlot:)``); nothing changes then.
    /// - Complexity: O(``RowLayout/slotCapacity``).
    @inlinable @discardableResult
    public mutating func update(
        layout: RowLayout, makeSlot: (_ id: Int) -> Slot
    ) throws(CarouselError) -> CarouselEvents {
        guard hasLengths else { throw .pointsOnPages("update(layout:makeSlot:)") }
        if layout.slotCapacity > slotCount {
            moreSlots.append(contentsOf: (slotCount..<layout.slotCapacity).map(makeSlot))
        }
        return withRow { $0.update(layout: layout) }
    }

    /// Takes a new rule for few items on a row of items of their own lengths: the current item
    /// stays current and where it is, and the window shows few items once each or round the loop
    /// from there. A glide stops; continuous scrolling goes on.
    ///
    /// - Parameter rule: the new rule.
    /// - Throws: ``CarouselError/Code/invalidGeometry`` for a carousel of pages (take a new
    ///   rule with ``reshaped(neighbors:fewItems:makeSlot:)``); nothing changes then.
    /// - Complexity: O(``RowLayout/slotCapacity``).
    @inlinable @discardableResult
    public mutating func update(fewItems rule: FewItemsRule) throws(CarouselError)
        -> CarouselEvents
    {
        guard hasLengths else { throw .pointsOnPages("update(fewItems:)") }
        return withRow { $0.update(fewItems: rule) }
    }

    /// Runs `change`, which makes the length closure answer anew, and lays the row of items of
    /// their own lengths out again (a new text size, a new length across the axis that the
    /// lengths depend on): the current item stays current, its rest as far from the anchor as
    /// before when that distance still lies in its new cell (else the row rests on it), and
    /// every other item is laid out from it at its new length, so no gap opens. Between two
    /// changes the closure must answer the same for an item. A glide stops; continuous
    /// scrolling goes on.
    ///
    /// - Parameter change: makes the length closure answer anew; it runs once.
    /// - Throws: ``CarouselError/Code/invalidGeometry`` for a carousel of pages; nothing
    ///   changes and `change` does not run then.
    /// - Complexity: O(``RowLayout/slotCapacity``), and `change`.
    @inlinable @discardableResult
    public mutating func reloadLengths(after change: () -> Void) throws(CarouselError)
        -> CarouselEvents
    {
        guard hasLengths else { throw .pointsOnPages("reloadLengths(after:)") }
        return withRow { $0.reloadLengths(after: change) }
    }
}

extension Carousel {
    // The moves a carousel of pages has too, for items of their own lengths: specialized in the
    // app's module, and never inlined into the moves of pages, which pay one test for them.

    /// ``advance(by:)`` for items of their own lengths.
    @inlinable @inline(never)
    mutating func rowAdvance(by step: Int) -> CarouselEvents {
        moveRow { $0.advance(by: step) }
    }

    /// ``jump(to:)`` for items of their own lengths.
    @inlinable @inline(never)
    mutating func rowJump(to index: Int) throws(CarouselError) -> CarouselEvents {
        try moveRow { row throws(CarouselError) in try row.jump(to: index) }
    }

    /// ``scroll(toOffset:)`` for items of their own lengths.
    @inlinable @inline(never)
    mutating func rowScroll(toOffset offset: Double) throws(CarouselError) -> CarouselEvents {
        try moveRow { row throws(CarouselError) in try row.scroll(toOffset: offset) }
    }

    /// ``tick(_:)`` for items of their own lengths.
    @inlinable @inline(never)
    mutating func rowTick(_ seconds: Double) throws(CarouselError) -> CarouselEvents {
        try moveRow { row throws(CarouselError) in try row.tick(seconds) }
    }

    /// The row, for items of their own lengths.
    @inlinable
    var row: ItemRow<Storage>? { rowBox?.row }

    /// Runs `operation`, which may change anything of the row (its data, its settings), on
    /// the row, copied first when another carousel shares its box, and takes all its shared
    /// fields; the row must be there.
    @usableFromInline
    mutating func withRow<Result, E: Error>(
        _ operation: (inout ItemRow<Storage>) throws(E) -> Result
    ) throws(E) -> Result {
        let result = try moveRow(operation)
        adoptSettings()
        return result
    }

    /// Runs `operation`, which moves the row and changes neither its storage nor its motion, on
    /// the row, copied first when another carousel shares its box, and takes the shared fields
    /// a move changes: the inlinable form of ``withRow(_:)`` for the moves of every frame.
    @inlinable
    mutating func moveRow<Result, E: Error>(
        _ operation: (inout ItemRow<Storage>) throws(E) -> Result
    ) throws(E) -> Result {
        if !isKnownUniquelyReferenced(&rowBox!) { rowBox = RowBox(rowBox!.row) }
        let (result, position) = try Self.moving(&rowBox!.row, by: operation)
        (current, rowShape, _offset, _autoplay) = position
        return result
    }

    /// Runs `operation` on `row` in place and reads the fields a move changes there: read
    /// from the row in its box, they would copy the whole row (its storage and its length
    /// closure) on every frame.
    @inlinable
    static func moving<Result, E: Error>(
        _ row: inout ItemRow<Storage>, by operation: (inout ItemRow<Storage>) throws(E) -> Result
    ) throws(E) -> (Result, (Int, RowShape, Double, Autoplay?)) {
        let result = try operation(&row)
        return (result, position(of: row))
    }

    /// The fields a move changes, as a carousel keeps them: the position, the window, the
    /// offset and the autoplay timer.
    @inlinable
    static func position(of row: borrowing ItemRow<Storage>) -> (Int, RowShape, Double, Autoplay?) {
        let shape = RowShape(
            order: CarouselSlotOrder(ring: row.window), lead: row.window.lead,
            fewItems: row.fewItems)
        return (row.current, shape, row.offset, row._autoplay)
    }

    /// Makes the fields a carousel of pages reads equal to the row's.
    @usableFromInline
    mutating func adoptRow() {
        guard let box = rowBox else { return }
        (current, rowShape, _offset, _autoplay) = Self.position(of: box.row)
        adoptSettings()
    }

    /// Takes the fields only a data change or a new setting changes, the storage and the
    /// motion, from the row in its box (not from a copy of the whole row).
    @usableFromInline
    mutating func adoptSettings() {
        let box = rowBox.unsafelyUnwrapped
        storage = box.row.storage
        motion = box.row.motion
    }
}

extension CarouselError {
    /// An operation in points, for items of their own lengths, asked of a carousel of pages.
    @usableFromInline
    static func pointsOnPages(_ operation: String) -> CarouselError {
        .invalidGeometry(
            reason: "\(operation) is for items of their own lengths: a carousel of pages has no "
                + "length in points (its view's geometry has one)")
    }
}

/// A carousel's row, in a box that carousels share until one changes it (each operation copies
/// a shared box first), so that a carousel is a value.
@usableFromInline
final class RowBox<Storage: RandomAccessCollection> where Storage.Index == Int {
    // Changed only through a carousel that holds the box alone (or the coordinator that holds
    // that carousel), never while another access runs: no dynamic exclusivity checks, which a
    // frame would pay at every access.
    @usableFromInline @exclusivity(unchecked) var row: ItemRow<Storage>

    @inlinable
    init(_ row: ItemRow<Storage>) { self.row = row }
}

// A box is changed only while one carousel holds it.
extension RowBox: @unchecked Sendable where Storage: Sendable {}

extension RowBox: Equatable where Storage: Equatable {
    @usableFromInline
    static func == (lhs: RowBox, rhs: RowBox) -> Bool { lhs === rhs || lhs.row == rhs.row }
}

/// What a carousel of items of their own lengths reads of its row's window without calling into
/// it: the slots round the ring, the current item's position (negated) and the rule for few
/// items.
@usableFromInline
struct RowShape: Hashable, Sendable {
    @usableFromInline var order = CarouselSlotOrder(packed: 0, positionCount: 0)
    @usableFromInline var lead = 0
    @usableFromInline var fewItems = FewItemsRule.repeating

    @inlinable
    init() {}

    @inlinable
    init(order: CarouselSlotOrder, lead: Int, fewItems: FewItemsRule) {
        self.order = order
        self.lead = lead
        self.fewItems = fewItems
    }
}
