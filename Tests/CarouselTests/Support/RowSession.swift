// Shared with the fuzz target, which compiles PropertyTesting's Require.swift and SplitMix64.swift
// and the test support's row files (RowModel.swift, RowSetup.swift, RowFrameCheck.swift,
// ViewportCheck.swift, GlideModel.swift) into its own module. The tests read the carousel's row
// engine itself (internal, so testable); the fuzz target reads the carousel's own view of it.
#if canImport(PropertyTesting)
    @testable import Carousel
    import CarouselTestSupport
    import PropertyTesting
#else
    import Carousel

    extension Carousel {
        /// The geometry in points of a carousel of items of their own lengths.
        var layout: RowLayout { rowLayout! }
        /// The window position of the current item.
        var currentPosition: Int { neighbors }
    }
#endif

/// One operation of a random row session.
enum RowOp: Equatable, CustomStringConvertible {
    case scroll(Double)
    case offset(Double)
    case advance(Int)
    case jump(Int)
    case insert(Int, Double)
    case remove(Int)
    case replace(Int, Double)
    /// A load of new lengths, the current item kept by value (`true`) or by position.
    case load([Double], byValue: Bool)
    case release(Double)
    /// An animated move: ``ItemRow/slide(by:)``, run by later ticks.
    case slide(Int)
    case tick(Double)
    case autoscroll(Double?)
    /// Autoplay at an interval in seconds, or off.
    case autoplay(Double?)
    case motion(CarouselMotion)
    /// A new layout: the viewport and the spacing.
    case relayout(Double, Double)
    /// The length closure answers anew, `m + (l − m) × f` for a length `l` of the storage and
    /// the minimum `m`, in `reloadLengths(after:)`.
    case relength(Double)

    var changesData: Bool {
        switch self {
        case .insert, .remove, .replace, .load: true
        default: false
        }
    }

    var description: String {
        switch self {
        case .scroll(let d): "scroll(byPoints: \(d))"
        case .offset(let x): "scroll(toOffset: \(x))"
        case .advance(let k): "advance(by: \(k))"
        case .jump(let i): "jump(to: \(i))"
        case .insert(let i, let l): "insert(\(l), at: \(i))"
        case .remove(let i): "remove(at: \(i))"
        case .replace(let i, let l): "replace(at: \(i), with: \(l))"
        case .load(let l, let byValue):
            "load(\(l), keepingCurrent: \(byValue ? ".byValue" : ".byPosition"))"
        case .release(let v): "release(pointsPerSecond: \(v))"
        case .slide(let k): "slide(by: \(k))"
        case .tick(let t): "tick(\(t))"
        case .autoscroll(let v):
            v.map { "startAutoscroll(pointsPerSecond: \($0))" } ?? "stopAutoscroll()"
        case .autoplay(let v): v.map { "startAutoplay(interval: \($0))" } ?? "stopAutoplay()"
        case .motion(let m): "setMotion(\(m))"
        case .relayout(let v, let s): "update(layout: viewport \(v), spacing \(s))"
        case .relength(let f): "reloadLengths(after:) to factor \(f)"
        }
    }
}

/// What a session's length closure makes of the storage's length `l`: `m + (l − m) × f` for
/// the minimum `m` and the factor `f` of the last ``RowOp/relength(_:)`` (`l` itself before
/// one), so that every length stays within the layout's bounds.
final class LengthTransform: @unchecked Sendable {
    private var transform: (Double) -> Double = { $0 }

    /// The transform at factor `f` above minimum `m`.
    static func function(factor f: Double, minimum m: Double) -> (Double) -> Double {
        { l in f == 1 ? l : m + (l - m) * f }
    }

    func set(_ transform: @escaping (Double) -> Double) { self.transform = transform }

    func apply(_ length: Double) -> Double { transform(length) }
}

/// A random row session: the layout, the lengths (`nil`: `0..<Int.max`, lengths hashed from the
/// index) and the operations.
struct RowCase: CustomStringConvertible {
    var setup: RowSetup
    var lengths: [Double]?
    var ops: [RowOp]

