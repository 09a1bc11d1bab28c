import Carousel
import CarouselSimulation
import CarouselTestSupport
import PropertyTesting
import Testing

/// Sessions that deep random runs once found failing, shrunk, each kept as a test of its own.
@MainActor
@Suite("Scroll coordinator regressions")
struct CoordinatorRegressionTests {
    /// A finger catches a far jump's slide and drags it past the commit: the neighbor behind
    /// the target must go on showing the origin, or dragging back shows the item before the
    /// target under the finger.
    @Test(
        "a finger that catches a far jump and drags back finds the origin",
        arguments: [-0.5, -3.0])
    func caughtFarJumpDraggedBack(velocity: Double) throws {
        let setup = SimulationSetup(
            count: nil, itemLength: 100.1, spacing: 7.3, viewportFraction: 0.999,
            axis: .horizontal, layoutDirection: .rightToLeft, policy: .rebind,
            framesPerSecond: 120, restingError: 0.3)
        let run = try SimulationRun(setup: setup, storage: 0..<Int.max, changeData: nil)
        run.run([.jump(2), .drag(distance: 0.51, frames: 1, velocity: velocity)])
        expectEqual(run.failure, nil, "\(run.failure ?? "")")
    }

    /// The same, then a resize while the reversed binding is live, on peeking cards.
    @Test("a caught far jump, then a resize, under both policies", arguments: ReusePolicy.allCases)
    func caughtFarJumpThenResize(policy: ReusePolicy) throws {
        let setup = SimulationSetup(
            count: 5, itemLength: 300, spacing: 10, viewportFraction: 0.887,
            axis: .horizontal, layoutDirection: .leftToRight, policy: policy,
            framesPerSecond: 60, restingError: 0)
        let run = try SimulationRun(setup: setup, storage: Array(0..<5), changeData: nil)
        run.run([
            .jump(2), .drag(distance: 0.51, frames: 1, velocity: -3.0), .resize(0.999),
        ])
        expectEqual(run.failure, nil, "\(run.failure ?? "")")
    }

    /// A far jump whose commit comes while the origin still fills half the viewport (a resize
    /// widened the recentering margin to almost half a page): the commit must keep the origin
    /// beside the target with no finger on the view too, or the origin turns into the item
    /// before the target on screen (found at 10,000 sessions on seed 33).
    @Test("a far jump's commit keeps the origin in view without a finger")
    func farCommitWithTheOriginInView() throws {
        let setup = SimulationSetup(
            count: nil, itemLength: 300, spacing: 10, viewportFraction: 0.019521620218739377,
            axis: .horizontal, layoutDirection: .rightToLeft, policy: .rebind,
            framesPerSecond: 60, restingError: 0)
        let run = try SimulationRun(setup: setup, storage: 0..<Int.max, changeData: nil)
        run.run([
            .jump(2), .wait(frames: 1), .resize(0.999), .wait(frames: 9),
            .drag(distance: -0.5, frames: 1, velocity: -0.5),
        ])
        expectEqual(run.failure, nil, "\(run.failure ?? "")")
    }

    /// A jump from a marquee half an item off its page slides there in two legs: the second, a
    /// far move, starts in the frame the first commits, so with three neighbors the slots
    /// beyond the target are configured for the commit and again for the binding, as the
    /// target is (found at 3,000 sessions on seed 42).
    @Test("a far jump's second leg, from a marquee, rebinds the slots beyond its target")
    func farJumpSecondLegFromMarquee() throws {
        var setup = SimulationSetup(
            count: nil, itemLength: 200, spacing: 0, viewportFraction: 0,
            axis: .horizontal, layoutDirection: .rightToLeft, policy: .rotate,
            framesPerSecond: 60, restingError: 0.3)
        setup.neighbors = 3
        let run = try SimulationRun(setup: setup, storage: 0..<Int.max, changeData: nil)
        run.run([.autoscroll(-0.5), .wait(frames: 61), .jump(4)])
        expectEqual(run.failure, nil, "\(run.failure ?? "")")
        expectEqual(run.coordinator.carousel.currentIndex, 4)
    }

