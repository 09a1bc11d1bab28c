/// A rotate move of slots that show the window, worked out in advance: the new slot order and
/// the bits ``CarouselEvents`` stores for the reorder and the rebinds.
///
/// Which held item equals which needed one depends only on the shift's class (0, 1, `count - 1`, 2,
/// `count - 2` or another) and on the count up to 5: from 5 items on, the three positions before
/// and the three after overlap only where the shift says. So the answers for one representative
/// count of each class (2, 3, 4 and 6) are computed once, by
/// ``Matching/greedy(candidates:order:scrolledPages:)`` from comparisons of real windows and
/// recorded with the events' own setters, into a table of 288 that each move reads.
@usableFromInline
struct WindowMove {
    /// Bits 0–3: the first two slot ids of the new order (the third is what remains of
    /// 0 + 1 + 2); 4 and up: the events' bits.
    @usableFromInline let packed: UInt32

    @inlinable init(packed: UInt32) { self.packed = packed }

    /// The slot ids in position order after the move.
    @inlinable var order: Trio<Int> {
        let first = Int(packed & 3)
        let second = Int(packed >> 2 & 3)
        return Trio(first, second, 3 &- first &- second)
    }

    /// The reorder and the rebinds, as ``CarouselEvents`` stores them.
    @inlinable var eventBits: UInt64 { UInt64(packed >> 4) }

    /// The move of slots in `order` that show the window of `count` items, moved forward by
    /// `shift` pages in `0..<count`.
    ///
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    static func lookUp(shiftedBy shift: Int, count: Int, order: Trio<Int>) -> WindowMove {
        let index =
            shiftClass(shift, count: count) | (Swift.min(count, 5) &- 2) << 3
            | (3 &* order.previous &+ order.current) << 5
        return WindowMove(packed: table[index])
    }

    /// The class of a shift in `0..<count` that decides which slots keep their item.
    @inlinable @inline(__always)
    static func shiftClass(_ shift: Int, count: Int) -> Int {
        // In this order: for 3 items a shift of 1 is also `count - 2`, and 2 is `count - 1`.
        if shift == 0 { return 0 }
        if shift == 1 { return 1 }
        if shift == count &- 1 { return 2 }
        if shift == 2 { return 3 }
        if shift == count &- 2 { return 4 }
        return 5
    }

    /// Every move, at `shiftClass | (min(count, 5) - 2) << 3 | (3 × order.previous +
    /// order.current) << 5`; indices of no class, count or order hold 0.
    @usableFromInline static let table: [UInt32] = (0..<288).map { index in
        let (shiftClass, countClass, orderCode) = (index & 7, index >> 3 & 3, index >> 5)
        let count = [2, 3, 4, 6][countClass]
        let shift = [0, 1, count - 1, 2, count - 2, 3][Swift.min(shiftClass, 5)]
        let (first, second) = (orderCode / 3, orderCode % 3)
        guard shiftClass < 6, 0 <= shift, shift < count,
            Self.shiftClass(shift, count: count) == shiftClass, first != second, orderCode < 9
        else { return 0 }
        let order = Trio(first, second, 3 - first - second)
        // A ring whose slots in `order` show the window at 0, reconciled by comparisons to the
        // window at `shift`: what every such move does.
        var slotTable = SlotTable(
            slots: Trio((), (), ()), window: SlotItem.window(current: 0, count: count))
        slotTable.order = order
        let bits = slotTable.reconcileByComparison(
            to: SlotItem.window(current: shift, count: count))
        let moved = slotTable.order
        return UInt32(moved.previous | moved.current << 2) | UInt32(bits) << 4
    }
}