    var description: String {
        "\(setup), lengths \(lengths.map { "\($0)" } ?? "0..<Int.max hashed"), ops \(ops)"
    }
}

extension RowCase {
    /// Plays the case on a carousel of its lengths, or of `0..<Int.max` with hashed lengths,
    /// checking every operation against the model.
    func play() throws(PropertyFailure) {
        let layout = try requireNoError("layout") { try setup.layout() }
        if let lengths {
            var session = try RowSession(
                input: self, layout: layout, storage: lengths, length: { $0 })
            try session.run()
        } else {
            var session = try RowSession(
                input: self, layout: layout, storage: 0..<Int.max, length: setup.hashedLength)
            try session.run()
        }
    }
}

/// A carousel of items of their own lengths and its model, run through a case's operations,
/// compared after each.
struct RowSession<Storage: RandomAccessCollection> where Storage.Index == Int {
    let input: RowCase
    /// The carousel of items of their own lengths under test; its slot models are their ids.
    var carousel: Carousel<Storage, Int>
    #if canImport(PropertyTesting)
        /// The row the carousel holds, to read in points.
        var row: ItemRow<Storage> { carousel.row! }
    #else
        /// The carousel, read in points as its row.
        var row: Carousel<Storage, Int> { carousel }
    #endif
    var model: RowModel
    /// What the events have bound each slot to.
    var bound: [Int: Int] = [:]
    /// Continuous scrolling's speed, as the model has it.
    var autoscroll: Double?
    /// Autoplay's interval and the time counted toward its next move, as the model has them.
    var autoplay: (interval: Double, elapsed: Double)?
    /// The motion, as the model has it.
    var motion = CarouselMotion.paging
    /// The item a running snapping or paging glide must land on, exactly at its rest.
    var landing: Int?
    /// The viewport and spacing of the row's layout now.
    var viewport: Double
    var spacing: Double
    /// The largest slot capacity of the layouts so far: the slots made stay made.
    var capacity: Int
    /// What the row's length closure makes of the storage's lengths now.
    let lengthTransform = LengthTransform()

    init(
        input: RowCase, layout: RowLayout, storage: Storage,
        length: @escaping @Sendable (Storage.Element) -> Double
    ) throws(PropertyFailure) {
        self.input = input
        let setup = input.setup
        viewport = setup.viewport
        spacing = setup.spacing
        let transform = lengthTransform
        carousel = Carousel(
            storage, layout: layout, fewItems: setup.fewItems, reusePolicy: setup.policy,
            length: { transform.apply(length($0)) }, makeSlot: { $0 })
        capacity = layout.slotCapacity
        let lengths = input.lengths
        model = RowModel(
            length: { lengths?[$0] ?? setup.hashedLength($0) }, count: storage.count,
            viewport: setup.viewport, spacing: setup.spacing, margin: setup.margin,
            leading: setup.leading, neighbors: setup.neighbors)
        model.leavesEmpty = setup.fewItems == .leavingEmpty
        model.rest()
        for frame in row.windowFrames { bound[frame.slot] = frame.index }
    }

