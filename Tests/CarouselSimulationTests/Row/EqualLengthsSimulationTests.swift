import Carousel
import CarouselSimulation
import CarouselTestSupport
import PropertyTesting
import Testing

/// One step of a session played alike on a carousel of pages and on a row whose items all
/// have the pages' length.
enum AlikeStep: Equatable, CustomStringConvertible {
    /// A finger lands, moves by each distance a frame (content points, toward larger offsets)
    /// and lifts at `velocity` points per millisecond; then both come to rest. On a trackpad
    /// the scroll view drags with no touch on the screen, which the coordinator never hears of.
    case drag([Double], velocity: Double, trackpad: Bool = false)
    /// An animated move: `next`, `previous`, or a jump to an index; then both come to rest.
    case next, previous
    case jump(Int)
    /// Data changes, made at rest: a new item inserted, an item removed or replaced by a new
    /// one, the items loaded anew (`count` of them, new ones after the first `kept` old ones),
    /// keeping the current item by value or by position.
    case insert(Int), remove(Int), replace(Int)
    case load(count: Int, kept: Int, byValue: Bool)
    /// A finger lands `frames` frames after a flick of `velocity` (it catches the glide), and
    /// lifts without moving.
    case press(afterFlick: Double, frames: Int)
    /// Continuous scrolling at `itemsPerSecond` (the row at as many pages' lengths a second)
    /// for `frames` frames, then stopped.
    case autoscroll(itemsPerSecond: Double, frames: Int)
    /// A new viewport, made at rest: a fraction of the range both accept, as ``AlikeCase``'s.
    case resize(Double)
    /// Autoplay every `interval` seconds for `frames` frames, then off.
    case autoplay(interval: Double, frames: Int)

    var description: String {
        switch self {
        case .drag(let d, let v, let t): "\(t ? "trackpad" : "drag")(\(d), velocity: \(v))"
        case .next: "next"
        case .previous: "previous"
        case .jump(let i): "jump(to: \(i))"
        case .insert(let i): "insert(at: \(i))"
        case .remove(let i): "remove(at: \(i))"
        case .replace(let i): "replace(at: \(i))"
        case .load(let n, let k, let v):
            "load(count: \(n), kept: \(k), \(v ? "byValue" : "byPosition"))"
        case .press(let v, let f): "press(afterFlick: \(v), frames: \(f))"
        case .autoscroll(let v, let f): "autoscroll(\(v), frames: \(f))"
        case .resize(let f): "resize(\(f))"
        case .autoplay(let i, let f): "autoplay(\(i), frames: \(f))"
        }
    }
}

/// A random session for ``EqualLengthsSimulationTests``: the geometry both carousels share, the
/// item count, the rules and the steps.
struct AlikeCase: CustomStringConvertible {
    var count: Int
    var itemLength: Double
    var spacing: Double
    var neighbors: Int
    /// Where the viewport lies between the item length and the longest the pages fill.
    var viewportFraction: Double
    var vertical = false
    var rightToLeft = false
    var policy = ReusePolicy.rebind
    var fewItems = FewItemsRule.repeating
    var motion = CarouselMotion.paging
    var steps: [AlikeStep]

    var description: String {
        "\(count) items of \(itemLength), spacing \(spacing), \(neighbors) neighbors, viewport "
            + "fraction \(viewportFraction), \(vertical ? "vertical" : "horizontal"), "
            + "\(rightToLeft ? "rightToLeft" : "leftToRight"), \(policy), \(fewItems), "
            + "\(motion): \(steps)"
    }

    /// The viewport at `fraction` of the way from the item length to the longest viewport the
    /// pages fill (exclusive).
    func viewportLength(fraction: Double) -> Double {
        let longest = itemLength + Double(2 * neighbors - 1) * (itemLength + spacing)
        return itemLength + fraction * (longest - itemLength)
    }

    /// The pages' geometry.
    func geometry() throws -> CarouselGeometry {
        try CarouselGeometry(
            viewportLength: viewportLength(fraction: viewportFraction),
            itemLength: itemLength, spacing: spacing, axis: vertical ? .vertical : .horizontal,
            layoutDirection: rightToLeft ? .rightToLeft : .leftToRight, neighbors: neighbors)
    }

