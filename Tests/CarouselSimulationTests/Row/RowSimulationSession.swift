import CarouselSimulation
import CarouselTestSupport
import PropertyTesting

@testable import Carousel

/// A simulated carousel of items of their own lengths run through a case's steps, checked after
/// every frame against a model that lays the row out from scratch.
@MainActor
struct RowSimulationSession<Storage: RandomAccessCollection> where Storage.Index == Int {
    let input: RowSimulationCase
    let simulated: SimulatedCarousel<Storage>
    /// An item's identity, for the chips their id, for `0..<Int.max` the index.
    let key: (Storage.Element) -> Int
    /// The chips as the storage has them now; `nil` for `0..<Int.max`.
    var chips: [Chip]?
    /// The largest slot capacity of the layouts so far.
    var capacity: Int
    var motion = CarouselMotion.paging
    var autoscroll: Double?
    /// Whether the last motion was one the row settles after (a drag, a tap, an app's scroll),
    /// so that at rest under paging or snapping the current item is exactly at its rest.
    var settles = false
    /// The item an animated move is to land on, until the row rests or another step moves it.
    var landing: Int?
    /// What the surface showed at the last check, each item keyed as ``key`` says.
    var previous: [RowPlacement] = []
    var nextID = 1000
    /// The events the coordinator applied last, cleared before each frame.
    let applied = AppliedEvents()
    /// How many times each index is displayed, as the surface's display reports say (with few
    /// items an item is on screen more than once). Under rebind an item that stays on screen
    /// may move to another slot without a report, as a carousel's does.
    var displayed = DisplayTally()
    /// The index each slot on screen showed at the last check: an end must name the slot the
    /// item was last shown in.
    var shownSlots: [Int: Int] = [:]
    /// Whether an item lay at an edge of the viewport at the last check.
    var wasAtEdge = true
    /// The indices the surface was asked to prefetch and not told to cancel since.
    var prefetched = PrefetchLedger()

    /// The last events a coordinator applied.
    final class AppliedEvents {
        var events: CarouselEvents?
    }

    init(
        input: RowSimulationCase, simulated: SimulatedCarousel<Storage>,
        key: @escaping (Storage.Element) -> Int, chips: [Chip]?
    ) {
        self.input = input
        self.simulated = simulated
        self.key = key
        self.chips = chips
        capacity = simulated.coordinator._row.layout.slotCapacity
        let applied = self.applied
        simulated.coordinator.onEvents = { applied.events = $0 }
        // The reports of the coordinator's initializer came before recording started.
        simulated.coordinator.surface.isRecordingDisplays = true
        simulated.coordinator.surface.isRecordingPrefetches = true
        try? simulated.coordinator.setPrefetchDistance(input.prefetchDistance)
        for frame in simulated.coordinator._row.windowFrames
        where frame.end > 0 && frame.start < simulated.coordinator._row.layout.viewportLength {
            displayed.begin(frame.index)
            shownSlots[frame.slot] = frame.index
        }
    }

    /// Runs `body` and returns how far the content scrolled in it: the distance of the events
    /// it applied, or, when it applied none (no item crossed the anchor, none entered or left),
    /// how far the anchor moved in its cell.
    func distance(of body: () -> Void) -> Double? {
        let (current, phase) = (row.currentIndex, row.phase)
        applied.events = nil
        body()
        if let events = applied.events { return events.scrolledPoints }
        return row.currentIndex == current ? row.phase - phase : nil
    }

    var row: ItemRow<Storage> { simulated.coordinator._row }
    var viewport: Double { row.layout.viewportLength }
    var tolerance: Double { 1e-8 * viewport }

    /// The model at the row's position, laid out from scratch.
    var model: RowModel {
        let chips = self.chips
        let input = self.input
        var model = RowModel(
            length: { chips?[$0].length ?? input.setup.hashedLength($0) }, count: row.count,
            viewport: viewport, spacing: row.layout.spacing, margin: row.layout.margin,
            leading: row.layout.anchor == .leading, neighbors: row.layout.neighbors)
        model.leavesEmpty = row.fewItems == .leavingEmpty
        model.current = row.currentIndex ?? 0
        model.phase = row.phase
        return model
    }

