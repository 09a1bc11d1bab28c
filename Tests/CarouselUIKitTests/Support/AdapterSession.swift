import Carousel
import CarouselTestSupport
import PropertyTesting
import UIKitStandIn

/// A generated session: the view's setup and its steps.
struct AdapterSession: CustomStringConvertible {
    var count: Int
    var policy: ReusePolicy
    var axis: CarouselGeometry.Axis
    var rightToLeft: Bool
    var peeking: Bool
    var framesPerSecond: Double
    var restingError: Double
    /// Reduce Motion on for the whole session: autoplay and the programmatic moves cut.
    var reduceMotion = false
    var gestures: [Gesture]
    /// The items on each side of the current one, and what the cells show with few items.
    var neighbors = 1
    var fewItems = FewItemsRule.repeating
    /// A new neighbor count and few-items rule, asked for before a gesture.
    var rearrangement: Rearrangement?
    /// How the row moves after a release, set before the first gesture.
    var motion = CarouselMotion.paging
    /// Continuous scrolling at this speed from the start (an autoplay gesture stops it).
    var autoscrollSpeed: Double?
    /// The item effect set before the first gesture, by name; every frame checks each cell's
    /// look against it.
    var effect: (name: String, effect: CarouselItemEffect)?

    /// The view's ``CarouselView/neighbors`` and ``CarouselView/fewItems`` set before the
    /// gesture at `beforeGesture` (after the last gesture when there is none there).
    struct Rearrangement: CustomStringConvertible {
        var beforeGesture: Int
        var neighbors: Int
        var fewItems: FewItemsRule

        var description: String {
            "\(neighbors) neighbors, \(fewItems) before gesture \(beforeGesture)"
        }
    }

    var description: String {
        let wide =
            neighbors == 1 && fewItems == .repeating
            ? "" : ", \(neighbors) neighbors, \(fewItems)"
        let rearranged = rearrangement.map { ", then \($0)" } ?? ""
        let moving =
            (motion == .paging ? "" : ", \(motion)")
            + (autoscrollSpeed.map { ", autoscroll \($0)" } ?? "")
            + (effect.map { ", effect \($0.name)" } ?? "")
        return "\(count) items, \(policy), \(axis)\(moving), "
            + "\(rightToLeft ? "right to left" : "left to right"), "
            + "\(peeking ? "peeking" : "feature row"), \(framesPerSecond) Hz, resting error "
            + "\(restingError)\(reduceMotion ? ", Reduce Motion" : "")\(wide)\(rearranged): "
            + "\(gestures)"
    }

    /// A random session of a three-cell view: 0, 1, 2, 3 or 5 items, either policy, axis and
    /// direction, peeking or not, at 60 or 120 Hz.
    static func random(using r: inout SplitMix64) -> AdapterSession {
        random(counts: [0, 1, 2, 3, 5], largestLoad: 5, using: &r)
    }

    /// A session of a view with several items at once: 1, 2, 3 or 5 neighbors, 0 to 11 items
    /// (fewer and more than the cells), either few-items rule, the rest as ``random(using:)``.
    static func randomWide(using r: inout SplitMix64) -> AdapterSession {
        var session = random(counts: [0, 1, 2, 3, 4, 5, 7, 11], largestLoad: 11, using: &r)
        session.neighbors = [1, 2, 3, 5].randomElement(using: &r)!
        session.fewItems = Bool.random(using: &r) ? .repeating : .leavingEmpty
        return session
    }

    /// A random session of one of `counts` items, whose loads hold up to `largestLoad`.
    private static func random(
        counts: [Int], largestLoad: Int, using r: inout SplitMix64
    ) -> AdapterSession {
        let count = counts.randomElement(using: &r)!
        var session = AdapterSession(
            count: count, policy: ReusePolicy.allCases.randomElement(using: &r)!,
            // Right to left on a vertical carousel too: it must not flip.
            axis: Bool.random(using: &r) ? .vertical : .horizontal,
            rightToLeft: Bool.random(using: &r), peeking: Bool.random(using: &r),
            framesPerSecond: Bool.random(using: &r) ? 60 : 120,
            restingError: [0, 0, 0.3, -0.2].randomElement(using: &r)!,
            reduceMotion: Int.random(in: 0..<4, using: &r) == 0,
            gestures: (0..<Int.random(in: 1...10, using: &r)).map { _ in
                randomGesture(count: count, largestLoad: largestLoad, using: &r)
            })
        // Drawn last, so that the rest of a seed's session stays what it was without effects.
        if Bool.random(using: &r) { session.effect = ItemEffects.all.randomElement(using: &r) }
        return session
    }

