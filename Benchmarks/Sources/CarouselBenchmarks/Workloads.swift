import Carousel

/// The number of precomputed inputs each loop cycles through (a power of two: `i & inputMask`).
let inputCount = 1_024
let inputMask = inputCount - 1

/// The storages measured: arrays of 3 and 1000 strings, and the ranges `0..<3` and `0..<Int.max`
/// (the same count in two storage types, and the same type at two extreme counts).
enum StorageSize: CaseIterable {
    case array3
    case array1000
    case range3
    case rangeMax

    var count: Int {
        switch self {
        case .array3, .range3: 3
        case .array1000: 1_000
        case .rangeMax: Int.max
        }
    }

    var countLabel: String { self == .rangeMax ? "Int.max" : String(count) }
    var isArray: Bool { self == .array3 || self == .array1000 }
    var storageLabel: String { isArray ? "[String]" : "Range" }
    /// The count as a number, for JSON.
    var countNumber: Int { count }
}

/// The window a row's carousel shows: `neighbors` positions on each side of the current one
/// (`2 × neighbors + 1` slots) and what they show with fewer items than positions. The
/// three-slot carousel, `neighbors: 1` with `.repeating`, is every row that names no shape.
struct WindowShape: Hashable {
    var neighbors: Int
    var fewItems: FewItemsRule

    static let threeSlots = WindowShape(neighbors: 1, fewItems: .repeating)

    /// The shapes measured, the three-slot carousel first: 3, 5, 7 and 15 slots, each under both
    /// rules (`neighbors: 1` with `.leavingEmpty` already takes the wide path).
    static let all = [1, 2, 3, 7].flatMap { neighbors in
        [FewItemsRule.repeating, .leavingEmpty].map {
            WindowShape(neighbors: neighbors, fewItems: $0)
        }
    }

    /// The neighbor counts `--neighbors` accepts.
    static let neighborCounts = [1, 2, 3, 7]

    var isThreeSlots: Bool { self == .threeSlots }
    var fewItemsName: String { fewItems == .repeating ? "repeating" : "leavingEmpty" }
    /// The shape in a callgrind label.
    var label: String { "neighbors=\(neighbors) fewItems=\(fewItemsName)" }

    /// A carousel of this shape over `storage`, slot ids as slot models.
    func carousel<S: RandomAccessCollection>(
        _ storage: S, _ policy: ReusePolicy
    ) -> Carousel<S, Int> where S.Index == Int {
        try! Carousel(storage, neighbors: neighbors, fewItems: fewItems, reusePolicy: policy) {
            $0
        }
    }
}

/// The moves measured. Each reads one precomputed input per call (a step, a target index or an
/// offset), so a constant step is as opaque to the optimizer as a random one.
enum MoveOperation: String, CaseIterable {
    case next = "next()"
    case advance10 = "advance(by: 10)"
    case advance100 = "advance(by: 100)"
    case advanceMillion = "advance(by: 1_000_000)"
    case advanceIntMax = "advance(by: Int.max)"
    case advanceIntMin = "advance(by: Int.min)"
    case advanceRandom = "advance(by: random)"
    case jumpRandom = "jump(to: random)"
    case scrollOnePage = "scroll(toOffset: 2.0)"
    case scrollWithinPage = "scroll(toOffset: 1.5)"
    case scrollBillion = "scroll(toOffset: 1e9)"
    case scrollRandom = "scroll(toOffset: random)"
    /// Autoplay on with an interval of 1e6 s: the tick only counts time, it never moves.
    case tickNoMove = "tick(1/60), no move"

    enum Input { case none, steps, indices, offsets, seconds }

    /// The operations of `--quick`: one of each kind, the extremes of `advance(by:)` included.
    static let quick: [MoveOperation] = [
        .next, .advanceIntMax, .advanceRandom, .jumpRandom, .scrollOnePage, .scrollWithinPage,
        .scrollRandom, .tickNoMove,
    ]

