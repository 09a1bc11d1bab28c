import Carousel
import CarouselSimulation
import PropertyTesting
import Testing

/// A session: the setup and its gestures.
struct Session: CustomStringConvertible {
    var setup: SimulationSetup
    var gestures: [Gesture]
    var description: String { "\(setup): \(gestures)" }
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
                    let fresh = Array(nextValue..<nextValue + n)
                    nextValue += n
                    coordinator.perform { $0.load(fresh) }
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
        "random gesture sessions: no flicker, no page skipped, no empty space, exact rest",
        arguments: 0..<4)
    func randomSessions(shard: Int) {
        Property.check(
            shard: (shard, 4),
            generate: { r -> Session in
                let setup = SimulationSetup.random(counts: [0, 1, 2, 3, 5, nil], using: &r)
                let count = setup.count ?? Int.max
                return Session(
                    setup: setup,
                    gestures: (0..<Int.random(in: 1...12, using: &r)).map { _ in
                        Gesture.random(count: count, dataChanges: setup.count != nil, using: &r)
                    })
            },
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
}
