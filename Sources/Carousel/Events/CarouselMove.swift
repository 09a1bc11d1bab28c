/// A change of the current index: where from, where to, by how many pages, and why.
public struct CarouselMove: Hashable, Sendable {
    /// The current index before the move.
    public var from: Int
    /// The current index after the move; equal to `from` when `step` is a multiple of the count.
    public var to: Int
    /// The signed number of pages moved; never 0 in the events the library emits.
    public var step: Int
    /// What caused the move.
    public var cause: Cause

    /// Creates a move record.
    ///
    /// - Parameters:
    ///   - from: the current index before the move.
    ///   - to: the current index after it.
    ///   - step: the signed number of pages moved.
    ///   - cause: what caused the move.
    @inlinable
    public init(from: Int, to: Int, step: Int, cause: Cause) {
        self.from = from
        self.to = to
        self.step = step
        self.cause = cause
    }

    /// `.next` for a positive step, `.previous` otherwise.
    @inlinable
    public var direction: Direction { step > 0 ? .next : .previous }
}
