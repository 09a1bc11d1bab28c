/// How results are shown: chosen once from the options and the kind of standard input.
enum Renderer {
    /// `--json`: one object a processed line.
    case json
    /// Piped input: plain text blocks.
    case text
    /// Standard input is a terminal: draw the carousel and prompt.
    case terminal(TerminalRenderer)

    init(json: Bool, inputIsTerminal: Bool, outputIsTerminal: Bool) {
        self =
            json
            ? .json
            : inputIsTerminal ? .terminal(TerminalRenderer(styled: outputIsTerminal)) : .text
    }

    /// Writes what goes to standard output into `out` and returns the rest (its `out` empty):
    /// text and JSON are written as bytes, with no `String` a line.
    func render(_ result: LineResult, into out: TextBuffer) -> Rendered {
        switch self {
        case .json:
            JSONRenderer.render(result, into: out)
            out.append(byte: ASCII.lineFeed)
            return Rendered()
        case .text:
            return Rendered(err: TextRenderer.render(result, into: out))
        case .terminal(let terminal):
            var rendered = terminal.render(result)
            out.append(contentsOf: rendered.out)
            rendered.out = ""
            return rendered
        }
    }

    /// What a person at a terminal sees before typing, and after each line: `nil` elsewhere.
    var prompt: String? {
        if case .terminal = self { TerminalRenderer.prompt } else { nil }
    }
}
