// Benchmarks of Carousel's moves: time per move, heap allocations per move, and baselines measured
// in the same run. See Benchmarks/README.md.
//
//   swift run -c release --package-path Benchmarks CarouselBenchmarks [options]

import AllocationCounter
import Carousel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let usage = """
    usage: CarouselBenchmarks [options]

      (no option)            the full table: time, baselines and allocations of every move,
                             element read and data change; exits 1 if any move allocates
      --check-allocations    only count allocations; exits 1 if any move allocates
      --json                 one JSON object a row (name, count, storage, policy, ns_per_op,
                             baseline, baseline_ns_per_op, ratio, allocs_per_op), nothing else
                             on standard output (the closing check goes to standard error)
      --quick                a reduced set, in well under 30 s: moves and reads of one of each
                             kind on 1000 strings and 0..<Int.max, 3 runs of 20000 calls
      --only SECTION         moves, frames, reads, data or peers: only that section
                             (repeatable)
      --count 3|1000|max     only this count (repeatable)
      --storage array|range  only this storage type (repeatable)
      --policy rebind|rotate only this reuse policy (repeatable)
      --neighbors 1|2|3|7   only carousels of this many neighbors a side (repeatable);
                             1 with repeating is the three-slot carousel of the rows that
                             name no shape
      --few-items repeating|leavingEmpty
                             only this rule for fewer items than slots (repeatable)
      --op TEXT              only operations whose name contains TEXT (repeatable)
      --reps N               timed repetitions per row, median reported (default 5)
      --ops N                operations per timed repetition (default 50000;
                             at most 5000 for data changes)
      --alloc-ops N          operations per allocation count (default 100000;
                             at most 5000 for data changes)
      --callgrind N          no timing: run each selected loop N times between two markers,
                             then each move's loop without the library call (its overhead);
                             for valgrind --tool=callgrind, see callgrind.sh and README.md
      --help                 this text
    """

struct Options {
    var checkAllocationsOnly = false
    var json = false
    var moves = true
    var frames = true
    var reads = true
    var dataChanges = true
    var peers = true
    var sizes = StorageSize.allCases
    var policies = ReusePolicy.allCases
    var shapes = WindowShape.all
    /// Whether `--few-items` chose the rules.
    var fewItemsChosen = false
    var operationFilters: [String] = []
    var reps = 5
    var ops = 50_000
    var allocationOps = 100_000
    var callgrindIterations: Int?

    func selects(_ name: String) -> Bool {
        operationFilters.isEmpty || operationFilters.contains { name.contains($0) }
    }

