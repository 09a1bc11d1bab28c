import Carousel

/// Holds the carousel of pages and turns each input line into a ``LineResult``: the demo's
/// functional core, with no input or output of its own. On the main actor, where the simulated
/// scroll view of `drag` and `fling` runs.
@MainActor
struct Session: LineSession {
    private(set) var carousel: DemoCarousel

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
            carousel = try Carousel(
                items, neighbors: neighbors, fewItems: fewItems, reusePolicy: reusePolicy
            ) { id in id }
            try carousel.setMotion(motion)
        } catch {
            preconditionFailure("\(error)")
        }
    }

    var state: CarouselState { CarouselState(carousel) }

    /// Runs a valid command on the carousel: its events and, for a gesture (many operations, run
    /// by ``GestureSimulation``) or a tick of continuous scrolling (``AutoscrollFrames``), its
    /// frames. The library checks every argument that depends on the carousel before it changes
    /// anything (a tick it refuses is refused before any frame). `typed` is the first argument
    /// as written.
    ///
    /// `motion` only changes the setting: a row resting between items stays there, as after
    /// `scroll`, until the next move or gesture settles it by the new motion.
    mutating func run(
        _ command: Command, typed: String?
    ) throws(InputError) -> (events: [CarouselEvent], frames: [GestureFrame]?) {
        let events: CarouselEvents
        do {
            switch command {
            case .next(let pages): events = carousel.advance(by: pages)
            case .previous(let pages): events = carousel.advance(by: -pages)
            case .jump(let index): events = try carousel.jump(to: index)
            case .scroll(let offset): events = try carousel.scroll(toOffset: offset)
            case .drag(let gesture):
                let run = GestureSimulation.run(gesture, on: &carousel)
                return (run.events, run.frames)
            case .autoplay(let interval?):
                try carousel.startAutoplay(interval: interval)
                events = CarouselEvents()
            case .autoplay(nil):
                carousel.stopAutoplay()
                events = CarouselEvents()
            case .motion(let motion):
                try carousel.setMotion(motion)
                events = CarouselEvents()
            case .autoscroll(.itemsPerSecond(let speed)):
                try carousel.startAutoscroll(itemsPerSecond: speed)
                events = CarouselEvents()
            case .autoscroll(.pointsPerSecond):
                throw InputError(
                    message: "a carousel of pages has no length in points here: give items a "
                        + "second, e.g. autoscroll 2")
            case .autoscroll(nil):
                carousel.stopAutoscroll()
                events = CarouselEvents()
            case .tick(let seconds)
            where carousel.autoscroll != nil && carousel.isScrollable
                && CarouselLimits.tickDurations.contains(seconds):
                let run = AutoscrollFrames.run(seconds, on: &carousel)
                return (run.events, run.frames)
            case .tick(let seconds): events = try carousel.tick(seconds)
            case .insert(let index, let item): events = try carousel.insert(item, at: index)
            case .remove(let index): events = try carousel.remove(at: index)
            case .replace(let index, let item): events = try carousel.replace(at: index, with: item)
            case .load(let items): events = carousel.load(items, keepingCurrent: .byValue)
            case .neighbors(let count):
                try rebuild(neighbors: count, fewItems: carousel.fewItems)
                events = CarouselEvents()
            case .fewItems(let rule):
                try rebuild(neighbors: carousel.neighbors, fewItems: rule)
                events = CarouselEvents()
            case .show, .help, .quit: events = CarouselEvents()
            }
        } catch let error as InputError {
            throw error
        } catch {
            let message = (error as? CarouselError)?.description ?? "\(error)"
            throw InputError(
                message: Self.quoting(message, typed: typed, as: command.quotedArgument))
        }
        return (events.array, nil)
    }

    /// Replaces the carousel by one of `neighbors` a side and `fewItems`, on the same items
    /// under the same policy, with the same item current and autoplay on or off as it was (its
    /// timer restarts): a new row of slots, slot `p` at position `p`, bound to the new window, at
    /// rest (the library's `reshaped(neighbors:fewItems:makeSlot:)`). Its events are not
    /// reported: there are none, the slots being new. Nothing changes when the layout is the one
    /// the carousel has.
    private mutating func rebuild(
        neighbors: Int, fewItems: FewItemsRule
    ) throws(CarouselError) {
        // The same layout again changes nothing, as any command that has nothing to do.
        guard neighbors != carousel.neighbors || fewItems != carousel.fewItems else { return }
        carousel = try carousel.reshaped(neighbors: neighbors, fewItems: fewItems) { $0 }
    }
}
