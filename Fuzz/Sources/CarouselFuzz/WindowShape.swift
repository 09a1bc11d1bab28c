import Carousel

/// The window of a script's carousels: `neighbors` positions on each side of the current one
/// and the rule for fewer items than positions, read from the bits of the policy byte above the
/// policy (bits 1 to 3 the neighbors, 0 counting as 1; bit 4 `.leavingEmpty`). The seeds
/// written before wider windows existed have those bits clear: the three-slot carousel.
struct WindowShape: CustomStringConvertible {
    let neighbors: Int
    let fewItems: FewItemsRule

    init(policyByte: UInt8) {
        neighbors = max(Int(policyByte >> 1 & 7), 1)
        fewItems = policyByte & 1 << 4 == 0 ? .repeating : .leavingEmpty
    }

    /// `neighbors: 1` with `.repeating`, the carousel of `init(_:reusePolicy:makeSlot:)`.
    var isThreeSlots: Bool { neighbors == 1 && fewItems == .repeating }

    var positionCount: Int { 2 * neighbors + 1 }

    var description: String { "neighbors \(neighbors), \(fewItems)" }

    /// A carousel of this shape, slot ids as slot models.
    func carousel<Storage: RandomAccessCollection>(
        _ storage: Storage, reusePolicy: ReusePolicy
    ) -> Carousel<Storage, Int> where Storage.Index == Int {
        do {
            return try Carousel(
                storage, neighbors: neighbors, fewItems: fewItems, reusePolicy: reusePolicy
            ) { $0 }
        } catch {
            fatalError("finding: \(self) refused: \(error)")
        }
    }
}
