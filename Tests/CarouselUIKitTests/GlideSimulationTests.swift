import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

/// The pages a view's row travelled since this was made: the pages committed, from the
/// coordinator's events, and the offset within the current page.
@MainActor
final class Travel {
    private(set) var committed = 0
    private let view: CarouselView<Int, TestCell>

    init(_ view: CarouselView<Int, TestCell>) {
        self.view = view
        view.coordinator.onEvents = { [weak self] events in
            if let move = events.move { self?.committed += move.step }
        }
    }

    /// Pages toward the next item since the start.
    var pages: Double { Double(committed) + view.coordinator.carousel.offset - 1 }
}

@MainActor
@Suite("UIKit adapter simulation: snapping and free glides")
struct UIKitAdapterGlideSimulationTests {
    /// UIKit's `.normal` deceleration: a release at `v` points per millisecond glides
    /// `v × 0.998 / 0.002` points.
    static let glideFactor = 0.998 / (1 - 0.998)

    /// A harness of five items under `motion`, its travel counted.
    private func gliding(
        _ motion: CarouselMotion, count: Int = 5, axis: CarouselGeometry.Axis = .horizontal,
        peeking: Bool = false
    ) throws -> (AdapterHarness, Travel) {
        let harness = AdapterHarness(items: Array(0..<count), axis: axis, peeking: peeking)
        try harness.view.setMotion(motion)
        return (harness, Travel(harness.view))
    }

