import Carousel

/// A gesture on a terminal: every frame redrawn in place, what the viewport shows of the slots
/// sliding past (to the proportions of the simulation's layout, the outermost neighbors peeking
/// in), with the offset track and the frame's line under them (`drag 1` on a, b, c, frame 8):
///
///     ═══════════════╗  ┌────────────────────────────────────────────────
///                    ║  │                         b
///     ═══════════════╝  └────────────────────────────────────────────────
///                                            slot 2 → 1
///               ········································▲····   frame 8   offset 1.80   center 1 "b"
///
/// At the recenter the picture stays, but the double border (the current item) moves on to the
/// item under the center, its slot label changes and the track's marker jumps back a page: the
/// loop, visible. The recenter's events are printed where it happens, under the frame before it,
/// and the animation goes on below them, as piped text prints them between those frames' lines.
extension TerminalRenderer {
    /// The longest a gesture's animation takes, in seconds: longer ones play faster.
    static let maximumAnimationTime = 6.0
    /// About the width of the viewport in the animation, in columns: a page is as many columns as
    /// keep the layout's proportions in it, at least ``minimumStripPageWidth``.
    static let stripViewportWidth = 67
    /// Room in a box for `slot 2 → 1` or the first eight characters of an item: wider layouts
    /// make a wider strip.
    static let minimumStripPageWidth = 12

    /// The animation of `frames` (at least one), each frame's events before it (their offsets to
    /// two decimals, as the frames write theirs). Styled, a frame is redrawn over the last one,
    /// or, after events, opens below them with a blank line, as the first frame does. Unstyled
    /// (no escape codes to move the cursor), only the frames that stay on a styled screen are
    /// written: the last, and each one that events follow.
    func animate(_ frames: [GestureFrame], into rendered: Rendered) {
        for (index, frame) in frames.enumerated() {
            let events = eventText(frame.events, in: frame.state, offsets: .hundredths)
            let lines = screen(frame)
            if styled {
                let opening = index > 0 && events.isEmpty ? "\u{1B}[\(lines.count)A" : events + "\n"
                rendered.animation.append(
                    opening + lines.map { "\u{1B}[2K" + $0 + "\n" }.joined())
            } else {
                rendered.out.append(contentsOf: events)
                let stays = index == frames.count - 1 || !frames[index + 1].events.isEmpty
                if stays {
                    rendered.out.append(contentsOf: "\n" + lines.map { $0 + "\n" }.joined())
                }
            }
        }
        if styled {
            rendered.frameDelay = Swift.min(
                frameDelay, Self.maximumAnimationTime / Double(frames.count))
        }
    }

    /// One frame: the viewport's three rows and slot labels, then the track and the frame line;
    /// for a row of `--lengths`, its ruler and the frame line.
    func screen(_ frame: GestureFrame) -> [String] {
        let state = frame.state
        // A row of items of different lengths: its viewport to scale, which already slides.
        if let visible = state.visible, let viewport = state.viewportLength {
            let indent = String(repeating: " ", count: PictureColumns.margin)
            return [
                indent + ruler(visible, viewport: viewport),
                indent + TextRenderer.frameLine(frame),
            ]
        }
        let geometry = GestureSimulation.geometry(neighbors: state.neighbors)
        // The layout's proportions at a whole number of columns a page, and at least a column
        // between two boxes, so that the gap between two boxes never changes as they slide.
        let pages = geometry.viewportLength / geometry.pageLength
        let page = Swift.max(
            Self.minimumStripPageWidth, Int((Double(Self.stripViewportWidth) / pages).rounded()))
        let spacing = Int((geometry.spacing / geometry.pageLength * Double(page)).rounded())
        let boxWidth = page - Swift.max(spacing, 1)
        let width = Int((pages * Double(page)).rounded())
        let shift = Int(((state.offset - 1) * Double(page)).rounded())
        let labels = slotLabels(state.positions.map(\.slot), width: boxWidth)
        var rows = Array(repeating: ClippedRow(width: width), count: 4)
        for (number, position) in state.positions.enumerated() {
            let column = (width - boxWidth) / 2 + (number - state.neighbors) * page - shift
            let box = TerminalRenderer(styled: false).box(
                position.item, isCurrent: number == state.neighbors, innerWidth: boxWidth - 2)
            for (row, text) in box.enumerated() { rows[row].draw(text, at: column) }
            rows[3].draw(centered(labels[number], boxWidth), at: column)
        }
        let indent = String(repeating: " ", count: PictureColumns.margin)
        let columns = PictureColumns(neighbors: state.neighbors)
        return rows.map { (indent + $0.text).droppingTrailingSpaces() } + [
            trackMarks(state.offset, in: columns) + "   " + TextRenderer.frameLine(frame)
        ]
    }
}
