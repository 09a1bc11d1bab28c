import Carousel
import CarouselSimulation
import PropertyTesting

@testable import Carousel

/// Drives one simulated session gesture by gesture and frame by frame, checking after every
/// frame and every did-scroll callback what a person would see.
@MainActor
final class SimulationRun<Storage: RandomAccessCollection>
where Storage.Index == Int, Storage.Element == Int {
    let setup: SimulationSetup
    let simulated: SimulatedCarousel<Storage>
    /// Applies a data change gesture; `nil` for storage that cannot change.
    let changeData: ((Gesture, Coordinator) -> Void)?
    /// The first violation seen, with the gesture it happened in.
    private(set) var failure: String?
    private var gesture: Gesture = .wait(frames: 0)
    private let slotIdentities: [ObjectIdentifier]
    private var contentLength: Double
    private var configurations: Trio<Int>
    private var shown: Trio<Storage.Element?>
    /// The last item seen under the centre, and the direction of the latest motion in pages.
    private var centre: Int?
    private var direction = 0
    /// The page offset the scroll view showed after the last report, to tell motion from resets.
    private var lastOffset: Double
    /// The centre item before the coordinator followed the current report.
    private var centreBeforeFollow: Int?
    /// While a far move's target is bound to a neighbour: the strip reads origin, target in
    /// the move's direction, so the centre may go from one to the other that way and back.
    private var farLink: (origin: Int, target: Int, direction: Int)?
    private var farTarget: Int? { farLink?.target }
    /// Data changes and resizes may reconfigure a slot more than once between two checks.
    private var allowsRepeatedConfiguration = false
    private var frames = 0

    init(
        setup: SimulationSetup, storage: Storage,
        changeData: ((Gesture, Coordinator) -> Void)?
    ) throws(CarouselError) {
        self.setup = setup
        self.changeData = changeData
        simulated = SimulatedCarousel(
            storage, geometry: try setup.geometry(), reusePolicy: setup.policy)
        simulated.scrollView.restingError = setup.restingError
        slotIdentities = simulated.slots.map { ObjectIdentifier($0) }
        contentLength = simulated.scrollView.contentLength
        configurations = simulated.slots.map(\.configurationCount)
        shown = simulated.slots.map(\.element)
        lastOffset = 1
        centre = nil
        centre = centreItem()
        simulated.onScroll = { [unowned self] stage in self.scrolled(stage) }
        // A broken invariant is a failure to report and shrink, not a trap.
        simulated.coordinator._onInvariantViolation = { [unowned self] violation in
            self.fail("the coordinator's invariant broke: \(violation)")
        }
        check("the start")
    }

    typealias Coordinator = CarouselScrollCoordinator<Storage, SimulatedSurface<Int>>

    var coordinator: Coordinator { simulated.coordinator }

    var frameDuration: Double { 1 / setup.framesPerSecond }

    /// Content points for `pages` pages toward *next*.
    func points(_ pages: Double) -> Double {
        let geometry = coordinator.geometry
        return geometry.contentOffset(forOffset: 1 + pages) - geometry.contentOffset(forOffset: 1)
    }

    // MARK: Running

    func run(_ gestures: [Gesture]) {
        for gesture in gestures where failure == nil {
            self.gesture = gesture
            perform(gesture)
        }
        gesture = .wait(frames: 0)
        guard failure == nil else { return }
        // Autoplay faster than its own slide never rests.
        coordinator.stopAutoplay()
        let ran = simulated.runUntilRest(frameDuration: frameDuration, maximumFrames: 20_000)
        check("the final settle")
        if ran == 20_000 { fail("never came to rest") }
        checkRest()
    }

    private func perform(_ gesture: Gesture) {
        switch gesture {
        case .drag(let distance, let frames, let velocity):
            // At most half a page a frame: a finger faster than that passes whole items between
            // two frames, and no glue can show them.
            let count = Swift.max(frames, Int((distance.magnitude * 2).rounded(.up)))
            simulated.touchDown()
            check("touch down")
            for _ in 0..<count {
                simulated.moveFinger(by: points(distance) / Double(count))
                frame()
            }
            simulated.liftFinger(velocity: velocity * (points(1) < 0 ? -1 : 1))
            check("lift")
        case .tap:
            simulated.touchDown()
            check("touch down")
            frame()
            simulated.liftFinger(velocity: 0)
            check("lift")
        case .wait(let count):
            for _ in 0..<count { frame() }
        case .next, .previous, .scrollToIndex:
            startMove(gesture)
        case .autoplay(let interval):
            if let interval {
                try? coordinator.startAutoplay(interval: interval)
            } else {
                coordinator.stopAutoplay()
            }
        case .resize(let fraction):
            resize(fraction: fraction)
        case .resizeWhileDragging(let distance, let frames, let fraction):
            let count = Swift.max(frames, Int((distance.magnitude * 2).rounded(.up)))
            simulated.touchDown()
            check("touch down")
            for number in 0..<count {
                if number == count / 2 { resize(fraction: fraction) }
                simulated.moveFinger(by: points(distance) / Double(count))
                frame()
            }
            simulated.liftFinger(velocity: 0)
            check("lift")
        case .insert, .remove, .load:
            guard let changeData else { return }
            allowsRepeatedConfiguration = true
            changeData(gesture, coordinator)
            farLink = nil
            centre = centreItem()
            check("data change")
            allowsRepeatedConfiguration = false
        }
    }

    /// A new viewport length; the item under the centre stays.
    private func resize(fraction: Double) {
        let before = centreItem()
        allowsRepeatedConfiguration = true
        try? simulated.resize(viewportLength: setup.viewportLength(fraction: fraction))
        contentLength = simulated.scrollView.contentLength
        let after = centreItem()
        if before != nil, after != nil, before != after {
            fail("a resize changed the centre item from \(before!) to \(after!)")
        }
        check("resize")
        allowsRepeatedConfiguration = false
    }

    /// Starts an animated move; a far one binds its target to a neighbour, which
    /// ``noteFarTarget()`` sees.
    private func startMove(_ gesture: Gesture) {
        switch gesture {
        case .next: coordinator.next()
        case .previous: coordinator.previous()
        case .scrollToIndex(let index):
            let count = coordinator.carousel.count
            do {
                try coordinator.scroll(toIndex: index)
                if index >= count {
                    fail("scroll(toIndex: \(index)) of \(count) items did not throw")
                }
            } catch {
                if index < count {
                    fail("scroll(toIndex: \(index)) of \(count) items threw \(error)")
                }
            }
        default: break
        }
        check("\(gesture) started")
    }

    private func frame() {
        simulated.advanceFrame(by: frameDuration)
        frames += 1
        check("frame \(frames)")
    }

    // MARK: Checks

    /// The storage position under the viewport's centre, if an item is there.
    private func centreItem() -> Int? {
        simulated.centreSlot.flatMap { coordinator.carousel.boundIndex(ofSlot: $0.id) }
    }

    private func pageOffset() -> Double {
        coordinator.geometry.offset(forContentOffset: simulated.scrollView.contentOffset)
    }

    /// Prints every report, for debugging a shrunk session.
    var trace = false

    private func scrolled(_ stage: ScrollStage) {
        if trace {
            print(
                stage, "offset", simulated.scrollView.contentOffset, "x",
                coordinator.carousel.offset,
                "current", coordinator.carousel.currentIndex ?? -1, "centre", centreItem() ?? -1,
                "direction", direction)
        }
        switch stage {
        case .moved:
            let x = pageOffset()
            if x > lastOffset { direction = 1 } else if x < lastOffset { direction = -1 }
            lastOffset = x
            centreBeforeFollow = centreItem()
            noteFarTarget()
            trackCentre(centreBeforeFollow, during: "a move")
        case .followed:
            let after = centreItem()
            if let before = centreBeforeFollow, let after, before != after {
                fail("the recentre changed the centre item from \(before) to \(after)")
            }
            lastOffset = pageOffset()
            check("did scroll")
        case .reset:
            lastOffset = pageOffset()
        }
    }

    /// A neighbour bound to an item that is not the window's is a far move's target (a
    /// programmatic jump or several autoplay intervals at once): the centre may jump there.
    private func noteFarTarget() {
        let carousel = coordinator.carousel
        guard let current = carousel.currentIndex else { return farLink = nil }
        for (position, direction) in [(CarouselPosition.previous, -1), (.next, 1)] {
            let bound = carousel.boundIndex(ofSlot: carousel.slotOrder[position])
            if let bound, bound != carousel.window[position] {
                if farLink?.target != bound { farLink = (current, bound, direction) }
                return
            }
        }
    }

    /// The binding is gone once committed (or taken back); the link lasts until the centre shows
    /// the current item again, as the real strip does. Called after the centre was tracked.
    private func endFarLink() {
        let carousel = coordinator.carousel
        let bound = [CarouselPosition.previous, .next].contains { position in
            carousel.boundIndex(ofSlot: carousel.slotOrder[position]) != carousel.window[position]
        }
        if !bound, centreItem() == carousel.currentIndex { farLink = nil }
    }

    /// Accepts a new centre item only next to the last one, in the direction of motion.
    private func trackCentre(_ item: Int?, during what: String) {
        guard let item else { return }
        defer { centre = item }
        guard let last = centre, last != item else { return }
        let count = coordinator.carousel.count
        if let link = farLink,
            (last, item, direction) == (link.origin, link.target, link.direction)
                || (last, item, direction) == (link.target, link.origin, -link.direction)
        {
            return
        }
        let expected = count >= 2 ? Ring.advance(last, by: direction, count: count) : last
        if direction == 0 || item != expected {
            fail("during \(what) the centre item went from \(last) to \(item), moving \(direction)")
        }
    }

    /// Everything that must hold whenever the scroll view has been told and has answered.
    private func check(_ moment: String) {
        guard failure == nil else { return }
        let carousel = coordinator.carousel
        let geometry = coordinator.geometry
        let scrollView = simulated.scrollView
        let slots = simulated.slots
        if let violation = coordinator._invariantViolation {
            return fail("at \(moment) the coordinator's invariant broke: \(violation)")
        }
        noteFarTarget()
        trackCentre(centreItem(), during: moment)
        endFarLink()
        if slots.map({ ObjectIdentifier($0) }) != slotIdentities {
            return fail("at \(moment) the slot objects changed")
        }
        if scrollView.contentLength != contentLength || contentLength != geometry.contentLength {
            return fail("at \(moment) the content length changed without a new geometry")
        }
        let offset = scrollView.contentOffset
        if offset < 0 || offset > scrollView.maximumContentOffset {
            return fail("at \(moment) content offset \(offset) is outside the content")
        }
        // What the viewport shows lies on the slots or in the spacing between them.
        let visible = simulated.visibleRange
        let spans = slots.compactMap(\.span)
        let first = spans.map(\.start).min() ?? 0
        let last = spans.map(\.end).max() ?? 0
        let tolerance = 1e-9 * geometry.contentLength
        if visible.lowerBound < first - tolerance || visible.upperBound > last + tolerance {
            return fail(
                "at \(moment) the viewport \(visible) shows beyond the slots \(first)...\(last)")
        }
        for position in CarouselPosition.allCases {
            let slot = carousel[slotAt: position]
            if slot.span != geometry.slotSpan(at: position) {
                return fail("at \(moment) slot \(slot.id) at \(position) is misplaced")
            }
            let index = carousel.boundIndex(ofSlot: slot.id)
            if carousel.count >= 2, index == nil {
                return fail("at \(moment) slot \(slot.id) shows nothing")
            }
            let expected = index.flatMap(carousel.element(at:))
            if !sameElement(slot.element, expected) {
                return fail("at \(moment) slot \(slot.id) does not show the item it is bound to")
            }
        }
        // Each slot is configured only when what it shows changes.
        let counts = slots.map(\.configurationCount)
        for id in 0..<3 {
            let added = counts[id] - configurations[id]
            // A far slide may start in the frame a commit lands (autoplay due at rest): the
            // neighbour is then configured for the commit and again for the far target.
            let isFarBinding = added == 2 && carousel.boundIndex(ofSlot: id) == farTarget
            if added > 1, !allowsRepeatedConfiguration, !isFarBinding {
                return fail("at \(moment) slot \(id) was configured \(added) times at once")
            }
            if added > 0, !allowsRepeatedConfiguration, sameElement(slots[id].element, shown[id]) {
                return fail("at \(moment) slot \(id) was configured with what it showed")
            }
        }
        configurations = counts
        shown = slots.map(\.element)
        if scrollView.isAtRest && coordinator.isAtRest { checkRest(at: moment) }
    }

    /// At rest: the offset exactly on the rest page, the current item under the centre.
    private func checkRest(at moment: String = "rest") {
        guard failure == nil else { return }
        let carousel = coordinator.carousel
        if simulated.scrollView.contentOffset != coordinator.geometry.restContentOffset {
            return fail(
                "at \(moment) the scroll view rests at \(simulated.scrollView.contentOffset), "
                    + "not \(coordinator.geometry.restContentOffset)")
        }
        if carousel.count >= 1, centreItem() != carousel.currentIndex {
            return fail(
                "at \(moment) the centre shows \(String(describing: centreItem())) but the "
                    + "current index is \(String(describing: carousel.currentIndex))")
        }
        if simulated.scrollView.isScrollEnabled != carousel.isScrollable {
            return fail(
                "at \(moment) scrolling is \(simulated.scrollView.isScrollEnabled) "
                    + "for \(carousel.count) items")
        }
    }

    private func sameElement(_ a: Int?, _ b: Int?) -> Bool { a == b }

    private func fail(_ message: String) {
        if failure == nil {
            failure =
                "\(message) (in \(gesture), \(setup)); current "
                + "\(String(describing: coordinator.carousel.currentIndex)), offset "
                + "\(coordinator.carousel.offset), content offset \(simulated.scrollView.contentOffset)"
        }
    }
}