    /// A resize that keeps the page length must keep the content offset to the last bit: the
    /// offset converted to page units and back moved the view by a rounding error, across the
    /// seam between two items that touch (spacing 0) under the viewport's center.
    @Test("a resize keeps the item under the center at a seam, right to left, rotate")
    func resizeAtASeam() throws {
        let setup = SimulationSetup(
            count: 5, itemLength: 200, spacing: 0, viewportFraction: 0,
            axis: .horizontal, layoutDirection: .rightToLeft, policy: .rotate,
            framesPerSecond: 60, restingError: 0)
        let run = try SimulationRun(setup: setup, storage: Array(0..<5), changeData: nil)
        run.run([
            .drag(distance: 1, frames: 23, velocity: 0), .resize(0.6),
            .drag(distance: 0.5, frames: 9, velocity: 0), .resize(0.3),
        ])
        expectEqual(run.failure, nil, "\(run.failure ?? "")")
    }

    /// A far jump on a row that shows every item once: the target's run meets the origin's on
    /// the other side of the ring, and the nearer position must keep the item (found by the
    /// first random sessions of 2r + 1 slots, 7 items and 3 neighbors a side).
    @Test("a far jump never shows an item twice when the carousel leaves positions empty")
    func farJumpShowsEachItemOnce() throws {
        var setup = SimulationSetup(
            count: 7, itemLength: 100.1, spacing: 7.3, viewportFraction: 0.999,
            axis: .vertical, layoutDirection: .leftToRight, policy: .rebind,
            framesPerSecond: 120, restingError: 0)
        (setup.neighbors, setup.fewItems) = (3, .leavingEmpty)
        let run = try SimulationRun(setup: setup, storage: Array(0..<7), changeData: nil)
        run.run([.jump(2)])
        expectEqual(run.failure, nil, "\(run.failure ?? "")")
    }

    /// Emptying the carousel during a jump's slide stops the scroll view with an animated set to
    /// where it is, which runs on for a moment; new items arrive and continuous scrolling moves
    /// the row forward in the same frames as that animation's last hair backward. The row is seen
    /// to move forward, and so the next item comes under the center (found at 1,000 sessions on
    /// seed 923945744904754610; the check had taken the scroll view's report for the direction).
    @Test("continuous scrolling over a scroll view's last hair of animation moves forward")
    func marqueeOverAStrayAnimation() {
        let setup = SimulationSetup(
            count: 3, itemLength: 300, spacing: 10, viewportFraction: 0.853067972013334,
            axis: .horizontal, layoutDirection: .leftToRight, policy: .rotate,
            framesPerSecond: 60, restingError: -0.2)
        let session = Session(
            setup: setup,
            gestures: [
                .autoscroll(12), .jump(1), .load(count: 0), .load(count: 3), .wait(frames: 3),
            ])
        expectEqual(violation(in: session), nil)
    }

    /// A finger catches a far jump's slide on a narrow viewport that leaves positions empty,
    /// drags back half a page and lifts into a snapping glide; a second touch of almost no
    /// distance lands on it: the item under the center must not step back while the content
    /// moves forward (found at 2,000 sessions on seed 9130061).
    @Test("a caught far jump under snapping, touched again, keeps the center's item")
    func caughtFarJumpTouchedAgain() {
        var setup = SimulationSetup(
            count: 12, itemLength: 300, spacing: 10, viewportFraction: 0.3813675021796783,
            axis: .horizontal, layoutDirection: .leftToRight, policy: .rebind,
            framesPerSecond: 120, restingError: -0.2)
        (setup.fewItems, setup.motion) = (.leavingEmpty, .snapping(limit: 3))
        let session = Session(
            setup: setup,
            gestures: [
                .resize(0.999), .jump(2), .drag(distance: -0.51, frames: 1, velocity: 0),
                .drag(distance: 1.8735958903476175e-16, frames: 1, velocity: 0),
            ])
        expectEqual(violation(in: session), nil)
    }

    /// Touching items (no spacing) with the center exactly on the seam between two, 2e-16 of a
    /// page past it: the recenter's whole pages move the rounding to the other side, and the
    /// lookup names the other item, which touches the center as much (found at 2,000 sessions
    /// on seed 9130082; the check had taken the tie for a change of the item).
    @Test("a recenter with the center on a seam between touching items keeps the center")
    func recenterOnASeam() {
        var setup = SimulationSetup(
            count: 5, itemLength: 200, spacing: 0, viewportFraction: 0, axis: .horizontal,
            layoutDirection: .leftToRight, policy: .rotate, framesPerSecond: 120,
            restingError: 0)
        (setup.neighbors, setup.fewItems) = (3, .leavingEmpty)
        let session = Session(
            setup: setup,
            gestures: [
                .drag(distance: -1.0, frames: 22, velocity: 0),
                .drag(distance: -0.5, frames: 1, velocity: 0),
            ])
        expectEqual(violation(in: session), nil)
    }
}
