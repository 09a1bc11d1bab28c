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
      --only SECTION         moves, frames, reads or data: only that section (repeatable)
      --count 3|1000|max     only this count (repeatable)
      --storage array|range  only this storage type (repeatable)
      --policy rebind|rotate only this reuse policy (repeatable)
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
    var moves = true
    var frames = true
    var reads = true
    var dataChanges = true
    var sizes = StorageSize.allCases
    var policies = ReusePolicy.allCases
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
            case "--only":
                switch value(argument) {
                case let section where ["moves", "frames", "reads", "data"].contains(section):
                    sections.insert(section)
                case let other: fail("--only \(other): expected moves, frames, reads or data")
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
        }
        options.sizes = StorageSize.allCases.filter { size in
            (counts.isEmpty || counts.contains(size.count))
                && (storages.isEmpty || storages.contains(size.isArray))
        }
        if !policies.isEmpty { options.policies = ReusePolicy.allCases.filter(policies.contains) }
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
    var storage: String
    var policy: String
    var nanoseconds: Double?
    var naive: Double?
    var loop: Double?
    var allocations: UInt64?
    var operations: Int
    var isMove: Bool

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

    static let widths = [29, 7, 7, 7, 8, 12, 10, 10]
    static let header = [
        "operation", "count", "storage", "policy", "ns/op", "naive ns/op", "loop ns/op",
        "allocs/op",
    ]

    var timing: Bool { !options.checkAllocationsOnly && options.callgrindIterations == nil }

    func printHeader() {
        var line = ""
        for (i, title) in Self.header.enumerated() {
            line += i == 0 ? padRight(title, Self.widths[i]) : " " + pad(title, Self.widths[i])
        }
        print(line)
        print(String(repeating: "-", count: line.count))
    }

    func printRow(_ row: Row) {
        let cells = [
            row.operation, row.count, row.storage, row.policy,
            row.nanoseconds.map(formatNanoseconds) ?? "",
            row.naive.map(formatNanoseconds) ?? (timing ? "—" : ""),
            row.loop.map(formatNanoseconds) ?? "",
            row.allocationsPerOperation,
        ]
        var line = ""
        for (i, cell) in cells.enumerated() {
            line += i == 0 ? padRight(cell, Self.widths[i]) : " " + pad(cell, Self.widths[i])
        }
        print(line)
    }

    /// Runs one loop inside `callgrindRegion` after a warm-up, and announces the region.
    mutating func callgrind(_ label: String, _ iterations: Int, _ body: (Int) -> Void) {
        body(16)
        callgrindRegions += 1
        print("region \(callgrindRegions): \(label)")
        callgrindRegion(iterations, body)
    }

    mutating func benchmarkMoves<S>(
        _ size: StorageSize, _ make: (ReusePolicy) -> Carousel<S, Int>
    ) {
        for policy in options.policies {
            for operation in MoveOperation.allCases where options.selects(operation.rawValue) {
                var carousel = make(policy)
                let inputs = operation.inputs(count: size.count, using: &rng)
                let label =
                    "\(operation.rawValue) count=\(size.countLabel) storage=\(size.storageLabel) policy=\(policy.name)"
                if let iterations = options.callgrindIterations {
                    callgrind(label, iterations) { n in runMoves(&carousel, operation, inputs, n) }
                    callgrind("loop overhead for \(label)", iterations) { n in
                        runLoopOverhead(operation.input, inputs, n)
                    }
                    continue
                }
                var row = Row(
                    operation: operation.rawValue, count: size.countLabel,
                    storage: size.storageLabel, policy: policy.name,
                    operations: options.allocationOps, isMove: true)
                if countingWorks {
                    row.allocations = allocations(ops: options.allocationOps) { n in
                        runMoves(&carousel, operation, inputs, n)
                    }
                }
                if timing {
                    row.nanoseconds = medianNanosecondsPerOp(reps: options.reps, ops: options.ops) {
                        n in runMoves(&carousel, operation, inputs, n)
                    }
                    let key = "\(operation.rawValue)/\(size)"
                    if loopCache[key] == nil {
                        loopCache[key] = medianNanosecondsPerOp(
                            reps: options.reps, ops: options.ops
                        ) { n in runLoopOverhead(operation.input, inputs, n) }
                    }
                    row.loop = loopCache[key]
                    if let k = operation.naiveSteps {
                        if naiveCache[key] == nil {
                            let naiveInputs = [Int](repeating: k, count: inputCount)
                            let count = identity(size.count)
                            // About 2e7 single steps per repetition, whatever k.
                            let ops = Swift.max(1, Swift.min(options.ops, 20_000_000 / k))
                            naiveCache[key] = medianNanosecondsPerOp(reps: options.reps, ops: ops) {
                                n in runNaive(count: count, steps: naiveInputs, n)
                            }
                        }
                        row.naive = naiveCache[key]
                    }
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
                    operation: read.rawValue, count: size.countLabel, storage: size.storageLabel,
                    policy: policy.name,
                    operations: options.allocationOps, isMove: false)
                if countingWorks {
                    row.allocations = allocations(ops: options.allocationOps) { n in
                        runReads(&carousel, read, n)
                    }
                }
                if timing {
                    row.nanoseconds = medianNanosecondsPerOp(reps: options.reps, ops: options.ops) {
                        n in runReads(&carousel, read, n)
                    }
                    row.loop = medianNanosecondsPerOp(reps: options.reps, ops: options.ops) { n in
                        runLoopOverhead(.none, Inputs(steps: [], offsets: []), n)
                    }
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
        _ size: StorageSize, _ make: (ReusePolicy) -> Carousel<S, Int>
    ) {
        for policy in options.policies {
            for operation in FrameOperation.allCases where options.selects(operation.rawValue) {
                let simulated = makeFrameRun(make(policy), operation)
                let label =
                    "\(operation.rawValue) count=\(size.countLabel) storage=\(size.storageLabel) policy=\(policy.name)"
                if let iterations = options.callgrindIterations {
                    callgrind(label, iterations) { n in runFrames(simulated, operation, n) }
                    continue
                }
                // Frames over contiguous storage must not allocate. Over a range, each slot
                // reconfigured at a commit reads its item through the collection's subscript from
                // unspecialized code (the scroll view calls the coordinator through its delegate)
                // and pays one allocation there: reported, not failed.
                var row = Row(
                    operation: operation.rawValue, count: size.countLabel,
                    storage: size.storageLabel, policy: policy.name,
                    operations: options.allocationOps, isMove: size.isArray)
                if countingWorks {
                    row.allocations = allocations(ops: options.allocationOps) { n in
                        runFrames(simulated, operation, n)
                    }
                }
                if timing {
                    row.nanoseconds = medianNanosecondsPerOp(reps: options.reps, ops: options.ops) {
                        n in runFrames(simulated, operation, n)
                    }
                }
                rows.append(row)
                printRow(row)
            }
        }
    }

    /// Calls `body` with a maker of carousels over the storage of `size`: an array, or a range.
    mutating func withStorage(
        _ size: StorageSize,
        arrays: (inout Runner, (ReusePolicy) -> Carousel<[Int], Int>) -> Void,
        ranges: (inout Runner, (ReusePolicy) -> Carousel<Range<Int>, Int>) -> Void
    ) {
        switch size {
        case .array3, .array1000:
            arrays(&self) { policy in
                Carousel(Array(0..<size.count), reusePolicy: policy) { id in id }
            }
        case .range3, .rangeMax:
            ranges(&self) { policy in Carousel(0..<size.count, reusePolicy: policy) { $0 } }
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
                    operation: change.rawValue, count: size.countLabel, storage: size.storageLabel,
                    policy: policy.name, operations: allocationOps, isMove: false)
                if countingWorks {
                    row.allocations = allocations(ops: allocationOps) { n in
                        runDataChanges(&carousel, change, indices, storages, n)
                    }
                }
                if timing {
                    row.nanoseconds = medianNanosecondsPerOp(reps: options.reps, ops: ops) {
                        n in runDataChanges(&carousel, change, indices, storages, n)
                    }
                    row.loop = medianNanosecondsPerOp(reps: options.reps, ops: ops) { n in
                        runLoopOverhead(.indices, Inputs(steps: indices, offsets: []), n)
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
                print(
                    "Carousel moves: median of \(options.reps) runs of \(options.ops) operations;"
                        + " allocations over \(options.allocationOps) operations.\n")
            } else {
                print("Carousel allocation check: \(options.allocationOps) operations per row.\n")
            }
            printHeader()
        }
        if options.moves {
            for size in options.sizes {
                withStorage(
                    size, arrays: { $0.benchmarkMoves(size, $1) },
                    ranges: { $0.benchmarkMoves(size, $1) })
            }
        }
        if options.frames {
            for size in options.sizes {
                withStorage(
                    size, arrays: { $0.benchmarkFrames(size, $1) },
                    ranges: { $0.benchmarkFrames(size, $1) })
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
        if options.callgrindIterations != nil { return 0 }
        return report()
    }

    func report() -> Int32 {
        print()
        if timing {
            print("ns/op: median wall time per call; naive: the same pages taken one at a time")
            print("(array index + wrap test per page; — where the step is not a small constant);")
            print(
                "loop: the benchmark loop without the call (reading the input, keeping it alive).")
        }
        if timing,
            let library = rows.first(where: {
                $0.operation == MoveOperation.advanceMillion.rawValue && $0.nanoseconds != nil
            }),
            let ns = library.nanoseconds, let naive = library.naive
        {
            print(
                "advance(by: 1_000_000), count \(library.count) \(library.storage):"
                    + " naive \(formatNanoseconds(naive)) ns vs library \(formatNanoseconds(ns)) ns: \(fixed(naive / ns, 0))x."
            )
        }
        guard countingWorks else {
            print("\nAllocation counting does not work on this platform: allocations not checked.")
            return options.checkAllocationsOnly ? 2 : 0
        }
        let allocating = rows.filter { $0.isMove && ($0.allocations ?? 0) > 0 }
        let moves = rows.filter(\.isMove).count
        if allocating.isEmpty {
            print(
                "\nOK: \(moves) move rows, 0 heap allocations in \(moves * options.allocationOps) moves."
            )
            return 0
        }
        print("\nFAIL: moves that allocate:")
        for row in allocating {
            print(
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