    mutating func run() throws(PropertyFailure) {
        try check(after: "init", previous: nil)
        var lengths = input.lengths ?? []
        for (number, op) in input.ops.enumerated() {
            let before = Array(row.windowFrames)
            let from = model.current
            let wasGliding = row.isGliding
            // What each slot showed before a load, by value.
            var shownBeforeLoad: [Int: Double] = [:]
            switch op {
            case .release, .slide, .tick, .autoscroll, .autoplay, .motion: break
            default: landing = nil  // a drag, a move or a data change stops the glide
            }
            if isRefused(op) {
                let (phase, current) = (row.phase, row.currentIndex)
                let refused = (try? apply(op)) == nil
                try require(refused, "op \(number) \(op) should be refused")
                try require(
                    row.phase == phase && row.currentIndex == current
                        && Array(row.windowFrames) == before,
                    "op \(number) \(op) was refused but changed the row")
                continue
            }
            let events: CarouselEvents
            do {
                switch op {
                case .scroll(let d):
                    events = try carousel.scroll(byPoints: d)
                    model.scroll(byPoints: d)
                    autoplay?.elapsed = 0
                case .offset(let x):
                    events = try carousel.scroll(toOffset: x)
                    model.scroll(toOffset: x)
                    autoplay?.elapsed = 0
                case .advance(let k):
                    events = carousel.advance(by: k)
                    model.advance(k)
                    autoplay?.elapsed = 0
                case .jump(let i):
                    events = try carousel.jump(to: i)
                    model.jump(to: i)
                    autoplay?.elapsed = 0
                case .insert(let i, let l):
                    events = try rowStorage(insert: l, at: i)
                    lengths.insert(l, at: i)
                    model.insert(at: i, lengths: lengths)
                case .remove(let i):
                    events = try rowStorage(removeAt: i)
                    model.remove(at: i, lengths: lengths)
                    lengths.remove(at: i)
                case .replace(let i, let l):
                    events = try rowStorage(replaceAt: i, with: l)
                    lengths[i] = l
                    model.replace(at: i, lengths: lengths)
                case .load(let l, let byValue):
                    events = try rowStorage(load: l, byValue: byValue)
                    shownBeforeLoad = bound.mapValues { lengths[$0] }
                    lengths = l
                    model.load(l, byValue: byValue)
                case .release(let v):
                    landing = expectedLanding(velocity: v)
                    events = try carousel.release(pointsPerSecond: v)
                    syncModel()
                case .slide(let k):
                    landing = model.count > 1 ? model.wrap(model.current, plus: k) : nil
                    events = try carousel.slide(by: k)
                    syncModel()
                    autoplay?.elapsed = 0
                case .tick(let t):
                    if wasGliding {
                        events = try carousel.tick(t)
                        syncModel()
                    } else {
                        events = try carousel.tick(t)
                        if let autoscroll, model.count > 1 {
                            model.scroll(byPoints: autoscroll * t)
                        } else if let steps = runAutoplayClock(for: t) {
                            try requireEqual(
                                events.move.map { [$0.step, $0.cause == .autoplay ? 1 : 0] },
                                [steps, 1], "op \(number) \(op): autoplay's move")
                            model.advance(steps)
                        }
                    }
                case .autoscroll(let v):
                    if let v {
                        try carousel.startAutoscroll(pointsPerSecond: v)
                    } else {
                        carousel.stopAutoscroll()
                    }
                    autoscroll = v
                    if v != nil { autoplay = nil }
                    events = CarouselEvents()
                case .autoplay(let v):
                    if let v {
                        try carousel.startAutoplay(interval: v)
                        autoplay = (v, 0)
                        autoscroll = nil
                    } else {
                        carousel.stopAutoplay()
                        autoplay = nil
                    }
                    events = CarouselEvents()
                case .motion(let m):
                    try carousel.setMotion(m)
                    motion = m
                    events = CarouselEvents()
                case .relayout(let v, let s):
                    events = try carousel.update(
                        layout: try input.setup.layout(viewport: v, spacing: s), makeSlot: { $0 })
                    model.relayout(viewport: v, spacing: s)
                    (viewport, spacing) = (v, s)
                    capacity = max(capacity, row.layout.slotCapacity)
                case .relength(let f):
                    let function = LengthTransform.function(
                        factor: f, minimum: input.setup.minimumLength)
                    let transform = lengthTransform
                    events = try carousel.reloadLengths { transform.set(function) }
                    model.relength(function)
                }
            } catch {
                throw PropertyFailure(description: "op \(number) \(op) threw \(error)")
            }
            let what = "after op \(number) \(op)"
            // A slot keeps its item when the item's index shifts, without a rebind.
            switch op {
            case .insert(let i, _): bound = bound.mapValues { $0 >= i ? $0 + 1 : $0 }
            case .remove(let i): bound = bound.mapValues { $0 > i ? $0 - 1 : $0 == i ? -1 : $0 }
            case .replace(let i, _): bound = bound.mapValues { $0 == i ? -1 : $0 }
            case .load: bound = bound.mapValues { _ in -1 }
            default: break
            }
            for event in events {
                switch event {
                case .moved(let move):
                    try requireEqual(move.from, from, "\(what): the move's from")
                    try requireEqual(move.to, model.current, "\(what): the move's to")
                case .rebind(let slot, let index?): bound[slot] = index
                case .rebind(let slot, nil): bound[slot] = nil
                default: throw PropertyFailure(description: "\(what): unexpected \(event)")
                }
            }
            if case .load(_, let byValue) = op {
                // A slot a load did not rebind shows an equal value, under rotate by value only.
                for frame in row.windowFrames where bound[frame.slot] == -1 {
                    try require(
                        input.setup.policy == .rotate && byValue,
                        "\(what): slot \(frame.slot) not rebound by a load under "
                            + "\(input.setup.policy)")
                    try requireEqual(
                        shownBeforeLoad[frame.slot], lengths[frame.index],
                        "\(what): slot \(frame.slot) kept for item \(frame.index)")
                    bound[frame.slot] = frame.index
                }
            }
            if events.move == nil, model.count > 0, !op.changesData {
                try requireEqual(row.currentIndex, from, "\(what): current without a move")
            }
            if let expected = landing, !row.isGliding {
                try requireEqual(row.currentIndex, expected, "\(what): the glide's landing")
                try requireEqual(
                    row.phase, model.rest(expected), "\(what): the landing's rest")
                landing = nil
            }
            // The distance the events report is what every item that stayed moved.
            switch op {
            case .scroll(let d) where model.count > 1:
                try requireEqual(events.scrolledPoints, d, "\(what): the distance")
            case .tick(let t) where !wasGliding && model.count > 1:
                try requireEqual(
                    events.scrolledPoints, autoscroll.map { $0 * t }, "\(what): distance")
            case .release, .slide, .tick: break
            default:
                try requireEqual(events.scrolledPoints, nil, "\(what): a distance for a new place")
            }
            try check(after: what, previous: events.scrolledPoints.map { (before, $0) })
        }
    }

