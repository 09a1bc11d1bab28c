import Carousel

/// A plain model of a row of items of different lengths, for property tests: it keeps the
/// current item and how far into its cell the anchor lies, steps one item at a time in 128-bit
/// arithmetic, and lays the window out from scratch into an array.
public struct RowModel {
    /// A laid-out item: its storage position, where it starts and ends in the viewport.
    public struct Frame: Equatable, Sendable {
        public let index: Int
        public let start: Double
        public let end: Double
    }

    /// Each item's length: the storage's (replaced with it on a data change), through
    /// ``lengthTransform``.
    public var length: (Int) -> Double {
        get {
            guard let transform = lengthTransform else { return storageLength }
            let storage = storageLength
            return { transform(storage($0)) }
        }
        set { storageLength = newValue }
    }
    /// Each item's length as the storage has it.
    private var storageLength: (Int) -> Double
    /// What the row's length closure makes of the storage's length now (see ``relength(_:)``);
    /// `nil` for the storage's length itself.
    public private(set) var lengthTransform: ((Double) -> Double)?
    public var count: Int
    public var viewport: Double
    public var spacing: Double
    public let margin: Double
    public let leading: Bool
    /// The fewest items the window holds on each side of the current one.
    public let neighbors: Int
    public var current = 0
    public var phase = 0.0
    /// Whether the window shows each item at most once (``FewItemsRule/leavingEmpty``).
    public var leavesEmpty = false

    /// A model of `count` items, at rest on item 0 once ``rest()`` ran.
    public init(
        length: @escaping (Int) -> Double, count: Int, viewport: Double, spacing: Double,
        margin: Double, leading: Bool, neighbors: Int = 0
    ) {
        storageLength = length
        self.count = count
        self.viewport = viewport
        self.spacing = spacing
        self.margin = margin
        self.leading = leading
        self.neighbors = neighbors
    }

    public var anchorPoint: Double { leading ? 0 : viewport / 2 }
    public func cell(_ index: Int) -> Double { length(index) + spacing }
    public func rest(_ index: Int) -> Double { leading ? spacing / 2 : cell(index) / 2 }

    /// `index + step` round the loop, in 128 bits so that no step overflows.
    public func wrap(_ index: Int, plus step: Int) -> Int {
        let n = Int128(count)
        return Int(((Int128(index) + Int128(step)) % n + n) % n)
    }

    public mutating func rest() {
        phase = count == 0 ? 0 : rest(current)
    }

    public mutating func advance(_ k: Int) {
        guard count >= 2, k != 0 else { return }
        current = wrap(current, plus: k)
        rest()
    }

    /// A new viewport and spacing: the current item stays, as far from its rest as it was
    /// when that lies in its new cell, else at its rest.
    public mutating func relayout(viewport newViewport: Double, spacing newSpacing: Double) {
        guard newViewport != viewport || newSpacing != spacing else { return }
        let fromRest = phase - (count == 0 ? 0 : rest(current))
        viewport = newViewport
        spacing = newSpacing
        guard count >= 2 else { return rest() }
        let kept = rest(current) + fromRest
        phase = kept >= 0 && kept < cell(current) ? kept : rest(current)
    }

    /// The length closure answers anew, through `transform`: the current item stays, as far
    /// from its rest as it was when that lies in its new cell, else at its rest.
    public mutating func relength(_ transform: @escaping (Double) -> Double) {
        guard count > 0 else { return lengthTransform = transform }
        let fromRest = phase - rest(current)
        lengthTransform = transform
        keep(fromRest: fromRest, lengthAfter: length(current))
    }

    /// Moves the anchor `distance` points along the row, one cell at a time.
    public mutating func scroll(byPoints distance: Double) {
        guard count >= 2 else { return }
        phase += distance
        while phase >= cell(current) {
            phase -= cell(current)
            current = wrap(current, plus: 1)
        }
        while phase < 0 {
            current = wrap(current, plus: -1)
            phase = min(phase + cell(current), cell(current).nextDown)
        }
    }

