import Carousel

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
        let out = TextBuffer()
        let err = render(result, into: out)
        return Rendered(out: out.string, err: err)
    }

    /// Writes what goes to standard output into `out`, and returns what goes to standard error.
    static func render(_ result: LineResult, into out: TextBuffer) -> String {
        switch result.outcome {
        case .success(_, let help?):
            out.append(contentsOf: help)
        case .success(let events, nil):
            if let frames = result.frames {
                out.append(contentsOf: frameLines(frames))
            } else {
                writeEventLines(events, in: result.state, into: out)
            }
            writeWindowLine(result.state, into: out)
        case .failure(let message):
            return errorLine(result, message) + "\n"
        }
        out.append(byte: ASCII.lineFeed)
        return ""
    }

    /// `error: line 4: jump: index 9 is out of range 0..<5`, or without the command when the line
    /// had none.
    static func errorLine(_ result: LineResult, _ message: String) -> String {
        let command = result.command.map { displayReadable($0) + ": " } ?? ""
        return "error: line \(result.line): \(command)\(message)"
    }

    /// The events one a line, indented, each line ended.
    static func eventLines(_ events: [CarouselEvent], in state: CarouselState) -> String {
        let out = TextBuffer()
        writeEventLines(events, in: state, into: out)
        return out.string
    }

    private static func writeEventLines(
        _ events: [CarouselEvent], in state: CarouselState, into out: TextBuffer
    ) {
        for event in events {
            out.append("  ")
            writeEventLine(event, in: state, into: out)
            out.append(byte: ASCII.lineFeed)
        }
    }

    static func eventLine(_ event: CarouselEvent, in state: CarouselState) -> String {
        let out = TextBuffer()
        writeEventLine(event, in: state, into: out)
        return out.string
    }

    /// The library's own wording, with the item a rebind shows.
    private static func writeEventLine(
        _ event: CarouselEvent, in state: CarouselState, into out: TextBuffer
    ) {
        out.append(event)
        if case .rebind(_, let index?) = event, let item = state.item(atIndex: index) {
            out.append(" ")
            out.appendQuoted(item)
        }
    }

    /// `window: [b] (c) [d]   item 3 of 5   offset 1.0`, then the slot order when the slots have
    /// moved (rotate policy) and the autoplay timer when it is on.
    static func windowLine(_ state: CarouselState) -> String {
        let out = TextBuffer()
        writeWindowLine(state, into: out)
        return out.string
    }

    private static func writeWindowLine(_ state: CarouselState, into out: TextBuffer) {
        func shown(_ item: String?) {
            if let item { out.appendReadable(item) } else { out.append(" ") }
        }
        let separator: StaticString = "   "
        out.append("window: [")
        shown(state.items.previous)
        out.append("] (")
        shown(state.items.current)
        out.append(") [")
        shown(state.items.next)
        out.append("]")
        out.append(separator)
        if let indicator = state.indicator {
            out.append(indicator)
        } else {
            out.append(contentsOf: state.position)
        }
        out.append(separator)
        out.append("offset ")
        out.append(state.offset)
        let slots = state.slots
        if (slots.previous.id, slots.current.id, slots.next.id) != (0, 1, 2) {
            out.append(separator)
            out.append("slots ")
            out.append(slots.previous.id)
            out.append(" ")
            out.append(slots.current.id)
            out.append(" ")
            out.append(slots.next.id)
        }
        if let autoplay = state.autoplay {
            out.append(separator)
            writeAutoplay(autoplay, paused: state.isAutoplayPaused, into: out)
        }
    }

    /// `autoplay every 2.0 s (0.5 s elapsed)`, `… paused` while it cannot run.
    static func autoplayText(_ autoplay: Autoplay, paused: Bool) -> String {
        let out = TextBuffer()
        writeAutoplay(autoplay, paused: paused, into: out)
        return out.string
    }

    private static func writeAutoplay(
        _ autoplay: Autoplay, paused: Bool, into out: TextBuffer
    ) {
        // The numbers as `displayNumber(_:)` shows them.
        out.append("autoplay every ")
        out.append(autoplay.interval)
        out.append(" s (")
        out.append(autoplay.elapsed)
        out.append(paused ? " s elapsed, paused)" : " s elapsed)")
    }
}
