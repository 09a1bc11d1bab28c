import Foundation
import Testing

/// A property failed for one input; `message` says how.
struct PropertyFailure: Error, CustomStringConvertible {
    var description: String
}

/// Fails the current property check with `message` unless `condition` holds.
func require(
    _ condition: Bool, _ message: @autoclosure () -> String
) throws(PropertyFailure) {
    if !condition { throw PropertyFailure(description: message()) }
}

/// Fails unless `actual == expected`, showing both.
func requireEqual<T: Equatable>(
    _ actual: T, _ expected: T, _ what: @autoclosure () -> String
) throws(PropertyFailure) {
    try require(actual == expected, "\(what()): got \(actual), expected \(expected)")
}

/// Seeded property checks with shrinking.
///
/// The seed comes from `CAROUSEL_PBT_SEED` (decimal or 0x-hex) when set, else from the test's
/// name, so a run is repeatable; `CAROUSEL_PBT_ITERATIONS` overrides the number of cases. On
/// failure the seed, the case number, the original and the shrunk input are reported.
enum Property {
    static var iterations: Int {
        ProcessInfo.processInfo.environment["CAROUSEL_PBT_ITERATIONS"].flatMap { Int($0) } ?? 1_000
    }

    static func seed(for name: String) -> UInt64 {
        if let text = ProcessInfo.processInfo.environment["CAROUSEL_PBT_SEED"] {
            let parsed = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
            if let parsed { return parsed }
        }
        // FNV-1a of the name: stable across runs and platforms, unlike `hashValue`.
        return name.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }

    /// Checks `property` on `iterations` inputs from `generate`; on failure shrinks the input with
    /// `shrink` (candidates simplest first) and records one issue.
    static func check<Input>(
        _ name: String = #function, iterations: Int = Property.iterations,
        sourceLocation: SourceLocation = #_sourceLocation,
        generate: (inout SplitMix64) -> Input,
        shrink: (Input) -> [Input] = { _ in [] },
        _ property: (Input) throws(PropertyFailure) -> Void
    ) {
        let seed = seed(for: name)
        var random = SplitMix64(seed: seed)
        for iteration in 0..<iterations {
            let input = generate(&random)
            do throws(PropertyFailure) {
                try property(input)
            } catch {
                let (small, failure) = minimize(input, error, shrink: shrink, property)
                Issue.record(
                    """
                    property failed (CAROUSEL_PBT_SEED=\(seed), case \(iteration)): \(failure)
                      shrunk input: \(small)
                      original input: \(input)
                    """, sourceLocation: sourceLocation)
                return
            }
        }
    }

    /// Greedy shrinking: take the first simpler candidate that still fails, until none does.
    private static func minimize<Input>(
        _ input: Input, _ failure: PropertyFailure, shrink: (Input) -> [Input],
        _ property: (Input) throws(PropertyFailure) -> Void
    ) -> (Input, PropertyFailure) {
        var (current, currentFailure) = (input, failure)
        var budget = 10_000  // a bound, in case a shrinker cycles
        search: while budget > 0 {
            for candidate in shrink(current) {
                budget -= 1
                do throws(PropertyFailure) {
                    try property(candidate)
                } catch {
                    (current, currentFailure) = (candidate, error)
                    continue search
                }
            }
            break
        }
        return (current, currentFailure)
    }
}

/// Shrinking candidates, simplest first.
enum Shrink {
    /// Toward 0: 0 itself, then halves, then one step closer.
    static func int(_ x: Int) -> [Int] {
        guard x != 0 else { return [] }
        var candidates = [0]
        var half = x / 2
        while half != 0 && half != x {
            candidates.append(x - half)
            half /= 2
        }
        candidates.append(x > 0 ? x - 1 : x + 1)
        return Array(Set(candidates)).sorted { $0.magnitude < $1.magnitude }
    }

    /// Toward 1 (the rest offset) and toward whole numbers.
    static func double(_ x: Double) -> [Double] {
        let simpler = [1, x.rounded(.towardZero), (x * 2).rounded() / 2, x / 2]
        return simpler.filter { $0 != x && $0.isFinite }
    }

    /// Shorter arrays first (drop halves, then single elements), then simpler elements.
    static func array<T>(_ xs: [T], element: (T) -> [T] = { _ in [] }) -> [[T]] {
        var candidates: [[T]] = []
        var chunk = xs.count / 2
        while chunk > 0 {
            for start in stride(from: 0, to: xs.count - chunk + 1, by: chunk) {
                candidates.append(Array(xs[..<start] + xs[(start + chunk)...]))
            }
            chunk /= 2
        }
        for (i, x) in xs.enumerated() {
            for simpler in element(x) {
                var copy = xs
                copy[i] = simpler
                candidates.append(copy)
            }
        }
        return candidates
    }
}