    static func parse(_ arguments: [String]) -> Options {
        var options = Options()
        var counts: [Int] = []
        var storages: [Bool] = []  // isArray
        var policies: [ReusePolicy] = []
        var neighbors: [Int] = []
        var fewItems: [FewItemsRule] = []
        var quick = false
        var sections: Set<String> = []
        var rest = arguments[...]
        func fail(_ message: String) -> Never {
            print("error: \(message)\n\n\(usage)")
            exit(2)
        }
        func value(_ flag: String) -> String {
            guard let value = rest.popFirst() else { fail("\(flag) needs a value") }
            return value
        }
        func positive(_ flag: String) -> Int {
            let text = value(flag)
            guard let number = Int(text), number > 0 else {
                fail("\(flag) \(text): not a positive integer")
            }
            return number
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--check-allocations": options.checkAllocationsOnly = true
            case "--json": options.json = true
            case "--quick":
                quick = true
                sections.formUnion(["moves", "reads"])
                counts += [1_000, .max]
                options.operationFilters += MoveOperation.quick.map(\.rawValue)
                options.operationFilters += ReadOperation.allCases.map(\.rawValue)
                options.reps = 3
                options.ops = 20_000
                options.allocationOps = 20_000
            case "--only":
                switch value(argument) {
                case let section
                where ["moves", "frames", "reads", "data", "peers"].contains(section):
                    sections.insert(section)
                case let other:
                    fail("--only \(other): expected moves, frames, reads, data or peers")
                }
            case "--count":
                switch value(argument) {
                case "3": counts.append(3)
                case "1000": counts.append(1_000)
                case "max", "Int.max": counts.append(.max)
                case let other: fail("--count \(other): expected 3, 1000 or max")
                }
            case "--storage":
                switch value(argument) {
                case "array": storages.append(true)
                case "range": storages.append(false)
                case let other: fail("--storage \(other): expected array or range")
                }
            case "--policy":
                switch value(argument) {
                case "rebind": policies.append(.rebind)
                case "rotate": policies.append(.rotate)
                case let other: fail("--policy \(other): expected rebind or rotate")
                }
            case "--neighbors":
                let text = value(argument)
                guard let count = Int(text), WindowShape.neighborCounts.contains(count) else {
                    fail("--neighbors \(text): expected 1, 2, 3 or 7")
                }
                neighbors.append(count)
            case "--few-items":
                switch value(argument) {
                case "repeating": fewItems.append(.repeating)
                case "leavingEmpty": fewItems.append(.leavingEmpty)
                case let other: fail("--few-items \(other): expected repeating or leavingEmpty")
                }
            case "--op": options.operationFilters.append(value(argument))
            case "--reps": options.reps = positive(argument)
            case "--ops": options.ops = positive(argument)
            case "--alloc-ops": options.allocationOps = positive(argument)
            case "--callgrind": options.callgrindIterations = positive(argument)
            case "--help", "-h":
                print(usage)
                exit(0)
            default: fail("unknown option \(argument)")
            }
        }
        if !sections.isEmpty {
            options.moves = sections.contains("moves")
            options.frames = sections.contains("frames")
            options.reads = sections.contains("reads")
            options.dataChanges = sections.contains("data")
            options.peers = sections.contains("peers")
        }
        options.sizes = StorageSize.allCases.filter { size in
            (counts.isEmpty || counts.contains(size.count))
                && (storages.isEmpty || storages.contains(size.isArray))
        }
        if !policies.isEmpty { options.policies = ReusePolicy.allCases.filter(policies.contains) }
        options.fewItemsChosen = !fewItems.isEmpty
        // --quick measures the three-slot carousel unless a shape is asked for.
        if quick && neighbors.isEmpty && fewItems.isEmpty { options.shapes = [.threeSlots] }
        options.shapes = options.shapes.filter { shape in
            (neighbors.isEmpty || neighbors.contains(shape.neighbors))
                && (fewItems.isEmpty || fewItems.contains(shape.fewItems))
        }
        return options
    }
}

extension ReusePolicy {
    var name: String { self == .rebind ? "rebind" : "rotate" }
}

/// One line of the table.
struct Row {
    var operation: String
    var count: String
    var countNumber: Int
    var storage: String
    var policy: String
    var nanoseconds: Double?
    /// The naive model taking the same `k` pages one at a time, for moves of a constant `k`.
    var naive: Double?
    var baseline: Baseline?
    var baselineNanoseconds: Double?
    var allocations: UInt64?
    var operations: Int
    var isMove: Bool
    /// The window of a carousel other than the three-slot one; `nil` for three slots and for
    /// rows that are no carousel's.
    var wideShape: WindowShape?

    init(
        _ operation: String, _ size: StorageSize, _ policy: ReusePolicy, operations: Int,
        isMove: Bool
    ) {
        self.operation = operation
        count = size.countLabel
        countNumber = size.countNumber
        storage = size.storageLabel
        self.policy = policy.name
        self.operations = operations
        self.isMove = isMove
    }

    /// A row of the peers table: not part of the allocation check.
    init(operation: String, count: Int, storage: String, policy: String, operations: Int) {
        self.operation = operation
        self.count = String(count)
        countNumber = count
        self.storage = storage
        self.policy = policy
        self.operations = operations
        isMove = false
    }

    var ratio: Double? {
        guard let nanoseconds, let baselineNanoseconds else { return nil }
        return nanoseconds / baselineNanoseconds
    }

    var allocationsPerOperationValue: Double? {
        allocations.map { Double($0) / Double(operations) }
    }

    /// The row as one JSON object; absent values are `null`.
    var json: String {
        func number(_ x: Double?) -> String { x.map { fixed($0, 4) } ?? "null" }
        let fields = [
            ("name", jsonString(operation)), ("count", String(countNumber)),
            ("storage", jsonString(storage)), ("policy", jsonString(policy)),
        ]
        let shapeFields =
            wideShape.map {
                [
                    ("neighbors", String($0.neighbors)),
                    ("few_items", jsonString($0.fewItemsName)),
                ]
            } ?? []
        let measures = [
            ("ns_per_op", number(nanoseconds)),
            ("baseline", baseline.map { jsonString($0.rawValue) } ?? "null"),
            ("baseline_ns_per_op", number(baselineNanoseconds)), ("ratio", number(ratio)),
            ("allocs_per_op", number(allocationsPerOperationValue)),
        ]
        return "{"
            + (fields + shapeFields + measures).map { "\"\($0.0)\":\($0.1)" }.joined(
                separator: ",") + "}"
    }

