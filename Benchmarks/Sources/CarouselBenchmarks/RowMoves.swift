import Carousel

/// A move of a carousel of items of their own lengths, on the rows' layout (``rowFrameLayout()``),
/// each call reading one precomputed input as ``MoveOperation`` does: what the allocation check
/// holds moves of every shape to, not only frames.
enum RowMove: String, CaseIterable {
    /// One item forward.
    case next = "row move: next()"
    /// A step of any size, `Int.min` and `Int.max` among them (``MoveOperation/advanceRandom``).
    case advanceRandom = "row move: advance(by: random)"
    /// A jump to a random index.
    case jumpRandom = "row move: jump(to: random)"

    /// The move as the page workloads draw its inputs.
    var pageOperation: MoveOperation {
        switch self {
        case .next: .next
        case .advanceRandom: .advanceRandom
        case .jumpRandom: .jumpRandom
        }
    }
}

/// A run of `move` over the twelve lengths of ``rowFrameLengths`` or `0..<Int.max`, under
/// `policy`: call it with a number of moves.
func makeRowMoves(_ move: RowMove, overRange: Bool, policy: ReusePolicy) -> (Int) -> Void {
    var rng = SplitMix64(state: 0x44)
    let inputs = move.pageOperation.inputs(
        count: overRange ? Int.max : rowFrameLengths.count, using: &rng)
    let lengths = rowFrameLengths
    if overRange {
        var row = Carousel(
            0..<Int.max, layout: rowFrameLayout(), reusePolicy: policy,
            length: { lengths[$0 % lengths.count] }, makeSlot: { $0 })
        return { n in runRowMoves(move, n, inputs, on: &row) }
    }
    var row = Carousel(
        lengths, layout: rowFrameLayout(), reusePolicy: policy, length: { $0 }, makeSlot: { $0 })
    return { n in runRowMoves(move, n, inputs, on: &row) }
}

/// `n` calls of `move` on `row`, each reading the next of `inputs`.
private func runRowMoves<Storage>(
    _ move: RowMove, _ n: Int, _ inputs: Inputs, on row: inout Carousel<Storage, Int>
) {
    var bound = 0
    for i in 0..<n {
        let input = inputs.steps[i & inputMask]
        let events: CarouselEvents
        switch move {
        case .next: events = row.next()
        case .advanceRandom: events = row.advance(by: input)
        case .jumpRandom: events = try! row.jump(to: input)
        }
        bound &+= events.count
    }
    blackHole(bound)
}
