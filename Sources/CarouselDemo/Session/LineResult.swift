/// The result of one processed (not blank, not comment) input line: everything a renderer needs.
struct LineResult: Equatable, Sendable {
    /// The 1-based input line.
    let line: Int
    /// The first token, or `nil` when the line could not be split into tokens.
    let command: String?
    let outcome: Outcome
    /// The state after the line (unchanged after an error).
    let state: CarouselState
    /// Whether reading stops after this line: a successful `quit`.
    let quits: Bool
    /// A successful gesture's frames, in order (its events are the frames' events); `nil` for
    /// other lines.
    var frames: [GestureFrame]? = nil

    var succeeded: Bool {
        if case .success = outcome { true } else { false }
    }
}