    /// Whether the row runs right to left: the scroll view's offsets, the fingers and the
    /// spans then run against the row's leading-edge distances.
    var isMirrored: Bool { input.setup.rightToLeft }

    /// `delta` along the scroll view's content as the row counts it, toward its next items (its
    /// own inverse).
    func towardNext(_ delta: Double) -> Double { isMirrored ? -delta : delta }

    /// What the surface shows, from the viewport's leading edge, in order along the row.
    func shown() -> [RowPlacement] {
        simulated.visibleFrames.compactMap { entry in
            entry.slot.element.map {
                // Right to left, the leading edge is the right one.
                let (start, end) =
                    isMirrored
                    ? (viewport - entry.end, viewport - entry.start)
                    : (entry.start, entry.end)
                return RowPlacement(key: key($0), slot: entry.slot.id, start: start, end: end)
            }
        }
        .sorted { $0.start < $1.start }
    }

    /// The frame checks, over the viewport.
    var frameCheck: RowFrameCheck {
        RowFrameCheck(
            bounds: 0...viewport, spacing: row.layout.spacing, tolerance: tolerance)
    }

    mutating func run() throws(PropertyFailure) {
        // What the initializer showed, and reported before recording started.
        previous = shown()
        try check("init", distance: 0)
        for (number, step) in input.steps.enumerated() {
            let what = "step \(number) \(step)"
            switch step {
            case .frames, .motion, .autoscroll(nil): break
            default: landing = nil
            }
            switch step {
            case .drag(let deltas, let velocity):
                simulated.touchDown()
                try check("\(what) touch", distance: 0)
                for (frame, delta) in deltas.enumerated() {
                    simulated.moveFinger(by: towardNext(delta))
                    try check("\(what) move \(frame)", distance: row.isScrollable ? delta : 0)
                    simulated.advanceFrame(by: 1.0 / 60)
                    try check("\(what) frame \(frame)", distance: 0)
                }
                let lifted = distance { simulated.liftFinger(velocity: towardNext(velocity)) }
                settles = true
                try check("\(what) lift", distance: lifted)
            case .frames(let k):
                try frames(k, what)
            case .tap:
                let tapped = distance {
                    simulated.touchDown()
                    simulated.liftFinger(velocity: 0)
                }
                settles = true
                try check(what, distance: tapped)
            case .autoscroll(let speed):
                // Continuous scrolling goes on after a glide: there is no rest to land on.
                if speed != nil { landing = nil }
                do {
                    if let speed {
                        try simulated.coordinator.startAutoscroll(pointsPerSecond: speed)
                    } else {
                        let wasOn = autoscroll != nil
                        simulated.coordinator.stopAutoscroll()
                        // Stopped, it is brought onto an item's rest unless it is free.
                        if wasOn { settles = true }
                    }
                } catch {
                    throw PropertyFailure(description: "\(what) threw \(error)")
                }
                autoscroll = speed
                if speed != nil { settles = false }
                try check(what, distance: nil)
            case .motion(let newMotion):
                do { try simulated.coordinator.setMotion(newMotion) } catch {
                    throw PropertyFailure(description: "\(what) threw \(error)")
                }
                motion = newMotion
                // A row at rest is settled onto an item under a motion that rests on items.
                settles = true
                try check(what, distance: nil)
            case .advance(let k):
                try perform(what) { row throws(CarouselError) in row.advance(by: k) }
                settles = false
            case .jump(let index):
                guard index < row.count else { continue }
                try perform(what) { row throws(CarouselError) in try row.jump(to: index) }
                settles = false
            case .slide(let k):
                try slide(what, k: k)
            case .slideTo(let index):
                guard index < row.count else { continue }
                try slide(what, k: nil, to: index)
            case .resize(let newViewport):
                do { try simulated.resize(viewportLength: newViewport) } catch {
                    throw PropertyFailure(description: "\(what) threw \(error)")
                }
                capacity = max(capacity, row.layout.slotCapacity)
                // A glide the resize stopped is settled onto an item's rest.
                settles = true
                previous = []
                try check(what, distance: nil)
            case .appScroll(let delta):
                guard simulated.coordinator.isAtRest else { continue }
                let scrollView = simulated.scrollView
                scrollView.setContentOffset(
                    scrollView.contentOffset + towardNext(delta), animated: false)
                settles = true
                try check(what, distance: nil)
            case .insert, .remove, .replace:
                try change(step, what)
            }
        }
    }