    var allocationsPerOperation: String {
        guard let allocations else { return "n/a" }
        if allocations == 0 { return "0" }
        return fixed(Double(allocations) / Double(operations), 4)
    }
}

struct Runner {
    let options: Options
    let countingWorks: Bool
    var rng = SplitMix64(state: 0x5EED)
    var rows: [Row] = []
    /// Baselines depend on the operation and the count, not on the policy: measured once each.
    var naiveCache: [String: Double] = [:]
    var loopCache: [String: Double] = [:]
    var callgrindRegions = 0

    static let widths = [30, 7, 8, 7, 8, 12, 10, 10, 7, 10]
    static let header = [
        "operation", "count", "storage", "policy", "ns/op", "naive k ns/op", "baseline",
        "base ns/op", "ratio", "allocs/op",
    ]
    /// The rows of a wider window have two more columns, the neighbors a side and the rule for
    /// few items, under a header of their own.
    static let wideWidths = [29, 2, 12, 7, 8, 7, 8, 12, 10, 10, 7, 10]
    static let wideHeader = [
        "operation", "r", "few items", "count", "storage", "policy", "ns/op", "naive k ns/op",
        "baseline", "base ns/op", "ratio", "allocs/op",
    ]
    /// Whether the last header printed was the wide one.
    var wideHeaderShown = false

    var timing: Bool { !options.checkAllocationsOnly && options.callgrindIterations == nil }

    /// Text around the table: on standard error with `--json`, so that standard output holds
    /// only the JSON rows.
    func say(_ text: String) {
        if options.json {
            printToStandardError(text)
        } else {
            print(text)
        }
    }

    func printHeader(wide: Bool = false) {
        if options.json { return }
        let line = tableLine(
            wide ? Self.wideHeader : Self.header, wide ? Self.wideWidths : Self.widths)
        print(line)
        print(String(repeating: "-", count: line.count))
    }

    /// `cells` in columns of `widths`, the first left-aligned.
    func tableLine(_ cells: [String], _ widths: [Int]) -> String {
        var line = ""
        for (i, cell) in cells.enumerated() {
            line += i == 0 ? padRight(cell, widths[i]) : " " + pad(cell, widths[i])
        }
        return line
    }

    /// Prints `row`, after the header of its kind when the last row was of the other kind.
    mutating func printRow(_ row: Row) {
        if options.json {
            print(row.json)
            return
        }
        if (row.wideShape != nil) != wideHeaderShown {
            wideHeaderShown.toggle()
            print("")
            printHeader(wide: wideHeaderShown)
        }
        let shapeCells = row.wideShape.map { [String($0.neighbors), $0.fewItemsName] } ?? []
        let cells =
            [row.operation] + shapeCells + [
                row.count, row.storage, row.policy,
                row.nanoseconds.map(formatNanoseconds) ?? "",
                row.naive.map(formatNanoseconds) ?? (timing ? "—" : ""),
                row.baseline?.rawValue ?? "",
                row.baselineNanoseconds.map(formatNanoseconds) ?? "",
                row.ratio.map { fixed($0, 1) + "x" } ?? "",
                row.allocationsPerOperation,
            ]
        print(tableLine(cells, row.wideShape == nil ? Self.widths : Self.wideWidths))
    }

    /// Runs one loop inside `callgrindRegion` after a warm-up, and announces the region.
    mutating func callgrind(_ label: String, _ iterations: Int, _ body: (Int) -> Void) {
        body(16)
        callgrindRegions += 1
        print("region \(callgrindRegions): \(label)")
        callgrindRegion(iterations, body)
    }

