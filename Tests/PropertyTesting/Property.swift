import Foundation
import Testing

/// Seeded property checks with shrinking.
///
/// Each check draws its inputs from a `SplitMix64` seeded by the test's name, so a run is
/// repeatable; four environment variables change that:
/// - `CAROUSEL_PBT_SEED` (decimal or 0x-hex `UInt64`): the seed of every check, to replay a
///   reported failure or to explore other inputs;
/// - `CAROUSEL_PBT_ITERATIONS` (a whole number): the number of cases, `Property.iterations`;
/// - `CAROUSEL_PBT_SCALE` (a positive number), when `CAROUSEL_PBT_ITERATIONS` is unset: every
///   check's default count times it, the slow checks' included (`0.1`, the sanitizers' run in
///   CI: a tenth of what `swift test` checks, in every suite alike);
/// - `CAROUSEL_PBT_PARTITION` (`P/N`, `0 <= P < N`): this process checks only the `P`th of `N`
///   interleaved parts of every check's cases, so that `N` processes (one a core) share a deep
///   run. Case numbers and inputs stay those of the whole run: a failure found in part `P`
///   replays without the variable.
///
/// An empty variable counts as unset; any other value that does not parse fails every check.
/// A failure reports the seed, the case number, the shrunk and the original input.
public enum Property {
    /// Cases per check unless a test asks for another number: `CAROUSEL_PBT_ITERATIONS`, else
    /// 1,000 times `CAROUSEL_PBT_SCALE` (1 unless set), rounded, and at least 1.
    public static var iterations: Int {
        if let count = try? configuredIterations() { return count }
        let scale = (try? configuredScale()) ?? 1
        return max(1, Int(min((1_000 * scale).rounded(), 1e15)))
    }

    /// `iterations` times `factor`, rounded, and at least 1 unless `iterations` is 0: the case
    /// count of a check whose cases cost much more (`factor` < 1) or less than usual.
    public static func iterations(times factor: Double) -> Int {
        let base = iterations
        guard base > 0 else { return 0 }
        return max(1, Int(min((Double(base) * factor).rounded(), 1e15)))
    }

    /// Cases for a check whose cases are slow (a session played frame by frame on the main
    /// actor, where checks run one after another): `iterations(times: factor)` when
    /// `CAROUSEL_PBT_ITERATIONS` is set (a deep run; CI's soak stage, which runs them at 1,000
    /// on two more seeds); unset, an eighth of that, so that a first `swift test` takes minutes,
    /// not many.
    public static func slowIterations(times factor: Double = 1) -> Int {
        let isSet = (try? configuredIterations()) != nil
        return iterations(times: isSet ? factor : factor / slowDivisor)
    }

    /// How many times fewer cases a slow check runs by default.
    private static let slowDivisor = 8.0

    /// Checks `property` on `iterations` inputs from `generate`; on failure shrinks the input with
    /// `shrink` (candidates simplest first) and records one issue.
    ///
    /// - Parameters:
    ///   - name: Seeds the default generator; the enclosing function's name unless given.
    ///   - shard: Splits one sequence of cases over `count` tests (such as the arguments of a
    ///     parameterized test) run in parallel: this one checks the cases whose number modulo
    ///     `count` is `index`, and all of them share the seed, so case numbers stay comparable.
    public static func check<Input>(
        _ name: String = #function, iterations: Int = Property.iterations,
        shard: (index: Int, count: Int) = (0, 1),
        sourceLocation: SourceLocation = #_sourceLocation,
        generate: (inout SplitMix64) -> Input,
        shrink: (Input) -> [Input] = { _ in [] },
        _ property: (Input) throws(PropertyFailure) -> Void
    ) {
        precondition(shard.count > 0 && (0..<shard.count).contains(shard.index), "bad shard")
        let seed: UInt64
        let partition: (index: Int, count: Int)
        do throws(SettingError) {
            _ = try configuredIterations()
            _ = try configuredScale()
            seed = try configuredSeed() ?? defaultSeed(for: name)
            partition = try configuredPartition() ?? (0, 1)
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
            return
        }
        var random = SplitMix64(seed: seed)
        for number in 0..<iterations {
            let input = generate(&random)
            // The shard's cases, dealt in turn to the partitions: each process gets its share of
            // every shard, however the shards differ in cost.
            guard number % shard.count == shard.index,
                number / shard.count % partition.count == partition.index
            else { continue }
            do throws(PropertyFailure) {
                try property(input)
            } catch {
                let (small, failure, steps) = minimize(input, error, shrink: shrink, property)
                Issue.record(
                    """
                    property failed (CAROUSEL_PBT_SEED=\(seed), case \(number)): \(failure)
                      shrunk input (\(steps) steps): \(small)
                      original input: \(input)
                    """, sourceLocation: sourceLocation)
                return
            }
        }
    }

    // MARK: Settings

    private struct SettingError: Error, CustomStringConvertible {
        var description: String
    }

    private static func setting(_ name: String) -> String? {
        guard let text = ProcessInfo.processInfo.environment[name], !text.isEmpty else {
            return nil
        }
        return text
    }

    private static func configuredSeed() throws(SettingError) -> UInt64? {
        guard let text = setting("CAROUSEL_PBT_SEED") else { return nil }
        let seed = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
        guard let seed else {
            throw SettingError(
                description: "CAROUSEL_PBT_SEED=\(text) is not a decimal or 0x-hex UInt64")
        }
        return seed
    }

    private static func configuredIterations() throws(SettingError) -> Int? {
        guard let text = setting("CAROUSEL_PBT_ITERATIONS") else { return nil }
        guard let count = Int(text), count >= 0 else {
            throw SettingError(
                description: "CAROUSEL_PBT_ITERATIONS=\(text) is not a whole number of cases")
        }
        return count
    }

    private static func configuredScale() throws(SettingError) -> Double? {
        guard let text = setting("CAROUSEL_PBT_SCALE") else { return nil }
        guard let scale = Double(text), scale.isFinite, scale > 0 else {
            throw SettingError(
                description: "CAROUSEL_PBT_SCALE=\(text) is not a positive number")
        }
        return scale
    }

    private static func configuredPartition() throws(SettingError) -> (index: Int, count: Int)? {
        guard let text = setting("CAROUSEL_PBT_PARTITION") else { return nil }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let index = parts[0], let count = parts[1], count > 0,
            (0..<count).contains(index)
        else {
            throw SettingError(
                description: "CAROUSEL_PBT_PARTITION=\(text) is not P/N with 0 <= P < N")
        }
        return (index, count)
    }

    /// FNV-1a of the name: stable across runs and platforms, unlike `hashValue`.
    private static func defaultSeed(for name: String) -> UInt64 {
        name.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }

    // MARK: Shrinking

    /// Greedy shrinking: take the first simpler candidate that still fails, until none does.
    private static func minimize<Input>(
        _ input: Input, _ failure: PropertyFailure, shrink: (Input) -> [Input],
        _ property: (Input) throws(PropertyFailure) -> Void
    ) -> (Input, PropertyFailure, steps: Int) {
        var (current, currentFailure, steps) = (input, failure, 0)
        var budget = 10_000  // a bound, in case a shrinker cycles
        search: while budget > 0 {
            for candidate in shrink(current) where budget > 0 {
                budget -= 1
                do throws(PropertyFailure) {
                    try property(candidate)
                } catch {
                    (current, currentFailure, steps) = (candidate, error, steps + 1)
                    continue search
                }
            }
            break
        }
        return (current, currentFailure, steps)
    }
}
