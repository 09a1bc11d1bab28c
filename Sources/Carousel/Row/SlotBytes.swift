/// Up to 64 slot ids (``RowLayout/maximumSlotCount``), one byte each, kept inline so that a
/// row and its events never allocate.
@usableFromInline
struct SlotBytes: Sendable {
    /// The number of ids it holds: eight bytes in each of its eight words.
    @inlinable static var capacity: Int { 64 }

    @usableFromInline
    var storage: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) =
        (0, 0, 0, 0, 0, 0, 0, 0)

    @inlinable
    init() {}

    /// The id at `position`, in `0..<RowLayout.maximumSlotCount`.
    @inlinable
    subscript(position: Int) -> Int {
        get {
            precondition(0 <= position && position < Self.capacity)
            return withUnsafeBytes(of: storage) { Int($0[position]) }
        }
        set {
            precondition(0 <= position && position < Self.capacity)
            assert(0 <= newValue && newValue < Self.capacity)
            withUnsafeMutableBytes(of: &storage) {
                $0[position] = UInt8(truncatingIfNeeded: newValue)
            }
        }
    }
}
