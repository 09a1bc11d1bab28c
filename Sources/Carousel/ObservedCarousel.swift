/// An imperative shell around a ``Carousel`` that delivers every event to a callback.
///
/// UI glue usually wants to be told rather than to ask: hold an `ObservedCarousel`, set
/// ``onEvent`` to configure views and reset the scroll offset, and run operations through
/// ``perform(_:)``. The carousel itself stays a value you can read at any time.
///
/// ```swift
/// let observed = ObservedCarousel(Carousel(["a", "b", "c"]) { id in id })
/// observed.onEvent = { event in print(event) }
/// observed.perform { $0.next() }
/// ```
public final class ObservedCarousel<Storage: RandomAccessCollection, Slot>
where Storage.Index == Int {
    /// The carousel; change it only through ``perform(_:)`` so that no event is missed.
    public private(set) var carousel: Carousel<Storage, Slot>
    /// Called once for each event, in order, after the operation has completed.
    public var onEvent: (CarouselEvent) -> Void

    /// Wraps `carousel`; events go to `onEvent` (by default nowhere).
    ///
    /// - Complexity: O(1).
    public init(
        _ carousel: Carousel<Storage, Slot>, onEvent: @escaping (CarouselEvent) -> Void = { _ in }
    ) {
        self.carousel = carousel
        self.onEvent = onEvent
    }

    /// Runs `operation` on the carousel and delivers the events it returns to ``onEvent``.
    ///
    /// The operation works on a copy that replaces ``carousel`` only when it returns, so a throw
    /// part-way through leaves the carousel exactly as it was, and ``carousel`` can be read from
    /// inside `operation` (it still shows the state before).
    ///
    /// - Parameter operation: any carousel operation, e.g. `{ try $0.scroll(to: x) }`.
    /// - Returns: the same events, for callers that also want them as a value.
    /// - Throws: what `operation` throws; the carousel is unchanged and nothing is delivered then.
    /// - Complexity: that of `operation`, plus one call of ``onEvent`` per event. A data change on
    ///   an array copies it (the old state is kept until the operation succeeds); moves copy
    ///   nothing.
    @discardableResult
    public func perform<E: Error>(
        _ operation: (inout Carousel<Storage, Slot>) throws(E) -> CarouselEvents
    ) throws(E) -> CarouselEvents {
        var working = carousel
        let events = try operation(&working)
        carousel = working
        for event in events { onEvent(event) }
        return events
    }
}