    @Test("the motion starts as paging; snapping and free turn the scroll view's paging off")
    func pagingFollowsTheMotion() throws {
        let harness = AdapterHarness(items: Array(0..<5))
        #expect(harness.view.motion == .paging && harness.scrollView.isPagingEnabled)
        try harness.view.setMotion(.snapping(limit: 3))
        #expect(harness.view.motion == .snapping(limit: 3) && !harness.scrollView.isPagingEnabled)
        try harness.view.setMotion(.free)
        #expect(!harness.scrollView.isPagingEnabled)
        let refusal = #expect(throws: CarouselError.self) {
            try harness.view.setMotion(.snapping(limit: 0))
        }
        expectEqual(refusal?.code, .invalidSnapLimit)
        expectEqual(harness.view.motion, .free)
        try harness.view.setMotion(.paging)
        #expect(harness.scrollView.isPagingEnabled)
        expectEqual(harness.failures, [])
    }

    @Test("a free fling travels v × rate / (1 − rate), round the loop, and rests where it ends")
    func freeFling() throws {
        let (harness, travel) = try gliding(.free)
        harness.drag(towardNext: 0.2, frames: 6, velocity: 5)
        let lift = travel.pages
        var frames: [Double] = []
        while !harness.isAtRest {
            harness.frame()
            frames.append(travel.pages)
        }
        let expected = lift + 5 * Self.glideFactor / Double(harness.pageLength)
        #expect(abs(travel.pages - expected) < 1e-6)
        #expect(expected > 6)  // past every one of the five items
        #expect(frames.count > 60)  // frame by frame from the display link, not at once
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(harness.scrollView.contentOffset.x != 375)  // between items
        expectEqual(harness.view.currentIndex, Int(expected.rounded()) % 5)
        expectEqual(harness.view.nearestIndex, harness.view.currentIndex)
        expectEqual(harness.failures, [])
    }

    @Test("a snapping fling ends exactly on the item nearest the glide's end, also backward")
    func snappingFling() throws {
        let (harness, travel) = try gliding(.snapping)
        var rests = 0
        harness.view.onChange = { [unowned harness] in
            if harness.view.isAtRest { rests += 1 }
        }
        harness.drag(towardNext: 0.2, frames: 6, velocity: 4)
        let end = travel.pages + 4 * Self.glideFactor / Double(harness.pageLength)
        harness.runUntilRest()
        expectEqual(rests, 1)  // onChange hears the rest the glide's last frame brings
        expectEqual(travel.pages, end.rounded())
        expectEqual(harness.offset, 375)
        expectEqual(harness.view.currentIndex, Int(end.rounded()) % 5)
        let before = travel.pages
        harness.drag(towardNext: -0.1, frames: 4, velocity: -6)
        let back = travel.pages - 6 * Self.glideFactor / Double(harness.pageLength)
        harness.runUntilRest()
        expectEqual(travel.pages, back.rounded())
        #expect(before - travel.pages > 7)
        expectEqual(harness.offset, 375)
        expectEqual(harness.failures, [])
    }

    @Test("a snapping limit caps the items a fling moves")
    func snappingLimit() throws {
        let (harness, travel) = try gliding(.snapping(limit: 2))
        harness.drag(towardNext: 0.2, frames: 6, velocity: 5)
        harness.runUntilRest()
        expectEqual(travel.pages, 2)
        expectEqual(harness.view.currentIndex, 2)
        expectEqual(harness.failures, [])
    }

    @Test("a vertical hour picker of 24 items snaps round from 23 to 0")
    func verticalPicker() throws {
        let (harness, _) = try gliding(.snapping, count: 24, axis: .vertical)
        harness.change { _ = try? $0.jump(to: 22, animated: false) }
        let travel = Travel(harness.view)
        harness.drag(towardNext: 0.1, frames: 4, velocity: 2)
        let end = travel.pages + 2 * Self.glideFactor / Double(harness.pageLength)
        harness.runUntilRest()
        expectEqual(travel.pages, end.rounded())
        expectEqual(harness.view.currentIndex, (22 + Int(end.rounded())) % 24)
        #expect(harness.view.currentIndex! < 22)  // round the loop
        expectEqual(harness.failures, [])
    }

    @Test("a finger that lands during a free glide stops it where it is; its tap selects nothing")
    func touchStopsFreeGlide() throws {
        let (harness, travel) = try gliding(.free)
        var selected: [Int] = []
        harness.view.onSelect = { index, _ in selected.append(index) }
        harness.drag(towardNext: 0.2, frames: 6, velocity: 5)
        harness.frame(20)
        harness.touchDown()
        let caught = travel.pages
        harness.frame(5)
        expectEqual(travel.pages, caught)
        harness.lift()
        harness.runUntilRest()
        expectEqual(travel.pages, caught)
        expectEqual(selected, [])
        expectEqual(harness.view.currentIndex, harness.view.nearestIndex)
        expectEqual(harness.failures, [])
    }

    @Test("a finger that lands during a snapping glide settles on the nearest item on its lift")
    func touchSettlesSnappingGlide() throws {
        let (harness, travel) = try gliding(.snapping)
        var selected: [Int] = []
        harness.view.onSelect = { index, _ in selected.append(index) }
        harness.drag(towardNext: 0.2, frames: 6, velocity: 5)
        harness.frame(20)
        harness.touchDown()
        let caught = travel.pages
        harness.lift()
        harness.runUntilRest()
        expectEqual(travel.pages, caught.rounded())
        expectEqual(harness.offset, 375)
        expectEqual(selected, [])
        expectEqual(harness.failures, [])
    }

    @Test("a row resting between items: a tap selects, a neighbor's tap and autoplay align")
    func restingBetweenItems() throws {
        let (harness, travel) = try gliding(.free, peeking: true)
        var selected: [Int] = []
        harness.view.onSelect = { index, _ in selected.append(index) }
        harness.drag(towardNext: 0.3, frames: 6, velocity: 0)
        harness.runUntilRest()
        #expect(abs(travel.pages - 0.3) < 1e-12)
        let current = harness.view.currentIndex
        // The current item's span lies 0.3 pages (91.5 points) left of the center.
        harness.touchDown(at: 187 - 91)
        harness.lift()
        harness.runUntilRest()
        expectEqual(selected, current.map { [$0] })
        // The next item, peeking in at the far end, moves in and the row aligns on it.
        harness.touchDown(at: 300)
        harness.lift()
        harness.runUntilRest()
        #expect(harness.view.currentIndex == 1 && harness.offset == 305)
        harness.drag(towardNext: 0.6, frames: 6, velocity: 0)
        harness.runUntilRest()
        #expect(harness.view.currentIndex == 2 && harness.offset != 305)
        try harness.view.startAutoplay(interval: 1)
        harness.frame(60 + 25)
        harness.view.stopAutoplay()
        #expect(harness.view.currentIndex == 3 && harness.offset == 305)
        expectEqual(harness.failures, [])
    }
}
