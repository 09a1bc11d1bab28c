/// The shape of a carousel's window: `neighbors` positions on each side of the current one, and
/// what the positions show when there are fewer items than positions.
///
/// Position `p` (in `0..<positionCount`) lies `p - neighbors` pages from the current one. The
/// three-slot carousel is `neighbors == 1` with ``FewItemsRule/repeating``.
@usableFromInline
struct WindowLayout: Hashable, Sendable {
    /// The positions on each side of the current one, in ``CarouselLimits/neighbors``.
    @usableFromInline let neighbors: Int
    /// What the positions show when there are fewer items than positions.
    @usableFromInline let fewItems: FewItemsRule

    @inlinable
    init(neighbors: Int, fewItems: FewItemsRule) {
        assert(CarouselLimits.neighbors.contains(neighbors))
        self.neighbors = neighbors
        self.fewItems = fewItems
    }

    /// The three-slot carousel's layout.
    @inlinable static var threeSlots: WindowLayout {
        WindowLayout(neighbors: 1, fewItems: .repeating)
    }

    /// The number of positions: `2 × neighbors + 1`.
    @inlinable var positionCount: Int { 2 &* neighbors &+ 1 }

    /// What position `position` shows around position `current` of `count` items.
    ///
    /// With `farStep`, a far move's binding (see ``SlotItem/window(current:count:farStep:)``):
    /// the side in its direction shows the run that starts `farStep` pages away, so that the
    /// target lies one page from the current position with its own neighbors beyond it.
    ///
    /// - Complexity: O(1); O(`neighbors`) under ``FewItemsRule/leavingEmpty`` with a binding.
    @inlinable
    func item(at position: Int, current: Int, count: Int, farStep: Int? = nil) -> SlotItem {
        assert(0 <= position && position < positionCount)
        let offset = position &- neighbors
        switch count {
        case 0: return .empty
        case 1: return offset == 0 ? .item(0) : .empty
        default: break
        }
        let item = ringItem(offset, current: current, count: count, farStep: farStep)
        guard fewItems == .leavingEmpty, offset != 0 else { return item }
        guard farStep != nil else {
            guard count < positionCount else { return item }
            // The closest positions take the items, the one after first at equal distance.
            let before = (count &- 1) / 2
            return -before <= offset && offset < count &- before ? item : .empty
        }
        // Under a binding the runs of the two sides can meet, with any count below the far step
        // plus the positions: the nearer position keeps the item.
        let distance = offset.magnitude
        for closer in -Int(distance)...Int(distance) where closer != offset {
            let isCloser = closer.magnitude < distance || closer > 0
            if isCloser
                && ringItem(closer, current: current, count: count, farStep: farStep) == item
            {
                return .empty
            }
        }
        return item
    }

    /// The item `offset` pages from `current` on the ring, or on the bound run of a far binding.
    @inlinable
    func ringItem(_ offset: Int, current: Int, count: Int, farStep: Int?) -> SlotItem {
        if let farStep, offset != 0, (offset > 0) == (farStep > 0) {
            // |offset| <= 7, so `offset ∓ 1` cannot overflow.
            let start = Ring.advance(current, by: farStep, count: count)
            return .item(Ring.advance(start, by: offset &- farStep.signum(), count: count))
        }
        return .item(Ring.advance(current, by: offset, count: count))
    }
}
