import AllocationCounter

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps a value alive: the optimizer cannot see through an unoptimized function, so the work that
/// produced `x` cannot be deleted. (`@inline(never)` alone does not stop it from deleting a loop.)
@_optimize(none) func blackHole<T>(_ x: T) {}

/// Hides a constant from the optimizer, so that it cannot fold a loop over it.
@inline(never) func identity<T>(_ x: T) -> T { x }

/// Runs `body(iterations)` between two C markers, so that a callgrind run started with
/// `--zero-before=carousel_benchmark_region_begin --dump-before=carousel_benchmark_region_end`
/// writes one dump file per region holding exactly the cost of `body` (plus two empty calls).
func callgrindRegion(_ iterations: Int, _ body: (Int) -> Void) {
    carousel_benchmark_region_begin()
    body(iterations)
    carousel_benchmark_region_end()
}

/// A small, fast, seeded generator, so that every run uses the same inputs.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Median wall-clock nanoseconds per operation of `body(ops)` over `reps` runs, after a warm-up.
func medianNanosecondsPerOp(reps: Int, ops: Int, _ body: (Int) -> Void) -> Double {
    body(Swift.min(ops, 1_000))
    let clock = ContinuousClock()
    var samples: [Double] = []
    samples.reserveCapacity(reps)
    for _ in 0..<reps {
        let start = clock.now
        body(ops)
        let elapsed = clock.now - start
        let (seconds, attoseconds) = elapsed.components
        let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
        samples.append(nanoseconds / Double(ops))
    }
    samples.sort()
    return reps % 2 == 1
        ? samples[reps / 2] : (samples[reps / 2 - 1] + samples[reps / 2]) / 2
}

/// The heap allocations that `body(ops)` makes, after a warm-up that instantiates generic metadata
/// and resolves lazy symbols (one-time allocations that are not the operation's).
func allocations(ops: Int, _ body: (Int) -> Void) -> UInt64 {
    body(16)
    let before = allocation_count()
    body(ops)
    return allocation_count() - before
}

/// Whether the counting malloc is really in the path of Swift's allocations.
func allocationCounterWorks() -> Bool {
    guard allocation_counter_is_supported() != 0 else { return false }
    let before = allocation_count()
    let array = [Int](repeating: 7, count: identity(64))
    blackHole(array)
    return allocation_count() > before
}

/// Right-aligned `text` in a field of `width` characters.
func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}

/// Left-aligned `text` in a field of `width` characters.
func padRight(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

/// `x` with `digits` digits after the point (no Foundation).
func fixed(_ x: Double, _ digits: Int) -> String {
    guard x.isFinite else { return "\(x)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (x.magnitude * scale).rounded()
    let whole = scaled / scale
    let integer = Int(whole.rounded(.down))
    var text = (x < 0 && scaled != 0 ? "-" : "") + String(integer)
    if digits > 0 {
        let fraction = Int(scaled - Double(integer) * scale)
        let digitsText = String(fraction)
        text += "." + String(repeating: "0", count: digits - digitsText.count) + digitsText
    }
    return text
}

/// A time for the table: one decimal below 1000 ns, none above.
func formatNanoseconds(_ ns: Double) -> String {
    ns >= 1_000 ? fixed(ns, 0) : fixed(ns, 1)
}

/// `text` as a JSON string literal (the names here hold no control characters).
func jsonString(_ text: String) -> String {
    var quoted = "\""
    for character in text {
        if character == "\"" || character == "\\" { quoted.append("\\") }
        quoted.append(character)
    }
    return quoted + "\""
}

/// Writes `text` and a newline to standard error.
func printToStandardError(_ text: String) {
    var line = text + "\n"
    line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}
