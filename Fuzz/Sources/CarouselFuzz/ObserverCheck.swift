import Carousel

/// An `ObservedCarousel` against a plain value given the same operations in the same order:
/// what reaches `onEvent`, and the state, must be the plain value's. A nested operation is
/// performed from `onEvent` at the first event of an operation, as UI glue may do.
@MainActor
struct ObserverCheck {
    private let observed: ObservedCarousel<[Int], Int>
    private var plain: Carousel<[Int], Int>
    private let log = EventLog()

    /// What `onEvent` saw, and the operation it is asked to perform once.
    private final class EventLog {
        var events: [CarouselEvent] = []
        var nested: Op?
        /// For each event, whether `carousel` then showed the item each rebind names.
        var matches = true
    }

    init(values: [Int], policy: ReusePolicy, shape: WindowShape) {
        plain = shape.carousel(values, reusePolicy: policy)
        observed = ObservedCarousel(plain)
        observed.onEvent = { [unowned observed, log] event in
            log.events.append(event)
            if case .rebind(let slot, let index) = event,
                observed.carousel.boundIndex(ofSlot: slot) != index
            {
                log.matches = false
            }
            guard let op = log.nested else { return }
            log.nested = nil
            observed.perform { $0.apply(op) ?? CarouselEvents() }
        }
    }

    /// An observer left with the default `onEvent`, which must swallow every event.
    static func checkDefaultCallback(_ op: Op) {
        var plain = Carousel([1, 2, 3], reusePolicy: .rotate) { $0 }
        let observed = ObservedCarousel(plain)
        let events = observed.perform { $0.apply(op) ?? CarouselEvents() }
        check(events == plain.apply(op) ?? CarouselEvents(), "default observer")
    }

    mutating func step(_ op: Op, nested: Op?) {
        log.events = []
        log.nested = nested
        let returned = observed.perform { $0.apply(op) ?? CarouselEvents() }
        let events = plain.apply(op) ?? CarouselEvents()
        var expected = Array(events)
        if nested != nil, log.nested == nil { expected += plain.apply(nested!) ?? CarouselEvents() }
        check(returned == events, "perform returned other events than the plain value")
        check(log.events == expected, "delivered \(log.events), expected \(expected)")
        check(log.matches, "a rebind was delivered while carousel showed another state")
        check(observed.carousel == plain, "the observed carousel is not the plain value")
    }
}
