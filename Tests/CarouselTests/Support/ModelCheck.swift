import Carousel

// Shared with the fuzz target, which compiles PropertyTesting's Require.swift into its own module.
#if canImport(PropertyTesting)
    import PropertyTesting
#endif

/// One operation at a time on a carousel, checked against the plain model.
protocol ModelChecking {
    /// Applies `op` to both and checks the carousel's events, state and slots; returns the
    /// events, or `nil` when both refused it.
    mutating func step(_ op: Op, number: Int) throws(PropertyFailure) -> CarouselEvents?
}

/// A carousel over any storage, with any number of positions, run beside the ``Model``: after
/// every operation its events (the move and the offset reset exactly, every part in its fixed
/// order; the rebinds exactly under rebind, the fewest possible under rotate), its state, and what
/// a view fed only with those events shows must be what the model says.
struct ModelCheck<Storage: RandomAccessCollection>: ModelChecking where Storage.Index == Int {
    private(set) var carousel: Carousel<Storage, Int>
    private(set) var model: Model
    /// The model's value of a storage element.
    private let value: (Storage.Element) -> Int
    /// Applies an operation through the public API; `nil` for an error.
    private let apply: (inout Carousel<Storage, Int>, Op) -> CarouselEvents?
    /// Whether rotate matches slots by equal values after a load (`Equatable` elements).
    private let loadMatchesValues: Bool
    /// What a view that applies the events shows, and nothing else tells it.
    private var view: EventFedView

    init(
        _ carousel: Carousel<Storage, Int>, model: Model, loadMatchesValues: Bool,
        value: @escaping (Storage.Element) -> Int,
        apply: @escaping (inout Carousel<Storage, Int>, Op) -> CarouselEvents?
    ) throws(PropertyFailure) {
        // A new carousel's slot `p` sits at position `p`, configured from the window: the model's.
        let window = model.window(neighbors: carousel.neighbors, fewItems: carousel.fewItems)
        view = EventFedView(showing: window.map { $0.map(model.item(at:)) })
        self.carousel = carousel
        self.model = model
        self.value = value
        self.apply = apply
        self.loadMatchesValues = loadMatchesValues
        try checkState(after: "start", byValue: false)
    }

    /// The model's window, for this carousel's number of positions.
    private var window: [Int?] {
        model.window(neighbors: carousel.neighbors, fewItems: carousel.fewItems)
    }

    /// The model's item each position must show.
    private var needed: [Model.Item?] { window.map { $0.map(model.item(at:)) } }

    mutating func step(_ op: Op, number: Int) throws(PropertyFailure) -> CarouselEvents? {
        let step = "step \(number) \(op)"
        // What each slot showed before, by identity and value, to judge rebinds.
        let heldBefore = view.shown
        let neededBefore = needed
        let orderBefore = carousel.slotOrder
        let currentIndexBefore = model.count == 0 ? nil : model.current
        let currentBefore = currentIndexBefore.map { model.item(at: $0).id }
        let expected = model.apply(op)
        guard let events = apply(&carousel, op) else {
            try require(
                expected.isError, "\(step): the carousel refused an operation the model accepts")
            try checkState(after: step, byValue: false)
            return nil
        }
        try require(
            !expected.isError, "\(step): the carousel accepted an operation the model refuses")
        try requireEqual(events.move, expected.move, "\(step): move")
        try requireEqual(events.offsetReset, expected.offsetReset, "\(step): offsetReset")
        try checkParts(of: events, orderBefore: orderBefore, after: step)
        try view.apply(events, item: model.item(at:), step: step)
        let isLoad = if case .load = op { true } else { false }
        // Under rotate, a slot may keep an old item equal to a new one after a load that compares
        // values: the view then shows an equal value, not the same item.
        let byValue = isLoad && loadMatchesValues && carousel.reusePolicy == .rotate
        try checkState(after: step, byValue: byValue)

        let positions = 0..<carousel.positionCount
        let rebinds = positions.compactMap { events.rebind(atPosition: $0) }
        switch carousel.reusePolicy {
        case .rebind:
            try requireEqual(Array(carousel.slotOrder), Array(positions), "\(step): rebind order")
            let needed = self.needed
            for position in positions {
                // Items are new on every insert, replace and load: a changed id is a new item.
                let changed = neededBefore[position]?.id != needed[position]?.id
                let rebind = events.rebind(atPosition: position)
                try requireEqual(
                    rebind?.slot, changed ? position : nil, "\(step): rebind at \(position)")
                let expected: Int?? = changed ? .some(window[position]) : .none
                try requireEqual(
                    rebind.map(\.index), expected, "\(step): rebind index at \(position)")
            }
        case .rotate:
            let key: (Model.Item?) -> Int? = { byValue ? $0?.value : $0?.id }
            let minimum =
                positions.count
                - multisetIntersectionCount(heldBefore.map(key), needed.map(key))
            try requireEqual(rebinds.count, minimum, "\(step): rotate rebinds")
            for rebind in rebinds {
                try require(
                    key(heldBefore[rebind.slot]) != key(view.shown[rebind.slot]),
                    "\(step): slot \(rebind.slot) was rebound to the item it already showed")
            }
            if let move = expected.move {
                try checkRotateMove(move, rebinds: rebinds.count, after: step)
            }
        }
        // A data change keeps the current item the same item unless it removed or replaced it.
        let keepsCurrent =
            switch op {
            case .insert: true
            case .remove(let i), .replace(let i, _): i != currentIndexBefore
            default: false
            }
        if keepsCurrent, let currentBefore {
            try requireEqual(
                model.item(at: carousel.currentIndex ?? 0).id, currentBefore,
                "\(step): current item")
        }
        return events
    }