    /// The window from scratch: the current item, each neighbor that reaches into the viewport
    /// and its margins, then ``neighbors`` on each side at least, as far as few items left
    /// empty allow, the side after first.
    public func window() -> [Frame] {
        var (frames, before) = edgeWindow()
        var after = frames.count - 1 - before
        let budget = leavesEmpty ? count : Int.max
        while count > 1, after < neighbors || before < neighbors, frames.count < budget {
            if after < neighbors, let last = frames.last {
                let index = wrap(last.index, plus: 1)
                let start = last.end + spacing
                frames.append(Frame(index: index, start: start, end: start + length(index)))
                after += 1
            }
            if before < neighbors, frames.count < budget, let first = frames.first {
                let index = wrap(first.index, plus: -1)
                let end = first.start - spacing
                frames.insert(Frame(index: index, start: end - length(index), end: end), at: 0)
                before += 1
            }
        }
        return frames
    }

    /// The window of the current item and the items that reach into the viewport and its
    /// margins, with the number of them before the current one.
    func edgeWindow() -> (frames: [Frame], before: Int) {
        guard count > 0 else { return ([], 0) }
        let cellStart = anchorPoint - phase
        var frames = [
            Frame(
                index: current, start: cellStart + spacing / 2,
                end: cellStart + spacing / 2 + length(current))
        ]
        guard count > 1 else { return (frames, 0) }
        var before = cellStart
        var step = -1
        while before - spacing / 2 > -margin {
            let index = wrap(current, plus: step)
            before -= cell(index)
            frames.insert(
                Frame(
                    index: index, start: before + spacing / 2,
                    end: before + spacing / 2 + length(index)),
                at: 0)
            step -= 1
        }
        let needBefore = -step - 1
        var after = cellStart + cell(current)
        step = 1
        while after + spacing / 2 < viewport + margin {
            let index = wrap(current, plus: step)
            frames.append(
                Frame(
                    index: index, start: after + spacing / 2,
                    end: after + spacing / 2 + length(index)))
            after += cell(index)
            step += 1
        }
        guard leavesEmpty, frames.count > count else { return (frames, needBefore) }
        // Each side takes the items it needs, turn about, the side after first, until the
        // window holds every item once.
        let needAfter = frames.count - 1 - needBefore
        let budget = count - 1
        let takeBefore = min(needBefore, budget - min(needAfter, (budget + 1) / 2))
        let takeAfter = min(needAfter, budget - takeBefore)
        return (Array(frames[(needBefore - takeBefore)...(needBefore + takeAfter)]), takeBefore)
    }
}

extension RowModel {
    /// `scroll(toOffset:)` as documented: `x - 1` items from the current item's rest, whole
    /// items counted from it, the fraction taken of the item reached.
    public mutating func scroll(toOffset x: Double) {
        guard count >= 2 else { return }
        let whole = (x - 1 + rest(current) / cell(current)).rounded(.down)
        current = wrap(current, plus: Int(whole))
        phase = rest(current) + (x - 1 - whole) * cell(current)
        scroll(byPoints: 0)
    }

    public mutating func jump(to index: Int) {
        guard count >= 2, index != current else { return }
        current = index
        rest()
    }

    /// The model's lengths are the storage; `lengths` is it after the change.
    public mutating func insert(at index: Int, lengths: [Double]) {
        length = { lengths[$0] }
        count += 1
        guard count > 1 else {
            current = 0
            rest()
            return
        }
        if index <= current { current += 1 }
    }

    /// `lengths` before the change: the removed item's cell decides the phase kept.
    public mutating func remove(at index: Int, lengths: [Double]) {
        let removedCurrent = index == current
        let fromRest = phase - rest(current)
        var after = lengths
        after.remove(at: index)
        length = { after[$0] }
        count -= 1
        if count == 0 {
            current = 0
            phase = 0
            return
        }
        if index < current {
            current -= 1
        } else if index == current, current == count {
            current = 0
        }
        guard removedCurrent || count < 2 else { return }
        keep(fromRest: fromRest, lengthAfter: length(current))
    }