    /// `k` frames, each checked: continuous scrolling moves every item `speed / 60` points.
    mutating func frames(_ k: Int, _ what: String) throws(PropertyFailure) {
        for frame in 0..<k {
            let expected: Double? =
                row.isGliding ? nil : row.isScrollable ? autoscroll.map { $0 / 60 } ?? 0 : 0
            let observed = distance { simulated.advanceFrame(by: 1.0 / 60) }
            if let expected, let observed {
                try require(
                    abs(observed - expected) <= tolerance,
                    "\(what) frame \(frame): moved \(observed), continuous scrolling \(expected)")
            }
            try check("\(what) frame \(frame)", distance: expected ?? observed)
        }
        // At rest after an animated move, on its target's rest.
        if simulated.coordinator.isAtRest, let target = landing {
            try requireEqual(row.currentIndex, target, "\(what): the animated move's landing")
            try requireEqual(row.offset, 1, "\(what): the animated move's rest")
            landing = nil
        }
        // At rest after a release under paging or snapping, exactly on an item's rest.
        if simulated.coordinator.isAtRest, settles, motion != .free, row.isScrollable {
            try requireEqual(row.offset, 1, "\(what): at rest off the item's rest")
        }
    }

    /// An animated move of `k` items, or to `index`: started only at rest, and checked to land
    /// on its target's rest (see ``frames(_:_:)``).
    mutating func slide(_ what: String, k: Int?, to index: Int = 0) throws(PropertyFailure) {
        let coordinator = simulated.coordinator
        let wasAtRest = coordinator.isAtRest
        let current = row.currentIndex ?? 0
        let started: Bool
        do {
            switch k {
            case 1: started = coordinator.next()
            case -1: started = coordinator.previous()
            case let k?:
                // Any k, through the row: the coordinator's moves reach it with one item or
                // the shortest way to an index.
                guard wasAtRest else { return }
                try coordinator.perform { row throws(CarouselError) in try row.slide(by: k) }
                started = row.isScrollable
            case nil: started = try coordinator.jump(to: index, animated: true)
            }
        } catch {
            throw PropertyFailure(description: "\(what) threw \(error)")
        }
        try requireEqual(started, wasAtRest && row.isScrollable, "\(what): started")
        if started {
            landing = k.map { model.wrap(current, plus: $0) } ?? index
            settles = true
        }
        previous = []
        try check(what, distance: nil)
    }

    mutating func perform(
        _ what: String,
        _ change: (inout Carousel<Storage, SimulatedSlot<Storage.Element>>) throws(CarouselError)
            -> CarouselEvents
    ) throws(PropertyFailure) {
        do { try simulated.coordinator.perform(change) } catch {
            throw PropertyFailure(description: "\(what) threw \(error)")
        }
        previous = []
        try check(what, distance: nil)
    }

