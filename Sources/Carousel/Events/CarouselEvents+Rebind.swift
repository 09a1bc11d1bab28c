extension CarouselEvents {
    /// One slot to configure for one storage index.
    public struct Rebind: Hashable, Sendable {
        /// The id of the slot to configure: in `0..<positionCount` for a carousel of pages,
        /// below the slot capacity for items of their own lengths.
        public var slot: Int
        /// The storage position it shows from now on, or `nil` for nothing.
        public var index: Int?

        /// A rebind of slot `slot` to storage position `index`.
        @inlinable
        init(slot: Int, index: Int?) {
            self.slot = slot
            self.index = index
        }
    }
}
