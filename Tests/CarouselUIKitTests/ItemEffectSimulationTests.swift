import Carousel
import CarouselTestSupport
import PropertyTesting
import Testing
import UIKitStandIn

/// The view's item effect, frame by frame: every frame of the harness checks each cell's look
/// against the effect at the distance the cell shows from the center.
@MainActor
@Suite("UIKit adapter simulation: item effects")
struct ItemEffectSimulationTests {
    @Test(
        "every effect follows every cell through drags and glides, under every motion",
        arguments: ItemEffects.all.map(\.name))
    func everyMotion(_ name: String) throws {
        let effect = try #require(ItemEffects.all.first { $0.name == name }).effect
        for motion in [CarouselMotion.paging, .snapping, .free] {
            for (neighbors, axis, rightToLeft) in [
                (1, CarouselGeometry.Axis.horizontal, false), (2, .horizontal, true),
                (3, .vertical, false),
            ] {
                let harness = AdapterHarness(
                    items: Array(0..<9), axis: axis, rightToLeft: rightToLeft, peeking: true,
                    neighbors: neighbors)
                try harness.view.setMotion(motion)
                harness.view.itemEffect = effect
                harness.frame()
                harness.drag(towardNext: 0.4, frames: 8, hold: 3)
                harness.runUntilRest()
                harness.drag(towardNext: -1.6, frames: 6, velocity: -2)
                harness.runUntilRest()
                harness.jump(to: 5)
                harness.runUntilRest()
                expectEqual(harness.failures, [], "\(name), \(motion), \(neighbors) neighbors")
            }
        }
    }

    @Test("a far jump under rotate moves cells to other places; their looks follow at once")
    func farJumpUnderRotate() {
        let harness = AdapterHarness(
            items: Array(0..<5), reusePolicy: .rotate, peeking: true, neighbors: 3,
            fewItems: .leavingEmpty)
        harness.view.itemEffect = .depth
        harness.jump(to: 2)
        harness.runUntilRest()
        expectEqual(harness.failures, [])
    }

    @Test("the transform hook gets the distance in points, after the effect; none puts cells back")
    func hookAndReset() {
        let harness = AdapterHarness(items: Array(0..<7), neighbors: 2, insets: (24, 12))
        var seen: [(points: Double, scale: Double)] = []
        harness.view.itemEffect = .zoom(scale: 0.5)
        harness.view.transformCell = { cell, displacement in
            // The effect ran first: the hook sees its scale on the cell.
            seen.append((displacement.points, Double(cell.layer.transform.m11.native)))
        }
        let page = Double(harness.pageLength.native)
        expectEqual(seen.map(\.points), [-2, -1, 0, 1, 2].map { $0 * page })
        expectEqual(seen.map(\.scale), [0.25, 0.5, 1, 0.5, 0.25])
        harness.view.transformCell = nil
        harness.view.itemEffect = .none
        #expect(
            harness.cells.allSatisfy {
                $0.layer.transform == CATransform3DIdentity && $0.alpha == 1
                    && $0.layer.zPosition == 0
            })
        harness.drag(towardNext: 0.5)
        #expect(harness.cells.allSatisfy { $0.layer.transform == CATransform3DIdentity })
        expectEqual(harness.failures, [])
    }

    @Test("right to left mirrors the look on screen: the next item's content lags to the right")
    func rightToLeft() {
        for rightToLeft in [false, true] {
            let harness = AdapterHarness(
                items: Array(0..<5), rightToLeft: rightToLeft, peeking: true)
            harness.view.itemEffect = CarouselItemEffect(parallax: 0.5)
            let next = harness.cells.first { $0.item == 1 }
            let half = Double(next?.bounds.width.native ?? 0) / 2
            // The bounds' origin moves the content the other way: toward the center.
            expectEqual(Double(next?.bounds.origin.x.native ?? 0), (rightToLeft ? -half : half))
            expectEqual(next?.clipsToBounds, true)
            expectEqual(harness.failures, [])
        }
    }
}
