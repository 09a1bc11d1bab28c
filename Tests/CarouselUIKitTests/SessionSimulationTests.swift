import Carousel
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
            shard: (shard, 2),
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
}
