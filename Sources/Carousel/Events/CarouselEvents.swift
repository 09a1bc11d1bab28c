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
    /// of the rebind there, if there is one.
    @usableFromInline var _indices = Trio(0, 0, 0)
    /// The offset of ``offsetReset``, when there is one.
    @usableFromInline var _offsetReset = 0.0

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
    }

    /// The move, if the operation moved.
    @inlinable public var move: CarouselMove? {
        guard _bits & Bits.move != 0 else { return nil }
        let cause: CarouselMove.Cause =
            switch _bits >> Bits.causeShift & 3 {
            case 0: .command
            case 1: .scroll
            default: .autoplay
            }
        return CarouselMove(from: _from, to: _indices.current, step: _step, cause: cause)
    }
    /// The new slot order in position order, if it changed (rotate policy only).
    @inlinable public var reorder: Trio<Int>? {
        guard _bits & Bits.reorder != 0 else { return nil }
        let order = Int(_bits >> Bits.reorderShift)
        return Trio(order & 3, order >> 2 & 3, order >> 4 & 3)
    }
    /// For each position, the rebind it needs (the slot id and the storage index), or `nil`.
    @inlinable public var rebinds: Trio<Rebind?> {
        Trio(rebind(at: 0), rebind(at: 1), rebind(at: 2))
    }
    /// The offset to reset the scroll position to without animation, if any.
    @inlinable public var offsetReset: Double? {
        _bits & Bits.offsetReset != 0 ? _offsetReset : nil
    }

    /// The rebind at position number `position`, if any.
    @inlinable
    func rebind(at position: Int) -> Rebind? {
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
        return (_bits & present).nonzeroBitCount
    }

    /// Whether the operation changed nothing the view shows.
    @inlinable
    public var isEmpty: Bool { _bits == 0 }
}

extension CarouselEvents: Hashable {
    /// Whether both hold the same events: the same move, reorder, rebinds and offset reset.
    ///
    /// - Parameters:
    ///   - lhs: one list of events.
    ///   - rhs: another.
    /// - Complexity: O(1).
    public static func == (lhs: CarouselEvents, rhs: CarouselEvents) -> Bool {
        lhs.move == rhs.move && lhs.reorder == rhs.reorder && lhs.rebinds == rhs.rebinds
            && lhs.offsetReset == rhs.offsetReset
    }

    /// Hashes the events: their move, reorder, rebinds and offset reset, as ``==(_:_:)`` compares.
    ///
    /// - Parameter hasher: the hasher to feed.
    /// - Complexity: O(1).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(move)
        hasher.combine(reorder)
        hasher.combine(rebinds)
        hasher.combine(offsetReset)
    }
}

extension CarouselEvents: Sequence {
    /// An iterator over the events in their fixed order.
    @inlinable
    public func makeIterator() -> Iterator { Iterator(events: self) }
}
