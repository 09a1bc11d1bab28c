@_spi(Testing) import Carousel
import CarouselSimulation
import CarouselTestSupport
import PropertyTesting

/// Drives one simulated session gesture by gesture and frame by frame, feeding the shared frame
/// checks after every frame and every did-scroll callback with what a person would see.
@MainActor
final class SimulationRun<Storage: RandomAccessCollection>
where Storage.Index == Int, Storage.Element == Int {
    let setup: SimulationSetup
    let simulated: SimulatedCarousel<Storage>
    /// Applies a data change gesture; `nil` for storage that cannot change.
    let changeData: ((Gesture, Coordinator) -> Void)?
    /// The first violation seen, with the gesture it happened in.
    private(set) var failure: String?
    private var gesture: Gesture = .wait(frames: 0)
    private let slotIdentities: [ObjectIdentifier]
    private var contentLength: Double
    private var configurations: ConfigurationTracker
    /// What each slot showed at the last check, to see a configuration with the same item.
    private var shown: [Int?]
    /// What data changes and resizes allow beyond one configuration per slot between checks.
    private var allowance = ConfigurationTracker.Allowance.none
    private var center = CenterTracker()
    /// The direction of the latest motion in pages.
    private var direction = 0
    /// The page offset the scroll view showed after the last report, to tell motion from resets.
    private var lastOffset: Double
    /// The center item before the coordinator followed the current report.
    private var centerBeforeFollow: Int?
    /// While a far move's target is bound to a neighbor: the strip reads origin, target in
    /// the move's direction, so the center may go from one to the other that way and back.
    private var farLink: CenterTracker.FarLink?
    private var frames = 0
    /// How many places show each item (by value: every item of a session is unique), as the
    /// display reports have said so far.
    private var displayed = DisplayTally()
    /// The items surely on screen at the last check, for the identity check.
    private var surelyShown: Set<Int> = []
    /// Whether a far target was bound at the last check.
    private var wasFar = false
    /// The storage at the last check: an end names an index of the storage the item was
    /// shown from, which a data change since may have changed.
    private var storageShown: Storage
    /// Each slot's item, configuration count, storage position and place at the last check,
    /// for the identity check of a data change.
    private var slotsShown: [SlotShown] = []

    /// Set while a data change runs: a did-scroll report from inside it (the offset reset of a
    /// carousel no longer scrollable) comes before the change reports what it displays.
    private var isChangingData = false

    /// A slot at a check.
    private struct SlotShown: Equatable {
        var item: Int?
        var configurations: Int
        var index: Int?
        /// Its position: a reorder under `.rotate` moves an item to another place on screen.
        var position: Int?
    }

    /// Pages committed by scrolls since a motion model started: with the offset, the pages the
    /// row has travelled.
    private var committed = 0
    /// The glide the coordinator must run, from the last release under a gliding motion, until
    /// another gesture comes.
    private var glide: MotionModel.Glide?
    /// Continuous scrolling since the row was last at rest with it on.
    private var marquee: MotionModel.Marquee?
    /// The items the coordinator asked to prefetch and has neither cancelled nor shown.
    private var prefetched = PrefetchLedger()
    /// Where the row was at the last check, in pages committed plus the offset (`nil` after a
    /// data change, which moves indices, not the row), and the side it last moved toward:
    /// forward until it first moves back.
    private var prefetchPosition: (committed: Int, offset: Double)? = (0, 1)
    private var movedTowardNext = true

    init(
        setup: SimulationSetup, storage: Storage,
        changeData: ((Gesture, Coordinator) -> Void)?
    ) throws(CarouselError) {
        self.setup = setup
        self.changeData = changeData
        simulated = SimulatedCarousel(
            storage, geometry: try setup.geometry(), reusePolicy: setup.policy,
            fewItems: setup.fewItems)
        simulated.scrollView.restingError = setup.restingError
        storageShown = storage
        simulated.scrollView.decelerationRate = setup.decelerationRate
        try simulated.coordinator.setMotion(setup.motion)
        simulated.coordinator.surface.isRecordingPrefetches = true
        try simulated.coordinator.setPrefetchDistance(setup.prefetchDistance)
        slotIdentities = simulated.slots.map { ObjectIdentifier($0) }
        contentLength = simulated.scrollView.contentLength
        configurations = ConfigurationTracker(counts: simulated.slots.map(\.configurationCount))
        shown = simulated.slots.map(\.element)
        lastOffset = 1
        center.restart(at: centerItem())
        simulated.onScroll = { [unowned self] stage in self.scrolled(stage) }
        simulated.coordinator.onEvents = { [unowned self] events in
            if let move = events.move { self.committed += move.step }
        }
        // A broken invariant is a failure to report and shrink, not a trap.
        simulated.coordinator._onInvariantViolation = { [unowned self] violation in
            self.fail("the coordinator's invariant broke: \(violation)")
        }
        // What the coordinator showed from its initializer, before the log records.
        let coordinator = simulated.coordinator
        for position in coordinator.visiblePositions {
            if let index = coordinator.visibleIndex(atPosition: position),
                let item = coordinator.carousel.element(at: index)
            {
                displayed.begin(item)
            }
        }
        coordinator.surface.isRecordingDisplays = true
        check("the start")
    }

    typealias Coordinator = CarouselScrollCoordinator<Storage, SimulatedSurface<Int>>

    var coordinator: Coordinator { simulated.coordinator }

    var frameDuration: Double { 1 / setup.framesPerSecond }

    /// Content points for `pages` pages toward *next*.
    func points(_ pages: Double) -> Double {
        let geometry = coordinator.geometry
        return geometry.contentOffset(forOffset: 1 + pages) - geometry.contentOffset(forOffset: 1)
    }

    // MARK: Running

    func run(_ gestures: [Gesture]) {
        for gesture in gestures where failure == nil {
            self.gesture = gesture
            perform(gesture)
        }
        gesture = .wait(frames: 0)
        guard failure == nil else { return }
        // Autoplay faster than its own slide never rests, nor does continuous scrolling.
        coordinator.stopAutoplay()
        coordinator.stopAutoscroll()
        marquee = nil
        // Frame by frame, checked: a glide may still run many items.
        var ran = 0
        while ran < 20_000, failure == nil,
            !(simulated.scrollView.isAtRest && coordinator.isAtRest)
        {
            frame()
            ran += 1
        }
        check("the final settle")
        if ran == 20_000 { fail("never came to rest") }
        checkRest()
    }

    private func perform(_ gesture: Gesture) {
        // The models hold while time alone passes.
        switch gesture {
        case .wait: break
        default: (glide, marquee) = (nil, nil)
        }
        switch gesture {
        // The simulated scroll view has no hit-testing: a finger on a neighbor drags it too.
        case .drag(let distance, let frames, let velocity, _, let hold):
            drag(distance, frames: frames, velocity: velocity, hold: hold)
        case .trackpad(let distance, let frames):
            drag(distance, frames: frames, velocity: nil, hold: 0, touching: false)
        case .wheel(let forward, _):
            // The core has no wheel: a wheel's turn is the adapter's next or previous.
            startMove(forward ? .next : .previous)
        case .press(let frames):
            simulated.touchDown()
            check("touch down")
            for _ in 0..<frames { frame() }
            simulated.liftFinger(velocity: 0)
            check("lift")
        case .wait(let count):
            for _ in 0..<count { frame() }
        case .next, .previous, .jump:
            startMove(gesture)
        case .autoplay(let interval):
            if let interval {
                try? coordinator.startAutoplay(interval: interval)
            } else {
                coordinator.stopAutoplay()
            }
            // Starting autoplay stops continuous scrolling, which may settle the row.
            check("autoplay \(interval.map { "\($0)" } ?? "off")")
        case .autoscroll(let speed):
            if let speed {
                try? coordinator.startAutoscroll(itemsPerSecond: speed)
            } else {
                coordinator.stopAutoscroll()
            }
            check("autoscroll \(speed.map { "\($0)" } ?? "off")")
        case .resize(let fraction):
            resize(fraction: fraction)
        case .resizeWhileDragging(let distance, let frames, let fraction):
            drag(distance, frames: frames, velocity: 0, hold: 0, resizingTo: fraction)
        case .insert, .remove, .load:
            guard let changeData else { return }
            allowance = .anything
            isChangingData = true
            changeData(gesture, coordinator)
            isChangingData = false
            prefetchPosition = nil
            farLink = nil
            center.restart(at: centerItem())
            check("data change")
            allowance = .none
        }
    }

    /// A finger drags `distance` pages over `frames` frames (taking the viewport length
    /// `fraction` halfway through, if given), holds still `hold` frames and lifts. Not
    /// `touching`, it is a trackpad's: the scroll view's pan drags with no touch, so the
    /// coordinator hears of no finger landing or lifting.
    private func drag(
        _ distance: Double, frames: Int, velocity: Double?, hold: Int,
        resizingTo fraction: Double? = nil, touching: Bool = true
    ) {
        let count = Gesture.moves(distance: distance, frames: frames)
        if touching { simulated.touchDown() } else { simulated.scrollView.touchDown() }
        check("touch down")
        var move = 0.0
        for number in 0..<count {
            if let fraction, number == count / 2 { resize(fraction: fraction) }
            // After a resize the same pages are other points.
            move = points(distance) / Double(count)
            simulated.moveFinger(by: move)
            frame()
        }
        for _ in 0..<hold { frame() }
        // Toward larger content offsets, as the scroll view measures it.
        let lift: Double
        if let velocity {
            lift = velocity * (points(1) < 0 ? -1 : 1)
        } else {
            // The finger's own, as UIKit's pan recognizer measures it: its last move's speed, a
            // frame after it, unless it has held still since.
            let still = Double(1 + hold) * frameDuration > Gesture.stillLift
            lift = still ? 0 : move / (frameDuration * 1000)
        }
        let x = coordinator.carousel.offset
        let far = farLink != nil
        if touching {
            simulated.liftFinger(velocity: lift)
        } else {
            simulated.scrollView.liftFinger(velocity: lift)
        }
        if setup.motion != .paging, coordinator.carousel.isScrollable, !far {
            let pageLength = coordinator.geometry.pageLength
            committed = 0
            glide = MotionModel.Glide(
                x: x, velocity: lift * (points(1) < 0 ? -1 : 1) / pageLength,
                rate: setup.decelerationRate, motion: setup.motion, pageLength: pageLength)
        }
        check("lift")
    }

    /// A new viewport length; the item under the center stays.
    private func resize(fraction: Double) {
        let before = centerItem()
        allowance = .anything
        try? simulated.resize(viewportLength: setup.viewportLength(fraction: fraction))
        contentLength = simulated.scrollView.contentLength
        if let change = CenterTracker.change(from: before, to: centerItem(), by: "a resize") {
            fail(change)
        }
        check("resize")
        allowance = .none
    }

    /// Starts an animated move; a far one binds its target to a neighbor, which
    /// ``noteFarTarget()`` sees.
    private func startMove(_ gesture: Gesture) {
        switch gesture {
        case .next: coordinator.next()
        case .previous: coordinator.previous()
        case .jump(let index):
            let count = coordinator.carousel.count
            do {
                try coordinator.jump(to: index)
                if index >= count {
                    fail("jump(to: \(index)) of \(count) items did not throw")
                }
            } catch {
                if index < count {
                    fail("jump(to: \(index)) of \(count) items threw \(error)")
                }
            }
        default: break
        }
        check("\(gesture) started")
    }

    private func frame() {
        let carousel = coordinator.carousel
        let marqueeRuns =
            carousel.autoscroll != nil && carousel.isScrollable && coordinator.isAtRest
            && simulated.scrollView.isAtRest
        if marqueeRuns, marquee == nil, let speed = carousel.autoscroll?.itemsPerSecond {
            committed = 0
            marquee = MotionModel.Marquee(start: unrolled, speed: speed)
        } else if !marqueeRuns {
            marquee = nil
        }
        let (before, farBefore) = (unrolled, isFarTargetBound)
        simulated.advanceFrame(by: frameDuration)
        frames += 1
        // The coordinator's own motion makes no report that says which way it went, and in a
        // frame where the scroll view moves too (a stray animation under continuous scrolling)
        // a person sees their sum: the pages travelled say which way, unless a far move commits
        // pages that stand for more. A link that outlives its binding (the center in a gap since
        // a finger took the move back) commits no such pages.
        if !farBefore || farLink == nil, unrolled != before {
            direction = unrolled > before ? 1 : -1
        }
        checkModels(from: before)
        check("frame \(frames)")
    }

    /// The pages travelled since the running model started.
    private var unrolled: Double { Double(committed) + coordinator.carousel.offset }

    /// The row is where the glide or continuous scrolling says, frame after frame.
    private func checkModels(from before: Double) {
        guard failure == nil else { return }
        if var model = glide {
            model.milliseconds += frameDuration * 1000
            glide = model
            guard model.accepts(unrolled) else {
                return fail(
                    "frame \(frames) of the glide is at \(unrolled) pages, the model "
                        + "\(model.position.offset) (from \(model.start) to \(model.end))")
            }
            if coordinator.isAtRest {
                guard model.position.isOver || (unrolled - model.end).magnitude < 1e-9 else {
                    return fail("the glide rested at \(unrolled), before its end \(model.end)")
                }
                glide = nil
            }
        }
        if var model = marquee {
            model.seconds += frameDuration
            marquee = model
            guard model.accepts(unrolled) else {
                return fail(
                    "continuous scrolling is at \(unrolled) pages after \(model.seconds) s, "
                        + "the model \(model.position)")
            }
        }
    }

    // MARK: Observing

    /// The storage position under the viewport's center, if an item is there.
    private func centerItem() -> Int? {
        simulated.centerSlot.flatMap { coordinator.carousel.boundIndex(ofSlot: $0.id) }
    }

    /// Whether the viewport's center lies on the seam between two items that touch (no
    /// spacing), to a rounding error of the content: both hold it, and which one the lookup
    /// names is the rounding's choice, which a recenter's whole pages may turn.
    private var isCenterOnSeam: Bool {
        let geometry = coordinator.geometry
        let center = simulated.scrollView.contentOffset + geometry.pageLength / 2
        let tolerance = 1e-9 * geometry.contentLength
        return simulated.slots.contains { slot in
            guard let span = slot.span else { return false }
            return abs(span.start - center) <= tolerance || abs(span.end - center) <= tolerance
        }
    }

    private func pageOffset() -> Double {
        coordinator.geometry.offset(forContentOffset: simulated.scrollView.contentOffset)
    }

    /// Prints every report, for debugging a shrunk session.
    var trace = false

    private func scrolled(_ stage: ScrollStage) {
        if trace {
            print(
                stage, "offset", simulated.scrollView.contentOffset, "x",
                coordinator.carousel.offset,
                "current", coordinator.carousel.currentIndex ?? -1, "center", centerItem() ?? -1,
                "direction", direction)
        }
        switch stage {
        case .moved:
            let x = pageOffset()
            if x > lastOffset { direction = 1 } else if x < lastOffset { direction = -1 }
            lastOffset = x
            centerBeforeFollow = centerItem()
            noteFarTarget()
            trackCenter(centerBeforeFollow, during: "a move")
        case .followed:
            let change = CenterTracker.change(
                from: centerBeforeFollow, to: centerItem(), by: "the recenter")
            if let change, !isCenterOnSeam { fail(change) }
            lastOffset = pageOffset()
            check("did scroll")
        case .reset:
            lastOffset = pageOffset()
        }
    }

    /// A neighbor bound to an item that is not the window's is a far move's target (a
    /// programmatic jump or several autoplay intervals at once): the center may jump there.
    private func noteFarTarget() {
        let carousel = coordinator.carousel
        guard let current = carousel.currentIndex else { return farLink = nil }
        let (r, order, window) = (carousel.neighbors, carousel.slotOrder, carousel.window)
        for (position, direction) in [(r - 1, -1), (r + 1, 1)] {
            let bound = carousel.boundIndex(ofSlot: order[position])
            if let bound, bound != window[position] {
                if farLink?.target != bound {
                    farLink = CenterTracker.FarLink(
                        origin: current, target: bound, direction: direction)
                }
                return
            }
        }
    }

    /// The binding is gone once committed (or taken back); the link lasts until the center shows
    /// the current item again, as the real strip does. Called after the center was tracked.
    private func endFarLink() {
        if !isFarTargetBound, centerItem() == coordinator.carousel.currentIndex { farLink = nil }
    }

    /// Whether a neighbor shows an item that is not the window's: a far move's target.
    private var isFarTargetBound: Bool {
        let carousel = coordinator.carousel
        let (r, order, window) = (carousel.neighbors, carousel.slotOrder, carousel.window)
        return [r - 1, r + 1].contains { position in
            carousel.boundIndex(ofSlot: order[position]) != window[position]
        }
    }

    private func trackCenter(_ item: Int?, during what: String) {
        let count = coordinator.carousel.count
        if let violation = center.track(item, moving: direction, count: count, link: farLink) {
            fail("during \(what) \(violation)")
        }
    }

    // MARK: Checks

    /// Everything that must hold whenever the scroll view has been told and has answered.
    private func check(_ moment: String) {
        guard failure == nil else { return }
        let carousel = coordinator.carousel
        let geometry = coordinator.geometry
        let scrollView = simulated.scrollView
        // Read once for every check below: each read builds the array anew.
        let slots = simulated.slots
        if let violation = coordinator._invariantViolation {
            return fail("at \(moment) the coordinator's invariant broke: \(violation)")
        }
        noteFarTarget()
        trackCenter(centerItem(), during: moment)
        endFarLink()
        if slots.map({ ObjectIdentifier($0) }) != slotIdentities {
            return fail("at \(moment) the slot objects changed")
        }
        if scrollView.contentLength != contentLength || contentLength != geometry.contentLength {
            return fail("at \(moment) the content length changed without a new geometry")
        }
        let offset = scrollView.contentOffset
        if offset < 0 || offset > scrollView.maximumContentOffset {
            return fail("at \(moment) content offset \(offset) is outside the content")
        }
        let spans = slots.compactMap(\.span).map { $0.start...$0.end }
        let layout =
            viewportViolation(
                visible: simulated.visibleRange, slots: spans,
                contentLength: geometry.contentLength)
            ?? slotViolation(
                in: carousel, geometry: geometry, span: { $0.span }, shows: { $0.element })
        if let layout { return fail("at \(moment) \(layout)") }
        if carousel.fewItems == .leavingEmpty {
            let items = slots.compactMap(\.element)
            if Set(items).count != items.count {
                return fail("at \(moment) an item shows twice: \(items)")
            }
        }
        let configuration = configurations.violation(
            counts: slots.map(\.configurationCount),
            repeated: zip(slots, shown).map { $0.element == $1 },
            farTarget: farBound(slots),
            allowing: allowance)
        if let configuration { return fail("at \(moment) \(configuration)") }
        shown = slots.map(\.element)
        if !isChangingData, let display = displayViolation(slots) {
            return fail("at \(moment) \(display)")
        }
        if !isChangingData, let prefetching = prefetchViolation(slots) {
            return fail("at \(moment) \(prefetching)")
        }
        if scrollView.isAtRest && coordinator.isAtRest { checkRest(at: moment) }
    }

    /// For each of `slots`, whether it is bound to another item than the window's at its
    /// position: a far binding's.
    private func farBound(_ slots: [SimulatedSlot<Int>]) -> [Bool] {
        let carousel = coordinator.carousel
        // Read once: each read of `slotOrder` and `window` builds it anew.
        let (order, window) = (carousel.slotOrder, carousel.window)
        var far = Array(repeating: false, count: carousel.positionCount)
        for position in 0..<order.count {
            let id = order[position]
            far[id] = carousel.boundIndex(ofSlot: id) != window[position]
        }
        return slots.map { far.indices.contains($0.id) && far[$0.id] }
    }

    /// The prefetch reports against a plain model: the requests and cancellations so far add
    /// up to the coordinator's run, which is the items just beyond the slots on the side it
    /// reports, `min(distance, count - slots)` of them; no item is asked for twice or cancelled
    /// unasked, and an item leaves the run uncancelled only into a slot.
    private func prefetchViolation(_ slots: [SimulatedSlot<Int>]) -> String? {
        let surface = coordinator.surface
        let log = surface.prefetchLog
        surface.prefetchLog.removeAll(keepingCapacity: true)
        for event in log {
            let wrong: String? =
                switch event {
                case .prefetch(let index): prefetched.asked(index)
                case .cancel(let index): prefetched.cancelled(index)
                // Not recorded: the page sessions leave `indexOfConfigured` unset.
                case .configured: nil
                }
            if let wrong { return wrong }
        }
        let carousel = coordinator.carousel
        let run = coordinator.prefetchIndices
        // The coordinator follows the direction only while it prefetches, and only where there
        // is something to prefetch: with every item in a slot, a move may go either way round.
        let outside = max(0, carousel.count - carousel.positionCount)
        let follows = coordinator.prefetchDistance > 0 && outside > 0
        if follows, let last = prefetchPosition {
            // The pages apart, then the offsets: exact, however far a jump went.
            let moved = Double(committed - last.committed) + (carousel.offset - last.offset)
            if abs(moved) > 1e-6 { movedTowardNext = moved > 0 }
        }
        prefetchPosition = (committed, carousel.offset)

        if follows, run.direction != (movedTowardNext ? .next : .previous) {
            return "the run lies \(run.direction), but the row last moved "
                + (movedTowardNext ? "forward" : "back")
        }
        prefetched.forget(
            shown: slots.compactMap { carousel.boundIndex(ofSlot: $0.id) }, outside: run)
        if prefetched.outstanding != Set(run) {
            return "the prefetched items \(prefetched.outstanding.sorted()) are not the run "
                + "\(Array(run)) (log \(log))"
        }
        let expected: [Int] =
            carousel.currentIndex.map { current in
                prefetchRun(
                    from: current, skipping: carousel.neighbors, forward: run.direction == .next,
                    count: carousel.count, length: min(coordinator.prefetchDistance, outside))
            } ?? []
        if Array(run) != expected { return "the run \(Array(run)) is not \(expected)" }
        return nil
    }

    /// The display reports against a plain model: the items whose slot overlaps the viewport by
    /// a positive length, counted by item, as the reports so far add up, each end of an item
    /// that was begun and, with twice as many items as positions (each shown once at most), no
    /// begin of one already on screen; and the coordinator's query says the same. A slot within
    /// a rounding error of touching an edge may count either way, and so may one within the
    /// rest tolerance while the view is still or held: the coordinator counts from the
    /// carousel's offset, which reads the page there.
    private func displayViolation(_ slots: [SimulatedSlot<Int>]) -> String? {
        let surface = coordinator.surface
        let log = surface.displayLog
        surface.displayLog.removeAll(keepingCapacity: true)
        let storage = coordinator.carousel.storage
        let uniques = coordinator.carousel.count >= 2 * coordinator.carousel.positionCount
        // Within one call every end comes before every beginning: the ends name indices of the
        // storage before it, the beginnings of the storage after it.
        var items: [Int] = []
        for event in log {
            let from = event.isBegin ? storage : storageShown
            guard (0..<from.count).contains(event.index) else {
                return "\(event) names no item of \(from.count) (log \(log))"
            }
            let item = from[from.startIndex + event.index]
            items.append(item)
            if event.isBegin {
                if uniques, displayed.count(of: item) > 0 {
                    return "item \(item) began twice (log \(log))"
                }
                displayed.begin(item)
            } else {
                guard displayed.end(item) else { return "item \(item) ended unbegun (log \(log))" }
            }
        }
        storageShown = storage
        let viewport = simulated.visibleRange
        var sure: [Int: Int] = [:]
        var maybe: [Int: Int] = [:]
        for slot in slots {
            guard let span = slot.span, let item = slot.element else { continue }
            let overlap =
                Swift.min(span.end, viewport.upperBound)
                - Swift.max(span.start, viewport.lowerBound)
            if overlap.magnitude <= CarouselLimits.restTolerance + 1e-6 {
                maybe[item, default: 0] += 1
            } else if overlap > 0 {
                sure[item, default: 0] += 1
            }
        }
        for item in Set(sure.keys).union(displayed.counts.keys).union(maybe.keys) {
            let told = displayed.count(of: item)
            let low = sure[item] ?? 0
            guard (low...(low + (maybe[item] ?? 0))).contains(told) else {
                return "item \(item) is on screen \(low) times, reported \(told) (log \(log))"
            }
        }
        if let again = reportedAgain(
            slots, log: log, items: items, sure: sure, maybe: maybe)
        {
            return again
        }
        var queried: [Int: Int] = [:]
        for position in coordinator.visiblePositions {
            guard let index = coordinator.visibleIndex(atPosition: position),
                let item = coordinator.carousel.element(at: index)
            else { continue }
            queried[item, default: 0] += 1
        }
        return queried == displayed.counts
            ? nil : "the query says \(queried), the reports \(displayed.counts)"
    }

    /// An item that stayed on screen is not reported again: through a recenter or not, a far
    /// commit's included, unless a data change moved its index, rebound its slot or moved the
    /// slot to another place (a reorder under `.rotate`). Only with
    /// twice as many items as positions: with fewer, an item may leave one edge and come in at
    /// the other (a new place) at once. Not at a check where a far target's binding began or
    /// ended: the binding, and its end, lay the window out anew (an item moves to another
    /// place); its commit, the recenter onto the target, is checked.
    private func reportedAgain(
        _ slots: [SimulatedSlot<Int>], log: [SimulatedSurface<Int>.DisplayEvent], items: [Int],
        sure: [Int: Int], maybe: [Int: Int]
    ) -> String? {
        let carousel = coordinator.carousel
        // Each slot's position, read off the order once.
        var positions = Array(repeating: 0, count: carousel.positionCount)
        for (position, id) in carousel.slotOrder.enumerated() { positions[id] = position }
        let slots = slots.map { slot in
            SlotShown(
                item: slot.element, configurations: slot.configurationCount,
                index: carousel.boundIndex(ofSlot: slot.id), position: positions[slot.id])
        }
        let before = slotsShown
        slotsShown = slots
        let uniques = carousel.count >= 2 * carousel.positionCount
        var stayed = Set(sure.keys).intersection(surelyShown).subtracting(maybe.keys)
        surelyShown = Set(sure.keys)
        let isFar = farLink != nil || coordinator.nearestIndex != carousel.nearestIndex
        let bindingChanged = isFar != wasFar
        wasFar = isFar
        guard uniques, !bindingChanged else { return nil }
        if allowance != .none {
            // A data change: only an item its slot kept, unconfigured, under the same index, at
            // the same place.
            guard before.count == slots.count else { return nil }
            stayed = stayed.filter { item in
                zip(before, slots).contains { $0 == $1 && $1.item == item }
            }
        }
        guard let item = stayed.first(where: items.contains) else { return nil }
        return "item \(item) stayed on screen but was reported again (log \(log))"
    }

    private func checkRest(at moment: String = "rest") {
        guard failure == nil else { return }
        let carousel = coordinator.carousel
        // A free row rests between items too, its nearest item current (the center may lie in
        // the spacing beside it); continuous scrolling moves a row at rest anywhere.
        // The coordinator's invariant holds a free row within half a page of its current item;
        // the center may then lie on the seam beside it.
        let violation = restViolation(
            of: coordinator, contentOffset: simulated.scrollView.contentOffset,
            isScrollEnabled: simulated.scrollView.isScrollEnabled, center: centerItem(),
            offRest: carousel.motion == .free || carousel.autoscroll != nil)
        if let violation { return fail("at \(moment) \(violation)") }
        // What each slot shows, element by element, against the window recomputed from scratch.
        let ids = carousel.slotOrder
        let slots = simulated.slots
        let model = plainWindow(
            current: carousel.currentIndex ?? 0, count: carousel.count,
            neighbors: carousel.neighbors, leavingEmpty: carousel.fewItems == .leavingEmpty)
        for (position, index) in model.enumerated() {
            let expected = index.flatMap(carousel.element(at:))
            let shown = slots[ids[position]].element
            if shown != expected {
                return fail(
                    "at \(moment) position \(position) shows \(String(describing: shown)), "
                        + "the plain model \(String(describing: expected))")
            }
        }
    }

    private func fail(_ message: String) {
        if failure == nil {
            failure =
                "\(message) (in \(gesture), \(setup)); current "
                + "\(String(describing: coordinator.carousel.currentIndex)), offset "
                + "\(coordinator.carousel.offset), content offset \(simulated.scrollView.contentOffset)"
        }
    }
}

extension SimulatedSurface.DisplayEvent {
    /// Whether the item came on screen.
    fileprivate var isBegin: Bool {
        guard case .began = self else { return false }
        return true
    }
}
