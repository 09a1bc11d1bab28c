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

/// A carousel over any storage, run beside the ``Model``: after every operation its events (the
/// move and the offset reset exactly; the rebinds exactly under rebind, minimal under rotate),
/// its state and the central invariant must be what the model says.
struct ModelCheck<Storage: RandomAccessCollection>: ModelChecking where Storage.Index == Int {
    private(set) var carousel: Carousel<Storage, Int>
    private(set) var model: Model
    /// The model's value of a storage element.
    private let value: (Storage.Element) -> Int
    /// Applies an operation through the public API; `nil` for an error.
    private let apply: (inout Carousel<Storage, Int>, Op) -> CarouselEvents?
    /// Whether rotate matches slots by equal values after a load (`Equatable` elements).
    private let loadMatchesValues: Bool

    init(
        _ carousel: Carousel<Storage, Int>, model: Model, loadMatchesValues: Bool,
        value: @escaping (Storage.Element) -> Int,
        apply: @escaping (inout Carousel<Storage, Int>, Op) -> CarouselEvents?
    ) throws(PropertyFailure) {
        self.carousel = carousel
        self.model = model
        self.value = value
        self.apply = apply
        self.loadMatchesValues = loadMatchesValues
        try checkState(after: "start")
    }

    mutating func step(_ op: Op, number: Int) throws(PropertyFailure) -> CarouselEvents? {
        let step = "step \(number) \(op)"
        // What each slot showed before, by identity and value, to judge rebinds.
        let heldBefore = held()
        let windowBefore = model.windowIDs
        let orderBefore = carousel.slotOrder
        let currentIndexBefore = model.count == 0 ? nil : model.current
        let currentBefore = currentIndexBefore.map { model.items[$0].id }
        let expected = model.apply(op)
        guard let events = apply(&carousel, op) else {
            try require(
                expected.isError, "\(step): the carousel refused an operation the model accepts")
            try checkState(after: step)
            return nil
        }
        try require(
            !expected.isError, "\(step): the carousel accepted an operation the model refuses")
        try requireEqual(events.move, expected.move, "\(step): move")
        try requireEqual(events.offsetReset, expected.offsetReset, "\(step): offsetReset")
        try requireEqual(Array(events).count, events.count, "\(step): event count")
        try requireEqual(events.isEmpty, events.count == 0, "\(step): isEmpty")
        try checkState(after: step)

        let rebound = Set(CarouselPosition.allCases.compactMap { events.rebinds[$0]?.slot })
        let heldAfter = held()
        let isLoad = if case .load = op { true } else { false }
        let byValue = isLoad && loadMatchesValues
        for id in 0..<3 where !rebound.contains(id) {
            // A slot that is not rebound must still show the same thing: the same item, or under
            // rotate after a load of comparable items an equal value.
            let same =
                byValue
                ? heldBefore[id]?.value == heldAfter[id]?.value
                    && (heldBefore[id] == nil) == (heldAfter[id] == nil)
                : heldBefore[id]?.id == heldAfter[id]?.id
            try require(same, "\(step): slot \(id) changed item without a rebind")
        }
        switch carousel.reusePolicy {
        case .rebind:
            try requireEqual(events.reorder, nil, "\(step): reorder under rebind")
            for position in CarouselPosition.allCases {
                let p = position.rawValue
                let changed =
                    isLoad
                    ? (windowBefore[p] != nil || model.windowIDs[p] != nil)
                    : windowBefore[p] != model.windowIDs[p]
                let rebind = events.rebinds[position]
                try requireEqual(rebind?.slot, changed ? p : nil, "\(step): rebind at \(position)")
                let expected: Int?? = changed ? .some(model.window[p]) : .none
                try requireEqual(
                    rebind.map(\.index), expected, "\(step): rebind index at \(position)")
            }
        case .rotate:
            let keys: ([Model.Item?]) -> [Int?] = { items in
                items.map { byValue ? $0?.value : $0?.id }
            }
            let needed = model.window.map { $0.map { model.items[$0] } }
            let minimum = 3 - multisetIntersectionCount(keys(heldBefore), keys(needed))
            try requireEqual(rebound.count, minimum, "\(step): rotate rebinds")
            for id in rebound {
                try require(
                    keys([heldBefore[id]]) != keys([heldAfter[id]]),
                    "\(step): slot \(id) was rebound to the item it already showed")
            }
            for position in CarouselPosition.allCases {
                if let rebind = events.rebinds[position] {
                    try requireEqual(
                        rebind.index, model.window[position.rawValue],
                        "\(step): rebind at \(position)")
                }
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
        return events
    }

    /// The model's item each slot shows, by slot id.
    private func held() -> [Model.Item?] {
        (0..<3).map { id in carousel.boundIndex(ofSlot: id).map { model.items[$0] } }
    }

    /// The central invariant and the plain state, compared with the model.
    private func checkState(after step: String) throws(PropertyFailure) {
        try requireEqual(carousel.storage.map(value), model.items.map(\.value), "\(step): storage")
        let current = model.count == 0 ? nil : model.current
        try requireEqual(carousel.currentIndex, current, "\(step): current")
        try requireEqual(
            carousel.currentElement.map(value), current.map { model.items[$0].value },
            "\(step): current element")
        try requireEqual(Array(carousel.window), model.window, "\(step): window")
        try requireEqual(
            Array(carousel.windowElements).map { $0.map(value) },
            model.window.map { $0.map { model.items[$0].value } }, "\(step): window elements")
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
            try requireEqual(carousel.slot(withID: id), id, "\(step): slot \(id)")
        }
        try checkProgress(after: step)
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
