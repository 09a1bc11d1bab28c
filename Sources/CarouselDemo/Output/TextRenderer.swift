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
struct TextRenderer: Renderer {
    func render(_ result: LineResult, into rendered: Rendered) {
        let out = rendered.out
        switch result.outcome {
        case .success(_, let help?):
            out.append(contentsOf: help)
        case .success(let events, nil):
            if let frames = result.frames {
                Self.writeFrameLines(frames, into: out)
            } else {
                Self.writeEventLines(events, in: result.state, offsets: .exact, into: out)
            }
            Self.writeWindowLine(result.state, into: out)
        case .failure(let message):
            rendered.err = Self.errorLine(result, message) + "\n"
            return
        }
        out.append(byte: ASCII.lineFeed)
    }

    /// `error: line 4: jump: index 9 is out of range 0..<5`, or without the command when the line
    /// had none.
    static func errorLine(_ result: LineResult, _ message: String) -> String {
        let command = result.command.map { displayReadable($0) + ": " } ?? ""
        return "error: line \(result.line): \(command)\(message)"
    }

    /// The events one a line, indented, each line ended: the library's own wording, with the item
    /// a rebind shows and the offset in `offsets`, as the lines around them write theirs.
    static func writeEventLines(
        _ events: [CarouselEvent], in state: CarouselState, offsets: NumberStyle,
        into out: TextBuffer
    ) {
        for event in events {
            out.append("  ")
            out.append(event, offset: offsets)
            if case .rebind(_, let index?) = event, let item = state.item(atIndex: index) {
                out.append(" ")
                out.appendQuoted(item)
            }
            out.append(byte: ASCII.lineFeed)
        }
    }

    /// `window: [b] (c) [d]   item 3 of 5   offset 1.0` (every position, the current one in
    /// parentheses, an empty one as `[ ]`), then the slot order when the slots have moved (rotate
    /// policy), the autoplay timer or continuous scrolling when it is on, and the motion when it
    /// is not paging.
    private static func writeWindowLine(_ state: CarouselState, into out: TextBuffer) {
        let separator: StaticString = "   "
        out.append("window:")
        for (number, position) in state.positions.enumerated() {
            let isCurrent = number == state.currentPosition
            out.append(isCurrent ? " (" : " [")
            if let item = position.item { out.appendReadable(item) } else { out.append(" ") }
            out.append(isCurrent ? ")" : "]")
        }
        out.append(separator)
        if let indicator = state.indicator {
            out.append(indicator)
        } else {
            out.append("no items")
        }
        out.append(separator)
        out.append("offset ")
        out.append(state.offset)
        if let visible = state.visible {
            out.append(separator)
            writeVisible(visible, into: out)
        }
        if state.positions.enumerated().contains(where: { $0.offset != $0.element.slot.id }) {
            out.append(separator)
            out.append("slots")
            for position in state.positions {
                out.append(byte: ASCII.space)
                out.append(position.slot.id)
            }
        }
        if let autoplay = state.autoplay {
            out.append(separator)
            writeAutoplay(autoplay, paused: state.isAutoplayPaused, into: out)
        }
        if let autoscroll = state.autoscroll {
            out.append(separator)
            writeAutoscroll(autoscroll, into: out)
        }
        if state.motion != .paging {
            out.append(separator)
            out.append("motion ")
            out.append(contentsOf: state.motion.description)
        }
    }

    /// `visible 0 at -20.0..100.0, 1 at 108.0..228.0`: a row's items in the viewport, in points.
    static func writeVisible(_ visible: [CarouselState.Visible], into out: TextBuffer) {
        out.append("visible")
        for (number, item) in visible.enumerated() {
            out.append(number == 0 ? " " : ", ")
            out.append(item.index)
            out.append(" at ")
            out.append(item.start)
            out.append("..")
            out.append(item.end)
        }
    }

    /// `autoscroll 0.5 items/s`.
    static func writeAutoscroll(_ autoscroll: Autoscroll, into out: TextBuffer) {
        out.append("autoscroll ")
        out.append(autoscroll.itemsPerSecond)
        out.append(" items/s")
    }

    /// `autoplay every 2.0 s (0.5 s elapsed)`, `… paused` while it cannot run.
    static func writeAutoplay(_ autoplay: Autoplay, paused: Bool, into out: TextBuffer) {
        out.append("autoplay every ")
        out.append(autoplay.interval)
        out.append(" s (")
        out.append(autoplay.elapsed)
        out.append(paused ? " s elapsed, paused)" : " s elapsed)")
    }
}
