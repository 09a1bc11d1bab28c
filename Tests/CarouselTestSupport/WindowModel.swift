/// The storage positions a window of `2 × neighbors + 1` positions shows, recomputed from
/// scratch by plain arithmetic (the model the library's window is checked against): position `p`
/// shows `(current + p − neighbors) mod count`; one item shows only at the center; with
/// `leavingEmpty` and fewer items than positions, only the `(count − 1) / 2` positions before
/// the center and the rest after it show an item.
public func plainWindow(
    current: Int, count: Int, neighbors: Int, leavingEmpty: Bool
) -> [Int?] {
    (-neighbors...neighbors).map { offset -> Int? in
        guard count > 0 else { return nil }
        guard count > 1 else { return offset == 0 ? 0 : nil }
        if leavingEmpty && count < 2 * neighbors + 1 {
            let before = (count - 1) / 2
            guard -before <= offset && offset <= count - 1 - before else { return nil }
        }
        let remainder = offset % count
        let step = remainder < 0 ? remainder + count : remainder
        // Both are below `count <= Int.max`: in `UInt` their sum cannot overflow.
        return Int((UInt(current) + UInt(step)) % UInt(count))
    }
}
