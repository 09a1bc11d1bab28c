/// The slot ids of a carousel in position order, for any number of positions: what
/// ``Carousel/slotOrder`` and a reorder event hold.
///
/// A fixed-size value (four bits a position, at most 15 positions), so that an event holding one
/// never allocates. Position `p` lies `p - neighbors` pages from the current one. Items of their
/// own lengths turn their slots round a ring: position `p` holds slot `(base + p) % ring`, a
/// window of up to 64 positions in the same value (see ``Carousel/slotCount``).
public struct CarouselSlotOrder: RandomAccessCollection, Hashable, Sendable {
    /// Four bits a position: the slot id there. For a ring (``ringFlag`` set): the base in
    /// the low six bits, the ring's size above them.
    @usableFromInline var packed: UInt64
    /// The number of positions.
    @usableFromInline let positionCount: Int

    /// The identity order of `positionCount` positions: slot `p` at position `p`.
    @inlinable
    init(identityOf positionCount: Int) {
        assert(0 < positionCount && positionCount <= 15)
        var packed: UInt64 = 0
        for position in 0..<positionCount { packed |= UInt64(position) &<< (4 &* position) }
        self.init(packed: packed, positionCount: positionCount)
    }

    @inlinable
    init(packed: UInt64, positionCount: Int) {
        self.packed = packed
        self.positionCount = positionCount
    }

    /// The bit that marks a ring: no packed order uses it (15 positions use 60 bits).
    @inlinable static var ringFlag: UInt64 { 1 &<< 63 }

    /// The order of a row's window: its slots round the ring from the base.
    @inlinable
    init(ring window: RowWindow) {
        self.init(
            packed: Self.ringFlag | UInt64(window.ring) &<< 6 | UInt64(window.base),
            positionCount: window.count)
    }

    /// The position of slot `id` in a ring's order, or `nil` when no position holds it.
    @inlinable
    func position(ofSlot id: Int) -> Int? {
        assert(packed & Self.ringFlag != 0)
        let ring = Int(truncatingIfNeeded: packed &>> 6 & 0x7F)
        let base = Int(truncatingIfNeeded: packed & 0x3F)
        guard 0 <= id && id < ring else { return nil }
        let position = id >= base ? id &- base : id &+ ring &- base
        return position < positionCount ? position : nil
    }

    /// The order of a three-slot carousel.
    @inlinable
    init(_ trio: Trio<Int>) {
        self.init(
            packed: UInt64(trio.previous | trio.current << 4 | trio.next << 8), positionCount: 3)
    }

    /// The first position: 0.
    @inlinable public var startIndex: Int { 0 }
    /// The number of positions, `2 × neighbors + 1` for pages.
    @inlinable public var endIndex: Int { positionCount }

    /// The id of the slot at `position`.
    ///
    /// A row's order (items of their own lengths) follows its ring and cannot be set: setting
    /// one traps, as a position out of range does.
    ///
    /// - Parameter position: in `0..<count`; any other value is a programming error and traps,
    ///   as an array's subscript does.
    /// - Complexity: O(1).
    @inlinable
    public subscript(position: Int) -> Int {
        get {
            precondition(0 <= position && position < positionCount, "position out of range")
            guard packed & Self.ringFlag != 0 else { return id(at: position) }
            let ring = Int(truncatingIfNeeded: packed &>> 6 & 0x7F)
            let slot = Int(truncatingIfNeeded: packed & 0x3F) &+ position
            return slot >= ring ? slot &- ring : slot
        }
        set {
            precondition(0 <= position && position < positionCount, "position out of range")
            precondition(packed & Self.ringFlag == 0, "a row's slot order follows its ring")
            setID(newValue, at: position)
        }
    }

    /// The id at `position`, for the library's own loops: no range check in release builds.
    @inlinable @inline(__always)
    func id(at position: Int) -> Int {
        assert(0 <= position && position < positionCount && packed & Self.ringFlag == 0)
        return Int(truncatingIfNeeded: packed &>> (4 &* UInt64(truncatingIfNeeded: position)) & 0xF)
    }

    /// Puts slot `id` at `position`, for the library's own loops: no range check in release
    /// builds.
    @inlinable @inline(__always)
    mutating func setID(_ id: Int, at position: Int) {
        assert(0 <= position && position < positionCount && 0 <= id && id < positionCount)
        let shift = 4 &* UInt64(truncatingIfNeeded: position)
        packed = packed & ~(0xF &<< shift) | UInt64(truncatingIfNeeded: id) &<< shift
    }
}

extension CarouselSlotOrder: CustomStringConvertible {
    /// The slot ids in brackets, in position order: `[1, 2, 3, 4, 0]`.
    public var description: String { "[" + map(String.init).joined(separator: ", ") + "]" }
}