    /// Follows the surface's prefetch requests and cancellations: each item asked once and
    /// cancelled only once asked (an item that comes into the window is not cancelled), and
    /// what is outstanding the run of items beyond the window on the coordinator's side,
    /// nearest first, none of them in the window.
    mutating func checkPrefetching(_ what: String) throws(PropertyFailure) {
        let surface = simulated.coordinator.surface
        for event in surface.prefetchLog {
            switch event {
            case .prefetch(let index): try requireNone(prefetched.asked(index), what)
            case .cancel(let index): try requireNone(prefetched.cancelled(index), what)
            case .configured(let index): prefetched.configured(index)
            }
        }
        surface.prefetchLog.removeAll()
        let frames = Array(row.windowFrames)
        let run = simulated.coordinator.prefetchIndices
        var expected: [Int] = []
        if let first = frames.first, let last = frames.last, input.prefetchDistance > 0 {
            let forward = run.direction == .next
            expected = prefetchRun(
                from: forward ? last.index : first.index, skipping: 0, forward: forward,
                count: row.count,
                length: min(input.prefetchDistance, max(0, row.count - frames.count)))
        }
        try requireEqual(Array(run), expected, "\(what): the prefetched run")
        try requireEqual(
            prefetched.outstanding, Set(expected), "\(what): what the surface was asked")
    }

    /// Follows the display reports since the last check (an end names an item displayed, in
    /// the slot that last showed it; every end comes before the beginnings of its report), then
    /// requires that they say what is on screen: each item whose span reaches into the
    /// viewport, a beginning in the slot that shows it.
    ///
    /// - Returns: the number of ends and of beginnings reported.
    mutating func checkDisplays(_ what: String) throws(PropertyFailure) -> (ends: Int, begins: Int)
    {
        let surface = simulated.coordinator.surface
        defer { surface.displayLog.removeAll(keepingCapacity: true) }
        var onScreen: [Int: Int] = [:]
        var slotOf: [Int: Int] = [:]
        var ends = 0
        for frame in row.windowFrames where frame.end > 0 && frame.start < viewport {
            onScreen[frame.index, default: 0] += 1
            slotOf[frame.slot] = frame.index
        }
        for event in surface.displayLog {
            switch event {
            case .ended(let slot, let index):
                ends += 1
                try require(displayed.end(index), "\(what): \(event), not displayed")
                try require(
                    shownSlots[slot] == index,
                    "\(what): \(event), where the slot showed \(shownSlots[slot].map(String.init) ?? "nothing")"
                )
                shownSlots[slot] = nil
            case .began(let slot, let index):
                displayed.begin(index)
                shownSlots[slot] = index
                if surface.displayLog.last == event, onScreen[index] != nil {
                    try requireEqual(slotOf[slot], index, "\(what): \(event)'s slot")
                }
            }
        }
        try requireEqual(displayed.counts, onScreen, "\(what): displayed, on screen")
        shownSlots = slotOf
        // What the coordinator holds as displayed, from which its next report starts, names the
        // slots on screen now, in order: a later end then names the slot that showed the item.
        let held = simulated.coordinator.displays
        let onScreenSlots = row.windowFrames.filter { $0.end > 0 && $0.start < viewport }.map(
            \.slot)
        try requireEqual(
            (0..<held.count).map { held.slots[$0] }, onScreenSlots,
            "\(what): the slots the coordinator holds as displayed")
        return (ends, surface.displayLog.count - ends)
    }

    /// A data change, on the chips (the only storage the cases change).
    mutating func change(_ step: RowStep, _ what: String) throws(PropertyFailure) {
        guard
            let coordinator = simulated.coordinator
                as? CarouselScrollCoordinator<[Chip], SimulatedSurface<Chip>>,
            var chips
        else { return }
        nextID += 1
        let id = nextID
        do {
            switch step {
            case .insert(let i, let length):
                guard i <= chips.count else { return }
                let chip = Chip(id: id, length: length)
                try coordinator.perform { row throws(CarouselError) in try row.insert(chip, at: i) }
                chips.insert(chip, at: i)
            case .remove(let i):
                guard i < chips.count, chips.count > 1 else { return }
                try coordinator.perform { row throws(CarouselError) in try row.remove(at: i) }
                chips.remove(at: i)
            case .replace(let i, let length):
                guard i < chips.count else { return }
                let chip = Chip(id: id, length: length)
                try coordinator.perform { row throws(CarouselError) in
                    try row.replace(at: i, with: chip)
                }
                chips[i] = chip
            default: return
            }
        } catch {
            throw PropertyFailure(description: "\(what) threw \(error)")
        }
        self.chips = chips
        // A glide the change stopped is settled onto an item's rest.
        settles = true
        previous = []
        try check(what, distance: nil)
    }