    /// Autoplay's clock, as documented: at an item's rest with two items or more, `t` seconds
    /// count toward the next move and the whole intervals elapsed are taken, the remainder
    /// kept.
    ///
    /// - Returns: the items autoplay moves now, when it moves.
    mutating func runAutoplayClock(for t: Double) -> Int? {
        guard var clock = autoplay, model.count > 1, model.phase == model.rest(model.current)
        else { return nil }
        clock.elapsed += t
        defer { autoplay = clock }
        guard clock.elapsed >= clock.interval else { return nil }
        let steps = Int(clock.elapsed / clock.interval)
        clock.elapsed -= Double(steps) * clock.interval
        return steps
    }

    /// The model's position, after an operation whose result only the row knows (a glide).
    mutating func syncModel() {
        if let current = row.currentIndex { model.current = current }
        model.phase = row.phase
    }

    /// Where a release at `velocity` lands under the motion, from the model's layout; `nil` for
    /// a free glide or a row that cannot scroll.
    func expectedLanding(velocity: Double) -> Int? {
        guard model.count > 1, motion != .free else { return nil }
        let farthest = 100 * viewport
        let perMillisecond = velocity.isFinite ? velocity / 1000 : 0
        let natural = min(
            max(naturalGlideDistance(velocity: perMillisecond, rate: 0.998), -farthest), farthest)
        let steps = model.landing(
            natural: natural, motion: motion, minimumCell: input.setup.minimumLength + spacing)
        return model.wrap(model.current, plus: steps)
    }

    /// Whether `op`'s index is out of range (shrinking drops the operations that made it valid),
    /// or its speed or distance is one the row refuses.
    func isRefused(_ op: RowOp) -> Bool {
        switch op {
        case .scroll(let d): return !d.isFinite || d.magnitude > 100 * viewport
        case .offset(let x): return !x.isFinite || x.magnitude > CarouselLimits.maximumOffset
        case .autoscroll(let v?):
            return !CarouselLimits.autoscrollPointsPerSecond.contains(v.magnitude)
        case .autoplay(let v?): return !CarouselLimits.autoplayIntervals.contains(v)
        case .tick(let t):
            guard CarouselLimits.tickDurations.contains(t) else { return true }
            guard !row.isGliding, let autoscroll, model.count > 1 else { return false }
            return (autoscroll * t).magnitude > 100 * viewport
        case .jump(let i), .remove(let i), .replace(let i, _): return !(0..<model.count).contains(i)
        case .insert(let i, _): return !(0...model.count).contains(i)
        default: return false
        }
    }

