/// The events of one operation, in the order the view must apply them.
///
/// A fixed-size value rather than an array, so that an operation never allocates. Iterate it (it is
/// a `Sequence` of ``CarouselEvent``), or read its parts directly.
public struct CarouselEvents: Sendable {
    // Packed, because every move, scroll and tick returns one: which parts are present, the
    // move's cause, the reorder and each rebind's slot id fit in one word of bits (`Bits`), and
    // only the values that need an `Int` or a `Double` have one. Empty is all zeros, a few
    // stores, where a value of optionals costs a tag and a payload per part, written field by
    // field (the *Performance* article compares the two). Payloads of absent parts mean nothing:
    // equality and hashing read the parts, not the fields.
    /// Which parts are present, and their small fields (see ``Bits``).
    @usableFromInline var _bits: UInt64 = 0
    /// The move's `from` and `step`, when there is a move; its `to` is the index shown at
    /// *current* afterwards, `_indices.current`.
    @usableFromInline var _from = 0
    @usableFromInline var _step = 0
    /// By position, the storage index shown there after the operation, -1 for nothing: the index
    /// of the rebind there, if there is one. For a wider window (``Bits/wide``): its item count,
    /// current position and far step (0 for none), from which each position's index follows.
    @usableFromInline var _indices = Trio(0, 0, 0)
    /// The offset of ``offsetReset``, when there is one.
    @usableFromInline var _offsetReset = 0.0

    /// A wider window's slot order, as ``CarouselSlotOrder`` packs it, in the place of `_from`:
    /// its move's `from` follows from `to`, `step` and the item count, and the three-slot events
    /// keep their size (the *Performance* article says why that counts).
    @inlinable var _slotOrder: UInt64 {
        get { UInt64(bitPattern: Int64(_from)) }
        set { _from = Int(Int64(bitPattern: newValue)) }
    }

    /// Where each part lives in `_bits`.
    @usableFromInline
    enum Bits {
        /// A move is present; its cause is in the next two bits.
        @inlinable static var move: UInt64 { 1 }
        @inlinable static var causeShift: UInt64 { 1 }
        /// A reorder is present; the slot id at position `p` is in bits `reorderShift + 2p` and up.
        @inlinable static var reorder: UInt64 { 1 << 3 }
        @inlinable static var reorderShift: UInt64 { 4 }
        /// A rebind at position `p` is present; its slot id is in the next two bits.
        @inlinable static func rebind(at position: Int) -> UInt64 { 1 << rebindShift(position) }
        @inlinable static func rebindShift(_ position: Int) -> UInt64 { 10 + 3 * UInt64(position) }
        /// An offset reset is present.
        @inlinable static var offsetReset: UInt64 { 1 << 19 }
        /// The events are a wider window's (more than three positions, or empty positions left
        /// for few items): the neighbor count is in the next three bits, then whether few items
        /// leave positions empty, then one rebind bit a position; the rebinds' slot ids are the
        /// slot order's and the three-slot rebind and reorder fields are unused.
        @inlinable static var wide: UInt64 { 1 << 20 }
        @inlinable static var neighborsShift: UInt64 { 21 }
        @inlinable static var leavingEmpty: UInt64 { 1 << 24 }
        @inlinable static var wideRebindShift: UInt64 { 25 }
        /// The bits that describe a wider window rather than an event: also a row's window,
        /// from bit 40 (see ``CarouselEvents/isRow``).
        @inlinable static var layout: UInt64 {
            wide | 7 << neighborsShift | leavingEmpty | ~0 << rowCountShift
        }
    }

    /// Whether these are a wider window's events (see ``Bits/wide``).
    @inlinable var isWide: Bool { _bits & Bits.wide != 0 }

    /// The window layout of a wider window's events.
    @inlinable var wideLayout: WindowLayout {
        WindowLayout(
            neighbors: Int(truncatingIfNeeded: _bits >> Bits.neighborsShift & 7),
            fewItems: _bits & Bits.leavingEmpty != 0 ? .leavingEmpty : .repeating)
    }

    /// A wider window's rebinds, one bit a position.
    @inlinable var wideRebinds: UInt64 { _bits >> Bits.wideRebindShift & 0x7FFF }

    /// The number of positions the events speak of: `2 × neighbors + 1`, or for items of their
    /// own lengths the positions of the window after the operation. Events that hold nothing
    /// may read 3 whatever the carousel: an operation that changes nothing returns
    /// `CarouselEvents()`, without the carousel's layout.
    @inlinable public var positionCount: Int {
        guard isWide else { return 3 }
        return isRow ? rowPositionCount : wideLayout.positionCount
    }

