import Carousel
import CarouselTestSupport
import PropertyTesting
import Testing

extension Session {
    /// A random session under a random motion: flings that run their glide out or are caught,
    /// continuous scrolling both ways, and the gestures of every other session, over every
    /// neighbor count and counts from 0 to `0..<Int.max`.
    static func randomMotion(using r: inout SplitMix64) -> Session {
        var setup = SimulationSetup.random(counts: [0, 1, 2, 3, 5, 12, nil], using: &r)
        setup.neighbors = [1, 1, 2, 3, 7].randomElement(using: &r)!
        setup.fewItems = Bool.random(using: &r) ? .leavingEmpty : .repeating
        setup.motion = [
            .paging, .snapping, .snapping(limit: Int.random(in: 1...3, using: &r)), .free,
        ]
        .randomElement(using: &r)!
        setup.decelerationRate = [0.998, 0.99].randomElement(using: &r)!
        let count = setup.count ?? Int.max
        var gestures: [Gesture] = []
        for _ in 0..<Int.random(in: 1...8, using: &r) {
            switch Int.random(in: 0..<4, using: &r) {
            case 0:
                gestures += [
                    .drag(
                        distance: Double.random(in: -0.4...0.4, using: &r),
                        frames: Int.random(in: 1...5, using: &r),
                        velocity: [0, 0.2, -0.2, 2, -2, Double.random(in: -5...5, using: &r)]
                            .randomElement(using: &r)!),
                    .wait(frames: [0, 3, 30, 400].randomElement(using: &r)!),
                ]
            case 1:
                gestures += [
                    .autoscroll(
                        [0.5, -0.5, 2, -3, 0.05, 12, nil].randomElement(using: &r)!),
                    .wait(frames: [1, 10, 120].randomElement(using: &r)!),
                ]
            default:
                gestures += Gesture.randomSession(
                    count: count, dataChanges: setup.count != nil, using: &r)
            }
        }
        return Session(setup: setup, gestures: gestures)
    }
}

@MainActor
@Suite("Simulation: motions beyond paging")
struct MotionSessionTests {
    @Test(
        "random sessions under every motion (125 by default): each frame where the model says",
        arguments: 0..<4)
    func randomMotionSessions(shard: Int) {
        checkSessions(shard: shard, times: 1, generate: Session.randomMotion)
    }
}