    /// The parts of `events` in their fixed order (`moved`, the reorder, the rebinds by position,
    /// `offsetReset`), and every accessor telling the same story.
    private func checkParts(
        of events: CarouselEvents, orderBefore: CarouselSlotOrder, after step: String
    ) throws(PropertyFailure) {
        let positions = 0..<carousel.positionCount
        // Events that hold nothing may be `CarouselEvents()`, of three positions.
        try require(
            events.positionCount == positions.count || events.isEmpty && events.positionCount == 3,
            "\(step): position count \(events.positionCount)")
        var parts: [CarouselEvent] = events.move.map { [.moved($0)] } ?? []
        if let order = events.reorder { parts.append(.reorder(slots: order)) }
        let changed = orderBefore != carousel.slotOrder
        try requireEqual(
            events.reorder, changed ? carousel.slotOrder : nil, "\(step): reorder event")
        for position in positions {
            guard let rebind = events.rebind(atPosition: position) else { continue }
            try requireEqual(
                rebind.slot, carousel.slotOrder[position],
                "\(step): slot of the rebind at \(position)")
            parts.append(.rebind(slot: rebind.slot, index: rebind.index))
        }
        for position in [-1, positions.count, Int.min, Int.max] {
            try requireEqual(
                events.rebind(atPosition: position), nil, "\(step): rebind at \(position)")
        }
        if let offset = events.offsetReset { parts.append(.offsetReset(offset: offset)) }
        try requireEqual(Array(events), parts, "\(step): events in their order")
        try requireEqual(events.count, parts.count, "\(step): event count")
        try requireEqual(events.isEmpty, parts.isEmpty, "\(step): isEmpty")
    }

    /// Under rotate, a move over at least as many items as positions whose window moved `s`
    /// pages forward round the ring (`s` in `0..<count`): the windows before and after are runs of
    /// `positionCount` distinct items that share `max(0, positionCount - s)` items on one side and
    /// `max(0, positionCount - (count - s))` on the other, and every other position is rebound.
    /// That is `min(d, positionCount)` for the shortest way round, `d`, exactly when
    /// `d <= count - positionCount` (always so from `count >= 2 × positionCount` on).
    private func checkRotateMove(
        _ move: CarouselMove, rebinds: Int, after step: String
    ) throws(PropertyFailure) {
        let (n, m) = (model.count, carousel.positionCount)
        guard n >= m else { return }
        let s = Int((Int128(move.to) - Int128(move.from) + Int128(n)) % Int128(n))
        let shared = s == 0 ? m : max(0, m - s) + max(0, m - (n - s))
        try requireEqual(rebinds, m - shared, "\(step): rotate rebinds of a \(s)-page shift")
        let d = min(s, n - s)
        if d <= n - m {
            try requireEqual(rebinds, min(d, m), "\(step): rotate rebinds of a \(d)-page move")
        }
    }

    /// The central invariant and the plain state, compared with the model; with `byValue`, the
    /// view may show an equal value where the model has a new item, and takes the new item.
    private mutating func checkState(after step: String, byValue: Bool) throws(PropertyFailure) {
        try requireEqual(carousel.count, model.count, "\(step): count")
        if model.isListed {
            try requireEqual(
                carousel.storage.map(value), model.items.map(\.value), "\(step): storage")
        }
        let current = model.count == 0 ? nil : model.current
        try requireEqual(carousel.currentIndex, current, "\(step): current")
        try requireEqual(
            carousel.currentElement.map(value), current.map { model.item(at: $0).value },
            "\(step): current element")
        try requireEqual(carousel.offset, model.offset, "\(step): offset")
        try requireEqual(
            carousel.autoplay?.interval, model.autoplay?.interval, "\(step): autoplay interval")
        try requireEqual(
            carousel.autoplay?.elapsed, model.autoplay?.elapsed, "\(step): autoplay elapsed")
        try checkWindow(after: step, byValue: byValue)
        try checkProgress(after: step)
    }