    /// Median ns per call of the naive model moving `k` pages one at a time (cached by count).
    mutating func naive(steps k: Int, _ size: StorageSize) -> Double {
        let key = "\(k)/\(size)"
        if let cached = naiveCache[key] { return cached }
        let naiveInputs = [Int](repeating: k, count: inputCount)
        let count = identity(size.count)
        // About 2e7 single steps per repetition, whatever k.
        let ops = Swift.max(1, Swift.min(options.ops, 20_000_000 / k))
        let ns = medianNanosecondsPerOp(reps: options.reps, ops: ops) { n in
            runNaive(count: count, steps: naiveInputs, n)
        }
        naiveCache[key] = ns
        return ns
    }

    /// The moves of carousels of `shape`: every kind for three slots, one of each kind that moves
    /// for the other shapes.
    mutating func benchmarkMoves<S>(
        _ size: StorageSize, _ shape: WindowShape, _ make: (ReusePolicy) -> Carousel<S, Int>
    ) {
        guard measures(shape, size) else { return }
        let measured = shape.isThreeSlots ? MoveOperation.allCases : MoveOperation.wide
        let operations = measured.filter { options.selects($0.rawValue) }
        if let iterations = options.callgrindIterations,
            operations.contains(where: { $0.baseline == .naiveStep })
        {
            let steps = [Int](repeating: 1, count: inputCount)
            let count = identity(size.count)
            callgrind(
                "naive step count=\(size.countLabel) storage=\(size.storageLabel)", iterations
            ) { n in runNaive(count: count, steps: steps, n) }
        }
        for policy in options.policies {
            for operation in operations {
                var carousel = make(policy)
                if operation == .tickNoMove { try! carousel.startAutoplay(interval: 1e6) }
                let inputs = operation.inputs(count: size.count, using: &rng)
                let shapeLabel = shape.isThreeSlots ? "" : " \(shape.label)"
                let label =
                    "\(operation.rawValue)\(shapeLabel) count=\(size.countLabel) storage=\(size.storageLabel) policy=\(policy.name) baseline=\(operation.baseline.rawValue)"
                if let iterations = options.callgrindIterations {
                    callgrind(label, iterations) { n in runMoves(&carousel, operation, inputs, n) }
                    callgrind("loop overhead for \(label)", iterations) { n in
                        runLoopOverhead(operation.input, inputs, n)
                    }
                    continue
                }
                var row = Row(
                    operation.rawValue, size, policy, operations: options.allocationOps,
                    isMove: true)
                row.baseline = operation.baseline
                row.wideShape = shape.isThreeSlots ? nil : shape
                if countingWorks {
                    row.allocations = allocations(ops: options.allocationOps) { n in
                        runMoves(&carousel, operation, inputs, n)
                    }
                }
                if timing {
                    row.nanoseconds = medianNanosecondsPerOp(reps: options.reps, ops: options.ops) {
                        n in runMoves(&carousel, operation, inputs, n)
                    }
                    switch operation.baseline {
                    case .naiveStep: row.baselineNanoseconds = naive(steps: 1, size)
                    case .loop:
                        let key = "\(operation.input)/\(size)"
                        if loopCache[key] == nil {
                            loopCache[key] = medianNanosecondsPerOp(
                                reps: options.reps, ops: options.ops
                            ) { n in runLoopOverhead(operation.input, inputs, n) }
                        }
                        row.baselineNanoseconds = loopCache[key]
                    }
                    row.naive = operation.naiveSteps.map { naive(steps: $0, size) }
                }
                rows.append(row)
                printRow(row)
            }
        }
    }

    mutating func benchmarkReads<S>(_ size: StorageSize, _ make: (ReusePolicy) -> Carousel<S, Int>)
    {
        for policy in options.policies {
            for read in ReadOperation.allCases where options.selects(read.rawValue) {
                var carousel = make(policy)
                carousel.advance(by: identity(7))
                let label =
                    "\(read.rawValue) count=\(size.countLabel) storage=\(size.storageLabel) policy=\(policy.name)"
                if let iterations = options.callgrindIterations {
                    callgrind(label, iterations) { n in runReads(&carousel, read, n) }
                    continue
                }
                var row = Row(
                    read.rawValue, size, policy, operations: options.allocationOps, isMove: false)
                row.baseline = .loop
                if countingWorks {
                    row.allocations = allocations(ops: options.allocationOps) { n in
                        runReads(&carousel, read, n)
                    }
                }
                if timing {
                    row.nanoseconds = medianNanosecondsPerOp(reps: options.reps, ops: options.ops) {
                        n in runReads(&carousel, read, n)
                    }
                    row.baselineNanoseconds = medianNanosecondsPerOp(
                        reps: options.reps, ops: options.ops
                    ) { n in runLoopOverhead(.none, Inputs(steps: [], offsets: []), n) }
                }
                rows.append(row)
                printRow(row)
            }
        }
    }