    public mutating func replace(at index: Int, lengths: [Double]) {
        let fromRest = phase - rest(current)
        length = { lengths[$0] }
        guard index == current || count < 2 else { return }
        keep(fromRest: fromRest, lengthAfter: length(current))
    }

    /// A load of `lengths`: the first item as long as the current one when `byValue` (a
    /// length is an item's value here), else or without one the position clamped; as far from
    /// its rest as the current item was (at its rest when that leaves its cell, or when the row
    /// could not scroll before).
    public mutating func load(_ lengths: [Double], byValue: Bool) {
        // By the storage's value: the item, not its length through a transform.
        let old = count == 0 ? nil : storageLength(current)
        let found = byValue ? old.flatMap { lengths.firstIndex(of: $0) } : nil
        let fromRest = count < 2 ? nil : phase - rest(current)
        length = { lengths[$0] }
        count = lengths.count
        current = count == 0 ? 0 : found ?? min(current, count - 1)
        guard let fromRest, count > 0 else { return rest() }
        keep(fromRest: fromRest, lengthAfter: length(current))
    }

    /// The anchor `fromRest` from the new current item's rest, inside its cell.
    private mutating func keep(fromRest: Double, lengthAfter: Double) {
        let cell = lengthAfter + spacing
        let rest = leading ? spacing / 2 : cell / 2
        let kept = rest + fromRest
        phase = count < 2 || kept < 0 || kept >= cell ? rest : kept
    }
}

extension RowModel {
    /// How far the rest of item `current + j` lies ahead of the anchor, for `j` in
    /// `-reach...reach`, laid out from scratch.
    public func restsAhead(reach: Int) -> [Int: Double] {
        var rests = [0: rest(current) - phase]
        var ahead = rests[0]!
        for j in stride(from: 0, to: reach, by: 1) {
            let here = wrap(current, plus: j)
            let next = wrap(current, plus: j + 1)
            ahead += cell(here) - rest(here) + rest(next)
            rests[j + 1] = ahead
        }
        ahead = rests[0]!
        for j in stride(from: 0, to: -reach, by: -1) {
            let here = wrap(current, plus: j)
            let previous = wrap(current, plus: j - 1)
            ahead -= rest(here) + cell(previous) - rest(previous)
            rests[j - 1] = ahead
        }
        return rests
    }

    /// Where a glide toward `natural` points lands under `motion` (paging or snapping): the
    /// item whose rest is nearest `natural` (a tie goes forward) among the two whose rests lie
    /// around the anchor (at a rest, that one and its neighbors) under paging, and under a
    /// snapping limit among those at most `limit` items from the item whose rest is nearest the
    /// anchor now; items counted from the current one.
    public func landing(natural: Double, motion: CarouselMotion, minimumCell: Double) -> Int {
        let reach = Int((natural.magnitude / minimumCell).rounded(.up)) + 3
        let rests = restsAhead(reach: reach)
        func best(_ candidates: [Int], _ point: Double) -> Int {
            candidates.min { a, b in
                let (da, db) = ((rests[a]! - point).magnitude, (rests[b]! - point).magnitude)
                return da < db || (da == db && a > b)
            }!
        }
        let bounds: ClosedRange<Int>
        switch motion {
        case .paging:
            let here = rests[0]!
            bounds = here > 0 ? -1...0 : here < 0 ? 0...1 : -1...1
        case .snapping(let limit?):
            let origin = best([-1, 0, 1], 0)
            bounds = (origin - limit)...(origin + limit)
        case .snapping(nil), .free:
            bounds = -reach...reach
        }
        return best(Array(max(bounds.lowerBound, -reach)...min(bounds.upperBound, reach)), natural)
    }
}
