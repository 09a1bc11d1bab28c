import Carousel

/// The carousel of pages the demo drives without `--lengths`, each slot its id.
typealias DemoCarousel = Carousel<[String], Int>

/// An item of a carousel of pages: its name. Gestures run on a simulated scroll view
/// (``GestureSimulation``), continuous scrolling in items a second (``AutoscrollFrames``), and
/// `neighbors` and `few-items` make the carousel anew on the same items.
extension String: DemoItem {
    var name: String { self }

    static var hasLengths: Bool { false }

    static func parse(_ token: String, on carousel: DemoCarousel) -> String { token }

    static func run(_ gesture: DragGesture, on carousel: inout DemoCarousel)
        -> GestureSimulation.Run
    {
        GestureSimulation.run(gesture, on: &carousel)
    }

    static func frames(ofTick seconds: Double, on carousel: inout DemoCarousel)
        -> GestureSimulation.Run?
    {
        guard
            carousel.autoscroll != nil && carousel.isScrollable
                && CarouselLimits.tickDurations.contains(seconds)
        else { return nil }
        return AutoscrollFrames.run(seconds, on: &carousel)
    }

    static func startAutoscroll(_ speed: AutoscrollSpeed, on carousel: inout DemoCarousel)
        throws(any Error)
    {
        guard case .itemsPerSecond(let itemsPerSecond) = speed else {
            throw InputError(
                message: "a carousel of pages has no length in points here: give items a "
                    + "second, e.g. autoscroll 2")
        }
        try carousel.startAutoscroll(itemsPerSecond: itemsPerSecond)
    }

    /// Replaces the carousel by one of `neighbors` a side and `fewItems`, on the same items
    /// under the same policy, with the same item current and autoplay on or off as it was (its
    /// timer restarts): a new row of slots, slot `p` at position `p`, bound to the new window, at
    /// rest (the library's `reshaped(neighbors:fewItems:makeSlot:)`). Its events are not
    /// reported: there are none, the slots being new. Nothing changes when the layout is the one
    /// the carousel has.
    static func relayout(
        neighbors: Int?, fewItems: FewItemsRule, on carousel: inout DemoCarousel
    ) throws(any Error) -> CarouselEvents {
        let neighbors = neighbors ?? carousel.neighbors
        // The same layout again changes nothing, as any command that has nothing to do.
        if neighbors != carousel.neighbors || fewItems != carousel.fewItems {
            carousel = try carousel.reshaped(neighbors: neighbors, fewItems: fewItems) { $0 }
        }
        return CarouselEvents()
    }
}

extension Session where Item == String {
    /// A session on a carousel of `items` at its first item.
    ///
    /// - Parameters:
    ///   - neighbors: in `CarouselLimits.neighbors` (``parseOptions(_:)`` checks it);
    ///     any other count is a programming error and traps.
    ///   - motion: a snapping limit is at least 1 (``parseOptions(_:)`` checks it); any other
    ///     is a programming error and traps.
    init(
        items: [String], reusePolicy: ReusePolicy, neighbors: Int = 1,
        fewItems: FewItemsRule = .repeating, motion: CarouselMotion = .paging
    ) {
        do {
            var carousel = try Carousel(
                items, neighbors: neighbors, fewItems: fewItems, reusePolicy: reusePolicy
            ) { id in id }
            try carousel.setMotion(motion)
            self.init(carousel)
        } catch {
            preconditionFailure("\(error)")
        }
    }
}
