import PropertyTesting
import Testing

@testable import Carousel

/// Stands in for three views: what each slot shows, configured from the observed carousel when a
/// rebind arrives, the way UI glue does it.
@MainActor
private struct SlotViews {
    var shown: [Int?] = [nil, nil, nil]

    mutating func apply(_ event: CarouselEvent, from observed: ObservedCarousel<[Int], Int>) {
        guard case .rebind(let slot, let index) = event else { return }
        shown[slot] = index.flatMap { observed.carousel.element(at: $0) }
    }
}

/// What the slots of `carousel` show, by slot id.
private func shownBySlot(_ carousel: Carousel<[Int], Int>) -> [Int?] {
    (0..<3).map { id in carousel.boundIndex(ofSlot: id).flatMap { carousel.element(at: $0) } }
}

@Suite("ObservedCarousel")
@MainActor
struct ObservedCarouselTests {
    @Test("perform is all or nothing, and the carousel can be read from inside the operation")
    func performIsTransactional() {
        let observed = ObservedCarousel(Carousel(["a", "b", "c"]) { id in id })
        var delivered = 0
        observed.onEvents = { _ in delivered += 1 }
        #expect(throws: CarouselError.self) {
            try observed.perform { carousel throws(CarouselError) in
                expectEqual(observed.carousel.currentIndex, 0)  // no exclusivity trap
                carousel.next()
                return try carousel.jump(to: 9)
            }
        }
        expectEqual(observed.carousel.currentIndex, 0)
        expectEqual(delivered, 0)
    }

    @Test("a perform from onEvents runs at once; its events follow the current ones, in order")
    func performFromOnEvents() {
        let observed = ObservedCarousel(Carousel([10, 11, 12, 13, 14]) { id in id })
        var log: [(CarouselEvent, current: Int?)] = []
        var nested: CarouselEvents?
        var deliveries = 0
        observed.onEvents = { [unowned observed] events in
            deliveries += 1
            for event in events { log.append((event, observed.carousel.currentIndex)) }
            if nested == nil { nested = observed.perform { $0.next() } }
        }
        let outer = observed.perform { $0.next() }
        var plain = Carousel([10, 11, 12, 13, 14]) { id in id }
        let first = plain.next()
        let second = plain.next()
        expectEqual(outer, first)
        expectEqual(nested, second)
        expectEqual(deliveries, 2)  // once per operation
        expectEqual(log.map(\.0), Array(first) + Array(second))
        // Each event is delivered while `carousel` shows the state right after its operation.
        expectEqual(log.map(\.current), first.map { _ in 1 } + second.map { _ in 2 })
        expectEqual(observed.carousel, plain)
    }

    @Test("views that apply events in order show the items, whatever onEvents performs")
    func nestedOperationsMatchPlainValue() {
        Property.check(
            generate: { random in
                let script = Script.random(using: &random)
                let nested = script.ops.map { _ in
                    Bool.random(using: &random) ? Op.random(count: 4, using: &random) : nil
                }
                return (script, nested)
            }, shrink: { _ in [] }
        ) { (script: Script, nested: [Op?]) throws(PropertyFailure) in
            let start = Carousel(script.values, reusePolicy: script.policy) { $0 }
            let observed = ObservedCarousel(start)
            var views = SlotViews()
            views.shown = shownBySlot(start)
            var plain = start
            var log: [CarouselEvent] = []
            var expected: [CarouselEvent] = []
            var armed: Op?
            var emptyDeliveries = 0
            observed.onEvents = { [unowned observed] events in
                if events.isEmpty { emptyDeliveries += 1 }
                for event in events {
                    log.append(event)
                    views.apply(event, from: observed)
                }
                guard let op = armed else { return }
                armed = nil
                observed.perform { $0.apply(op) ?? CarouselEvents() }
            }
            for (op, inner) in zip(script.ops, nested) {
                armed = inner
                observed.perform { $0.apply(op) ?? CarouselEvents() }
                let events = plain.apply(op) ?? CarouselEvents()
                expected += events
                // The nested operation runs only when events reached `onEvents`.
                if let inner, !events.isEmpty { expected += plain.apply(inner) ?? CarouselEvents() }
                armed = nil
            }
            try requireEqual(log, expected, "\(script): delivered events")
            try requireEqual(emptyDeliveries, 0, "\(script): deliveries of no events")
            try require(observed.carousel == plain, "\(script): final state")
            try requireEqual(views.shown, shownBySlot(plain), "\(script): what the views show")
        }
    }

    @Test("a perform from inside another's operation is refused: it would lose its change")
    func performInsideOperationTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let observed = ObservedCarousel(Carousel([1, 2, 3]) { $0 })
                observed.perform { carousel in
                    observed.perform { $0.next() }
                    return carousel.next()
                }
            }
        }
    }
}
