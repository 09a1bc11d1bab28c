/// The events of one operation, in the order the view must apply them.
///
/// A fixed-size value rather than an array, so that an operation never allocates. Iterate it (it is
/// a `Sequence` of ``CarouselEvent``), or read its parts directly.
public struct CarouselEvents: Hashable, Sendable {
    // The parts are stored under underscored names that inlinable code may write (a
    // `public internal(set)` setter cannot be `@usableFromInline`); the public names only read.
    /// The value of ``move``.
    @usableFromInline var _move: CarouselMove?
    /// The value of ``reorder``.
    @usableFromInline var _reorder: Trio<Int>?
    /// The value of ``rebinds``.
    @usableFromInline var _rebinds: Trio<Rebind?> = Trio(nil, nil, nil)
    /// The value of ``offsetReset``.
    @usableFromInline var _offsetReset: Double?

    /// The move, if the operation moved.
    @inlinable public var move: CarouselMove? { _move }
    /// The new slot order in position order, if it changed (rotate policy only).
    @inlinable public var reorder: Trio<Int>? { _reorder }
    /// For each position, the rebind it needs (the slot id and the storage index), or `nil`.
    @inlinable public var rebinds: Trio<Rebind?> { _rebinds }
    /// The offset to reset the scroll position to without animation, if any.
    @inlinable public var offsetReset: Double? { _offsetReset }

    /// One slot to configure for one storage index.
    public struct Rebind: Hashable, Sendable {
        /// The id (0, 1 or 2) of the slot to configure.
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

    /// Creates an empty list: the result of an operation that changed nothing.
    @inlinable
    public init() {}

    /// The number of events.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var count: Int {
        (move == nil ? 0 : 1) + (reorder == nil ? 0 : 1) + rebinds.count { $0 != nil }
            + (offsetReset == nil ? 0 : 1)
    }

    /// Whether the operation changed nothing the view shows.
    @inlinable
    public var isEmpty: Bool { count == 0 }
}

extension CarouselEvents: Sequence {
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
                    if let rebind = events.rebinds[stage - 2] {
                        return .rebind(slot: rebind.slot, index: rebind.index)
                    }
                default: if let offset = events.offsetReset { return .offsetReset(offset: offset) }
                }
            }
            return nil
        }
    }

    /// An iterator over the events in their fixed order.
    @inlinable
    public func makeIterator() -> Iterator { Iterator(events: self) }
}