    /// The moves measured for every shape but the three-slot one: one of each kind that moves.
    /// (A scroll within the page and a tick that does not move return before the window.)
    static let wide: [MoveOperation] = [
        .next, .advanceRandom, .jumpRandom, .scrollOnePage, .scrollRandom,
    ]

    /// What the operation is compared with: a move with the naive single step (one page of the
    /// array-and-index model), an operation that only records a number with the loop alone.
    var baseline: Baseline {
        self == .scrollWithinPage || self == .tickNoMove ? .loop : .naiveStep
    }

    var input: Input {
        switch self {
        case .next: .none
        case .advance10, .advance100, .advanceMillion, .advanceIntMax, .advanceIntMin,
            .advanceRandom:
            .steps
        case .jumpRandom: .indices
        case .scrollOnePage, .scrollWithinPage, .scrollBillion, .scrollRandom: .offsets
        case .tickNoMove: .seconds
        }
    }

    /// The pages a move of this kind passes, when that is the same for every call and small
    /// enough for the naive one-page-at-a-time baseline.
    var naiveSteps: Int? {
        switch self {
        case .next, .scrollOnePage: 1
        case .advance10: 10
        case .advance100: 100
        case .advanceMillion: 1_000_000
        default: nil
        }
    }

    /// The precomputed inputs for a storage of `count` items.
    func inputs(count: Int, using rng: inout SplitMix64) -> Inputs {
        var steps = [Int](repeating: 0, count: inputCount)
        var offsets = [Double](repeating: 0, count: inputCount)
        for i in 0..<inputCount {
            switch self {
            case .next: break
            case .advance10: steps[i] = 10
            case .advance100: steps[i] = 100
            case .advanceMillion: steps[i] = 1_000_000
            case .advanceIntMax: steps[i] = .max
            case .advanceIntMin: steps[i] = .min
            case .advanceRandom:
                // Every magnitude: the extremes, small steps both ways, and any Int at all.
                switch i % 8 {
                case 0: steps[i] = .min
                case 1: steps[i] = .max
                case 2, 3: steps[i] = Int.random(in: 1...10, using: &rng) * (i % 2 == 0 ? 1 : -1)
                default: steps[i] = Int.random(in: .min ... .max, using: &rng)
                }
            case .jumpRandom: steps[i] = Int.random(in: 0..<count, using: &rng)
            case .scrollOnePage: offsets[i] = 2
            case .scrollWithinPage: offsets[i] = 1.5
            case .scrollBillion: offsets[i] = 1e9
            case .scrollRandom: offsets[i] = Double.random(in: -1e9...1e9, using: &rng)
            case .tickNoMove: offsets[i] = 1.0 / 60
            }
        }
        return Inputs(steps: steps, offsets: offsets)
    }
}

/// The cost an operation is divided by in the ratio column.
enum Baseline: String {
    /// `runNaive` with a step of 1: one page of the plain array-and-index model.
    case naiveStep = "naive step"
    /// `runLoopOverhead`: the benchmark loop without the call.
    case loop = "loop"
}

/// One loop's precomputed inputs; only the array the operation reads matters.
struct Inputs {
    var steps: [Int]
    var offsets: [Double]
}

/// `n` calls of `operation` on `carousel`, each result kept alive.
///
/// Each operation's loop is a function of its own, as a call site in an app is: in one function
/// holding all five loops, whether the optimizer inlined one depended on the size of the others.
func runMoves<S>(
    _ carousel: inout Carousel<S, Int>, _ operation: MoveOperation, _ inputs: Inputs, _ n: Int
) {
    switch operation.input {
    case .none: runNext(&carousel, n)
    case .steps: runAdvance(&carousel, inputs.steps, n)
    case .indices: runJump(&carousel, inputs.steps, n)
    case .offsets: runScroll(&carousel, inputs.offsets, n)
    case .seconds: runTick(&carousel, inputs.offsets, n)
    }
}

@inline(never)
func runNext<S>(_ carousel: inout Carousel<S, Int>, _ n: Int) {
    for _ in 0..<n { blackHole(carousel.next()) }
}

