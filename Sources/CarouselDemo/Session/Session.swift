import Carousel

/// Holds the demo's carousel and turns each input line into a ``LineResult``: the demo's
/// functional core, with no input or output of its own. On the main actor, where the simulated
/// scroll view of `drag` and `fling` runs.
///
/// One session for both kinds of carousel: `Session<String>` drives a carousel of pages,
/// `Session<RowItem>` a row of items of their own lengths (`--lengths`). Every command runs the
/// same way on both; the few that differ ask the items (``DemoItem``).
@MainActor
struct Session<Item: DemoItem> {
    private(set) var carousel: Carousel<[Item], Int>

    /// A session on `carousel`, as the initializers of each kind of item make it.
    init(_ carousel: Carousel<[Item], Int>) { self.carousel = carousel }

    /// A snapshot for the renderers.
    var state: CarouselState { CarouselState(carousel) }

    /// Processes one line: parses it into tokens, validates them as a command, runs it. `nil` for a
    /// blank or comment line, which prints nothing.
    mutating func process(_ line: NumberedLine) -> LineResult? {
        var tokens: [String]
        let more: Int
        switch tokenizeLine(line.bytes, keeping: CommandTable.argumentLimit) {
        case .skip:
            return nil
        case .failure(let error):
            return result(line, command: nil, .failure(message: error.message))
        case .tokens(let lineTokens, let moreTokens):
            (tokens, more) = (lineTokens, moreTokens)
        }
        let name = tokens[0]
        let typed = tokens.count > 1 ? tokens[1] : nil
        do {
            // Handed over, not copied: `load` keeps millions of items in this very array.
            let command = try CommandTable.parse(consume tokens, more: more)
            let (events, frames) = try run(command, typed: typed)
            let help = command == .help ? CommandTable.helpText : nil
            return result(
                line, command: name, .success(events: events, help: help),
                quits: command == .quit, frames: frames)
        } catch {
            return result(line, command: name, .failure(message: error.message))
        }
    }

    private func result(
        _ line: NumberedLine, command: String?, _ outcome: Outcome, quits: Bool = false,
        frames: [GestureFrame]? = nil
    ) -> LineResult {
        LineResult(
            line: line.number, command: command, outcome: outcome, state: state, quits: quits,
            frames: frames)
    }

    /// Runs a valid command on the carousel: its events and, for a gesture or a tick that moves
    /// the carousel, its frames. The library checks every argument that depends on the carousel
    /// before it changes anything (a tick it refuses is refused before any frame). `typed` is
    /// the first argument as written.
    ///
    /// `motion` only changes the setting: a carousel resting between items stays there, as after
    /// `scroll`, until the next move or gesture settles it by the new motion.
    mutating func run(
        _ command: Command, typed: String?
    ) throws(InputError) -> (events: [CarouselEvent], frames: [GestureFrame]?) {
        let events: CarouselEvents
        do {
            switch command {
            case .next(let items): events = carousel.advance(by: items)
            case .previous(let items): events = carousel.advance(by: -items)
            case .jump(let index): events = try carousel.jump(to: index)
            case .scroll(let offset): events = try carousel.scroll(toOffset: offset)
            case .drag(let gesture):
                let run = try Item.run(gesture, on: &carousel)
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
            case .autoscroll(let speed?):
                try Item.startAutoscroll(speed, on: &carousel)
                events = CarouselEvents()
            case .autoscroll(nil):
                carousel.stopAutoscroll()
                events = CarouselEvents()
            case .tick(let seconds):
                if let run = try Item.frames(ofTick: seconds, on: &carousel) {
                    return (run.events, run.frames)
                }
                events = try carousel.tick(seconds)
            case .insert(let index, let item):
                events = try carousel.insert(Item.parse(item, on: carousel), at: index)
            case .remove(let index): events = try carousel.remove(at: index)
            case .replace(let index, let item):
                events = try carousel.replace(at: index, with: Item.parse(item, on: carousel))
            case .load(let tokens):
                events = carousel.load(
                    try tokens.map { token throws(InputError) in try Item.parse(token, on: carousel)
                    },
                    keepingCurrent: .byValue)
            case .neighbors(let count):
                events = try Item.relayout(
                    neighbors: count, fewItems: carousel.fewItems, on: &carousel)
            case .fewItems(let rule):
                events = try Item.relayout(neighbors: nil, fewItems: rule, on: &carousel)
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

    /// The library quotes numbers as it read them (`10000000000.0`); when that is not what the
    /// user typed (`1e10`, `007`, `0.00`), the message quotes the input too. A whole number typed
    /// for a real (`-1` for `-1.0`) needs no note. Linear in the typed text, however long.
    static func quoting(_ message: String, typed: String?, as quoted: String?) -> String {
        guard let typed, let quoted, typed != quoted, typed + ".0" != quoted else {
            return message
        }
        return message + " (from \(displayQuoted(typed)))"
    }
}
