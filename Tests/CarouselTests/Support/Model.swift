import Foundation
import PropertyTesting

@testable import Carousel

/// One operation of a generated script.
enum Op: Equatable, CustomStringConvertible {
    case advance(Int)
    case jump(Int)
    case scroll(Double)
    case startAutoplay(Double)
    case stopAutoplay
    case tick(Double)
    case insert(Int, value: Int)
    case remove(Int)
    case replace(Int, value: Int)
    case load([Int])

    var description: String {
        switch self {
        case .advance(let k): "advance(\(k))"
        case .jump(let i): "jump(\(i))"
        case .scroll(let x): "scroll(\(x))"
        case .startAutoplay(let s): "autoplay(\(s))"
        case .stopAutoplay: "autoplayOff"
        case .tick(let t): "tick(\(t))"
        case .insert(let i, let v): "insert(\(i), \(v))"
        case .remove(let i): "remove(\(i))"
        case .replace(let i, let v): "replace(\(i), \(v))"
        case .load(let vs): "load(\(vs))"
        }
    }

    /// Simpler versions of this operation, for shrinking.
    var shrunk: [Op] {
        switch self {
        case .advance(let k): Shrink.int(k).filter { $0 != 0 }.map(Op.advance)
        case .jump(let i): Shrink.int(i).map(Op.jump)
        case .scroll(let x): Shrink.double(x).map(Op.scroll)
        case .tick(let t): Shrink.double(t).filter { $0 >= 0 }.map(Op.tick)
        case .insert(let i, let v): Shrink.int(i).map { .insert($0, value: v) }
        case .remove(let i): Shrink.int(i).map(Op.remove)
        case .replace(let i, let v): Shrink.int(i).map { .replace($0, value: v) }
        case .load(let vs): Shrink.array(vs).map(Op.load)
        case .startAutoplay, .stopAutoplay: []
        }
    }

    /// A random operation for a carousel of about `count` items; values are few so they repeat.
    static func random(count: Int, using random: inout SplitMix64, moves: Bool = true) -> Op {
        let value = Int.random(in: 0..<4, using: &random)
        let index = Int.random(in: -1...(count + 1), using: &random)
        let choice = Int.random(in: (moves ? 0 : 4)..<11, using: &random)
        switch choice {
        case 0: return .advance(random.edgyInt(near: count))
        case 1: return .jump(index)
        case 2:
            // Mostly exact multiples of 1/8 (a drag), sometimes any double, sometimes out of range.
            switch Int.random(in: 0..<6, using: &random) {
            case 0: return .scroll(Double.random(in: -1e9...1e9, using: &random))
            case 1:
                return .scroll(
                    [.nan, .infinity, 1e9 + 1, -2e9, -0.0].randomElement(using: &random)!)
            case 2: return .scroll(Double.random(in: -3...5, using: &random))
            default: return .scroll(Double(Int.random(in: -24...40, using: &random)) / 8)
            }
        case 3:
            return [.startAutoplay(0.5), .startAutoplay(2), .startAutoplay(0), .stopAutoplay]
                .randomElement(using: &random)!
        case 4: return .tick([0, 0.25, 0.5, 1, 3.75, 1e6, -1, .nan].randomElement(using: &random)!)
        case 5, 6: return .insert(index, value: value)
        case 7, 8: return .remove(index)
        case 9: return .replace(index, value: value)
        default:
            let length = Int.random(in: 0...5, using: &random)
            return .load((0..<length).map { _ in Int.random(in: 0..<4, using: &random) })
        }
    }
}

/// The plain reference: an array of items and an index that moves one step at a time.
///
/// Items carry an identity (`id`, new for every insert, replace and load) and a value (what
/// `Equatable` compares). It knows nothing of slots, only of what each position must show.
struct Model {
    struct Item: Equatable {
        var id: Int
        var value: Int
    }

    var items: [Item]
    var current = 0
    var offset = 1.0
    var autoplay: (interval: Double, elapsed: Double)?
    private var nextID: Int

    init(values: [Int]) {
        items = values.enumerated().map { Item(id: $0.offset, value: $0.element) }
        nextID = values.count
    }

    var count: Int { items.count }

    /// The indices at previous, current, next, spelled out case by case.
    var window: [Int?] {
        switch count {
        case 0: return [nil, nil, nil]
        case 1: return [nil, 0, nil]
        default:
            return [
                current == 0 ? count - 1 : current - 1, current,
                current == count - 1 ? 0 : current + 1,
            ]
        }
    }

    /// The item identities the three positions show (`nil`: nothing).
    var windowIDs: [Int?] { window.map { $0.map { items[$0].id } } }

    /// What an operation must report, apart from slot details.
    struct Outcome: Equatable {
        var move: CarouselMove?
        var offsetReset: Double?
        var isError = false
    }