    /// How far a finger may move in one frame from where the pages commit before it reaches
    /// the end of their content, in points.
    func room() -> Double {
        guard let geometry = try? geometry() else { return 0 }
        let pages = Double(neighbors - 1) + geometry.recenteringMargin
        return pages * geometry.pageLength
    }

    /// The row's layout: the pages' viewport, spacing, axis and direction, every item at the
    /// minimum length, the item at the viewport's center current.
    func layout(_ geometry: CarouselGeometry) throws -> RowLayout {
        try RowLayout(
            viewportLength: geometry.viewportLength, minimumLength: itemLength,
            spacing: spacing, anchor: .center, axis: geometry.axis,
            layoutDirection: geometry.layoutDirection)
    }

    static func generate(_ r: inout SplitMix64) -> AlikeCase {
        let itemLength = [100, 343, Double.random(in: 40...400, using: &r)].randomElement(
            using: &r)!
        var input = AlikeCase(
            count: [1, 2, 3, 4, Int.random(in: 5...12, using: &r)].randomElement(using: &r)!,
            itemLength: itemLength,
            spacing: [0, 8, 32, Double.random(in: 0...40, using: &r)].randomElement(using: &r)!,
            neighbors: Int.random(in: 1...3, using: &r),
            viewportFraction: [0, 0.5, 0.999, Double.random(in: 0..<1, using: &r)]
                .randomElement(using: &r)!,
            vertical: Int.random(in: 0..<4, using: &r) == 0,
            policy: Bool.random(using: &r) ? .rebind : .rotate,
            fewItems: Bool.random(using: &r) ? .repeating : .leavingEmpty,
            motion: [.paging, .snapping, .free, .snapping(limit: 2)].randomElement(using: &r)!,
            steps: [])
        input.rightToLeft = !input.vertical && Bool.random(using: &r)
        // Pages commit (and recenter) `neighbors - 1` pages and the recentering margin short of
        // their content's end: a finger that passes that end within one frame is held back by
        // the scroll view's rubber band, as it would be in UIKit, and the pages fall behind it.
        // Three slots that the viewport does not widen have no room at all: they take two
        // neighbors here, and every frame stays within the room.
        if input.neighbors == 1, input.room() < 1 { input.neighbors = 2 }
        let frameReach = min(itemLength / 2, input.room())
        var count = input.count
        for _ in 0..<Int.random(in: 1...8, using: &r) {
            switch Int.random(in: 0..<14, using: &r) {
            case 0, 1, 2:
                let frames = Int.random(in: 1...8, using: &r)
                // At most half an item a frame: a finger faster than that passes whole items
                // between two frames.
                let reach = [4, frameReach / 2, frameReach].randomElement(using: &r)!
                // A paging scroll view chooses the page by a velocity threshold, the row by where
                // its glide would end: both agree at rest and for a flick that would glide past
                // a page (2 points a millisecond glide some 1,000 points).
                let velocities =
                    input.motion == .paging
                    ? [0, 2, -2, 6, -6]
                    : [0, 0.3, -0.3, 2, -2, Double.random(in: -6...6, using: &r)]
                input.steps.append(
                    .drag(
                        (0..<frames).map { _ in Double.random(in: -reach...reach, using: &r) },
                        velocity: velocities.randomElement(using: &r)!,
                        trackpad: Int.random(in: 0..<4, using: &r) == 0))
            case 3: input.steps.append(.next)
            case 4: input.steps.append(.previous)
            case 5 where count > 0: input.steps.append(.jump(Int.random(in: 0..<count, using: &r)))
            case 6:
                input.steps.append(.insert(Int.random(in: 0...count, using: &r)))
                count += 1
            case 7:
                // Not a round speed: a whole number of frames would stop it exactly half way
                // between two items, where each rounds its own sums its own way.
                let speed = Double.random(in: 0.1...20, using: &r)
                input.steps.append(
                    .autoscroll(
                        itemsPerSecond: Bool.random(using: &r) ? speed : -speed,
                        frames: Int.random(in: 1...90, using: &r)))
            case 8:
                // Below 1: the longest viewport is exclusive. A narrower viewport narrows the
                // room of three slots: theirs only widen.
                let fraction = [0, 0.5, 0.999, 0.3].randomElement(using: &r)!
                guard input.neighbors > 1 || fraction >= input.viewportFraction else { continue }
                input.steps.append(.resize(fraction))
            case 9:
                // Not a multiple of a frame: a move due on a frame's very end would come on one
                // frame or the next as each sums its clock.
                input.steps.append(
                    .autoplay(
                        interval: Double.random(in: 0.4...2, using: &r),
                        frames: Int.random(in: 1...240, using: &r)))
            case 10 where count > 0:
                input.steps.append(.replace(Int.random(in: 0..<count, using: &r)))
            case 11:
                let newCount = Int.random(in: 0...8, using: &r)
                input.steps.append(
                    .load(
                        count: newCount, kept: Int.random(in: 0...min(count, newCount), using: &r),
                        byValue: Bool.random(using: &r)))
                count = newCount
            case 12:
                input.steps.append(
                    .press(
                        afterFlick: [2, -2, 6, -6].randomElement(using: &r)!,
                        frames: Int.random(in: 0...20, using: &r)))
            default:
                guard count > 1 else { continue }
                input.steps.append(.remove(Int.random(in: 0..<count, using: &r)))
                count -= 1
            }
        }
        return input
    }

