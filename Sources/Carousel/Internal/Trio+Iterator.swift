extension Trio {
    /// Iterates the three values in position order, without allocating.
    @usableFromInline
    struct Iterator: IteratorProtocol {
        @usableFromInline let trio: Trio
        @usableFromInline var position = 0

        /// An iterator at the start of `trio`.
        @inlinable init(trio: Trio) { self.trio = trio }

        /// The next value in position order, or `nil` after *next*.
        @inlinable
        mutating func next() -> Element? {
            guard position < 3 else { return nil }
            defer { position += 1 }
            return trio[position]
        }
    }
}
