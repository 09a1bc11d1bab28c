import Carousel
import CarouselTestSupport
import PropertyTesting
import Testing
import UIKitStandIn

@MainActor
@Suite("UIKit adapter simulation: several items, random sessions")
struct UIKitAdapterSeveralItemsSessionTests {
    @Test(
        """
        random sessions with 1, 2, 3 or 5 neighbors, 0 to 11 items, either few-items rule: \
        2r + 1 cells on the pages, no jump, no empty space, configured only on change, exact rest
        """,
        arguments: 0..<2)
    func randomWideSessions(shard: Int) {
        check(shard: shard, iterations: Property.slowIterations(), AdapterSession.randomWide)
    }

    @Test(
        """
        random sessions that change the neighbor count or the few-items rule at rest or in \
        any motion: taken at rest, the first cells and the center item kept
        """,
        arguments: 0..<2)
    func randomRearrangingSessions(shard: Int) {
        check(
            shard: shard, iterations: Property.slowIterations(times: 0.5),
            AdapterSession.randomRearranging)
    }

    @Test(
        """
        random sessions under snapping and free, with and without continuous scrolling: \
        no jump, no empty space, configured only on change, a rest on an item or near one
        """,
        arguments: 0..<2)
    func randomGlidingSessions(shard: Int) {
        check(shard: shard, iterations: Property.slowIterations(), AdapterSession.randomGliding)
    }

    /// Checks `iterations` sessions from `generate` (this shard's of two), shrinking a failing
    /// one.
    private func check(
        shard: Int, iterations: Int, _ generate: (inout SplitMix64) -> AdapterSession,
        function: String = #function
    ) {
        Property.check(
            function, iterations: iterations, shard: (shard, 2), generate: generate,
            shrink: \.shrunk
        ) { session throws(PropertyFailure) in
            if let failure = session.failures().first {
                throw PropertyFailure(description: failure)
            }
        }
    }

    /// Every combination the issue names, played with the simulation's rare-state gestures:
    /// neighbors, counts, policies, axes and directions.
    @Test(
        "every neighbor count, item count, policy, axis and direction, through the rare states",
        arguments: [1, 2, 3, 5], [FewItemsRule.repeating, .leavingEmpty])
    func everyCombination(neighbors: Int, fewItems: FewItemsRule) {
        let gestures: [Gesture] = [
            .drag(distance: 0.51, frames: 1, velocity: -0.5), .jump(2),
            .drag(distance: 2.6, frames: 8), .resize(0.32),
            .resizeWhileDragging(distance: -1.5, frames: 12, fraction: 0.768), .next,
            .autoplay(0.2), .wait(frames: 40), .remove(at: 0), .previous,
        ]
        for count in [0, 1, 2, 3, 4, 5, 7, 11] {
            for policy in ReusePolicy.allCases {
                for axis in [CarouselGeometry.Axis.horizontal, .vertical] {
                    for rightToLeft in [false, true] {
                        var session = AdapterSession(
                            count: count, policy: policy, axis: axis, rightToLeft: rightToLeft,
                            peeking: rightToLeft, framesPerSecond: 60, restingError: 0,
                            gestures: gestures)
                        session.neighbors = neighbors
                        session.fewItems = fewItems
                        expectEqual(session.failures(), [], "\(session)")
                    }
                }
            }
        }
    }
}
