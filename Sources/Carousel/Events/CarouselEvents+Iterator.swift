extension CarouselEvents {
    /// Walks the parts of a ``CarouselEvents`` in their fixed order, without allocating.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let events: CarouselEvents
        // 0: move, 1: reorder, 2 + p: the rebind at position p, then offsetReset, then done.
        @usableFromInline var stage = 0

        /// An iterator at the first event of `events`.
        @inlinable init(events: CarouselEvents) { self.events = events }

        /// The next event in order, or `nil` after the last one.
        @inlinable
        public mutating func next() -> CarouselEvent? {
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
    }
}
