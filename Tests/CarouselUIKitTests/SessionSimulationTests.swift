import Carousel
import CarouselTestSupport
import PropertyTesting
import Testing
import UIKitStandIn

@MainActor
@Suite("UIKit adapter simulation: random sessions")
struct UIKitAdapterSessionSimulationTests {
    @Test(
        """
        random sessions of gestures, frames, autoplay, data changes and resizes: three cells, \
        no jump, no empty space, configured only on change, exact rest
        """,
        arguments: 0..<2)
    func randomSessions(shard: Int) {
        Property.check(
            iterations: Property.slowIterations(), shard: (shard, 2),
            generate: AdapterSession.random,
            shrink: { session in
                Shrink.array(session.gestures, element: \.shrunk).map {
                    var shrunk = session
                    shrunk.gestures = $0
                    return shrunk
                }
            }
        ) { session throws(PropertyFailure) in
            if let failure = session.failures().first {
                throw PropertyFailure(description: failure)
            }
        }
    }

    /// The simulation's regression sessions and the gestures only its generator makes (a lift
    /// at a given velocity, a resize mid-drag, a removal), in the one vocabulary, on the view.
    @Test(
        "the simulation's rare-state gestures, played on the view",
        arguments: [
            [Gesture.jump(2), .drag(distance: 0.51, frames: 1, velocity: -0.5)],
            [.jump(2), .drag(distance: 0.51, frames: 1, velocity: -3), .resize(0.999)],
            [
                .drag(distance: 1, frames: 23, velocity: 0), .resize(0.6),
                .drag(distance: 0.5, frames: 9, velocity: 0), .resize(0.3),
            ],
            [
                .resizeWhileDragging(distance: 0.5, frames: 12, fraction: 0.414),
                .drag(distance: -0.3, frames: 2, velocity: 3, hold: 2), .remove(at: 0),
            ],
        ])
    func simulationGestures(gestures: [Gesture]) {
        let setups: [(CarouselGeometry.Axis, Bool, Bool)] = [
            (.horizontal, false, false), (.horizontal, true, true), (.vertical, true, false),
        ]
        for (axis, rightToLeft, peeking) in setups {
            let session = AdapterSession(
                count: 5, policy: .rotate, axis: axis, rightToLeft: rightToLeft, peeking: peeking,
                framesPerSecond: 60, restingError: 0, gestures: gestures)
            expectEqual(session.failures(), [], "\(session)")
        }
    }
}
