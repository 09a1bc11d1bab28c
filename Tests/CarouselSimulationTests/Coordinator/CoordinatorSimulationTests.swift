import Carousel
import CarouselSimulation
import CarouselTestSupport
import PropertyTesting
import Testing

/// A session: the setup and its gestures.
struct Session: CustomStringConvertible {
    var setup: SimulationSetup
    var gestures: [Gesture]
    var description: String { "\(setup): \(gestures)" }

    /// A random session. One in four opens with a scenario (``Gesture/randomScenario(count:using:)``)
    /// on a horizontal right-to-left `.rotate` carousel, half of them of items that touch: the
    /// corner where a caught far jump and a resize at a seam once went wrong.
    static func random(using r: inout SplitMix64) -> Session {
        var setup = SimulationSetup.random(counts: [0, 1, 2, 3, 5, nil], using: &r)
        let count = setup.count ?? Int.max
        var gestures: [Gesture] = []
        if Int.random(in: 0..<4, using: &r) == 0 {
            setup.axis = .horizontal
            setup.layoutDirection = .rightToLeft
            setup.policy = .rotate
            if Bool.random(using: &r) {
                (setup.itemLength, setup.spacing, setup.viewportFraction) = (200, 0, 0)
            }
            gestures = Gesture.randomScenario(count: count, using: &r)
        }
        gestures += Gesture.randomSession(count: count, dataChanges: setup.count != nil, using: &r)
        // Drawn last, so that the rest of a seed's session stays what it was.
        setup.prefetchDistance = [0, 0, 1, 2, 5].randomElement(using: &r)!
        return Session(setup: setup, gestures: gestures)
    }

    /// A random session of a carousel that shows several items: 2, 3 or 5 neighbors a side (or
    /// one that leaves positions empty), over counts below, at and above the number of slots.
    static func randomWide(using r: inout SplitMix64) -> Session {
        var setup = SimulationSetup.random(counts: [0, 1, 2, 3, 4, 5, 7, 11, nil], using: &r)
        setup.neighbors = [1, 2, 2, 3, 3, 5].randomElement(using: &r)!
        setup.fewItems =
            setup.neighbors == 1 || Bool.random(using: &r) ? .leavingEmpty : .repeating
        let count = setup.count ?? Int.max
        var gestures: [Gesture] = []
        if Int.random(in: 0..<4, using: &r) == 0 {
            gestures = Gesture.randomScenario(count: count, using: &r)
        }
        gestures += Gesture.randomSession(count: count, dataChanges: setup.count != nil, using: &r)
        setup.prefetchDistance = [0, 0, 1, 3, 16].randomElement(using: &r)!
        return Session(setup: setup, gestures: gestures)
    }
}

/// Runs `session` and returns the first violation, if any.
@MainActor
func violation(in session: Session) -> String? {
    do {
        if let count = session.setup.count {
            var nextValue = count
            let run = try SimulationRun(setup: session.setup, storage: Array(0..<count)) {
                gesture, coordinator in
                switch gesture {
                case .insert(let i):
                    nextValue += 1
                    _ = try? coordinator.perform { try $0.insert(nextValue, at: i) }
                case .remove(let i):
                    _ = try? coordinator.perform { try $0.remove(at: i) }
                case .load(let n):
                    // New values: the display checks tell items apart by value.
                    let fresh = Array(nextValue + 1..<nextValue + 1 + n)
                    nextValue += n
                    coordinator.perform { $0.load(fresh, keepingCurrent: .byValue) }
                default: break
                }
            }
            run.run(session.gestures)
            return run.failure
        }
        let run = try SimulationRun(setup: session.setup, storage: 0..<Int.max, changeData: nil)
        run.run(session.gestures)
        return run.failure
    } catch {
        return "setup refused: \(error)"
    }
}

@MainActor
@Suite("Scroll coordinator simulation")
struct CoordinatorSimulationTests {
    @Test(
        "random gesture sessions (250 by default): no flicker, no skipped page, no empty space",
        arguments: 0..<4)
    func randomSessions(shard: Int) {
        checkSessions(shard: shard, times: 2, generate: Session.random)
    }

    @Test(
        "random sessions of 2r + 1 slots (250 by default): no flicker, skip or empty space",
        arguments: 0..<4)
    func randomWideSessions(shard: Int) {
        checkSessions(shard: shard, times: 2, generate: Session.randomWide)
    }

    /// As on the UIKit view, whose pan recognizer measures it.
    @Test(
        "a drag lifts with its last move's velocity, none after holding still, or the one it says",
        arguments: [
            (Gesture.drag(distance: 0.2, frames: 2), 1),
            (.drag(distance: 0.2, frames: 2, hold: 6), 0),
            (.drag(distance: 0.2, frames: 2, velocity: 0), 0),
            (.drag(distance: 0.2, frames: 60, velocity: 1), 1),
        ])
    func liftVelocity(drag: Gesture, current: Int) throws {
        let setup = SimulationSetup(
            count: 5, itemLength: 343, spacing: 32, viewportFraction: 0,
            axis: .horizontal, layoutDirection: .rightToLeft, policy: .rebind,
            framesPerSecond: 60, restingError: 0)
        let run = try SimulationRun(setup: setup, storage: Array(0..<5), changeData: nil)
        run.run([drag])
        expectEqual(run.failure, nil, "\(run.failure ?? "")")
        expectEqual(run.coordinator.carousel.currentIndex, current)
    }
}

/// Checks this shard's of four of `times` the default number of sessions from `generate`,
/// shrinking a failing one's gestures.
@MainActor
func checkSessions(
    shard: Int, times: Double, generate: (inout SplitMix64) -> Session, function: String = #function
) {
    Property.check(
        function, iterations: Property.slowIterations(times: times), shard: (shard, 4),
        generate: generate,
        shrink: { session in
            Shrink.array(session.gestures, element: \.shrunk).map {
                Session(setup: session.setup, gestures: $0)
            }
        }
    ) { session throws(PropertyFailure) in
        if let failure = violation(in: session) {
            throw PropertyFailure(description: failure)
        }
    }
}
