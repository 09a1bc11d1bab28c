@_spi(Testing) import Carousel
import CarouselSimulation

/// A scroll coordinator on the simulated scroll view, driven by gestures, frames, programmatic
/// moves, autoplay, every motion (paging, snapping with and without a limit, free), continuous
/// scrolling and data changes. After every step the coordinator's invariants must hold and
/// each slot must lie on its position and show the item it is bound to (the simulation tests'
/// `slotViolation`); after running to rest, the view must rest as they require
/// (`restViolation`). Steps here are rawer than theirs (a finger may pass whole pages in one
/// move), so their checks of the viewport and the center's motion do not apply.
@MainActor
struct CoordinatorCheck {
    private let simulated: SimulatedCarousel<[Int]>

    init?(values: [Int], policy: ReusePolicy, shape: WindowShape, input: inout FuzzInput) {
        let item = Double(200 + Int(input.byte() % 100))
        let spacing = Double(input.byte() % 33)
        guard
            let geometry = try? CarouselGeometry(
                viewportLength: Self.viewport(
                    item: item, spacing: spacing, neighbors: shape.neighbors,
                    byte: input.byte()),
                itemLength: item, spacing: spacing,
                axis: input.byte() & 1 == 0 ? .horizontal : .vertical,
                layoutDirection: input.byte() & 1 == 0 ? .leftToRight : .rightToLeft,
                neighbors: shape.neighbors)
        else { return nil }
        simulated = SimulatedCarousel(
            values, geometry: geometry, reusePolicy: policy, fewItems: shape.fewItems)
        checkSlots("start")
    }

    /// A viewport for one byte: for three slots a peek of up to 40 points a side; for more,
    /// anything from the item alone to just short of the longest the slots fill, so that the
    /// outer neighbors show whole, in part or not at all.
    private static func viewport(
        item: Double, spacing: Double, neighbors: Int, byte: UInt8
    ) -> Double {
        guard neighbors > 1 else { return item + Double(byte % 40) }
        return item + Double(byte) / 256 * Double(2 * neighbors - 1) * (item + spacing)
    }

    func step(_ input: inout FuzzInput) {
        let coordinator = simulated.coordinator
        let count = coordinator.carousel.count
        let choice = input.byte() % 15
        switch choice {
        case 0: simulated.touchDown()
        case 1: simulated.moveFinger(by: Double(Int(input.byte()) - 128) * 4)
        case 2: simulated.liftFinger(velocity: Double(Int(input.byte()) - 128) / 16)
        case 3, 4: simulated.advanceFrame(by: 1.0 / 60)
        case 5:
            _ = input.byte() & 1 == 0 ? coordinator.next() : coordinator.previous(animated: false)
        case 6:
            _ = try? coordinator.jump(
                to: input.index(count: count), animated: input.byte() & 1 == 0)
        case 7: try? coordinator.startAutoplay(interval: input.interval())
        case 8: coordinator.stopAutoplay()
        case 9: try? coordinator.tick(input.seconds())
        case 12:
            // A limit of 0 is refused, and changes nothing.
            let motions: [CarouselMotion] = [
                .paging, .snapping, .snapping(limit: Int(input.byte() % 4)), .free,
            ]
            try? coordinator.setMotion(motions[Int(input.byte() % 4)])
        case 13:
            // Speeds from -64 to 63.5 items a second, 0 (refused) among them.
            try? coordinator.startAutoscroll(itemsPerSecond: Double(Int(input.byte()) - 128) / 2)
        case 14: coordinator.stopAutoscroll()
        case 10:
            let op = input.op(count: count)
            switch op {
            case .insert, .remove, .replace, .load:
                coordinator.perform {
                    $0.apply(op, item: { $0 }, load: { $0.load($1, keepingCurrent: .byValue) })
                        ?? CarouselEvents()
                }
            default: break
            }
        default:
            let geometry = coordinator.geometry
            try? simulated.resize(
                viewportLength: Self.viewport(
                    item: geometry.itemLength, spacing: geometry.spacing,
                    neighbors: geometry.neighbors, byte: input.byte()))
        }
        checkSlots("step \(choice)")
        for position in 0..<coordinator.carousel.positionCount {
            _ = coordinator.displacement(atPosition: position)
        }
        _ = coordinator.progress
    }

    /// Stops autoplay, lifts any finger and runs frames until everything rests.
    func settle() {
        let coordinator = simulated.coordinator
        coordinator.stopAutoplay()
        coordinator.stopAutoscroll()
        simulated.liftFinger(velocity: 0)
        let frames = simulated.runUntilRest(frameDuration: 1.0 / 60, maximumFrames: 2_000)
        check(frames < 2_000, "the simulated carousel never came to rest")
        checkSlots("at rest")
        let carousel = coordinator.carousel
        // A free row rests within half a page of its current item, the center maybe in the
        // spacing or on the seam beside it (the invariants check the half page).
        let rest = restViolation(
            of: coordinator, contentOffset: simulated.scrollView.contentOffset,
            isScrollEnabled: simulated.scrollView.isScrollEnabled,
            center: simulated.centerSlot.flatMap { carousel.boundIndex(ofSlot: $0.id) },
            offRest: carousel.motion == .free && carousel.offset != 1)
        check(rest == nil, "at rest \(rest ?? "")")
    }

    /// The coordinator's invariants (which say what each slot is bound to, at rest and while a
    /// far move binds a neighbor), and each slot's place and item.
    private func checkSlots(_ step: String) {
        let coordinator = simulated.coordinator
        coordinator._checkInvariants()
        let slots = slotViolation(
            in: coordinator.carousel, geometry: coordinator.geometry, span: { $0.span },
            shows: { $0.element })
        check(slots == nil, "\(step): \(slots ?? "")")
        check(simulated.scrollView.contentOffset.isFinite, "\(step): content offset")
    }
}
