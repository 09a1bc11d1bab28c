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

    func render(_ result: LineResult) -> Rendered {
        switch self {
        case .json: Rendered(out: JSONRenderer.render(result) + "\n")
        case .text: TextRenderer.render(result)
        case .terminal(let terminal): terminal.render(result)
        }
    }

    /// What a person at a terminal sees before typing, and after each line: `nil` elsewhere.
    var prompt: String? {
        if case .terminal = self { TerminalRenderer.prompt } else { nil }
    }
}

/// The imperative shell: reads lines, lets a ``Session`` process them, renders the results.
enum Demo {
    /// Runs the demo for `arguments` (without the program name) and returns the exit status.
    @MainActor
    static func main(
        arguments: [String], lines: some Sequence<NumberedLine>, console: inout some Console,
        inputIsTerminal: Bool, outputIsTerminal: Bool
    ) -> Int32 {
        switch parseOptions(arguments) {
        case .help:
            console.out(usageText)
            console.flush()
            return 0
        case .failure(let message):
            console.err("error: \(message)\n\(usageLine)\n")
            return usageExitStatus
        case .run(let options):
            let renderer = Renderer(
                json: options.json, inputIsTerminal: inputIsTerminal,
                outputIsTerminal: outputIsTerminal)
            return run(options, renderer: renderer, lines: lines, console: &console)
        }
    }

    /// Processes every line until the input ends, `quit`, or (with `--fail-fast`) an error.
    /// Returns 0 when every processed line succeeded, else 1.
    @MainActor
    static func run(
        _ options: Options, renderer: Renderer, lines: some Sequence<NumberedLine>,
        console: inout some Console
    ) -> Int32 {
        var session = Session(items: options.startingItems, reusePolicy: options.reusePolicy)
        var anyFailed = false
        if case .terminal(let terminal) = renderer {
            console.out(terminal.greeting(session.state))
        }
        prompt(renderer, &console)
        for line in lines {
            guard let result = session.process(line) else {
                prompt(renderer, &console)
                continue
            }
            let rendered = renderer.render(result)
            for (index, screen) in rendered.animation.enumerated() {
                if index > 0 { pause(seconds: rendered.frameDelay) }
                console.out(screen)
                console.flush()
            }
            if !rendered.out.isEmpty { console.out(rendered.out) }
            if !rendered.err.isEmpty { console.err(rendered.err) }
            anyFailed = anyFailed || !result.succeeded
            if result.quits || (options.failFast && !result.succeeded) {
                console.flush()
                return anyFailed ? 1 : 0
            }
            prompt(renderer, &console)
        }
        // At the end of input on a terminal (Ctrl-D), end the prompt's line.
        if renderer.prompt != nil { console.out("\n") }
        console.flush()
        return anyFailed ? 1 : 0
    }

    /// Prompts (on a terminal) and flushes, so that the response so far is on the screen.
    private static func prompt(_ renderer: Renderer, _ console: inout some Console) {
        guard let prompt = renderer.prompt else { return }
        console.out(prompt)
        console.flush()
    }
}