    /// The window and the slots: the carousel's accessors, and what the view shows, position by
    /// position.
    private mutating func checkWindow(after step: String, byValue: Bool) throws(PropertyFailure) {
        let (r, m) = (carousel.neighbors, carousel.positionCount)
        let (window, needed) = (self.window, self.needed)
        if r == 1 && carousel.fewItems == .repeating {
            // The model's two spellings of the three-slot window agree.
            try requireEqual(window, model.window, "\(step): the model's windows")
        }
        try requireEqual(Array(carousel.window), window, "\(step): window")
        try requireEqual(
            carousel.windowElements.map { $0.map(value) }, needed.map { $0?.value },
            "\(step): window elements")
        let order = Array(carousel.slotOrder)
        try require(Set(order) == Set(0..<m), "\(step): slot order \(order) is no permutation")
        try requireEqual(order, view.order, "\(step): slot order against the view's")
        for position in 0..<m {
            try requireEqual(
                carousel[slotAt: position], order[position], "\(step): slot model at \(position)")
        }
        for (position, id) in order.enumerated() {
            try requireEqual(
                carousel.boundIndex(ofSlot: id), window[position], "\(step): slot \(id) bound")
            try requireEqual(carousel.slot(withID: id), id, "\(step): slot \(id)")
            let shows = view.shown[id]
            if byValue {
                try requireEqual(
                    shows.map(\.value), needed[position].map(\.value),
                    "\(step): the view's slot \(id) at \(position)")
                view.shown[id] = needed[position]
            } else {
                try requireEqual(shows, needed[position], "\(step): the view's slot \(id)")
            }
        }
        for id in [-1, m, Int.min, Int.max] {
            try requireEqual(carousel.boundIndex(ofSlot: id), nil, "\(step): bound slot \(id)")
            try requireEqual(carousel.slot(withID: id), nil, "\(step): slot \(id)")
        }
        if carousel.fewItems == .leavingEmpty { try checkLeavingEmpty(after: step) }
    }

    /// `.leavingEmpty`: no item shows twice, and the offsets that show an item are exactly the
    /// documented ones, `-(count - 1) / 2 ... count - 1 - (count - 1) / 2` with fewer items than
    /// positions.
    private func checkLeavingEmpty(after step: String) throws(PropertyFailure) {
        let (r, n) = (carousel.neighbors, model.count)
        let indices = carousel.window.compactMap { $0 }
        try requireEqual(Set(indices).count, indices.count, "\(step): an item shows twice")
        let shown = carousel.window.indices.filter { carousel.window[$0] != nil }
        let before = (n - 1) / 2
        let documented: [Int] =
            switch n {
            case 0: []
            case ..<carousel.positionCount: Array(-before...n - 1 - before)
            default: Array(-r...r)
            }
        try requireEqual(shown.map { $0 - r }, documented, "\(step): offsets that show items")
    }

    /// Progress by the plain formula, within rounding; the page indicator by its plain rule.
    private func checkProgress(after step: String) throws(PropertyFailure) {
        let n = model.count
        guard n >= 2 else {
            try requireEqual(carousel.progress, n == 0 ? nil : 0, "\(step): progress")
            return
        }
        var plain = Double(model.current) + model.offset - 1
        if plain < 0 { plain += Double(n) }
        let progress = carousel.progress ?? -1
        try require(
            progress >= 0 && progress < Double(n) && abs(progress - plain) <= 1e-12 * Double(n),
            "\(step): progress \(progress), expected about \(plain)")
        for dots in [1, 3, 4] {
            let indicator = try requireNoError("\(step): indicator") {
                try carousel.pageIndicator(maximumDots: dots)
            }
            let first = min(max(model.current - dots / 2, 0), max(n - dots, 0))
            try requireEqual(
                indicator?.dots, first..<min(first + dots, n), "\(step): dots of \(dots)")
            try requireEqual(
                indicator?.label, "item \(model.current + 1) of \(n)", "\(step): label")
        }
    }
}

/// A view that knows only what a carousel's events told it: which slot sits at each position
/// (`reorder`) and which item each slot shows (`rebind`).
struct EventFedView {
    /// The slot ids in position order.
    private(set) var order: [Int]
    /// What each slot shows, by slot id.
    var shown: [Model.Item?]

    /// Slot `p` at position `p`, showing `items[p]`.
    init(showing items: [Model.Item?]) {
        order = Array(items.indices)
        shown = items
    }

    /// Applies `events` in their order; `item` is the item at a storage position now.
    mutating func apply(
        _ events: CarouselEvents, item: (Int) -> Model.Item, step: String
    ) throws(PropertyFailure) {
        for event in events {
            switch event {
            case .moved, .offsetReset: break
            case .reorder(let slots): order = Array(slots)
            case .rebind(let slot, let index):
                try require(shown.indices.contains(slot), "\(step): rebind of no slot \(slot)")
                shown[slot] = index.map(item)
            }
        }
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
