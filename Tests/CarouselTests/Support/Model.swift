// Shared with the fuzz target (Fuzz/Sources/CarouselFuzz links here): Carousel's public API only.
import Carousel

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

    /// Whether this changes the data (insert, remove, replace or load) rather than the position.
    var changesData: Bool {
        switch self {
        case .insert, .remove, .replace, .load: true
        default: false
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

    /// How `load` finds the old current item among the new ones, by the values' keys: the value
    /// itself for `Equatable` elements, an `Identifiable` id, or `nil` for elements that cannot be
    /// compared (the position is clamped).
    typealias LoadKey = (_ value: Int) -> Int

    /// The items; empty for a range too long to list (see ``init(rangeOf:)``).
    var items: [Item]
    var current = 0
    var offset = 1.0
    var autoplay: (interval: Double, elapsed: Double)?
    let loadKey: LoadKey?
    private var nextID: Int
    /// The count of a range too long to list, else `nil`.
    private let unlistedCount: Int?

    init(values: [Int], loadKey: LoadKey? = { $0 }) {
        items = values.enumerated().map { Item(id: $0.offset, value: $0.element) }
        nextID = values.count
        self.loadKey = loadKey
        unlistedCount = nil
    }

    /// The range `0..<count` without listing it, for counts no array holds (`0..<Int.max`): item
    /// `i` has id and value `i` (read them with ``item(at:)``). Moves, scrolling and autoplay
    /// only: a data change would need the items.
    init(rangeOf count: Int) {
        items = []
        nextID = 0
        loadKey = nil
        unlistedCount = count
    }

    var count: Int { unlistedCount ?? items.count }

    /// Whether ``items`` holds every item (no range too long to list).
    var isListed: Bool { unlistedCount == nil }

    /// The item at position `index`, listed or not.
    func item(at index: Int) -> Item {
        isListed ? items[index] : Item(id: index, value: index)
    }

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
    var windowIDs: [Int?] { window.map { $0.map { item(at: $0).id } } }

    /// The indices at the `2 × neighbors + 1` positions of a wider window, from `neighbors`
    /// pages back to `neighbors` ahead, worked out from scratch: no items show nothing, one item
    /// shows only at the center (it never loops), and otherwise offset `o` shows `current + o`
    /// round the ring, except that `.leavingEmpty` with fewer items than positions shows only the
    /// `count` offsets nearest the center (the one ahead first at equal distance), each item once.
    func window(neighbors: Int, fewItems: FewItemsRule) -> [Int?] {
        let nearestFirst = [0] + (1...neighbors).flatMap { [$0, -$0] }
        let shown: ArraySlice<Int> =
            switch count {
            case 0: []
            case 1: [0]
            case ..<nearestFirst.count where fewItems == .leavingEmpty:
                nearestFirst.prefix(count)
            default: nearestFirst[...]
            }
        let n = Int128(count)
        return (-neighbors...neighbors).map { offset in
            shown.contains(offset) ? Int(((Int128(current) + Int128(offset)) % n + n) % n) : nil
        }
    }

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
        precondition(isListed || !op.changesData, "a range not listed takes no data change")
        let error = Outcome(isError: true)
        switch op {
        case .advance(let k):
            restartTimer()
            return move(k, cause: .command, offsetAfter: 1)
        case .jump(let i):
            guard i >= 0, i < count else { return error }
            restartTimer()
            // The shortest way, found by walking (by exact arithmetic past a count one cannot
            // walk round): forward if not longer than backward.
            var forward = 0
            if count <= 10_000 {
                while (current + forward) % count != i { forward += 1 }
            } else {
                forward = Int((Int128(i) - Int128(current) + Int128(count)) % Int128(count))
            }
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
            let k = x >= 2 ? Int((x - 1).rounded(.down)) : -Int((1 - x).rounded(.down))
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
            let steps = Int((timer.elapsed / timer.interval).rounded(.down))
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
            if let old, let key = loadKey,
                let found = values.firstIndex(where: { key($0) == key(old) })
            {
                current = found
            } else {
                current = min(current, max(count - 1, 0))
            }
            return afterDataChange()
        }
    }
}

extension Carousel {
    /// Applies a move, scroll or autoplay operation through the public API; `nil` for an error.
    ///
    /// - Precondition: `op` is not a data change; those need the storage's own items.
    mutating func applyMove(_ op: Op) -> CarouselEvents? {
        do throws(CarouselError) {
            switch op {
            case .advance(let k): return advance(by: k)
            case .jump(let i): return try jump(to: i)
            case .scroll(let x): return try scroll(toOffset: x)
            case .startAutoplay(let s):
                try startAutoplay(interval: s)
                return CarouselEvents()
            case .stopAutoplay:
                stopAutoplay()
                return CarouselEvents()
            case .tick(let t): return try tick(t)
            case .insert, .remove, .replace, .load: preconditionFailure("\(op) changes data")
            }
        } catch {
            return nil
        }
    }
}

extension Carousel where Storage: RangeReplaceableCollection {
    /// Applies `op` through the public API, with storage items made from the model's values by
    /// `item`, and a whole new storage loaded by `load`; `nil` for an error.
    mutating func apply(
        _ op: Op, item: (Int) -> Storage.Element, load: (inout Self, [Int]) -> CarouselEvents
    ) -> CarouselEvents? {
        do throws(CarouselError) {
            switch op {
            case .insert(let i, let v): return try insert(item(v), at: i)
            case .remove(let i): return try remove(at: i)
            case .replace(let i, let v): return try replace(at: i, with: item(v))
            case .load(let vs): return load(&self, vs)
            default: return applyMove(op)
            }
        } catch {
            return nil
        }
    }
}

extension Carousel where Storage == [Int] {
    /// Applies `op` through the public API; `nil` for an error.
    mutating func apply(_ op: Op) -> CarouselEvents? {
        apply(op, item: { $0 }, load: { $0.load($1, keepingCurrent: .byValue) })
    }
}
