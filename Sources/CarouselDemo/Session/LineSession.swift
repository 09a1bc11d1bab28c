import Carousel

/// What the demo's two sessions share: each turns an input line into a ``LineResult`` by the
/// same parsing, and runs the command on its own model (``Session``'s carousel of pages,
/// ``RowSession``'s row of items of different lengths).
@MainActor
protocol LineSession {
    /// A snapshot for the renderers.
    var state: CarouselState { get }

    /// Runs a valid command: its events and, for a command that runs frame by frame, its frames.
    mutating func run(
        _ command: Command, typed: String?
    ) throws(InputError) -> (events: [CarouselEvent], frames: [GestureFrame]?)
}

extension LineSession {
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

    func result(
        _ line: NumberedLine, command: String?, _ outcome: Outcome, quits: Bool = false,
        frames: [GestureFrame]? = nil
    ) -> LineResult {
        LineResult(
            line: line.number, command: command, outcome: outcome, state: state, quits: quits,
            frames: frames)
    }
}

extension LineSession {
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
