/// Up to ``RowLayout/maximumSlotCount`` slot ids, one byte each, kept inline so that a row and
/// its events never allocate.
struct SlotBytes: Sendable {
    var storage: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) =
        (0, 0, 0, 0, 0, 0, 0, 0)

    init() {}

    /// The id at `position`, in `0..<RowLayout.maximumSlotCount`.
    subscript(position: Int) -> Int {
        get {
            precondition(0 <= position && position < RowLayout.maximumSlotCount)
            return withUnsafeBytes(of: storage) { Int($0[position]) }
        }
        set {
            precondition(0 <= position && position < RowLayout.maximumSlotCount)
            assert(0 <= newValue && newValue < RowLayout.maximumSlotCount)
            withUnsafeMutableBytes(of: &storage) {
                $0[position] = UInt8(truncatingIfNeeded: newValue)
            }
        }
    }
}
