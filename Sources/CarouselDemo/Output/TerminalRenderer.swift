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
struct TerminalRenderer: Renderer {
    /// Whether to use ANSI bold, dim and reverse video, and animate gestures in place (standard
    /// output is a terminal).
    let styled: Bool
    /// The seconds between two frames of a gesture's animation: 30 a second, half the
    /// simulation's speed, so that a person sees the recentre.
    var frameDelay = 1.0 / 30

    static let prompt = "> "
    var prompt: String? { Self.prompt }
    /// The width inside a box.
    static let boxInnerWidth = 18
    static let margin = 2
    static let gap = 2
    static var boxWidth: Int { boxInnerWidth + 2 }
    /// Columns from the middle of one box to the middle of the next: one page of offset.
    static var pageWidth: Int { boxWidth + gap }

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

    /// A blank line, the boxes, the slot labels, the offset track and the page dots, each line
    /// ending with a line feed.
    func picture(_ state: CarouselState) -> String {
        let positions = CarouselPosition.allCases
        let boxes = positions.map { box(state.items[$0], isCurrent: $0 == .current) }
        let indent = String(repeating: " ", count: Self.margin)
        let gap = String(repeating: " ", count: Self.gap)
        var lines = (0..<3).map { row in indent + boxes.map { $0[row] }.joined(separator: gap) }
        let labels = state.slots.map { centered(slotLabel($0), Self.boxWidth) }
        lines.append(indent + labels.joined(separator: gap))
        lines.append(track(state.offset))
        let autoplay = state.autoplay.map { autoplay in
            String(writing: {
                TextRenderer.writeAutoplay(autoplay, paused: state.isAutoplayPaused, into: $0)
            })
        }
        lines.append(indent + dots(state) + "   " + (autoplay ?? "autoplay off"))
        return "\n" + lines.map { $0.droppingTrailingSpaces() + "\n" }.joined()
    }

    /// `slot 2 → 1`: which item the slot shows.
    func slotLabel(_ slot: CarouselState.Slot) -> String {
        "slot \(slot.id) → \(slot.index.map(String.init) ?? "none")"
    }

    /// The three rows of one box; an empty position is a dotted box.
    func box(
        _ item: String?, isCurrent: Bool, innerWidth inner: Int = Self.boxInnerWidth
    ) -> [String] {
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
        if isCurrent { text = item == nil ? dim(centered("(no items)", inner)) : highlighted(text) }
        return [top, side + text + side, bottom]
    }

    /// The offset as a marker on a track from the middle of *previous* to the middle of *next*.
    func track(_ offset: Double) -> String {
        trackMarks(offset) + "   offset " + displayNumber(offset)
    }

    /// The track alone, without the offset's number.
    func trackMarks(_ offset: Double) -> String {
        let start = Self.margin + Self.boxWidth / 2
        let length = 2 * Self.pageWidth + 1
        // The offset is always inside [0, 2]; clamp anyway so a drawing never breaks.
        let clamped = Swift.min(Swift.max(offset, 0), 2)
        let marker = Int((clamped * Double(Self.pageWidth)).rounded())
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