    /// Frames of the scroll coordinator on the simulated scroll view; each counts as a move for the
    /// allocation check (no frame may allocate in steady state).
    @MainActor
    mutating func benchmarkFrames<S>(
        _ size: StorageSize, _ shape: WindowShape, _ make: (ReusePolicy) -> Carousel<S, Int>
    ) {
        guard measures(shape, size) else { return }
        for policy in options.policies {
            for operation in FrameOperation.allCases where options.selects(operation.rawValue) {
                let simulated = makeFrameRun(make(policy), operation)
                let shapeLabel = shape.isThreeSlots ? "" : " \(shape.label)"
                let label =
                    "\(operation.rawValue)\(shapeLabel) count=\(size.countLabel) storage=\(size.storageLabel) policy=\(policy.name)"
                if let iterations = options.callgrindIterations {
                    callgrind(label, iterations) { n in runFrames(simulated, operation, n) }
                    continue
                }
                // A frame of a wider window costs up to tens of microseconds: fewer of them
                // (still hundreds of page commits a row).
                let (ops, allocationOps) =
                    shape.isThreeSlots
                    ? (options.ops, options.allocationOps)
                    : (Swift.min(options.ops, 5_000), Swift.min(options.allocationOps, 10_000))
                var row = Row(
                    operation.rawValue, size, policy, operations: allocationOps, isMove: true)
                row.wideShape = shape.isThreeSlots ? nil : shape
                if countingWorks {
                    row.allocations = allocations(ops: allocationOps) { n in
                        runFrames(simulated, operation, n)
                    }
                }
                if timing {
                    row.nanoseconds = medianNanosecondsPerOp(reps: options.reps, ops: ops) { n in
                        runFrames(simulated, operation, n)
                    }
                }
                rows.append(row)
                printRow(row)
            }
        }
    }

    /// Counts the allocations of a row of items of different lengths over `run`'s frames or
    /// moves (twelve lengths or `0..<Int.max`, under `policy`), as a move row of the check.
    mutating func checkRowAllocations(
        _ label: String, overRange: Bool, policy: ReusePolicy = .rotate, _ run: (Int) -> Void
    ) {
        var row = Row(
            operation: label, count: overRange ? Int.max : rowFrameLengths.count,
            storage: overRange ? "Range" : "[Double]", policy: policy.name,
            operations: options.allocationOps)
        row.isMove = true
        if overRange { row.count = StorageSize.rangeMax.countLabel }
        row.allocations = allocations(ops: options.allocationOps, run)
        rows.append(row)
        printRow(row)
    }

    /// Counts the allocations of an item effect over `run`'s frames, as a move row of the
    /// check: a view computes a look and a transform for every cell, every frame.
    mutating func checkEffectAllocations(_ label: String, _ run: (Int) -> Void) {
        var row = Row(
            operation: label, count: 3, storage: "cells", policy: "-",
            operations: options.allocationOps)
        row.isMove = true
        row.allocations = allocations(ops: options.allocationOps, run)
        rows.append(row)
        printRow(row)
    }

    /// The coordinator's frames over the least surface, under the rebind policy (the policy
    /// changes only what a commit costs): instruction counts only.
    @MainActor
    mutating func benchmarkMinimalFrames<S>(
        _ size: StorageSize, _ shape: WindowShape, _ make: (ReusePolicy) -> Carousel<S, Int>
    ) {
        guard let iterations = options.callgrindIterations else { return }
        for frame in MinimalFrame.allCases
        where frame != .handWritten && options.selects(frame.rawValue) {
            let shapeLabel = shape.isThreeSlots ? "" : " \(shape.label)"
            callgrind(
                "\(frame.rawValue)\(shapeLabel) count=\(size.countLabel) storage=\(size.storageLabel)",
                iterations, makeMinimalFrames(frame, make(.rebind)))
        }
    }

    /// Whether the rows of `shape` over `size` are measured: in the timed table,
    /// `.leavingEmpty` only where it changes the window (fewer items than positions; elsewhere it
    /// shows what `.repeating` shows), unless `--few-items` asks for it; every shape otherwise.
    func measures(_ shape: WindowShape, _ size: StorageSize) -> Bool {
        !timing || options.fewItemsChosen || shape.fewItems == .repeating
            || size.count < 2 * shape.neighbors + 1
    }

