import PropertyTesting
import Testing
import UIKitStandIn

@testable import Carousel

/// One step of a random session on a ``CarouselView`` of items of their own lengths.
enum RowViewStep: Equatable, CustomStringConvertible {
    /// A finger lands `at` points from the leading edge, drags by each distance a frame toward
    /// the next items, and lifts.
    case drag(at: Double, [Double])
    case frames(Int)
    case tap(at: Double)
    /// `next` (1), `previous` (-1) or a jump to an index, animated or not.
    case move(Int, animated: Bool)
    case jump(Int, animated: Bool)
    case motion(CarouselMotion)
    case autoscroll(Double?)
    case autoplay(Double?)
    /// New items, each with its length, loaded by value or by position.
    case load([Double], byValue: Bool)
    case resize(Double)
    case resizeAcross(Double)
    case fewItems(FewItemsRule)

    var description: String {
        switch self {
        case .drag(let at, let d): "drag(at: \(at), \(d))"
        case .frames(let k): "frames(\(k))"
        case .tap(let at): "tap(at: \(at))"
        case .move(let k, let a): k > 0 ? "next(animated: \(a))" : "previous(animated: \(a))"
        case .jump(let i, let a): "jump(to: \(i), animated: \(a))"
        case .motion(let m): "setMotion(\(m))"
        case .autoscroll(let v):
            v.map { "startAutoscroll(pointsPerSecond: \($0))" } ?? "stopAutoscroll()"
        case .autoplay(let v): v.map { "startAutoplay(interval: \($0))" } ?? "stopAutoplay()"
        case .load(let l, let v): "load(\(l), \(v ? "byValue" : "byPosition"))"
        case .resize(let v): "resize(\(v))"
        case .resizeAcross(let v): "resize(across: \(v))"
        case .fewItems(let rule): "fewItems = \(rule)"
        }
    }
}

/// A random session: the view's lengths, spacing, anchor, policy, axis and steps.
struct RowViewCase: CustomStringConvertible {
    var lengths: [Double]
    var spacing: Double
    var leading: Bool
    var policy: ReusePolicy
    var fewItems = FewItemsRule.repeating
    var vertical: Bool
    /// Right to left (horizontal only: a vertical row runs down either way).
    var rightToLeft: Bool
    var steps: [RowViewStep]

    var description: String {
        "lengths \(lengths), spacing \(spacing), \(leading ? "leading" : "center"), \(policy), "
            + "\(fewItems), "
            + "\(vertical ? "vertical" : "horizontal")\(rightToLeft ? ", right to left" : ""), "
            + "steps \(steps)"
    }

