import Carousel

/// A gesture on a terminal: every frame redrawn in place, what the viewport shows of the three
/// slots sliding past (to the proportions of the simulation's layout, the neighbours peeking in),
/// with the offset track and the frame's line under them (`drag 1` on a, b, c, frame 8):
///
///     ═══════════════╗  ┌────────────────────────────────────────────────
///                    ║  │                         b
///     ═══════════════╝  └────────────────────────────────────────────────
///                                            slot 2 → 1
///               ········································▲····   frame 8   offset 1.80   centre 1 "b"
///
/// At the recentre the picture stays, but the double border (the current item) moves on to the
/// item under the centre, its slot label changes and the track's marker jumps back a page: the
/// loop, visible.
extension TerminalRenderer {
    /// The longest a gesture's animation takes, in seconds: longer ones play faster.
    static let maximumAnimationTime = 6.0
    /// Columns from one box to the next in the animation: the viewport is about 67 wide.
    static let stripPageWidth = 55

    /// The animation of `frames` (at least one): redrawn in place when styled; otherwise (no
    /// escape codes to move the cursor) only the last frame.
    func animate(_ frames: [GestureFrame], into rendered: Rendered) {
        let screens = frames.map(screen)
        guard styled else {
            rendered.out.append(contentsOf: "\n" + screens.last!.map { $0 + "\n" }.joined())
            return
        }
        rendered.animation = screens.enumerated().map { index, lines in
            // The first screen opens with a blank line; the others go back up over the last one.
            (index == 0 ? "\n" : "\u{1B}[\(lines.count)A")
                + lines.map { "\u{1B}[2K" + $0 + "\n" }.joined()
        }
        rendered.frameDelay = Swift.min(
            frameDelay, Self.maximumAnimationTime / Double(frames.count))
    }

    /// One frame: the viewport's three rows and slot labels, then the track and the frame line.
    func screen(_ frame: GestureFrame) -> [String] {
        // The layout's proportions at a whole number of columns a page, so that the gap between
        // two boxes never changes as they slide.
        let geometry = GestureSimulation.geometry
        let page = Self.stripPageWidth
        let boxWidth = Int((geometry.itemLength / geometry.pageLength * Double(page)).rounded())
        let width = Int((geometry.viewportLength / geometry.pageLength * Double(page)).rounded())
        let shift = Int(((frame.state.offset - 1) * Double(page)).rounded())
        var rows = Array(repeating: ClippedRow(width: width), count: 4)
        for (step, position) in CarouselPosition.allCases.enumerated() {
            let column = (width - boxWidth) / 2 + (step - 1) * page - shift
            let slot = frame.state.slots[position]
            let box = TerminalRenderer(styled: false).box(
                frame.state.items[position], isCurrent: position == .current,
                innerWidth: boxWidth - 2)
            for (row, text) in box.enumerated() { rows[row].draw(text, at: column) }
            rows[3].draw(centered(slotLabel(slot), boxWidth), at: column)
        }
        let indent = String(repeating: " ", count: Self.margin)
        return rows.map { (indent + $0.text).droppingTrailingSpaces() } + [
            trackMarks(frame.state.offset) + "   " + TextRenderer.frameLine(frame)
        ]
    }
}