    var shrunk: [AlikeCase] {
        var candidates: [AlikeCase] = []
        for index in steps.indices {
            var fewer = self
            fewer.steps.remove(at: index)
            candidates.append(fewer)
        }
        for (index, step) in steps.enumerated() {
            guard case .drag(let deltas, let velocity, let trackpad) = step else { continue }
            var simpler = self
            if velocity != 0 && motion != .paging {
                simpler.steps[index] = .drag(deltas, velocity: 0, trackpad: trackpad)
                candidates.append(simpler)
            }
            // One frame for all, unless a finger that fast would pass an item between frames.
            let sum = deltas.reduce(0, +)
            if deltas.count > 1, sum.magnitude <= deltas.map(\.magnitude).max()! {
                simpler.steps[index] = .drag([sum], velocity: velocity, trackpad: trackpad)
                candidates.append(simpler)
            }
            if trackpad {
                simpler.steps[index] = .drag(deltas, velocity: velocity)
                candidates.append(simpler)
            }
        }
        var plain = self
        (plain.vertical, plain.rightToLeft, plain.policy, plain.fewItems) =
            (false, false, .rebind, .repeating)
        if plain.description != description { candidates.append(plain) }
        return candidates
    }
}

/// A carousel of pages and a row whose items all have the pages' length, played alike: what
/// each shows must be the same, item for item and point for point, at every frame a finger
/// drives and wherever both come to rest.
@MainActor
struct AlikeSession {
    let input: AlikeCase
    let pages: SimulatedCarousel<[Int]>
    let row: SimulatedCarousel<[Int]>
    let tolerance: Double
    var nextItem = 1000
    let frame = 1.0 / 60

    init(_ input: AlikeCase) throws(PropertyFailure) {
        self.input = input
        let geometry = try requireNoError("the geometry") { try input.geometry() }
        let layout = try requireNoError("the layout") { try input.layout(geometry) }
        let items = Array(0..<input.count)
        pages = SimulatedCarousel(
            items, geometry: geometry, reusePolicy: input.policy, fewItems: input.fewItems)
        let length = input.itemLength
        row = SimulatedCarousel(
            items, layout: layout, fewItems: input.fewItems, reusePolicy: input.policy
        ) { _ in length }
        tolerance = 1e-9 * (geometry.viewportLength + geometry.contentLength)
        let motion = input.motion
        try requireNoError("the motion") {
            try pages.coordinator.setMotion(motion)
            try row.coordinator.setMotion(motion)
        }
    }

    /// What `simulated` shows: each item that reaches into the viewport by more than the
    /// rounding, where it lies from the viewport's leading edge, in order.
    func shown(_ simulated: SimulatedCarousel<[Int]>) -> [RowPlacement] {
        let length = simulated.visibleRange.upperBound - simulated.visibleRange.lowerBound
        return simulated.visibleFrames.compactMap { frame in
            guard let item = frame.slot.element, frame.end > tolerance,
                frame.start < length - tolerance
            else { return nil }
            return RowPlacement(key: item, slot: 0, start: frame.start, end: frame.end)
        }
    }

