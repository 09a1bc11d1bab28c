// A row of items of different lengths binds a window of up to 64 positions, through a ring of
// slots (``RowWindow``), so its events fit the same 56 bytes as a pager's: the ring's two
// numbers name every position's slot, and three words hold one bit a position or a slot.
//
// In `_bits`: the move and its cause as for any events, ``Bits/wide`` (no three-slot field
// applies), a rebind bit and a free bit that only say some are present, whether every position
// is placed anew, and from bit 40 the window: its count less one, the ring's base and size less
// one, and the current item's distance from the first position. `_from` holds the rebound
// positions, `_step` the move's step, `_indices` the item count, the current index and the
// freed slots, `_offsetReset` the distance scrolled (NaN for none).
extension CarouselEvents.Bits {
    /// A row's rebinds are present (in `_from`).
    @inlinable static var rowRebinds: UInt64 { 1 << 10 }
    /// A row's freed slots are present (in `_indices.next`).
    @inlinable static var rowFrees: UInt64 { 1 << 13 }
    /// Every position of the row's window shows its item at a new place: in the layout bits,
    /// since it says how to read the rebinds rather than being an event.
    @inlinable static var rowPlacesAll: UInt64 { 1 << 21 }
    /// The window's fields, six bits each from bit 40: count less one, base, ring less one,
    /// and minus the lead. The ring is at least three slots, so its field is never zero: that
    /// is what marks a row's events.
    @inlinable static var rowCountShift: UInt64 { 40 }
    @inlinable static var rowBaseShift: UInt64 { 46 }
    @inlinable static var rowRingShift: UInt64 { 52 }
    @inlinable static var rowLeadShift: UInt64 { 58 }
    @inlinable static var rowRingField: UInt64 { 63 << rowRingShift }
}

extension CarouselEvents {
    /// Events of a row's operation: `window` after it, over `count` items whose current one is
    /// `current`, with the `move` it made, the window positions `rebound`, the slots `freed`,
    /// whether every position is placed anew, and how far the content scrolled (`distance`
    /// points toward the next items, when the operation moved it continuously).
    @inlinable
    init(
        row window: RowWindow, count: Int, current: Int, move: CarouselMove?, rebound: UInt64,
        freed: UInt64, placesAll: Bool, distance: Double?
    ) {
        self.init()
        var bits =
            Bits.wide | UInt64(Swift.max(window.count &- 1, 0)) << Bits.rowCountShift
            | UInt64(window.base) << Bits.rowBaseShift
            | UInt64(window.ring &- 1) << Bits.rowRingShift
            | UInt64(-window.lead) << Bits.rowLeadShift
        if rebound != 0 { bits |= Bits.rowRebinds }
        if freed != 0 { bits |= Bits.rowFrees }
        if placesAll { bits |= Bits.rowPlacesAll }
        _bits = bits
        if let move { setMove(from: move.from, step: move.step, cause: move.cause) }
        _from = Int(Int64(bitPattern: rebound))
        _indices = Trio(count, current, Int(Int64(bitPattern: freed)))
        _offsetReset = distance ?? .nan
    }

    /// Whether these are a row's events.
    @inlinable var isRow: Bool { _bits & Bits.rowRingField != 0 }

    /// The number of positions of a row's window.
    @inlinable var rowPositionCount: Int {
        _indices.previous == 0 ? 0 : Int(truncatingIfNeeded: _bits >> Bits.rowCountShift & 63) &+ 1
    }

    /// The slot of position `position` of a row's window.
    @inlinable func rowSlot(at position: Int) -> Int {
        let base = Int(truncatingIfNeeded: _bits >> Bits.rowBaseShift & 63)
        let ring = Int(truncatingIfNeeded: _bits >> Bits.rowRingShift & 63) &+ 1
        let slot = base &+ position
        return slot >= ring ? slot &- ring : slot
    }

    /// The storage position at position `position` of a row's window.
    @inlinable func rowIndex(at position: Int) -> Int {
        let lead = -Int(truncatingIfNeeded: _bits >> Bits.rowLeadShift & 63)
        return Ring.advance(_indices.current, by: lead &+ position, count: _indices.previous)
    }

    /// A row's window positions to rebind, one bit a position; 0 for other events.
    @inlinable var rowRebound: UInt64 { isRow ? UInt64(bitPattern: Int64(_from)) : 0 }

    /// The slots a row's operation freed, one bit a slot id; 0 for other events.
    @inlinable var rowFreed: UInt64 { isRow ? UInt64(bitPattern: Int64(_indices.next)) : 0 }

    /// A row's window positions whose slot shows its item at a new place, one bit a position:
    /// what a scroll view places.
    @inlinable var rowEntered: UInt64 {
        _bits & Bits.rowPlacesAll != 0 ? RowWindow.lowBits(rowPositionCount) : rowRebound
    }

    /// How far a row's operation scrolled the content, in points, when that is all it did: no
    /// move, rebind or free, and no position placed anew; `nil` otherwise.
    @inlinable var rowScrolledOnly: Double? {
        let changes = Bits.move | Bits.rowRebinds | Bits.rowFrees | Bits.rowPlacesAll
        guard isRow, _bits & changes == 0, !_offsetReset.isNaN else { return nil }
        return _offsetReset
    }

    /// How far the content scrolled toward the next items, in points, when the operation of a
    /// carousel of items of their own lengths moved it continuously (a scroll, a frame of a glide
    /// or of continuous scrolling, a glide's landing): every item that stayed in the window
    /// starts that much nearer the viewport's leading edge. `nil` when the operation put the
    /// items somewhere new (a move at once, a jump, a data change, a new layout), and for a
    /// carousel of pages, whose view reads ``offsetReset`` instead.
    ///
    /// - Complexity: O(1).
    @inlinable public var scrolledPoints: Double? {
        isRow && !_offsetReset.isNaN ? _offsetReset : nil
    }
}