    /// Calls `body` with a maker of carousels of `shape` over the storage of `size`: an array,
    /// or a range.
    mutating func withStorage(
        _ size: StorageSize, _ shape: WindowShape = .threeSlots,
        arrays: (inout Runner, (ReusePolicy) -> Carousel<[String], Int>) -> Void,
        ranges: (inout Runner, (ReusePolicy) -> Carousel<Range<Int>, Int>) -> Void
    ) {
        switch size {
        case .array3, .array1000:
            let strings = (0..<size.count).map { "item \($0)" }
            arrays(&self) { shape.carousel(strings, $0) }
        case .range3, .rangeMax:
            ranges(&self) { shape.carousel(0..<size.count, $0) }
        }
    }

    mutating func benchmarkDataChanges(_ size: StorageSize) {
        let count = size.count
        let storages = (Array(0..<count), Array((0..<count).reversed()))
        for policy in options.policies {
            for change in DataChange.allCases where options.selects(change.rawValue) {
                var carousel = Carousel(storages.0, reusePolicy: policy) { id in id }
                let indices = (0..<inputCount).map { _ in Int.random(in: 0..<count, using: &rng) }
                let label =
                    "\(change.rawValue) count=\(size.countLabel) storage=\(size.storageLabel) policy=\(policy.name)"
                if let iterations = options.callgrindIterations {
                    callgrind(label, iterations) { n in
                        runDataChanges(&carousel, change, indices, storages, n)
                    }
                    continue
                }
                // Data changes are slow (a load searches the whole array): fewer of them.
                let ops = Swift.min(options.ops, 5_000)
                let allocationOps = Swift.min(options.allocationOps, 5_000)
                var row = Row(
                    change.rawValue, size, policy, operations: allocationOps, isMove: false)
                row.storage = "[Int]"
                row.baseline = .loop
                if countingWorks {
                    row.allocations = allocations(ops: allocationOps) { n in
                        runDataChanges(&carousel, change, indices, storages, n)
                    }
                }
                if timing {
                    row.nanoseconds = medianNanosecondsPerOp(reps: options.reps, ops: ops) {
                        n in runDataChanges(&carousel, change, indices, storages, n)
                    }
                    row.baselineNanoseconds = medianNanosecondsPerOp(reps: options.reps, ops: ops) {
                        n in runLoopOverhead(.indices, Inputs(steps: indices, offsets: []), n)
                    }
                }
                rows.append(row)
                printRow(row)
            }
        }
    }

