import PropertyTesting
import Testing

@testable import Carousel

/// A generated script: starting values, a reuse policy and operations.
struct Script: CustomStringConvertible {
    var values: [Int]
    var policy: ReusePolicy
    var ops: [Op]

    var description: String { "values \(values), \(policy), ops \(ops)" }

    static func random(using random: inout SplitMix64, moves: Bool = true) -> Script {
        let values = (0..<Int.random(in: 0...8, using: &random)).map { _ in
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

/// Runs `script` on a carousel and on the model side by side, checking everything after each step.
func checkAgainstModel(_ script: Script) throws(PropertyFailure) {
    var carousel = Carousel(script.values, reusePolicy: script.policy) { $0 }
    var model = Model(values: script.values)
    try checkState(carousel, model, after: "start")
    for (number, op) in script.ops.enumerated() {
        let step = "step \(number) \(op)"
        // What each slot showed before, by identity and value, to judge rebinds.
        let heldBefore = (0..<3).map { id in carousel.boundIndex(ofSlot: id).map { model.items[$0] }
        }
        let windowBefore = model.windowIDs
        let orderBefore = carousel.slotOrder
        let currentIndexBefore = model.count == 0 ? nil : model.current
        let currentBefore = currentIndexBefore.map { model.items[$0].id }
        let expected = model.apply(op)
        let events = carousel.apply(op)
        guard let events else {
            try require(
                expected.isError, "\(step): the carousel refused an operation the model accepts")
            try checkState(carousel, model, after: step)
            continue
        }
        try require(
            !expected.isError, "\(step): the carousel accepted an operation the model refuses")
        try requireEqual(events.move, expected.move, "\(step): move")
        try requireEqual(events.offsetReset, expected.offsetReset, "\(step): offsetReset")
        try checkState(carousel, model, after: step)

        let rebound = Set((0..<3).compactMap { events.rebinds[$0]?.slot })
        let heldAfter = (0..<3).map { id in carousel.boundIndex(ofSlot: id).map { model.items[$0] }
        }
        let isLoad = if case .load = op { true } else { false }
        for id in 0..<3 where !rebound.contains(id) {
            // A slot that is not rebound must still show the same thing: the same item, or under
            // rotate after a load an equal value.
            let same =
                isLoad
                ? heldBefore[id]?.value == heldAfter[id]?.value
                    && (heldBefore[id] == nil) == (heldAfter[id] == nil)
                : heldBefore[id]?.id == heldAfter[id]?.id
            try require(same, "\(step): slot \(id) changed item without a rebind")
        }
        switch script.policy {
        case .rebind:
            try requireEqual(events.reorder, nil, "\(step): reorder under rebind")
            let changed = Set(
                (0..<3).filter { p in
                    isLoad
                        ? (windowBefore[p] != nil || model.windowIDs[p] != nil)
                        : windowBefore[p] != model.windowIDs[p]
                })
            try requireEqual(rebound, changed, "\(step): rebound positions")
        case .rotate:
            let keys: ([Model.Item?]) -> [Int?] = { items in
                items.map { isLoad ? $0?.value : $0?.id }
            }
            let needed = model.window.map { $0.map { model.items[$0] } }
            let minimum = 3 - multisetIntersectionCount(keys(heldBefore), keys(needed))
            try requireEqual(rebound.count, minimum, "\(step): rotate rebinds")
            for id in rebound {
                try require(
                    keys([heldBefore[id]]) != keys([heldAfter[id]]),
                    "\(step): slot \(id) was rebound to the item it already showed")
            }
        }
        try requireEqual(
            events.reorder, orderBefore == carousel.slotOrder ? nil : carousel.slotOrder,
            "\(step): reorder event")
        // A data change keeps the current item the same item unless it removed or replaced it.
        let keepsCurrent =
            switch op {
            case .insert: true
            case .remove(let i), .replace(let i, _): i != currentIndexBefore
            default: false
            }
        if keepsCurrent, let currentBefore {
            try requireEqual(
                model.items[carousel.currentIndex ?? 0].id, currentBefore, "\(step): current item")
        }
    }
}

/// The central invariant and the plain state, compared with the model.
func checkState(_ carousel: Carousel<[Int], Int>, _ model: Model, after step: String)
    throws(PropertyFailure)
{
    try requireEqual(carousel.storage, model.items.map(\.value), "\(step): storage")
    try requireEqual(
        carousel.currentIndex, model.count == 0 ? nil : model.current, "\(step): current")
    try requireEqual(Array(carousel.window), model.window, "\(step): window")
    try requireEqual(carousel.offset, model.offset, "\(step): offset")
    try requireEqual(
        carousel.autoplay?.interval, model.autoplay?.interval, "\(step): autoplay interval")
    try requireEqual(
        carousel.autoplay?.elapsed, model.autoplay?.elapsed, "\(step): autoplay elapsed")
    try require(
        Set(carousel.slotOrder) == [0, 1, 2],
        "\(step): slot order \(carousel.slotOrder) is no permutation")
    for position in CarouselPosition.allCases {
        let id = carousel.slotOrder[position]
        try requireEqual(
            carousel.boundIndex(ofSlot: id), carousel.window[position],
            "\(step): slot \(id) at \(position)")
        try requireEqual(carousel[slotAt: position], id, "\(step): slot model at \(position)")
    }
}

func multisetIntersectionCount<T: Hashable>(_ a: [T], _ b: [T]) -> Int {
    var counts: [T: Int] = [:]
    for x in a { counts[x, default: 0] += 1 }
    var shared = 0
    for y in b where counts[y, default: 0] > 0 {
        counts[y]! -= 1
        shared += 1
    }
    return shared
}

@Suite("The carousel follows a plain model")
struct ModelTests {
    @Test("random move scripts on 0 to 8 items match the model, both policies")
    func movesMatchModel() {
        Property.check(generate: { Script.random(using: &$0) }, shrink: \.shrunk, checkAgainstModel)
    }

    @Test("random scripts with data changes match the model, both policies")
    func dataChangesMatchModel() {
        Property.check(
            generate: { Script.random(using: &$0, moves: false) }, shrink: \.shrunk,
            checkAgainstModel)
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
        #expect(smallest.ops.count == 3)
        #expect(
            smallest.ops.allSatisfy {
                if case .advance(let k) = $0 { k.magnitude == 1 } else { false }
            })
    }
}
