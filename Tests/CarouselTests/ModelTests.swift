import PropertyTesting
import Testing

@testable import Carousel

/// A generated script: starting values, a reuse policy and operations.
struct Script: CustomStringConvertible {
    var values: [Int]
    var policy: ReusePolicy
    var ops: [Op]

    var description: String { "values \(values), \(policy), ops \(ops)" }

    /// A random script on `count` values (0 to 8 unless given), few of them so that they repeat.
    static func random(
        using random: inout SplitMix64, moves: Bool = true, count: Int? = nil
    ) -> Script {
        let values = (0..<(count ?? Int.random(in: 0...8, using: &random))).map { _ in
            Int.random(in: 0..<4, using: &random)
        }
        let length = Int.random(in: 1...30, using: &random)
        var ops: [Op] = []
        var count = values.count
        for _ in 0..<length {
            let op = Op.random(count: count, using: &random, moves: moves)
            if case .insert = op { count += 1 }
            ops.append(op)
        }
        return Script(
            values: values, policy: ReusePolicy.allCases.randomElement(using: &random)!, ops: ops)
    }

    var shrunk: [Script] {
        Shrink.array(ops) { $0.shrunk }.map { Script(values: values, policy: policy, ops: $0) }
            + Shrink.array(values).map { Script(values: $0, policy: policy, ops: ops) }
    }
}

/// Runs `script` on a carousel of `kind` and on the model side by side, checking everything after
/// each step; a range skips the data changes it cannot take.
func checkAgainstModel(_ script: Script, kind: StorageKind = .array) throws(PropertyFailure) {
    let values = kind == .range ? Array(consecutive(script.values)) : script.values
    var check = try kind.check(values: values, policy: script.policy)
    for (number, op) in script.ops.enumerated() where kind.accepts(op) {
        _ = try check.step(op, number: number)
    }
}

@Suite("The carousel follows a plain model", .oneCoreAtATime)
struct ModelTests {
    @Test("random move scripts on 0 to 8 items match the model, both policies")
    func movesMatchModel() {
        Property.check(generate: { Script.random(using: &$0) }, shrink: \.shrunk) {
            script throws(PropertyFailure) in try checkAgainstModel(script)
        }
    }

    @Test("random scripts with data changes match the model, both policies")
    func dataChangesMatchModel() {
        Property.check(
            generate: { Script.random(using: &$0, moves: false) }, shrink: \.shrunk
        ) { script throws(PropertyFailure) in try checkAgainstModel(script) }
    }

    @Test("every kind of storage follows the model", arguments: StorageKind.allCases)
    func everyStorageKindMatchesModel(kind: StorageKind) {
        Property.check(
            iterations: Property.iterations(times: 0.5),
            generate: { Script.random(using: &$0) }, shrink: \.shrunk
        ) { script throws(PropertyFailure) in try checkAgainstModel(script, kind: kind) }
    }

    @Test("a failing script is shrunk to a minimal one")
    func shrinkingFindsMinimalScript() {
        // A deliberately false property: "never three moves". The shrinker must cut a long failing
        // script down to exactly three one-step moves.
        var random = SplitMix64(seed: 7)
        let long = Script(
            values: [1, 2, 3], policy: .rebind,
            ops: (0..<20).map { _ in .advance(random.edgyInt()) })
        var smallest = long
        func fails(_ s: Script) -> Bool {
            s.ops.count { if case .advance = $0 { true } else { false } } >= 3
        }
        var progress = true
        while progress {
            progress = false
            if let next = smallest.shrunk.first(where: fails) {
                smallest = next
                progress = true
            }
        }
        expectEqual(smallest.ops.count, 3)
        #expect(
            smallest.ops.allSatisfy {
                if case .advance(let k) = $0 { k.magnitude == 1 } else { false }
            })
    }
}
