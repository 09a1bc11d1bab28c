import Carousel

/// Draws the carousel for a person at a terminal, after every command:
///
///       ┌──────────────────┐  ╔══════════════════╗  ┌──────────────────┐
///       │    Amsterdam     │  ║      Berlin      ║  │      Cairo       │
///       └──────────────────┘  ╚══════════════════╝  └──────────────────┘
///           slot 0 → 0            slot 1 → 1            slot 2 → 2
///                 ·······························▲·············   offset 1.4
///       ○ ● ○ ○ ○ ○ ○ ○ ○ ›   item 2 of 12   autoplay off
///
/// The current slot has a double border (and, when `styled`, bold reverse video); the marker on
/// the track sits at the offset, from the middle of *previous* (0) to the middle of *next* (2).
/// The last line says what runs on its own (autoplay, continuous scrolling, or `autoplay off`)
/// and, unless it is paging, the motion (`motion free`).
/// A carousel with more neighbors shows every position, in narrower boxes (``PictureColumns``).
struct TerminalRenderer: Renderer {
    /// Whether to use ANSI bold, dim and reverse video, and animate gestures in place (standard
    /// output is a terminal).
    let styled: Bool
    /// The seconds between two frames of a gesture's animation: 30 a second, half the
    /// simulation's speed, so that a person sees the recenter.
    var frameDelay = 1.0 / 30

    static let prompt = "> "
    var prompt: String? { Self.prompt }

    func greeting(_ state: CarouselState) -> String {
        let items = state.count == 1 ? "1 item" : "\(state.count) items"
        return "CarouselDemo: an endless carousel of \(items); "
            + "type help for the commands, quit to leave.\n" + picture(state)
    }

    func render(_ result: LineResult, into rendered: Rendered) {
        switch result.outcome {
        case .success(_, let help?):
            rendered.out.append(contentsOf: help + "\n")
        case .success where result.quits:
            break
        case .success(let events, nil):
            // A gesture's events are its frames' events.
            if let frames = result.frames, !frames.isEmpty {
                animate(frames, into: rendered)
            } else {
                rendered.out.append(
                    contentsOf: eventText(events, in: result.state, offsets: .exact))
            }
            rendered.out.append(contentsOf: picture(result.state))
        case .failure(let message):
            rendered.err = TextRenderer.errorLine(result, message) + "\n"
        }
    }

    /// The events as the text renderer writes them, dimmed; nothing when there are none.
    func eventText(
        _ events: [CarouselEvent], in state: CarouselState, offsets: NumberStyle
    ) -> String {
        guard !events.isEmpty else { return "" }
        let lines = String(writing: {
            TextRenderer.writeEventLines(events, in: state, offsets: offsets, into: $0)
        })
        // Dimmed up to the last line's end, so that the line feed leaves the style behind.
        return dim(String(lines.dropLast())) + "\n"
    }

    /// A blank line, the boxes (every position, the current one in the middle), the slot labels,
    /// the offset track and the page dots, each line ending with a line feed.
    func picture(_ state: CarouselState) -> String {
        let columns = PictureColumns(neighbors: state.neighbors)
        let boxes = state.positions.enumerated().map { number, position in
            box(
                position.item, isCurrent: number == state.currentPosition,
                innerWidth: columns.innerWidth
            )
        }
        let indent = String(repeating: " ", count: PictureColumns.margin)
        let gap = String(repeating: " ", count: PictureColumns.gap)
        var lines = (0..<3).map { row in indent + boxes.map { $0[row] }.joined(separator: gap) }
        let labels = slotLabels(state.positions.map(\.slot), width: columns.boxWidth)
        lines.append(indent + labels.map { centered($0, columns.boxWidth) }.joined(separator: gap))
        if let visible = state.visible, let viewport = state.viewportLength {
            lines.append(
                indent + ruler(visible, viewport: viewport) + "   offset "
                    + displayNumber(state.offset))
        } else {
            lines.append(track(state.offset, in: columns))
        }
        let automatic = String(writing: { out in
            if let autoplay = state.autoplay {
                TextRenderer.writeAutoplay(autoplay, paused: state.isAutoplayPaused, into: out)
            } else if let autoscroll = state.autoscroll {
                TextRenderer.writeAutoscroll(autoscroll, into: out)
            } else {
                out.append("autoplay off")
            }
        })
        let motion = state.motion == .paging ? "" : "   motion " + state.motion.description
        lines.append(indent + dots(state) + "   " + automatic + motion)
        return "\n" + lines.map { $0.droppingTrailingSpaces() + "\n" }.joined()
    }