    static func generate(_ random: inout SplitMix64) -> RowViewCase {
        // From the minimum (20) to past the view (375): the view keeps those within bounds.
        func length() -> Double {
            [20, 375, 500, Double.random(in: 20...375, using: &random)]
                .randomElement(using: &random)!
        }
        var count = Int.random(in: 0...8, using: &random)
        let lengths = (0..<count).map { _ in length() }
        var steps: [RowViewStep] = []
        for _ in 0..<Int.random(in: 1...10, using: &random) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1:
                steps.append(
                    .drag(
                        at: Double.random(in: 10...365, using: &random),
                        (0..<Int.random(in: 1...6, using: &random)).map { _ in
                            Double.random(in: -90...90, using: &random)
                        }))
                steps.append(.frames([0, 10, 300].randomElement(using: &random)!))
            case 2:
                steps.append(.tap(at: Double.random(in: 0...375, using: &random)))
            case 3:
                steps.append(
                    .move(
                        Bool.random(using: &random) ? 1 : -1, animated: Bool.random(using: &random))
                )
                steps.append(.frames([0, 5, 120].randomElement(using: &random)!))
            case 4:
                guard count > 0 else { continue }
                steps.append(
                    .jump(
                        Int.random(in: 0..<count, using: &random),
                        animated: Bool.random(using: &random)))
                steps.append(.frames([0, 5, 120].randomElement(using: &random)!))
            case 5:
                steps.append(
                    .motion(
                        [.paging, .free, .snapping, .snapping(limit: 2)]
                            .randomElement(using: &random)!))
            case 6:
                if Bool.random(using: &random) {
                    steps.append(.autoplay([nil, 0.25, 1, 2].randomElement(using: &random)!))
                } else {
                    steps.append(
                        .autoscroll([nil, 60, -300, 2000].randomElement(using: &random)!))
                }
                steps.append(.frames([1, 30, 120].randomElement(using: &random)!))
            case 7:
                count = Int.random(in: 0...8, using: &random)
                steps.append(
                    .load((0..<count).map { _ in length() }, byValue: Bool.random(using: &random)))
            case 8:
                steps.append(
                    .fewItems(Bool.random(using: &random) ? .leavingEmpty : .repeating))
            default:
                if Bool.random(using: &random) {
                    steps.append(.resizeAcross([30, 60, 90, 0].randomElement(using: &random)!))
                } else {
                    steps.append(.resize([0, 200, 375, 700].randomElement(using: &random)!))
                }
            }
        }
        return RowViewCase(
            lengths: lengths, spacing: [0, 8, 24].randomElement(using: &random)!,
            leading: Bool.random(using: &random),
            policy: Bool.random(using: &random) ? .rebind : .rotate,
            fewItems: Int.random(in: 0..<3, using: &random) == 0 ? .leavingEmpty : .repeating,
            vertical: Int.random(in: 0..<4, using: &random) == 0,
            rightToLeft: Int.random(in: 0..<3, using: &random) == 0, steps: steps)
    }

    static func shrink(_ input: RowViewCase) -> [RowViewCase] {
        Shrink.fields(
            of: input, toDefaults: [Shrink.reset(\.fewItems, to: .repeating)],
            operations: \.steps)
    }

    /// Plays the session on a harness, which checks every event and frame.
    @MainActor
    func failures() -> [String] {
        let harness = RowViewHarness(
            lengths: lengths, spacing: spacing, anchor: leading ? .leading : .center,
            fewItems: fewItems, reusePolicy: policy, vertical: vertical,
            rightToLeft: rightToLeft)
        var nextItem = lengths.count
        var failures: [String] = []
        for (number, step) in steps.enumerated() {
            let view = harness.view
            let wasAtRest = view.isAtRest
            switch step {
            case .drag(let at, let distances):
                harness.drag(at: CGFloat(at), distances.map { CGFloat($0) })
            case .frames(let k):
                harness.frame(k)
            case .tap(let at):
                harness.tap(at: CGFloat(at))
            case .move(let k, let animated):
                let moved =
                    k > 0 ? view.next(animated: animated) : view.previous(animated: animated)
                if moved != (wasAtRest && view.items.count >= 2) {
                    failures.append("step \(number) \(step): moved \(moved)")
                }
                harness.check("step \(number) \(step)")
            case .jump(let index, let animated):
                guard index < view.items.count else { continue }
                let moved = (try? view.jump(to: index, animated: animated)) ?? false
                if moved != (wasAtRest && view.items.count >= 2) {
                    failures.append("step \(number) \(step): moved \(moved)")
                }
                harness.check("step \(number) \(step)")
            case .motion(let motion):
                try? view.setMotion(motion)
                harness.check("step \(number) \(step)")
            case .autoscroll(let speed?):
                try? view.startAutoscroll(pointsPerSecond: speed)
            case .autoscroll(nil):
                view.stopAutoscroll()
                harness.check("step \(number) \(step)")
            case .autoplay(let interval?):
                try? view.startAutoplay(interval: interval)
                if view.autoplayInterval != interval {
                    let now = view.autoplayInterval.map { "\($0)" } ?? "none"
                    failures.append("step \(number) \(step): interval \(now)")
                }
            case .autoplay(nil):
                view.stopAutoplay()
                harness.check("step \(number) \(step)")
            case .load(let lengths, let byValue):
                var table: [Int: Double] = [:]
                var items: [Int] = []
                for length in lengths {
                    table[nextItem] = length
                    items.append(nextItem)
                    nextItem += 1
                }
                // By value, keep an item of the old ones when there is one to keep.
                if byValue, let current = view.currentItem, !items.isEmpty {
                    items[items.count / 2] = current
                }
                let before = view.currentItem
                harness.load(table, items: items, keepingCurrent: byValue ? .byValue : .byPosition)
                if byValue, before.map(items.contains) == true, view.currentItem != before {
                    let now = view.currentItem.map { "\($0)" } ?? "none"
                    failures.append("step \(number) \(step): current \(now), was \(before!)")
                }
            case .resize(let length):
                let before = view.currentItem
                harness.resize(length: CGFloat(length))
                if view.isAtRest, wasAtRest, view.currentItem != before {
                    failures.append("step \(number) \(step): the current item changed")
                }
            case .fewItems(let rule):
                harness.setFewItems(rule)
            case .resizeAcross(let across):
                let before = view.currentItem
                let wasOnRest = harness.row.offset == 1
                harness.resize(across: CGFloat(across))
                if view.currentItem != before {
                    failures.append("step \(number) \(step): the current item changed")
                }
                if wasAtRest, wasOnRest, harness.row.offset != 1 {
                    failures.append("step \(number) \(step): the row left its item's rest")
                }
            }
            if let failure = harness.failures.first {
                return failures + ["step \(number) \(step): \(failure)"]
            }
        }
        // Stopped, continuous scrolling settles onto an item's rest unless the motion is free.
        harness.view.stopAutoscroll()
        harness.runUntilRest()
        if harness.view.motion != .free, harness.view.items.count >= 2, harness.row.offset != 1 {
            failures.append("at rest under \(harness.view.motion), off an item's rest")
        }
        return failures + harness.failures
    }
}

@MainActor
@Suite("UIKit adapter simulation: random sessions of items of their own lengths")
struct ItemLengthsSessionTests {
    @Test(
        "random sessions of drags, taps, moves, motions, loads and resizes: every frame as the model lays it out",
        arguments: 0..<2)
    func randomSessions(shard: Int) {
        Property.check(
            iterations: Property.iterations / 4, shard: (shard, 2),
            generate: RowViewCase.generate, shrink: RowViewCase.shrink
        ) { input throws(PropertyFailure) in
            if let failure = input.failures().first {
                throw PropertyFailure(description: failure)
            }
        }
    }
}
