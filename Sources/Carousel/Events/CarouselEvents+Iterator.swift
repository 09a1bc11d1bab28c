extension CarouselEvents {
    /// Walks the parts of a ``CarouselEvents`` in their fixed order, without allocating.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let events: CarouselEvents
        // 0: move, 1: reorder, 2...4: rebinds by position, 5: offsetReset, 6: done.
        @usableFromInline var stage = 0

        /// An iterator at the first event of `events`.
        @inlinable init(events: CarouselEvents) { self.events = events }

        /// The next event in order, or `nil` after the last one.
        @inlinable
        public mutating func next() -> CarouselEvent? {
            while stage < 6 {
                defer { stage += 1 }
                switch stage {
                case 0: if let move = events.move { return .moved(move) }
                case 1: if let order = events.reorder { return .reorder(slots: order) }
                case 2...4:
                    if let rebind = events.rebind(at: stage - 2) {
                        return .rebind(slot: rebind.slot, index: rebind.index)
                    }
                default: if let offset = events.offsetReset { return .offsetReset(offset: offset) }
                }
            }
            return nil
        }
    }
}
