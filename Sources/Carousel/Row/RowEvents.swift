/// The events of one operation on an ``ItemRow``, in the order the view applies them: the move
/// (at most one), a ``CarouselEvent/rebind(slot:index:)`` for each window position whose slot
/// must show another item, in position order, then one with a `nil` index for each slot that
/// left the window and shows nothing now, by slot id.
///
/// A slot id first named by a rebind is a new slot: make its view then. A fixed-size value, so
/// that an operation never allocates; iterate it as a `Sequence` of ``CarouselEvent``.
@_spi(ItemLengths)
public struct RowEvents: Sendable, Sequence {
    /// The move, if the current item changed.
    public var move: CarouselMove? { _move }
    /// The storage of ``move``, visible to the inlinable moves.
    @usableFromInline var _move: CarouselMove?
    /// How far the content scrolled toward the next items, in points (every item that stayed in
    /// the window starts that much nearer the viewport's leading edge), when the operation moved
    /// it continuously: a scroll, a frame of a glide
    /// or of continuous scrolling, a glide's landing. `nil` when it put the row somewhere new
    /// (an advance, a jump, an offset, a data change, a new layout): lay every item out again
    /// then.
    public var distance: Double? { _distance }
    /// The storage of ``distance``, visible to the inlinable moves.
    @usableFromInline var _distance: Double?
    /// The item count after the operation.
    @usableFromInline var count = 0
    /// The storage position of window position 0 after the operation.
    @usableFromInline var first = 0
    /// The slot of each window position after the operation.
    @usableFromInline var slots = SlotBytes()
    /// The window positions to rebind, one bit a position.
    @usableFromInline var rebound: UInt64 = 0
    /// The slots that left the window, one bit a slot id.
    @usableFromInline var freed: UInt64 = 0
    /// The window positions whose slot shows its item at a new place (entered, or moved along
    /// the window with few items), one bit a position: what a scroll view places.
    @usableFromInline var entered: UInt64 = 0

    /// No events: an operation that changed nothing.
    @inlinable
    public init() {}

    /// Whether there are no events.
    public var isEmpty: Bool { move == nil && rebound == 0 && freed == 0 }

    /// The number of slots to rebind to an item.
    public var bindCount: Int { rebound.nonzeroBitCount }

    /// The number of slots that left the window.
    public var freeCount: Int { freed.nonzeroBitCount }

    /// The events in order.
    public func makeIterator() -> Iterator { Iterator(events: self) }

    /// Reads the events one at a time.
    public struct Iterator: IteratorProtocol {
        let events: RowEvents
        var movePending: Bool
        var rebound: UInt64
        var freed: UInt64

        init(events: RowEvents) {
            self.events = events
            movePending = events.move != nil
            rebound = events.rebound
            freed = events.freed
        }

        /// The next event, or `nil` after the last.
        public mutating func next() -> CarouselEvent? {
            if movePending, let move = events.move {
                movePending = false
                return .moved(move)
            }
            if rebound != 0 {
                let position = rebound.trailingZeroBitCount
                rebound &= rebound &- 1
                return .rebind(
                    slot: events.slots[position],
                    index: Ring.advance(events.first, by: position, count: events.count))
            }
            if freed != 0 {
                let slot = freed.trailingZeroBitCount
                freed &= freed &- 1
                return .rebind(slot: slot, index: nil)
            }
            return nil
        }
    }
}