    /// The move, if the operation moved.
    @inlinable public var move: CarouselMove? {
        guard _bits & Bits.move != 0 else { return nil }
        let cause: CarouselMove.Cause =
            switch _bits >> Bits.causeShift & 3 {
            case 0: .command
            case 1: .scroll
            case 2: .autoplay
            default: .autoscroll
            }
        let to = _indices.current
        guard isWide else {
            return CarouselMove(from: _from, to: to, step: _step, cause: cause)
        }
        let count = _indices.previous
        let back = Ring.wrap(_step, count: count)
        let from = back == 0 ? to : Ring.advance(to, forward: count &- back, count: count)
        return CarouselMove(from: from, to: to, step: _step, cause: cause)
    }
    /// The new slot order in position order, if it changed (``ReusePolicy/rotate`` only).
    ///
    /// - Complexity: O(1).
    @inlinable public var reorder: CarouselSlotOrder? {
        guard _bits & Bits.reorder != 0 else { return nil }
        guard isWide else {
            let order = Int(_bits >> Bits.reorderShift)
            return CarouselSlotOrder(Trio(order & 3, order >> 2 & 3, order >> 4 & 3))
        }
        return CarouselSlotOrder(packed: _slotOrder, positionCount: positionCount)
    }
    /// The offset to reset the scroll position to without animation, if any.
    @inlinable public var offsetReset: Double? {
        _bits & Bits.offsetReset != 0 ? _offsetReset : nil
    }

    /// The rebind at `position` (in `0..<positionCount`), if any: the slot id and the storage
    /// index it shows from now on.
    ///
    /// - Parameter position: any `Int`; positions outside `0..<positionCount` have no rebind.
    /// - Complexity: O(1).
    @inlinable
    public func rebind(atPosition position: Int) -> Rebind? {
        guard 0 <= position && position < positionCount else { return nil }
        guard isWide else { return rebind(at: position) }
        guard !isRow else {
            guard rowRebound >> position & 1 != 0 else { return nil }
            return Rebind(slot: rowSlot(at: position), index: rowIndex(at: position))
        }
        guard wideRebinds >> position & 1 != 0 else { return nil }
        let (count, current, farStep) = (_indices.previous, _indices.current, _indices.next)
        let item = wideLayout.item(
            at: position, current: current, count: count, farStep: farStep == 0 ? nil : farStep)
        let order = CarouselSlotOrder(packed: _slotOrder, positionCount: positionCount)
        return Rebind(slot: order[position], index: item.index)
    }

    /// The rebind at position number `position` (0, 1 or 2) of three-slot events, if any.
    @inlinable
    func rebind(at position: Int) -> Rebind? {
        assert(!isWide)
        let field = Int(_bits >> Bits.rebindShift(position) & 0x7)
        guard field & 1 != 0 else { return nil }
        let index = _indices[position]
        return Rebind(slot: field >> 1, index: index >= 0 ? index : nil)
    }

    /// Records a move from `from` by `step` pages; at most once. Where it went is what
    /// ``setShown(_:)`` records at *current*.
    @inlinable @inline(__always)
    mutating func setMove(from: Int, step: Int, cause: CarouselMove.Cause) {
        assert(_bits & Bits.move == 0, "one move per operation")
        let cause: UInt64 =
            switch cause {
            case .command: 0
            case .scroll: 1
            case .autoplay: 2
            case .autoscroll: 3
            }
        _bits |= Bits.move | cause << Bits.causeShift
        (_from, _step) = (from, step)
    }

    /// Records the new slot order; at most once.
    @inlinable @inline(__always)
    mutating func setReorder(_ order: Trio<Int>) {
        assert(_bits & Bits.reorder == 0, "one reorder per operation")
        assert(
            (1 << order.previous | 1 << order.current | 1 << order.next) == 0b111,
            "a slot order is a permutation of 0, 1, 2")
        let packed = UInt64(order.previous | order.current << 2 | order.next << 4)
        _bits |= Bits.reorder | packed << Bits.reorderShift
    }

    /// Records what each position shows after the operation, for the rebinds that follow:
    /// all three at once, whether rebound or not, so that a move writes them without a test.
    @inlinable @inline(__always)
    mutating func setShown(_ shown: Trio<SlotItem>) {
        assert(!shown.contains(.stale), "a position never shows a stale item")
        _indices = Trio(shown.previous.raw, shown.current.raw, shown.next.raw)
    }

    /// Records that slot `slot` at position number `position` must show what ``setShown(_:)``
    /// recorded there; at most once per position.
    @inlinable @inline(__always)
    mutating func setRebind(at position: Int, slot: Int) {
        assert(_bits & Bits.rebind(at: position) == 0, "one rebind per position")
        assert(0 <= slot && slot < 3)
        _bits |= (1 | UInt64(slot) << 1) << Bits.rebindShift(position)
    }

    /// Records that slot `slot` at position number `position` shows storage position `index`
    /// from now on; at most once per position.
    @inlinable @inline(__always)
    mutating func setRebind(at position: Int, slot: Int, index: Int) {
        assert(index >= 0, "a storage position is never negative")
        _indices[position] = index
        setRebind(at: position, slot: slot)
    }