    /// Which item each slot shows, for boxes `width` columns wide: `slot 2 → 1`, or `2→1` for
    /// all of them when one would fill its box (and cut to fit), so that two labels never touch.
    func slotLabels(_ slots: [CarouselState.Slot], width: Int) -> [String] {
        func index(_ slot: CarouselState.Slot) -> String { slot.index.map(String.init) ?? "none" }
        let labels = slots.map { "slot \($0.id) → \(index($0))" }
        guard labels.contains(where: { displayWidth($0) >= width }) else { return labels }
        return slots.map { fitted("\($0.id)→\(index($0))", width) }
    }

    /// The three rows of one box; an empty position is a dotted box.
    func box(_ item: String?, isCurrent: Bool, innerWidth inner: Int) -> [String] {
        let (top, bottom, side): (String, String, String)
        switch (isCurrent, item != nil) {
        case (true, _):
            (top, bottom, side) = (
                "╔" + String(repeating: "═", count: inner) + "╗",
                "╚" + String(repeating: "═", count: inner) + "╝", "║"
            )
        case (false, true):
            (top, bottom, side) = (
                "┌" + String(repeating: "─", count: inner) + "┐",
                "└" + String(repeating: "─", count: inner) + "┘", "│"
            )
        case (false, false):
            (top, bottom, side) = (
                "┌" + String(repeating: "┈", count: inner) + "┐",
                "└" + String(repeating: "┈", count: inner) + "┘", "┊"
            )
        }
        var text = centered(item.map { fitted(displayReadable($0), inner - 2) } ?? "", inner)
        if isCurrent {
            // The shorter word fits the narrowest box.
            let empty = displayWidth("(no items)") <= inner ? "(no items)" : "(none)"
            text = item == nil ? dim(centered(empty, inner)) : highlighted(text)
        }
        return [top, side + text + side, bottom]
    }

    /// A row's viewport drawn to scale, ``PictureColumns/targetWidth`` less the margins wide:
    /// each item in view as `|====|` over the columns it covers, so that items of different
    /// lengths show their lengths and their gaps.
    func ruler(_ visible: [CarouselState.Visible], viewport: Double) -> String {
        let width = PictureColumns.targetWidth - 2 * PictureColumns.margin
        var columns = Array(repeating: Character(" "), count: width)
        let scale = Double(width) / viewport
        for item in visible {
            let first = Int(Swift.max(0, (item.start * scale).rounded(.down)))
            let last = Int(Swift.min(Double(width - 1), (item.end * scale).rounded(.down) - 1))
            guard first <= last else { continue }
            for column in first...last { columns[column] = "=" }
            if item.start >= 0 { columns[first] = "|" }
            if item.end <= viewport { columns[last] = "|" }
        }
        return String(columns)
    }

    /// The offset as a marker on a track from the middle of *previous* to the middle of *next*.
    func track(_ offset: Double, in columns: PictureColumns) -> String {
        trackMarks(offset, in: columns) + "   offset " + displayNumber(offset)
    }

    /// The track alone, without the offset's number: under the boxes of `columns`, from the
    /// middle of the one before the current one to the middle of the one after it.
    func trackMarks(_ offset: Double, in columns: PictureColumns) -> String {
        let start = columns.start(ofPosition: columns.neighbors - 1) + columns.boxWidth / 2
        let length = 2 * columns.pageWidth + 1
        // The offset is always inside [0, 2]; clamp anyway so a drawing never breaks.
        let clamped = Swift.min(Swift.max(offset, 0), 2)
        let marker = Int((clamped * Double(columns.pageWidth)).rounded())
        let track = (0..<length).map { $0 == marker ? "▲" : "·" }.joined()
        return String(repeating: " ", count: start) + track
    }

    /// At most nine dots, the active one filled; `‹` and `›` say that more items lie beyond.
    func dots(_ state: CarouselState) -> String {
        guard let indicator = state.indicator else { return "no items" }
        var marks = indicator.dots.map { $0 == indicator.current ? "●" : "○" }
        if indicator.dots.lowerBound > 0 { marks.insert("‹", at: 0) }
        if indicator.dots.upperBound < indicator.count { marks.append("›") }
        return marks.joined(separator: " ") + "   " + indicator.label
    }

    private func highlighted(_ text: String) -> String {
        styled ? "\u{1B}[1;7m" + text + "\u{1B}[0m" : text
    }

    private func dim(_ text: String) -> String {
        styled ? "\u{1B}[2m" + text + "\u{1B}[0m" : text
    }
}
