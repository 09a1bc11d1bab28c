extension CarouselEvents {
    /// Walks the parts of a ``CarouselEvents`` in their fixed order, without allocating.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let events: CarouselEvents
        // 0: move, 1: reorder, 2 + p: the rebind at position p, then offsetReset, then done.
        // A row's events go by their bits instead: the move, then each rebound position, then
        // each freed slot, so that a frame that rebinds nothing reads nothing.
        @usableFromInline var stage = 0
        /// A row's rebound positions not yet read, one bit a position.
        @usableFromInline var rebound: UInt64
        /// A row's freed slots not yet read, one bit a slot id.
        @usableFromInline var freed: UInt64

        /// An iterator at the first event of `events`.
        @inlinable init(events: CarouselEvents) {
            self.events = events
            rebound = events.rowRebound
            freed = events.rowFreed
        }

        /// The next event in order, or `nil` after the last one.
        @inlinable
        public mutating func next() -> CarouselEvent? {
            guard !events.isRow else { return nextOfRow() }
            let offsetStage = 2 + events.positionCount
            while stage <= offsetStage {
                defer { stage += 1 }
                switch stage {
                case 0: if let move = events.move { return .moved(move) }
                case 1:
                    if let order = events.reorder { return .reorder(slots: order) }
                case offsetStage:
                    if let offset = events.offsetReset { return .offsetReset(offset: offset) }
                default:
                    if let rebind = events.rebind(atPosition: stage - 2) {
                        return .rebind(slot: rebind.slot, index: rebind.index)
                    }
                }
            }
            return nil
        }

        /// The next event of a row's events.
        @inlinable
        mutating func nextOfRow() -> CarouselEvent? {
            if stage == 0 {
                stage = 1
                if let move = events.move { return .moved(move) }
            }
            if rebound != 0 {
                let position = rebound.trailingZeroBitCount
                rebound &= rebound &- 1
                return .rebind(
                    slot: events.rowSlot(at: position), index: events.rowIndex(at: position))
            }
            guard freed != 0 else { return nil }
            let slot = freed.trailingZeroBitCount
            freed &= freed &- 1
            return .rebind(slot: slot, index: nil)
        }
    }
}
