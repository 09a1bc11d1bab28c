import Carousel

/// An `ObservedCarousel` against a plain value given the same operations in the same order:
/// what reaches `onEvents` (one call an operation, with its events, none for an operation
/// without any), and the state, must be the plain value's. A nested operation is performed from
/// `onEvents` at the first delivery of an operation, as UI glue may do.
@MainActor
struct ObserverCheck {
    private let observed: ObservedCarousel<[Int], Int>
    private var plain: Carousel<[Int], Int>
    private let log = EventLog()

    /// What `onEvents` saw, and the operation it is asked to perform once.
    private final class EventLog {
        /// The events of each call, in order.
        var deliveries: [[CarouselEvent]] = []
        var nested: Op?
        /// For each delivery, whether `carousel` then showed the item each rebind names.
        var matches = true
    }

    init(values: [Int], policy: ReusePolicy, shape: WindowShape) {
        plain = shape.carousel(values, reusePolicy: policy)
        observed = ObservedCarousel(plain)
        observed.onEvents = { [unowned observed, log] events in
            log.deliveries.append(Array(events))
            for case .rebind(let slot, let index) in events
            where observed.carousel.boundIndex(ofSlot: slot) != index {
                log.matches = false
            }
            guard let op = log.nested else { return }
            log.nested = nil
            observed.perform { $0.apply(op) ?? CarouselEvents() }
        }
    }

    /// An observer left with the default `onEvents`, which must swallow every event.
    static func checkDefaultCallback(_ op: Op) {
        var plain = Carousel([1, 2, 3], reusePolicy: .rotate) { $0 }
        let observed = ObservedCarousel(plain)
        let events = observed.perform { $0.apply(op) ?? CarouselEvents() }
        check(events == plain.apply(op) ?? CarouselEvents(), "default observer")
    }

    mutating func step(_ op: Op, nested: Op?) {
        log.deliveries = []
        log.nested = nested
        let returned = observed.perform { $0.apply(op) ?? CarouselEvents() }
        let events = plain.apply(op) ?? CarouselEvents()
        var expected = [events]
        if nested != nil, log.nested == nil {
            expected.append(plain.apply(nested!) ?? CarouselEvents())
        }
        let delivered = expected.filter { !$0.isEmpty }.map { Array($0) }
        check(returned == events, "perform returned other events than the plain value")
        check(log.deliveries == delivered, "delivered \(log.deliveries), expected \(delivered)")
        check(log.matches, "a rebind was delivered while carousel showed another state")
        check(observed.carousel == plain, "the observed carousel is not the plain value")
    }
}
