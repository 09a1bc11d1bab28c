/// An item of a row's window where the viewport shows it: its storage position, its slot, and
/// where it starts and ends, in points from the viewport's leading edge.
public struct RowItemFrame: Hashable, Sendable {
    /// The storage position.
    public let index: Int
    /// The slot bound to it.
    public let slot: Int
    /// Where the item starts, from the viewport's leading edge (negative: before it).
    public let start: Double
    /// Where the item ends: `start` plus its length.
    public let end: Double

    @inlinable
    init(index: Int, slot: Int, start: Double, end: Double) {
        self.index = index
        self.slot = slot
        self.start = start
        self.end = end
    }

    /// Whether some of the item lies inside a viewport `viewport` points long: what "on
    /// screen" means for a row's frame.
    @inlinable
    func overlapsViewport(_ viewport: Double) -> Bool { end > 0 && start < viewport }
}

extension ItemRow {
    /// Every item of the window in order, where it lies: the items at least partly inside the
    /// viewport and its margins, consecutive ones `spacing` apart.
    ///
    /// Laid out from the current item's cell outward, so each call is exact for the position it
    /// reads, however far the row has moved.
    ///
    /// - Complexity: O(window) to read; reads each item's length once; no allocation.
    @inlinable
    var windowFrames: WindowFrames { WindowFrames(row: self) }

    /// The items of the window, laid out (see ``windowFrames``).
    @usableFromInline struct WindowFrames: Sequence {
        @usableFromInline let row: ItemRow

        @inlinable
        init(row: ItemRow) { self.row = row }

        /// The frames in window order.
        @inlinable
        func makeIterator() -> Iterator {
            let first = row.firstWindowCell()
            var iterator = Iterator(row: row, position: 0, start: first.start)
            iterator.index = first.index
            return iterator
        }

        /// Reads the frames one at a time.
        @usableFromInline struct Iterator: IteratorProtocol {
            @usableFromInline let row: ItemRow
            @usableFromInline var position: Int
            /// The start of the current position's cell.
            @usableFromInline var start: Double
            @usableFromInline var index = 0

            @inlinable
            init(row: ItemRow, position: Int, start: Double) {
                self.row = row
                self.position = position
                self.start = start
            }

            /// The next frame, or `nil` after the last.
            @inlinable
            mutating func next() -> RowItemFrame? {
                guard position < row.window.count else { return nil }
                defer { position += 1 }
                return row.windowFrame(at: position, cellStart: &start, index: &index)
            }
        }
    }

    /// Where the cell of the window's first position starts, from the viewport's leading edge,
    /// and its item: the walk back from the current cell that every layout of the window
    /// starts with. The start of the current cell for an empty window.
    ///
    /// - Complexity: O(items before the current one in the window).
    @inlinable
    func firstWindowCell() -> (start: Double, index: Int) {
        var start = layout.anchorPoint - _phase
        var index = current
        guard window.count > 0 else { return (start, index) }
        for _ in window.lead..<0 {
            index = Ring.predecessor(of: index, count: count)
            start -= laidOutLength(at: index) + layout.spacing
        }
        return (start, index)
    }

    /// The frame of window position `position`, whose cell starts at `start` and shows the item
    /// at `index`; both move on to the next position's. What the loops over the window that
    /// run in a frame use, rather than ``windowFrames``, whose iterator holds a copy of the row.
    @inlinable
    func windowFrame(
        at position: Int, cellStart start: inout Double, index: inout Int
    ) -> RowItemFrame {
        let length = laidOutLength(at: index)
        let itemStart = start + layout.spacing / 2
        let frame = RowItemFrame(
            index: index, slot: window.slot(at: position), start: itemStart,
            end: itemStart + length)
        start += length + layout.spacing
        index = Ring.successor(of: index, count: count)
        return frame
    }

    /// The frames of the window's items that the viewport shows at least partly, in order.
    ///
    /// - Complexity: O(window); no allocation.
    @inlinable var visibleFrames: some Sequence<RowItemFrame> {
        let viewport = layout.viewportLength
        return windowFrames.lazy.filter { $0.overlapsViewport(viewport) }
    }

    /// The length the item at `index` is laid out at, which a window's layout already checked.
    @inlinable
    func laidOutLength(at index: Int) -> Double {
        layout.fitted(length(storage.elementPreferringBuffer(atPosition: index)))
    }

    /// The storage position that slot `id` is bound to, or `nil` when it shows nothing.
    ///
    /// - Complexity: O(window).
    @inlinable func boundIndex(ofSlot id: Int) -> Int? {
        window.position(ofSlot: id).map { index(current, offsetBy: window.lead + $0) }
    }

    /// The current item's place in ``windowFrames``: how many items of the window come before
    /// it.
    ///
    /// - Complexity: O(1).
    @inlinable var currentPosition: Int { -window.lead }

    /// The number of slots made so far, ids `0..<slotCount`: never more than
    /// ``RowLayout/slotCapacity``.
    @inlinable var slotCount: Int { window.slotsMade }

    /// Checks the row's invariants in debug builds: the phase inside the current cell, the
    /// window within capacity and every bound slot its own.
    @inlinable
    func checkInvariantsInDebugBuilds() {
        assert(
            {
                window.checkInvariants(capacity: layout.slotCapacity)
                guard isScrollable else { return true }
                let cell = laidOutLength(at: current) + layout.spacing
                return 0 <= phase && phase < cell && window.lead <= 0
            }(), "a row's invariants do not hold")
    }
}

extension ItemRow {
    /// A page indicator whose active dot is the current item.
    ///
    /// - Parameter maximumDots: the most dots the indicator may show; at least 1.
    /// - Returns: `nil` when the row is empty.
    /// - Throws: ``CarouselError/Code/invalidDotCount`` when `maximumDots < 1`.
    /// - Complexity: O(1).
    @inlinable func pageIndicator(maximumDots: Int) throws(CarouselError) -> PageIndicator? {
        guard maximumDots >= 1 else { throw .invalidDotCount(maximumDots) }
        return currentIndex.map {
            PageIndicator(count: count, current: $0, maximumDots: maximumDots)
        }
    }
}
