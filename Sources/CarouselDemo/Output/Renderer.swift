/// Shows what each processed line did: plain text for piped input (``TextRenderer``), one JSON
/// object a line (``JSONRenderer``), or a drawing for a person at a terminal
/// (``TerminalRenderer``). The shell picks one for the run and writes what it renders.
protocol Renderer {
    /// What goes to standard output before the first line is read.
    func greeting(_ state: CarouselState) -> String
    /// What a person sees before typing each line, and after the last; `nil` where no one types.
    var prompt: String? { get }
    /// Writes what `result` shows into `rendered`, which is empty.
    func render(_ result: LineResult, into rendered: Rendered)
}

extension Renderer {
    func greeting(_ state: CarouselState) -> String { "" }
    var prompt: String? { nil }
}