    /// Moves `k` steps one at a time (or, for huge `k`, by exact 128-bit arithmetic).
    private mutating func step(_ k: Int) {
        if k.magnitude <= 10_000 {
            for _ in 0..<k.magnitude {
                current =
                    k > 0
                    ? (current == count - 1 ? 0 : current + 1)
                    : (current == 0 ? count - 1 : current - 1)
            }
        } else {
            let n = Int128(count)
            current = Int((((Int128(current) + Int128(k)) % n) + n) % n)
        }
    }

    private mutating func move(_ k: Int, cause: CarouselMove.Cause, offsetAfter: Double) -> Outcome
    {
        guard count >= 2, k != 0 else { return Outcome() }
        let from = current
        step(k)
        offset = offsetAfter
        return Outcome(
            move: CarouselMove(from: from, to: current, step: k, cause: cause),
            offsetReset: offsetAfter)
    }

    private mutating func restartTimer() { autoplay?.elapsed = 0 }

    private mutating func fresh(_ value: Int) -> Item {
        defer { nextID += 1 }
        return Item(id: nextID, value: value)
    }

    private mutating func afterDataChange() -> Outcome {
        guard count < 2, offset != 1 else { return Outcome() }
        offset = 1
        return Outcome(offsetReset: 1)
    }

    mutating func apply(_ op: Op) -> Outcome {
        let error = Outcome(isError: true)
        switch op {
        case .advance(let k):
            restartTimer()
            return move(k, cause: .command, offsetAfter: 1)
        case .jump(let i):
            guard i >= 0, i < count else { return error }
            restartTimer()
            // The shortest way, found by walking: forward if not longer than backward.
            var forward = 0
            while (current + forward) % count != i { forward += 1 }
            let d = forward <= count - forward ? forward : forward - count
            return move(d, cause: .command, offsetAfter: 1)
        case .scroll(let x):
            guard x.isFinite, abs(x) <= 1e9 else { return error }
            restartTimer()
            guard count >= 2 else { return Outcome() }
            guard x <= 0 || x >= 2 else {
                offset = x
                return Outcome()
            }
            let k = x >= 2 ? Int(floor(x - 1)) : -Int(floor(1 - x))
            return move(k, cause: .scroll, offsetAfter: x - Double(k))
        case .startAutoplay(let s):
            guard s >= 0.001, s <= 1e6 else { return error }
            autoplay = (s, 0)
            return Outcome()
        case .stopAutoplay:
            autoplay = nil
            return Outcome()
        case .tick(let t):
            guard t >= 0, t <= 1e9 else { return error }
            guard var timer = autoplay, count >= 2, offset == 1 else { return Outcome() }
            timer.elapsed += t
            let steps = Int(floor(timer.elapsed / timer.interval))
            if steps > 0 { timer.elapsed -= Double(steps) * timer.interval }
            autoplay = timer
            return steps > 0 ? move(steps, cause: .autoplay, offsetAfter: 1) : Outcome()
        case .insert(let i, let value):
            guard i >= 0, i <= count else { return error }
            if count == 0 { current = 0 } else if i <= current { current += 1 }
            items.insert(fresh(value), at: i)
            return afterDataChange()
        case .remove(let i):
            guard i >= 0, i < count else { return error }
            items.remove(at: i)
            if count == 0 {
                current = 0
            } else if i < current {
                current -= 1
            } else if i == current, current == count {
                current = 0
            }
            return afterDataChange()
        case .replace(let i, let value):
            guard i >= 0, i < count else { return error }
            items[i] = fresh(value)
            return afterDataChange()
        case .load(let values):
            let old = count == 0 ? nil : items[current].value
            items = []
            for value in values { items.append(fresh(value)) }
            if let old, let found = values.firstIndex(of: old) {
                current = found
            } else {
                current = min(current, max(count - 1, 0))
            }
            return afterDataChange()
        }
    }
}

extension Carousel where Storage == [Int] {
    /// Applies `op` through the public API; `nil` for an error.
    mutating func apply(_ op: Op) -> CarouselEvents? {
        do throws(CarouselError) {
            switch op {
            case .advance(let k): return advance(by: k)
            case .jump(let i): return try jump(to: i)
            case .scroll(let x): return try scroll(to: x)
            case .startAutoplay(let s):
                try startAutoplay(interval: s)
                return CarouselEvents()
            case .stopAutoplay:
                stopAutoplay()
                return CarouselEvents()
            case .tick(let t): return try tick(t)
            case .insert(let i, let v): return try insert(v, at: i)
            case .remove(let i): return try remove(at: i)
            case .replace(let i, let v): return try replace(at: i, with: v)
            case .load(let vs): return load(vs)
            }
        } catch {
            return nil
        }
    }
}