    /// Whether few items leave positions empty: pages then keep the window of the item they
    /// last committed, a row lays out the items the viewport reaches from the item under the
    /// anchor, so the two show alike only at an item's rest.
    var leavesEmpty: Bool {
        input.fewItems == .leavingEmpty
            && pages.coordinator.carousel.count < pages.coordinator.carousel.positionCount
    }

    /// Both show the same items at the same places (with few items left empty, only at a rest).
    func check(_ moment: String) throws(PropertyFailure) {
        if leavesEmpty
            && (pages.coordinator.carousel.offset != 1 || row.coordinator.carousel.offset != 1)
        {
            return
        }
        let (paged, rowed) = (shown(pages), shown(row))
        let alike =
            paged.map(\.key) == rowed.map(\.key)
            && zip(paged, rowed).allSatisfy {
                abs($0.start - $1.start) <= tolerance && abs($0.end - $1.end) <= tolerance
            }
        guard alike else {
            throw PropertyFailure(
                description: """
                    at \(moment) the pages show \(paged), the row \(rowed) \
                    (pages at \(pages.coordinator.carousel.currentIndex ?? -1) offset \
                    \(pages.coordinator.carousel.offset), row at \
                    \(row.coordinator.carousel.currentIndex ?? -1) offset \
                    \(row.coordinator.carousel.offset))
                    """)
        }
    }

    /// Both come to rest, and rest alike on the same current item.
    func settle(_ moment: String) throws(PropertyFailure) {
        for simulated in [pages, row] where simulated.runUntilRest(frameDuration: frame) == 10_000 {
            throw PropertyFailure(description: "\(moment): never came to rest")
        }
        try check("the rest after \(moment)")
        let (current, rowCurrent) = (
            pages.coordinator.carousel.currentIndex, row.coordinator.carousel.currentIndex
        )
        try requireEqual(rowCurrent, current, "the current item at rest after \(moment)")
    }

    mutating func run() throws(PropertyFailure) {
        try check("the start")
        for step in input.steps {
            let what = "\(step)"
            switch step {
            case .drag(let deltas, let velocity, let trackpad):
                for simulated in [pages, row] {
                    if trackpad { simulated.scrollView.touchDown() } else { simulated.touchDown() }
                }
                for (number, delta) in deltas.enumerated() {
                    for simulated in [pages, row] {
                        simulated.moveFinger(by: delta)
                        simulated.advanceFrame(by: frame)
                    }
                    try check("frame \(number) of \(what)")
                }
                for simulated in [pages, row] {
                    if trackpad {
                        simulated.scrollView.liftFinger(velocity: velocity)
                    } else {
                        simulated.liftFinger(velocity: velocity)
                    }
                }
            case .next:
                for simulated in [pages, row] { simulated.coordinator.next() }
            case .previous:
                for simulated in [pages, row] { simulated.coordinator.previous() }
            case .jump(let index):
                for simulated in [pages, row] { _ = try? simulated.coordinator.jump(to: index) }
            case .insert(let index):
                let item = nextItem
                nextItem += 1
                for simulated in [pages, row] {
                    _ = try requireNoError(what) {
                        try simulated.coordinator.perform { try $0.insert(item, at: index) }
                    }
                }
                try check(what)
            case .remove(let index):
                for simulated in [pages, row] {
                    _ = try requireNoError(what) {
                        try simulated.coordinator.perform { try $0.remove(at: index) }
                    }
                }
                try check(what)
            case .replace(let index):
                let item = nextItem
                nextItem += 1
                for simulated in [pages, row] {
                    _ = try requireNoError(what) {
                        try simulated.coordinator.perform { try $0.replace(at: index, with: item) }
                    }
                }
                try check(what)
            case .load(let count, let kept, let byValue):
                // The first `kept` items stay (by value, the current one may be among them).
                let old = pages.coordinator.carousel.storage
                var items = Array(old.prefix(kept))
                while items.count < count {
                    items.append(nextItem)
                    nextItem += 1
                }
                for simulated in [pages, row] {
                    simulated.coordinator.perform {
                        $0.load(items, keepingCurrent: byValue ? .byValue : .byPosition)
                    }
                }
                try check(what)
            case .press(let velocity, let frames):
                // A flick from rest, and a finger that catches its glide (or rests on a still
                // view) after `frames` frames.
                for simulated in [pages, row] {
                    simulated.touchDown()
                    simulated.moveFinger(by: velocity > 0 ? 4 : -4)
                    simulated.liftFinger(velocity: velocity)
                }
                for _ in 0..<frames {
                    for simulated in [pages, row] { simulated.advanceFrame(by: frame) }
                }
                for simulated in [pages, row] {
                    simulated.touchDown()
                    simulated.liftFinger(velocity: 0)
                }
            case .autoscroll(let itemsPerSecond, let frames):
                let pageLength = pages.coordinator.geometry.pageLength
                try requireNoError(what) {
                    try pages.coordinator.startAutoscroll(itemsPerSecond: itemsPerSecond)
                    try row.coordinator.startAutoscroll(
                        pointsPerSecond: itemsPerSecond * pageLength)
                }
                for number in 0..<frames {
                    for simulated in [pages, row] { simulated.advanceFrame(by: frame) }
                    try check("frame \(number) of \(what)")
                }
                for simulated in [pages, row] { simulated.coordinator.stopAutoscroll() }
            case .autoplay(let interval, let frames):
                try requireNoError(what) {
                    try pages.coordinator.startAutoplay(interval: interval)
                    try row.coordinator.startAutoplay(interval: interval)
                }
                for _ in 0..<frames {
                    for simulated in [pages, row] { simulated.advanceFrame(by: frame) }
                }
                for simulated in [pages, row] { simulated.coordinator.stopAutoplay() }
            case .resize(let fraction):
                let length = input.viewportLength(fraction: fraction)
                for simulated in [pages, row] {
                    try requireNoError(what) { try simulated.resize(viewportLength: length) }
                }
                try check(what)
            }
            try settle(what)
        }
    }
}

