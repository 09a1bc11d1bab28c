import PropertyTesting
import Testing

@testable import Carousel

/// A generated script for a carousel of `2 × neighbors + 1` positions.
struct WideScript: CustomStringConvertible {
    var neighbors: Int
    var fewItems: FewItemsRule
    var script: Script

    var description: String { "neighbors \(neighbors), \(fewItems), \(script)" }

    /// The neighbor counts checked: one, two, three, and the middle and the top of
    /// ``CarouselLimits/neighbors``.
    static let neighborCounts = [1, 2, 3, 5, 7]

    /// The item counts a script starts from: none, one, two, fewer than, as many as and more than
    /// each row's positions (3, 5, 7, 11, 15), one more than the widest row, and many.
    static let itemCounts = [0, 1, 2, 3, 4, 5, 7, 11, 15, 16, 1000]

    /// A script on an array of one of ``itemCounts``, under either rule and either policy.
    static func random(neighbors: Int, using random: inout SplitMix64) -> WideScript {
        let fewItems = [FewItemsRule.repeating, .leavingEmpty].randomElement(using: &random)!
        let count = itemCounts.randomElement(using: &random)!
        return WideScript(
            neighbors: neighbors, fewItems: fewItems,
            script: .random(using: &random, count: count))
    }

    /// A script of moves, scrolling and autoplay on `0..<Int.max`, which takes no data change
    /// the model could follow.
    static func randomOnHugeRange(neighbors: Int, using random: inout SplitMix64) -> WideScript {
        let fewItems = [FewItemsRule.repeating, .leavingEmpty].randomElement(using: &random)!
        let policy = ReusePolicy.allCases.randomElement(using: &random)!
        // `Int.max - 1`: the generator draws indices up to one past the count.
        let ops = (0..<Int.random(in: 1...30, using: &random)).map { _ in
            Op.random(count: Int.max - 1, using: &random)
        }
        return WideScript(
            neighbors: neighbors, fewItems: fewItems,
            script: Script(values: [], policy: policy, ops: ops.filter { !$0.changesData }))
    }

    var shrunk: [WideScript] {
        script.shrunk.map { WideScript(neighbors: neighbors, fewItems: fewItems, script: $0) }
    }

    /// Runs the script on an array, beside the model; `next()` and `previous()` stand for
    /// `advance(by: 1)` and `advance(by: -1)`, and must do exactly what those do.
    func checkOnArray() throws(PropertyFailure) {
        let carousel = try requireNoError("init") {
            try Carousel(
                script.values, neighbors: neighbors, fewItems: fewItems,
                reusePolicy: script.policy
            ) { $0 }
        }
        var check = try ModelCheck(
            carousel, model: Model(values: script.values), loadMatchesValues: true,
            value: { $0 },
            apply: { carousel, op in
                switch op {
                case .advance(1): carousel.next()
                case .advance(-1): carousel.previous()
                default: carousel.apply(op)
                }
            })
        for (number, op) in script.ops.enumerated() {
            var advanced = check.carousel
            let byAdvance: CarouselEvents? =
                if case .advance(let k) = op, k.magnitude == 1 { advanced.advance(by: k) } else {
                    nil
                }
            let events = try check.step(op, number: number)
            if let byAdvance {
                try requireEqual(events, byAdvance, "step \(number) \(op): against advance")
                try require(check.carousel == advanced, "step \(number) \(op): against advance")
            }
        }
    }

    /// Runs the script on `0..<Int.max`, beside the model of that range.
    func checkOnHugeRange() throws(PropertyFailure) {
        let carousel = try requireNoError("init") {
            try Carousel(
                0..<Int.max, neighbors: neighbors, fewItems: fewItems,
                reusePolicy: script.policy
            ) { $0 }
        }
        var check = try ModelCheck(
            carousel, model: Model(rangeOf: Int.max), loadMatchesValues: true, value: { $0 },
            apply: { $0.applyMove($1) })
        for (number, op) in script.ops.enumerated() { _ = try check.step(op, number: number) }
    }
}

@Suite("The wide carousel follows a plain model", .oneCoreAtATime)
struct WideModelTests {
    @Test(
        "random scripts on 0 to 1,000 items match the model and a view fed with the events",
        arguments: WideScript.neighborCounts)
    func arraysMatchModel(neighbors: Int) {
        // The neighbor count in the name gives each argument its own cases.
        Property.check(
            "arraysMatchModel(neighbors: \(neighbors))",
            generate: { WideScript.random(neighbors: neighbors, using: &$0) },
            shrink: \.shrunk
        ) { script throws(PropertyFailure) in try script.checkOnArray() }
    }

    @Test("random moves on 0..<Int.max match the model", arguments: WideScript.neighborCounts)
    func hugeRangeMatchesModel(neighbors: Int) {
        Property.check(
            "hugeRangeMatchesModel(neighbors: \(neighbors))",
            iterations: Property.iterations(times: 0.5),
            generate: { WideScript.randomOnHugeRange(neighbors: neighbors, using: &$0) },
            shrink: \.shrunk
        ) { script throws(PropertyFailure) in try script.checkOnHugeRange() }
    }
}