    /// Records a reorder and rebinds worked out in advance: `bits`, the bits that
    /// ``setReorder(_:)`` and ``setRebind(at:slot:)`` set on an empty value (``WindowMove``).
    @inlinable @inline(__always)
    mutating func setReconciliation(_ bits: UInt64) {
        let reconciliation =
            Bits.reorder | 0x3F << Bits.reorderShift | 0x1FF << Bits.rebindShift(0)
        assert(bits & ~reconciliation == 0 && _bits & reconciliation == 0)
        _bits |= bits
    }

    /// Records the window a wider carousel shows after the operation, for the rebinds; before
    /// ``setWideReconciliation(order:reordered:rebinds:)``.
    @inlinable
    mutating func setWindow(layout: WindowLayout, shown: ShownWindow) {
        _bits =
            _bits & ~Bits.layout | Bits.wide | UInt64(layout.neighbors) << Bits.neighborsShift
            | (layout.fewItems == .leavingEmpty ? Bits.leavingEmpty : 0)
        _indices = Trio(shown.count, shown.current, shown.farStep ?? 0)
    }

    /// Records a wider window's reconciliation: the slot order, whatever it is, since each
    /// rebind reads its slot id there, and whether it changed (`reordered`), and the positions to
    /// rebind, as bits; at most once.
    @inlinable
    mutating func setWideReconciliation(
        order: CarouselSlotOrder, reordered: Bool, rebinds: UInt16
    ) {
        assert(isWide && _bits & Bits.reorder == 0 && wideRebinds == 0)
        _slotOrder = order.packed
        if reordered { _bits |= Bits.reorder }
        _bits |= UInt64(rebinds) << Bits.wideRebindShift
    }

    /// Records the offset to reset the scroll position to; at most once.
    @inlinable @inline(__always)
    mutating func setOffsetReset(_ offset: Double) {
        assert(_bits & Bits.offsetReset == 0, "one offset reset per operation")
        _bits |= Bits.offsetReset
        _offsetReset = offset
    }

    /// Creates an empty list: the result of an operation that changed nothing.
    @inlinable
    public init() {}

    /// The number of events.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var count: Int {
        // Each present part has its own bit; the other bits are its fields.
        let present =
            Bits.move | Bits.reorder | Bits.rebind(at: 0) | Bits.rebind(at: 1) | Bits.rebind(at: 2)
            | Bits.offsetReset
        guard isWide else { return (_bits & present).nonzeroBitCount }
        return (_bits & (Bits.move | Bits.reorder | Bits.offsetReset)).nonzeroBitCount
            + (isRow
                ? rowRebound.nonzeroBitCount + rowFreed.nonzeroBitCount
                : wideRebinds.nonzeroBitCount)
    }

    /// Whether the operation changed nothing the view shows.
    @inlinable
    public var isEmpty: Bool { _bits & ~Bits.layout == 0 }
}

extension CarouselEvents: Hashable {
    /// Whether both hold the same events: the same move, reorder, offset reset and, at every
    /// position, the same rebind (a rebind's position is part of it, though its event does not
    /// name it); for items of their own lengths also the same slots freed and distance
    /// scrolled.
    ///
    /// - Parameters:
    ///   - lhs: one list of events.
    ///   - rhs: another.
    /// - Complexity: O(``positionCount``).
    public static func == (lhs: CarouselEvents, rhs: CarouselEvents) -> Bool {
        guard lhs.move == rhs.move, lhs.reorder == rhs.reorder, lhs.offsetReset == rhs.offsetReset,
            lhs.rowFreed == rhs.rowFreed, lhs.scrolledPoints == rhs.scrolledPoints
        else { return false }
        let positions = Swift.max(lhs.positionCount, rhs.positionCount)
        return (0..<positions).allSatisfy {
            lhs.rebind(atPosition: $0) == rhs.rebind(atPosition: $0)
        }
    }

    /// Hashes the events as ``==(_:_:)`` compares them: their move, reorder, offset reset,
    /// freed slots, distance scrolled and each position's rebind.
    ///
    /// - Parameter hasher: the hasher to feed.
    /// - Complexity: O(``positionCount``).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(move)
        hasher.combine(reorder)
        hasher.combine(offsetReset)
        hasher.combine(rowFreed)
        hasher.combine(scrolledPoints)
        // Positions past the last rebind hash nothing, so that events of different position
        // counts that compare equal hash equal.
        for position in 0..<positionCount {
            if let rebind = rebind(atPosition: position) {
                hasher.combine(position)
                hasher.combine(rebind)
            }
        }
    }
}

extension CarouselEvents: Sequence {
    /// An iterator over the events in their fixed order.
    @inlinable
    public func makeIterator() -> Iterator { Iterator(events: self) }
}
