extension TextRenderer {
    /// A gesture's frames, one a line, each after the events it caused (their offsets to two
    /// decimals, as the frames write theirs):
    ///
    ///       frame 9   offset 1.84   center 2 "Cairo"
    ///       moved next 1 → 2 (step 1, scroll)
    ///       …
    ///       offset reset to 0.94
    ///       frame 10   offset 0.94   center 2 "Cairo"
    static func writeFrameLines(_ frames: [GestureFrame], into out: TextBuffer) {
        for frame in frames {
            writeEventLines(frame.events, in: frame.state, offsets: .hundredths, into: out)
            out.append("  ")
            out.append(contentsOf: frameLine(frame))
            out.append(byte: ASCII.lineFeed)
        }
    }

    /// `frame 9   offset 1.84   center 2 "Cairo"`: the offset in pages to two decimals, and the
    /// item under the viewport's center (`center none` in the spacing).
    static func frameLine(_ frame: GestureFrame) -> String {
        let center = frame.center.map { "\($0.index) \(displayQuoted($0.item))" } ?? "none"
        return "frame \(frame.number)   offset \(displayHundredths(frame.state.offset))"
            + "   center \(center)"
    }
}