    /// Checks the frame: what the surface shows is what the model lays out, tiled with the
    /// spacing and covering the viewport; every item still on screen moved by one distance
    /// (`distance`, when known) and, under rotate, kept its slot; the content offset inside the
    /// content; the slots within the capacity.
    mutating func check(_ what: String, distance: Double?) throws(PropertyFailure) {
        let reported = try checkDisplays(what)
        try checkPrefetching(what)
        let shown = self.shown()
        defer { previous = shown }
        let frameCheck = self.frameCheck
        let chips = self.chips
        let expected = model.window().filter { frameCheck.reachesIn($0.start, $0.end) }
        let actual = shown.filter { frameCheck.reachesIn($0.start, $0.end) }
        try requireNone(
            frameCheck.layoutViolation(
                actual, expected: expected, key: { chips?[$0].id ?? $0 }, length: model.length),
            "\(what): on screen")
        try requireNone(frameCheck.tilingViolation(shown), "\(what): on screen")
        // Few items that show once each may leave part of the viewport empty.
        let mayLeaveEmpty =
            row.fewItems == .leavingEmpty && Array(row.windowFrames).count == row.count
        if row.isScrollable, !mayLeaveEmpty {
            try requireNone(frameCheck.coverageViolation(shown), "\(what): on screen")
        } else if !row.isScrollable {
            try requireEqual(shown.count, row.count, "\(what): a row that cannot scroll")
        }
        let offset = simulated.scrollView.contentOffset
        try require(
            offset >= 0 && offset <= simulated.scrollView.contentLength - viewport,
            "\(what): content offset \(offset) outside the content")
        try require(
            simulated.slots.count <= capacity,
            "\(what): \(simulated.slots.count) slots, capacity \(capacity)")
        try requireEqual(
            simulated.slots.filter { $0.element != nil }.count, Array(row.windowFrames).count,
            "\(what): slots that show an item")
        // Whether an item's span ends or starts at an edge of the viewport, as the row or the
        // surface places it.
        // Typed, so that the closures are checked one at a time (0.7 s of type checking else).
        let spans: [(start: Double, end: Double)] =
            row.windowFrames.map { ($0.start, $0.end) } + shown.map { ($0.start, $0.end) }
        let tolerance = self.tolerance
        let isAtEdge = spans.contains { span in
            abs(span.end) <= 4 * tolerance || abs(span.start - viewport) <= 4 * tolerance
        }
        let wasAtEdge = self.wasAtEdge
        self.wasAtEdge = isAtEdge
        guard let d = distance else { return }
        // Only the items that left the screen end and only those that came begin: an item that
        // stays, across a recenter too, is reported neither ended nor begun. (Not checked with
        // an item at an edge, where the two ways of placing it may round apart.)
        let atEdge = wasAtEdge || isAtEdge
        if !atEdge {
            let previous = self.previous
            let left = previous.filter { old in
                !shown.contains { frameCheck.isMove(of: old, to: $0, by: d) }
            }.count
            let came = shown.filter { now in
                !previous.contains { frameCheck.isMove(of: $0, to: now, by: d) }
            }.count
            try requireEqual(reported.ends, left, "\(what): items reported ended")
            try requireEqual(reported.begins, came, "\(what): items reported begun")
        }
        // Rigid motion: every item on screen before that is still on screen moved by the
        // distance and, under rotate, kept its slot.
        try requireNone(
            frameCheck.motionViolation(
                from: previous, to: shown, distance: d, keepsSlots: input.setup.policy == .rotate,
                mayMoveAcross: row.fewItems == .leavingEmpty),
            "\(what): on screen")
    }
}