    /// Runs `op` on the row alone.
    mutating func apply(_ op: RowOp) throws -> CarouselEvents {
        switch op {
        case .scroll(let d): return try carousel.scroll(byPoints: d)
        case .offset(let x): return try carousel.scroll(toOffset: x)
        case .advance(let k): return carousel.advance(by: k)
        case .jump(let i): return try carousel.jump(to: i)
        case .insert(let i, let l): return try rowStorage(insert: l, at: i)
        case .remove(let i): return try rowStorage(removeAt: i)
        case .replace(let i, let l): return try rowStorage(replaceAt: i, with: l)
        case .load(let l, let byValue): return try rowStorage(load: l, byValue: byValue)
        case .release(let v): return try carousel.release(pointsPerSecond: v)
        case .slide(let k): return try carousel.slide(by: k)
        case .tick(let t): return try carousel.tick(t)
        case .autoscroll(let v):
            try v.map { try carousel.startAutoscroll(pointsPerSecond: $0) }
                ?? carousel.stopAutoscroll()
            return CarouselEvents()
        case .autoplay(let v):
            try v.map { try carousel.startAutoplay(interval: $0) } ?? carousel.stopAutoplay()
            return CarouselEvents()
        case .motion(let m):
            try carousel.setMotion(m)
            return CarouselEvents()
        case .relayout(let v, let s):
            return try carousel.update(
                layout: try input.setup.layout(viewport: v, spacing: s), makeSlot: { $0 })
        case .relength(let f):
            let function = LengthTransform.function(factor: f, minimum: input.setup.minimumLength)
            let transform = lengthTransform
            return try carousel.reloadLengths { transform.set(function) }
        }
    }

    /// The data changes, on a storage of lengths (the only one the cases change).
    mutating func rowStorage(insert length: Double, at i: Int) throws -> CarouselEvents {
        guard var lengthRow = carousel as? Carousel<[Double], Int> else {
            throw RowCaseError.notAnArray
        }
        defer { carousel = lengthRow as! Carousel<Storage, Int> }
        return try lengthRow.insert(length, at: i)
    }

    mutating func rowStorage(removeAt i: Int) throws -> CarouselEvents {
        guard var lengthRow = carousel as? Carousel<[Double], Int> else {
            throw RowCaseError.notAnArray
        }
        defer { carousel = lengthRow as! Carousel<Storage, Int> }
        return try lengthRow.remove(at: i)
    }

    mutating func rowStorage(replaceAt i: Int, with length: Double) throws -> CarouselEvents {
        guard var lengthRow = carousel as? Carousel<[Double], Int> else {
            throw RowCaseError.notAnArray
        }
        defer { carousel = lengthRow as! Carousel<Storage, Int> }
        return try lengthRow.replace(at: i, with: length)
    }