    /// A session of ``randomWide(using:)`` under a motion that glides (snapping, with a limit
    /// or not, or free), continuously scrolling one time in two, forward or backward, from the
    /// start. (An `.autoscroll` gesture among them finds the known issue of
    /// ``UIKitAdapterGlideFindingsTests`` at once: a far jump from a marquee.)
    static func randomGliding(using r: inout SplitMix64) -> AdapterSession {
        var session = randomWide(using: &r)
        session.motion = [.snapping, .snapping(limit: 2), .free].randomElement(using: &r)!
        session.autoscrollSpeed = [nil, nil, 0.5, -1.5, 3].randomElement(using: &r)!
        return session
    }

    /// A session of ``randomWide(using:)`` that asks for another neighbor count or few-items
    /// rule (or the same) before a random gesture: at rest or in any motion.
    static func randomRearranging(using r: inout SplitMix64) -> AdapterSession {
        var session = randomWide(using: &r)
        session.rearrangement = Rearrangement(
            beforeGesture: Int.random(in: 0...session.gestures.count, using: &r),
            neighbors: [1, 2, 3, 5].randomElement(using: &r)!,
            fewItems: Bool.random(using: &r) ? .repeating : .leavingEmpty)
        return session
    }

    /// Simpler sessions, for shrinking: fewer or simpler gestures (a rearrangement stays before
    /// the same gesture, or after the last), then none.
    var shrunk: [AdapterSession] {
        let fewerGestures = Shrink.array(gestures, element: \.shrunk).map {
            var shrunk = self
            shrunk.gestures = $0
            return shrunk
        }
        guard rearrangement != nil else { return fewerGestures }
        var without = self
        without.rearrangement = nil
        return fewerGestures + [without]
    }

    /// A random gesture on a view of `count` items; a load has up to `largestLoad` items.
    static func randomGesture(
        count: Int, largestLoad: Int = 5, using r: inout SplitMix64
    ) -> Gesture {
        switch Int.random(in: 0..<14, using: &r) {
        case 0...2:
            return .drag(
                distance: [Double.random(in: -1.3...1.3, using: &r), 0.5, -0.5, 1, -1, 2.6]
                    .randomElement(using: &r)!,
                frames: Int.random(in: 1...30, using: &r), fromNeighbor: Bool.random(using: &r),
                hold: [0, 0, 6].randomElement(using: &r)!)
        case 3: return .press(frames: Int.random(in: 1...90, using: &r))
        case 4: return .wait(frames: [1, 5, 20, 90].randomElement(using: &r)!)
        case 5: return Bool.random(using: &r) ? .next : .previous
        case 6: return .jump(Int.random(in: 0...max(count, 1), using: &r))
        case 7: return .autoplay([0.2, 1, nil].randomElement(using: &r)!)
        // Phone and tablet lengths in the window (its width, or height vertically).
        case 8: return .resize([0.32, 0.375, 0.414, 0.768].randomElement(using: &r)!)
        case 9: return .load(count: Int.random(in: 0...largestLoad, using: &r))
        case 10: return .insert(at: Int.random(in: 0...count, using: &r))
        case 11:
            return .trackpad(
                distance: [Double.random(in: -1.3...1.3, using: &r), 0.2, -0.2, 1, 2.6]
                    .randomElement(using: &r)!,
                frames: Int.random(in: 1...20, using: &r))
        case 12:
            return .wheel(forward: Bool.random(using: &r), ticks: Int.random(in: 1...6, using: &r))
        default: return .wait(frames: Int.random(in: 1...10, using: &r))
        }
    }

    /// Plays the session and returns what went wrong, if anything.
    @MainActor
    func failures() -> [String] { played().failures }

