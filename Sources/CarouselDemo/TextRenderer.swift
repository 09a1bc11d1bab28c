import Carousel

/// What a renderer prints for one line: text for standard output and for standard error.
struct Rendered: Equatable {
    /// Screens of an animation, written before `out` with `frameDelay` seconds between them.
    var animation: [String] = []
    var frameDelay = 0.0
    var out = ""
    var err = ""
}

/// Plain text for piped input: one block a command, its events one a line and then the window;
/// a gesture's frames one a line, each after the events it caused; errors go to standard error.
///
///     moved next 1 → 2 (step 1, command)
///     rebind slot 0 → 1 "b"
///     rebind slot 1 → 2 "c"
///     rebind slot 2 → 3 "d"
///     offset reset to 1.0
///     window: [b] (c) [d]   item 3 of 5   offset 1.0
enum TextRenderer {
    static func render(_ result: LineResult) -> Rendered {
        switch result.outcome {
        case .success(_, let help?):
            Rendered(out: help + "\n")
        case .success(let events, nil):
            Rendered(
                out: (result.frames.map(frameLines) ?? eventLines(events, in: result.state))
                    + windowLine(result.state) + "\n")
        case .failure(let message):
            Rendered(err: errorLine(result, message) + "\n")
        }
    }

    /// `error: line 4: jump: index 9 is out of range 0..<5`, or without the command when the line
    /// had none.
    static func errorLine(_ result: LineResult, _ message: String) -> String {
        let command = result.command.map { displayReadable($0) + ": " } ?? ""
        return "error: line \(result.line): \(command)\(message)"
    }

    /// The events one a line, indented, each line ended.
    static func eventLines(_ events: [CarouselEvent], in state: CarouselState) -> String {
        events.map { "  " + eventLine($0, in: state) + "\n" }.joined()
    }

    static func eventLine(_ event: CarouselEvent, in state: CarouselState) -> String {
        // The library's own wording, with the item a rebind shows.
        guard case .rebind(_, let index?) = event, let item = state.item(atIndex: index) else {
            return event.description
        }
        return "\(event) \(displayQuoted(item))"
    }

    /// `window: [b] (c) [d]   item 3 of 5   offset 1.0`, then the slot order when the slots have
    /// moved (rotate policy) and the autoplay timer when it is on.
    static func windowLine(_ state: CarouselState) -> String {
        func shown(_ item: String?) -> String { item.map(displayReadable) ?? " " }
        var parts = [
            "window: [\(shown(state.items.previous))] (\(shown(state.items.current)))"
                + " [\(shown(state.items.next))]",
            state.position,
            "offset \(displayNumber(state.offset))",
        ]
        let order = state.slots.map(\.id)
        if order != Trio(0, 1, 2) {
            parts.append("slots " + order.map(String.init).joined(separator: " "))
        }
        if let autoplay = state.autoplay {
            parts.append(autoplayText(autoplay, paused: state.isAutoplayPaused))
        }
        return parts.joined(separator: "   ")
    }

    /// `autoplay every 2.0 s (0.5 s elapsed)`, `… paused` while it cannot run.
    static func autoplayText(_ autoplay: Autoplay, paused: Bool) -> String {
        "autoplay every \(displayNumber(autoplay.interval)) s"
            + " (\(displayNumber(autoplay.elapsed)) s elapsed\(paused ? ", paused" : ""))"
    }
}