@MainActor
@Suite("Simulation: pages and a row of one length show alike")
struct EqualLengthsSimulationTests {
    @Test(
        """
        random sessions (125 by default): a finger, animated moves, continuous scrolling, resizes \
        and data changes show the same on a carousel of pages and on a row whose items have the \
        pages' length
        """)
    func randomSessions() {
        Property.check(
            iterations: Property.slowIterations(), generate: AlikeCase.generate,
            shrink: \.shrunk
        ) { input throws(PropertyFailure) in
            var session = try AlikeSession(input)
            try session.run()
        }
    }

    @Test(
        """
        cases the comparison found, shrunk: a row's paging flick that passed the next rest, a \
        row's free glide that stopped short of its end, pages that stayed off their page when \
        asked to move to the item they showed, a row that a load put at its item's rest
        """,
        arguments: [
            // The row landed on the previous item: two rests from where the finger lifted, one
            // past the current item's, where pages land (seed 6, case 5).
            AlikeCase(
                count: 2, itemLength: 100, spacing: 32, neighbors: 2, viewportFraction: 0,
                steps: [.drag([4.5761405806552675], velocity: -2)]),
            // The frame that ended the glide did not move the row (seed 3, case 1): 0.003 points.
            AlikeCase(
                count: 4, itemLength: 100, spacing: 8, neighbors: 2, viewportFraction: 0,
                motion: .free, steps: [.drag([-14.043441606373552], velocity: 2)]),
            // Resting between items, the row glided onto the item it was asked to jump to; the
            // pages, already on it, stayed where they were (seed 2, case 3).
            AlikeCase(
                count: 2, itemLength: 272.8016196823372, spacing: 0, neighbors: 3,
                viewportFraction: 0, motion: .free,
                steps: [.drag([-42.54312626097688], velocity: -0.3), .jump(1)]),
            // Resting between items, a load kept the pages' offset but put the row on its
            // item's rest (seed 2, case 292).
            AlikeCase(
                count: 3, itemLength: 242.46628427310915, spacing: 32, neighbors: 2,
                viewportFraction: 0.999, motion: .free,
                steps: [
                    .press(afterFlick: -2, frames: 17),
                    .load(count: 3, kept: 1, byValue: false),
                ]),
        ])
    func foundByComparison(input: AlikeCase) {
        do throws(PropertyFailure) {
            var session = try AlikeSession(input)
            try session.run()
        } catch {
            Issue.record("\(error.description)")
        }
    }
}