    func check(
        after what: String, previous: (frames: [RowItemFrame], distance: Double)?
    ) throws(PropertyFailure) {
        let frames = Array(row.windowFrames)
        let placed = frames.map(\.placement)
        let margin = input.setup.margin
        let frameCheck = RowFrameCheck(
            bounds: -margin...(viewport + margin), spacing: spacing, tolerance: 1e-9 * viewport)
        try requireEqual(
            row.currentIndex, model.count == 0 ? nil : model.current, "\(what): current")
        try requireEqual(row.phase, model.phase, "\(what): phase")
        // The whole window, its items at the margins' edges too.
        try requireNone(
            frameCheck.layoutViolation(
                placed, expected: model.window(), key: { $0 }, length: model.length),
            "\(what): the window")
        try requireNone(frameCheck.tilingViolation(placed), "\(what): the window")
        // Few items that show once each may leave part of the viewport empty.
        let mayLeaveEmpty =
            input.setup.fewItems == .leavingEmpty && frames.count == model.count
        if model.count > 1, !mayLeaveEmpty {
            try requireNone(frameCheck.coverageViolation(placed), "\(what): the window")
        }
        // The slots: as the events say, each its own, within the capacity.
        try requireEqual(bound.count, frames.count, "\(what): slots bound")
        for (position, frame) in frames.enumerated() {
            try requireEqual(bound[frame.slot], frame.index, "\(what): slot \(frame.slot)")
            if input.setup.policy == .rebind {
                try requireEqual(frame.slot, position, "\(what): rebind keeps slot p at p")
            }
        }
        try requireEqual(Set(frames.map(\.slot)).count, frames.count, "\(what): shared slots")
        try require(
            frames.count <= row.layout.slotCapacity && row.slotCount <= capacity,
            "\(what): \(frames.count) bound of \(row.slotCount) slots, capacity "
                + "\(row.layout.slotCapacity) now and \(capacity) at most")
        try checkCarousel(after: what, frames: frames)
        // A scroll moves every item that stays exactly by the distance; under rotate it keeps
        // its slot.
        guard let previous, model.count > 1 else { return }
        try requireNone(
            frameCheck.motionViolation(
                from: previous.frames.map(\.placement), to: placed, distance: previous.distance,
                keepsSlots: input.setup.policy == .rotate,
                mayMoveAcross: input.setup.fewItems == .leavingEmpty),
            "\(what): the window")
    }
}

enum RowCaseError: Error { case notAnArray }

extension RowItemFrame {
    /// The frame as the frame checks take it, its storage position its key.
    var placement: RowPlacement { RowPlacement(key: index, slot: slot, start: start, end: end) }
}

extension RowSession {
    mutating func rowStorage(load lengths: [Double], byValue: Bool) throws -> CarouselEvents {
        guard var lengthRow = carousel as? Carousel<[Double], Int> else {
            throw RowCaseError.notAnArray
        }
        defer { carousel = lengthRow as! Carousel<Storage, Int> }
        return lengthRow.load(lengths, keepingCurrent: byValue ? .byValue : .byPosition)
    }
}

extension RowSession {
    /// The carousel reads as the row it holds: the same position, offset, progress, motion and
    /// autoplay; its window, slot order and slot models those of the row's frames, position by
    /// position; every slot made, and a slot out of the window bound to nothing.
    func checkCarousel(after what: String, frames: [RowItemFrame]) throws(PropertyFailure) {
        try requireEqual(carousel.currentIndex, row.currentIndex, "\(what): the carousel's current")
        try requireEqual(carousel.offset, row.offset, "\(what): the carousel's offset")
        try require(
            carousel.offset > 0 && carousel.offset < 2, "\(what): offset \(carousel.offset)")
        try requireEqual(carousel.progress, row.progress, "\(what): the carousel's progress")
        try requireEqual(carousel.motion, row.motion, "\(what): the carousel's motion")
        try requireEqual(carousel.autoplay, row.autoplay, "\(what): the carousel's autoplay")
        try requireEqual(carousel.positionCount, frames.count, "\(what): the carousel's positions")
        try requireEqual(carousel.neighbors, row.currentPosition, "\(what): positions before")
        try requireEqual(
            Array(carousel.window), frames.map { Optional($0.index) }, "\(what): carousel window")
        try requireEqual(
            Array(carousel.slotOrder), frames.map(\.slot), "\(what): the carousel's slot order")
        try require(
            carousel.slotCount >= row.layout.slotCapacity,
            "\(what): \(carousel.slotCount) slots for a capacity of \(row.layout.slotCapacity)")
        for (position, frame) in frames.enumerated() {
            try requireEqual(carousel[slotAt: position], frame.slot, "\(what): slot model")
        }
        let shown = Dictionary(uniqueKeysWithValues: frames.map { ($0.slot, $0.index) })
        for id in -1...carousel.slotCount {
            try requireEqual(
                carousel.boundIndex(ofSlot: id), shown[id], "\(what): slot \(id) bound to")
        }
    }
}