    /// Plays the session on a new harness, brought to rest, and returns the harness: its view
    /// still in its window, which goes with the harness. Its `failures` say what went wrong.
    @MainActor
    func played() -> AdapterHarness {
        StandInDevice.reset()
        defer { StandInDevice.reset() }
        StandInDevice.setReduceMotionEnabled(reduceMotion)
        let harness = AdapterHarness(
            items: Array(0..<count), axis: axis, reusePolicy: policy, rightToLeft: rightToLeft,
            peeking: peeking, framesPerSecond: framesPerSecond, neighbors: neighbors,
            fewItems: fewItems)
        harness.scrollView.simulation.restingError = restingError
        // Both valid, so neither throws.
        try? harness.view.setMotion(motion)
        if let autoscrollSpeed {
            try? harness.view.startAutoscroll(itemsPerSecond: autoscrollSpeed)
        }
        if let effect { harness.view.itemEffect = effect.effect }
        var nextItem = count
        for (number, gesture) in gestures.enumerated() {
            if let rearrangement, rearrangement.beforeGesture == number {
                harness.rearrange(
                    neighbors: rearrangement.neighbors, fewItems: rearrangement.fewItems)
            }
            Self.play(gesture, on: harness, nextItem: &nextItem)
        }
        if let rearrangement, rearrangement.beforeGesture >= gestures.count {
            harness.rearrange(
                neighbors: rearrangement.neighbors, fewItems: rearrangement.fewItems)
        }
        harness.view.stopAutoplay()
        harness.view.stopAutoscroll()
        harness.runUntilRest()
        // The display frame at rest takes a rearrangement still waiting.
        if rearrangement != nil { harness.frame() }
        let carousel = harness.view.coordinator.carousel
        let untaken =
            (carousel.neighbors, carousel.fewItems)
            != (harness.view.neighbors, harness.view.fewItems)
        if untaken { harness.fail("the view at rest never took its new arrangement") }
        return harness
    }

    /// Plays `gesture` on `harness`; a new item is `nextItem`, which it counts on.
    @MainActor
    static func play(_ gesture: Gesture, on harness: AdapterHarness, nextItem: inout Int) {
        switch gesture {
        case .drag(let pages, let frames, let velocity, let fromNeighbor, let hold):
            // On the peek beside the scroll view, or the cell's edge in the feature row.
            let position = fromNeighbor ? harness.viewLength - 8 : nil
            harness.drag(
                towardNext: pages, frames: frames, at: position, hold: hold, velocity: velocity)
        case .trackpad(let pages, let frames):
            harness.trackpad(towardNext: pages, frames: frames)
        case .wheel(let forward, let ticks):
            harness.wheel(ticks: ticks, points: forward ? 40 : -40)
        case .press(let frames):
            harness.touchDown()
            harness.frame(frames)
            harness.lift()
        case .wait(let frames):
            harness.frame(frames)
        case .next:
            harness.step(forward: true)
        case .previous:
            harness.step(forward: false)
        case .jump(let index):
            harness.jump(to: index)
        case .autoplay(let interval):
            if let interval {
                try? harness.view.startAutoplay(interval: interval)
            } else {
                harness.view.stopAutoplay()
            }
        case .autoscroll(let speed):
            if let speed {
                try? harness.view.startAutoscroll(itemsPerSecond: speed)
            } else {
                harness.view.stopAutoscroll()
            }
        case .resize(let fraction):
            harness.resize(length: harness.length(fraction: fraction))
        case .resizeWhileDragging(let pages, let frames, let fraction):
            harness.drag(
                towardNext: pages, frames: frames, velocity: 0,
                resizingTo: harness.length(fraction: fraction))
        case .load(let count):
            let items = Array(nextItem..<nextItem + count)
            nextItem += count
            harness.change { $0.items = items }
        case .insert(let index):
            let item = nextItem
            nextItem += 1
            harness.change { view in
                _ = try? view.perform { carousel throws(CarouselError) in
                    try carousel.insert(item, at: index)
                }
            }
        case .remove(let index):
            harness.change { view in
                _ = try? view.perform { carousel throws(CarouselError) in
                    try carousel.remove(at: index)
                }
            }
        }
    }
}
