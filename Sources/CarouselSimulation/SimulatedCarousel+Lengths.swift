import Carousel

// A carousel of items of their own lengths on the simulated scroll view: the same driver as for
// pages, laid out with the row's viewport instead of a page.

extension SimulatedCarousel {
    /// A carousel of `storage`, each item as long as `length` says, laid out for `layout`, at
    /// rest on its first item.
    ///
    /// - Parameters:
    ///   - storage: the items.
    ///   - layout: the geometry in points; the scroll view's bounds are one viewport long.
    ///   - fewItems: whether the window repeats few items or shows each once.
    ///   - reusePolicy: how the slots follow the window.
    ///   - length: each item's length, as
    ///     ``Carousel/init(_:layout:fewItems:reusePolicy:length:makeSlot:)`` takes it.
    /// - Complexity: O(``RowLayout/slotCapacity``).
    @inlinable
    public convenience init(
        _ storage: Storage, layout: RowLayout, fewItems: FewItemsRule = .repeating,
        reusePolicy: ReusePolicy = .rebind,
        length: @escaping @Sendable (Storage.Element) -> Double
    ) {
        self.init(
            Carousel(
                storage, layout: layout, fewItems: fewItems, reusePolicy: reusePolicy,
                length: length, makeSlot: { $0 }))
    }

    /// A simulated view of `carousel`, a carousel of items of their own lengths whose slot
    /// models are their ids, on a scroll view one viewport of its layout long that never pages:
    /// its position, motion, autoplay and continuous scrolling carry over. Read the carousel
    /// back with `coordinator.carousel.mapSlots(\.id)`.
    ///
    /// A carousel of pages takes a geometry (``init(_:geometry:)``): without one it is a
    /// programming error and traps.
    ///
    /// - Parameter carousel: a carousel of items of their own lengths
    ///   (``Carousel/init(_:layout:fewItems:reusePolicy:length:makeSlot:)``).
    /// - Complexity: O(``RowLayout/slotCapacity``).
    ///
    /// Inlinable for the reason ``init(_:geometry:)`` is (see
    /// ``CarouselScrollCoordinator/init(carousel:surface:)``).
    @inlinable
    public convenience init(_ carousel: Carousel<Storage, Int>) {
        guard let layout = carousel.rowLayout else {
            preconditionFailure("a carousel of pages takes init(_:geometry:)")
        }
        let scrollView = SimulatedScrollView(boundsLength: layout.viewportLength)
        self.init(
            scrollView: scrollView,
            coordinator: CarouselScrollCoordinator(
                carousel: carousel.mapSlots { SimulatedSlot(id: $0) },
                surface: SimulatedSurface(scrollView: scrollView)))
    }

    /// ``resize(viewportLength:)`` for items of their own lengths, whose layout is `old`.
    func resize(_ old: RowLayout, viewportLength: Double) throws(CarouselError) {
        let new = try old.with(viewportLength: viewportLength)
        try coordinator.update(layout: new) { SimulatedSlot<Storage.Element>(id: $0) }
        scrollView.boundsLength = viewportLength
    }
}