@inline(never)
func runAdvance<S>(_ carousel: inout Carousel<S, Int>, _ steps: [Int], _ n: Int) {
    for i in 0..<n { blackHole(carousel.advance(by: steps[i & inputMask])) }
}

@inline(never)
func runJump<S>(_ carousel: inout Carousel<S, Int>, _ indices: [Int], _ n: Int) {
    for i in 0..<n { blackHole(try! carousel.jump(to: indices[i & inputMask])) }
}

@inline(never)
func runScroll<S>(_ carousel: inout Carousel<S, Int>, _ offsets: [Double], _ n: Int) {
    for i in 0..<n { blackHole(try! carousel.scroll(toOffset: offsets[i & inputMask])) }
}

@inline(never)
func runTick<S>(_ carousel: inout Carousel<S, Int>, _ seconds: [Double], _ n: Int) {
    for i in 0..<n { blackHole(try! carousel.tick(seconds[i & inputMask])) }
}

/// Baseline 1, the loop alone: `n` times read the input the move would read and keep it alive.
@inline(never)
func runLoopOverhead(_ input: MoveOperation.Input, _ inputs: Inputs, _ n: Int) {
    let steps = inputs.steps
    let offsets = inputs.offsets
    switch input {
    case .none: for i in 0..<n { blackHole(i) }
    case .steps, .indices: for i in 0..<n { blackHole(steps[i & inputMask]) }
    case .offsets, .seconds: for i in 0..<n { blackHole(offsets[i & inputMask]) }
    }
}

/// Baseline 2, the naive model: an index into an array of `count` items, moved `k` pages by `k`
/// single increments, each with a wrap test. O(k) per move.
@inline(never)
func runNaive(count: Int, steps: [Int], _ n: Int) {
    var index = 0
    for i in 0..<n {
        var remaining = steps[i & inputMask]
        while remaining > 0 {
            index += 1
            if index == count { index = 0 }
            remaining -= 1
        }
        blackHole(index)
    }
}

/// Data changes, measured for contrast: they may allocate (the storage grows or is copied).
enum DataChange: String, CaseIterable {
    case insertRemove = "insert(at: 0) + remove(at: 0)"
    case replace = "replace(at: random, with:)"
    case load = "load(other array)"
}

/// `n` data changes of kind `change` on `carousel`; `other` is a second storage for `load`.
func runDataChanges(
    _ carousel: inout Carousel<[Int], Int>, _ change: DataChange, _ indices: [Int],
    _ storages: ([Int], [Int]), _ n: Int
) {
    switch change {
    case .insertRemove:
        for _ in 0..<n {
            blackHole(try! carousel.insert(-1, at: 0))
            blackHole(try! carousel.remove(at: 0))
        }
    case .replace:
        for i in 0..<n { blackHole(try! carousel.replace(at: indices[i & inputMask], with: -i)) }
    case .load:
        for i in 0..<n {
            blackHole(carousel.load(i & 1 == 0 ? storages.0 : storages.1, keepingCurrent: .byValue))
        }
    }
}

/// Reads a view makes after a move, measured for contrast: they are not moves, so they do not fail
/// the allocation check.
enum ReadOperation: String, CaseIterable {
    case window = "window"
    case currentElement = "currentElement"
    /// The item at every position, as a view configuring its slots reads them.
    case windowElements = "element(at:) of the window"
    case progress = "progress"
}

/// `n` reads of kind `read` from `carousel`, each result kept alive.
func runReads<S>(_ carousel: inout Carousel<S, Int>, _ read: ReadOperation, _ n: Int) {
    switch read {
    case .window: for _ in 0..<n { blackHole(carousel.window) }
    case .currentElement: for _ in 0..<n { blackHole(carousel.currentElement) }
    case .windowElements:
        for _ in 0..<n {
            for index in carousel.window { blackHole(index.flatMap { carousel.element(at: $0) }) }
        }
    case .progress: for _ in 0..<n { blackHole(carousel.progress) }
    }
}
