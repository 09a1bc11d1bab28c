import Carousel
import CarouselSimulation
import PropertyTesting
import Testing

/// The display reports of data changes: a display is a place in the content with the index
/// shown there, so a place whose index changed, or whose slot a change rebound (another item
/// under the same index), reports the old display ended and the new one begun; ends first,
/// then beginnings, each in position order. An item the change left alone is not reported.
@MainActor
@Suite("Scroll coordinator display reports of data changes, simulated")
struct DisplayDataChangeSimulationTests {
    /// A carousel of `items` at rest on the first, recording: 300-point items 10 points apart
    /// in a viewport where the outermost neighbors peek in by 27.5 points.
    private func carousel(
        _ items: [String], policy: ReusePolicy = .rebind, neighbors: Int = 1
    ) throws -> SimulatedCarousel<[String]> {
        let geometry = try CarouselGeometry(
            viewportLength: 375 + 620 * Double(neighbors - 1), itemLength: 300, spacing: 10,
            neighbors: neighbors)
        let s = SimulatedCarousel(items, geometry: geometry, reusePolicy: policy)
        #expect(s.coordinator.visiblePositions == 0..<(2 * neighbors + 1))
        s.coordinator.surface.isRecordingDisplays = true
        return s
    }

    /// What is on screen, by the query, position by position: the item shown there.
    private func onScreen(_ s: SimulatedCarousel<[String]>) -> [String?] {
        let coordinator = s.coordinator
        return coordinator.visiblePositions.map { position in
            coordinator.visibleIndex(atPosition: position).flatMap(coordinator.carousel.element)
        }
    }

    @Test("a replaced item on screen: its place ends and begins under the same index")
    func replace() throws {
        let s = try carousel(["a", "b", "c", "d"])
        try s.coordinator.perform { carousel throws(CarouselError) in
            try carousel.replace(at: 0, with: "x")
        }
        expectEqual(
            s.coordinator.surface.displayLog,
            [
                .ended(slot: 1, index: 0), .began(slot: 1, index: 0),
            ])
        expectEqual(onScreen(s), ["d", "x", "b"])
    }

    @Test("a removed current item: every place ends, then every place begins, in order")
    func remove() throws {
        let s = try carousel(["a", "b", "c", "d"])
        try s.coordinator.perform { carousel throws(CarouselError) in try carousel.remove(at: 0) }
        // d keeps its slot under a new index; b and c come under the indices a and b had.
        expectEqual(
            s.coordinator.surface.displayLog,
            [
                .ended(slot: 0, index: 3), .ended(slot: 1, index: 0), .ended(slot: 2, index: 1),
                .began(slot: 0, index: 2), .began(slot: 1, index: 0), .began(slot: 2, index: 1),
            ])
        expectEqual(onScreen(s), ["d", "b", "c"])
    }

    @Test("an insertion: only the item whose index moved is reported, the others stay")
    func insert() throws {
        let s = try carousel(["a", "b", "c", "d"])
        try s.coordinator.perform { carousel throws(CarouselError) in
            try carousel.insert("x", at: 2)
        }
        expectEqual(
            s.coordinator.surface.displayLog,
            [
                .ended(slot: 0, index: 3), .began(slot: 0, index: 4),
            ])
        expectEqual(onScreen(s), ["d", "a", "b"])
    }

    @Test(
        "a load: under rebind every place is new (all slots rebound), under rotate an equal item stays",
        arguments: ReusePolicy.allCases)
    func load(policy: ReusePolicy) throws {
        let s = try carousel(["a", "b", "c", "d"], policy: policy)
        s.coordinator.perform { $0.load(["a", "b", "c", "z"], keepingCurrent: .byValue) }
        let log = s.coordinator.surface.displayLog
        switch policy {
        case .rebind:
            expectEqual(
                log,
                [
                    .ended(slot: 0, index: 3), .ended(slot: 1, index: 0),
                    .ended(slot: 2, index: 1), .began(slot: 0, index: 3),
                    .began(slot: 1, index: 0), .began(slot: 2, index: 1),
                ])
        case .rotate:
            expectEqual(log, [.ended(slot: 0, index: 3), .began(slot: 0, index: 3)])
        }
        expectEqual(onScreen(s), ["z", "a", "b"])
    }

    @Test("several items on screen: a replaced neighbor two places away is reported alone")
    func wide() throws {
        let s = try carousel(["a", "b", "c", "d", "e", "f", "g"], neighbors: 2)
        expectEqual(onScreen(s), ["f", "g", "a", "b", "c"])
        try s.coordinator.perform { carousel throws(CarouselError) in
            try carousel.replace(at: 2, with: "x")
        }
        let slot = s.coordinator.carousel.slotOrder[4]
        expectEqual(
            s.coordinator.surface.displayLog,
            [
                .ended(slot: slot, index: 2), .began(slot: slot, index: 2),
            ])
        expectEqual(onScreen(s), ["f", "g", "a", "b", "x"])
    }

    @Test("a data change made while the events of another are heard is reported with it")
    func reentrant() throws {
        let s = try carousel(["a", "b", "c", "d"])
        var replaced = false
        s.coordinator.onEvents = { [unowned s] _ in
            guard !replaced else { return }
            replaced = true
            // Before the first change reconciles: one pass reports both, by position.
            _ = try? s.coordinator.perform { carousel throws(CarouselError) in
                try carousel.replace(at: 1, with: "y")
            }
        }
        try s.coordinator.perform { carousel throws(CarouselError) in
            try carousel.replace(at: 0, with: "x")
        }
        expectEqual(
            s.coordinator.surface.displayLog,
            [
                .ended(slot: 1, index: 0), .ended(slot: 2, index: 1),
                .began(slot: 1, index: 0), .began(slot: 2, index: 1),
            ])
        expectEqual(onScreen(s), ["d", "x", "y"])
    }
}
