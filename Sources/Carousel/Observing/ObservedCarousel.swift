/// An imperative shell around a ``Carousel`` that delivers every event to a callback.
///
/// UI glue usually wants to be told rather than to ask: hold an `ObservedCarousel`, set
/// ``onEvents`` to configure views and reset the scroll offset, and run operations through
/// ``perform(_:)``. The carousel itself stays a value you can read at any time.
///
/// ```swift
/// let observed = ObservedCarousel(Carousel(["a", "b", "c"]) { id in id })
/// observed.onEvents = { events in print(events) }
/// observed.perform { $0.next() }
/// ```
///
/// **Threading.** It lives on the main actor, like the views it drives: ``onEvents`` is always
/// called there, so it can touch views directly. (The ``Carousel`` value itself is `Sendable`
/// when its parts are, for work elsewhere.)
///
/// **Re-entrance.** ``onEvents`` may call ``perform(_:)``, for instance to jump on a tap delivered
/// mid-update: the new operation runs at once on the state every earlier operation left, and its
/// events are delivered after the ones already being delivered, in order. While an operation's
/// events are delivered, ``carousel`` is the state right after that operation, so a view that
/// configures a slot from it shows the item the event means. The observer keeps ``onEvents``
/// alive: capture the observer (or a view that owns it) `weak` or `unowned` inside it, or neither
/// is ever freed.
@MainActor
public final class ObservedCarousel<Storage: RandomAccessCollection, Slot>
where Storage.Index == Int {
    /// The carousel; change it only through ``perform(_:)`` so that no event is missed.
    ///
    /// During delivery, the state after the operation whose events are being delivered.
    public private(set) var carousel: Carousel<Storage, Slot>
    /// Called with the events of each operation, in order, after the operation has completed;
    /// never with an empty list. The same callback, under the same name, as
    /// ``CarouselScrollCoordinator/onEvents``.
    public var onEvents: (CarouselEvents) -> Void

    /// Operations that ran during a delivery and wait for it to end: the state each left and its
    /// events, in the order they ran.
    private var undelivered: [(state: Carousel<Storage, Slot>, events: CarouselEvents)] = []
    private var isDelivering = false
    private var isRunningOperation = false

    /// Wraps `carousel`; events go to `onEvents` (by default nowhere).
    ///
    /// - Parameters:
    ///   - carousel: the carousel to run operations on.
    ///   - onEvents: called with the events of each operation that changed something, in order.
    /// - Complexity: O(1).
    public init(
        _ carousel: Carousel<Storage, Slot>,
        onEvents: @escaping (CarouselEvents) -> Void = { _ in }
    ) {
        self.carousel = carousel
        self.onEvents = onEvents
    }

    /// Runs `operation` on the carousel and delivers the events it returns to ``onEvents``.
    ///
    /// The operation works on a copy that replaces ``carousel`` only when it returns, so a throw
    /// part-way through leaves the carousel exactly as it was, and ``carousel`` can be read from
    /// inside `operation` (it still shows the state before). Called from ``onEvents``, it runs at
    /// once and its events wait until the current ones are delivered (see the type's overview).
    ///
    /// - Precondition: not called from inside another `perform`'s `operation`, whose result would
    ///   overwrite this one's change: return from the operation first, or call it from
    ///   ``onEvents``.
    /// - Parameter operation: any carousel operation, e.g. `{ try $0.scroll(toOffset: x) }`.
    /// - Returns: the same events, for callers that also want them as a value.
    /// - Throws: what `operation` throws; the carousel is unchanged and nothing is delivered then.
    /// - Complexity: that of `operation`, plus one call of ``onEvents``. A data change on
    ///   an array copies it (the old state is kept until the operation succeeds); moves copy
    ///   nothing.
    @discardableResult
    public func perform<E: Error>(
        _ operation: (inout Carousel<Storage, Slot>) throws(E) -> CarouselEvents
    ) throws(E) -> CarouselEvents {
        precondition(
            !isRunningOperation,
            "ObservedCarousel.perform(_:) called from inside another perform's operation, which "
                + "would overwrite its change; call it after that operation returns or from onEvents"
        )
        var working = undelivered.last?.state ?? carousel
        isRunningOperation = true
        let result = Result { () throws(E) in try operation(&working) }
        isRunningOperation = false
        let events = try result.get()
        if isDelivering {
            undelivered.append((working, events))
        } else {
            carousel = working
            deliver(events)
        }
        return events
    }

    /// Delivers `events`, then those of the operations that ran meanwhile, each with its state.
    private func deliver(_ events: CarouselEvents) {
        isDelivering = true
        defer { isDelivering = false }
        var events = events
        while true {
            if !events.isEmpty { onEvents(events) }
            guard !undelivered.isEmpty else { return }
            (carousel, events) = undelivered.removeFirst()
        }
    }
}