    @MainActor
    mutating func run() -> Int32 {
        if options.callgrindIterations == nil {
            if timing {
                say(
                    "Carousel moves: median of \(options.reps) runs of \(options.ops) operations;"
                        + " allocations over \(options.allocationOps) operations.\n")
            } else {
                say("Carousel allocation check: \(options.allocationOps) operations per row.\n")
            }
            printHeader()
        }
        if options.moves {
            // The three-slot rows first, as they were before the other shapes.
            for shape in options.shapes {
                for size in options.sizes {
                    withStorage(
                        size, shape, arrays: { $0.benchmarkMoves(size, shape, $1) },
                        ranges: { $0.benchmarkMoves(size, shape, $1) })
                }
            }
        }
        if options.frames, let iterations = options.callgrindIterations {
            // Over the least surface, beside the recenter written by hand: instruction counts only.
            if options.selects(MinimalFrame.handWritten.rawValue) {
                callgrind(
                    "\(MinimalFrame.handWritten.rawValue) count=1000 storage=[String]", iterations,
                    runHandWrittenFrames(count: 1_000))
            }
            for frame in RowFrame.allCases where options.selects(frame.rawValue) {
                callgrind(frame.rawValue, iterations, makeRowFrames(frame))
            }
            for frame in EffectFrame.allCases where options.selects(frame.rawValue) {
                callgrind(frame.rawValue, iterations, makeEffectFrames(frame))
            }
            for frame in RowCoordinatorFrame.allCases where options.selects(frame.rawValue) {
                callgrind(frame.rawValue, iterations, makeRowCoordinatorFrames(frame))
            }
            for move in RowMove.allCases where options.selects(move.rawValue) {
                callgrind(
                    "\(move.rawValue) storage=[Double]", iterations,
                    makeRowMoves(move, overRange: false, policy: .rebind))
            }
            for shape in options.shapes {
                for size in options.sizes {
                    withStorage(
                        size, shape, arrays: { $0.benchmarkMinimalFrames(size, shape, $1) },
                        ranges: { $0.benchmarkMinimalFrames(size, shape, $1) })
                }
            }
        }
        if options.frames, options.checkAllocationsOnly, countingWorks {
            // Checked as moves: once the row's slots exist, no frame may allocate.
            for frame in RowFrame.allCases where options.selects(frame.rawValue) {
                checkRowAllocations(
                    frame.rawValue, overRange: frame == .rangeDrag, makeRowFrames(frame))
            }
            for frame in RowCoordinatorFrame.allCases where options.selects(frame.rawValue) {
                checkRowAllocations(
                    frame.rawValue, overRange: false, makeRowCoordinatorFrames(frame))
            }
            for move in RowMove.allCases where options.selects(move.rawValue) {
                for overRange in [false, true] {
                    for policy in [ReusePolicy.rebind, .rotate] {
                        checkRowAllocations(
                            move.rawValue, overRange: overRange, policy: policy,
                            makeRowMoves(move, overRange: overRange, policy: policy))
                    }
                }
            }
            for frame in EffectFrame.allCases where options.selects(frame.rawValue) {
                checkEffectAllocations(frame.rawValue, makeEffectFrames(frame))
            }
        }
        if options.frames {
            for shape in options.shapes {
                for size in options.sizes {
                    withStorage(
                        size, shape, arrays: { $0.benchmarkFrames(size, shape, $1) },
                        ranges: { $0.benchmarkFrames(size, shape, $1) })
                }
            }
        }
        if options.reads {
            for size in options.sizes {
                withStorage(
                    size, arrays: { $0.benchmarkReads(size, $1) },
                    ranges: { $0.benchmarkReads(size, $1) })
            }
        }
        // Data changes need a range-replaceable storage: arrays only.
        if options.dataChanges {
            for size in options.sizes where size.isArray { benchmarkDataChanges(size) }
        }
        if options.peers && options.callgrindIterations == nil { benchmarkPeers() }
        if options.callgrindIterations != nil { return 0 }
        return report()
    }

    func report() -> Int32 {
        say("")
        if timing {
            say("ns/op: median wall time per call; naive k: the same pages taken one at a time")
            say("(array index + wrap test per page; — where the step is not a small constant);")
            say("ratio: ns/op over the baseline's ns/op, both measured in this run: the naive step")
            say("(one page of that model) for moves, the loop (the benchmark loop without the")
            say("call: reading the input, keeping it alive) for operations that move nothing.")
        }
        if timing,
            let library = rows.first(where: {
                $0.operation == MoveOperation.advanceMillion.rawValue && $0.nanoseconds != nil
            }),
            let ns = library.nanoseconds, let naive = library.naive
        {
            say(
                "advance(by: 1_000_000), count \(library.count) \(library.storage):"
                    + " naive \(formatNanoseconds(naive)) ns vs library \(formatNanoseconds(ns)) ns: \(fixed(naive / ns, 0))x."
            )
        }
        guard countingWorks else {
            say("\nAllocation counting does not work on this platform: allocations not checked.")
            return options.checkAllocationsOnly ? 2 : 0
        }
        let allocating = rows.filter { $0.isMove && ($0.allocations ?? 0) > 0 }
        let moves = rows.filter(\.isMove)
        if allocating.isEmpty {
            let calls = moves.reduce(0) { $0 + $1.operations }
            say("\nOK: \(moves.count) move rows, 0 heap allocations in \(calls) moves.")
            return 0
        }
        say("\nFAIL: moves that allocate:")
        for row in allocating {
            say(
                "  \(row.operation) count=\(row.count) storage=\(row.storage) policy=\(row.policy):"
                    + " \(row.allocations!) allocations in \(row.operations) calls")
        }
        return 1
    }
}

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))
let countingWorks = allocationCounterWorks()
if !countingWorks && allocation_counter_is_supported() != 0 {
    print("error: the allocation counter is linked but does not see Swift's allocations")
    exit(2)
}
var runner = Runner(options: options, countingWorks: countingWorks)
exit(runner.run())
