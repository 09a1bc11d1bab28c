/// The exit status when standard input cannot be read or standard output cannot be written
/// (`EX_IOERR`).
let inputOutputErrorStatus: Int32 = 74

/// The imperative shell: reads the options, then each line of input, which a ``Session`` parses,
/// validates and runs; a ``Renderer`` shows the result and the shell writes it.
enum Demo {
    /// Runs the demo for `arguments` (without the program name, as bytes: they must be UTF-8
    /// like the input) and returns the exit status.
    @MainActor
    static func main(
        arguments: [[UInt8]], lines: LineReader, console: inout some Console,
        inputIsTerminal: Bool, outputIsTerminal: Bool
    ) -> Int32 {
        switch parseOptions(rawArguments: arguments) {
        case .help:
            console.out(usageText)
            console.flush()
            return outputStatus(&console) ?? 0
        case .failure(let message):
            console.err("error: \(message)\n\(usageLine)\n")
            return usageExitStatus
        case .run(let options):
            let renderer = Self.renderer(
                json: options.json, inputIsTerminal: inputIsTerminal,
                outputIsTerminal: outputIsTerminal)
            return run(options, renderer: renderer, lines: lines, console: &console)
        }
    }

    /// `--json` wins over a terminal; a terminal on standard input gets the drawing, styled when
    /// standard output is a terminal too; piped input gets plain text.
    static func renderer(
        json: Bool, inputIsTerminal: Bool, outputIsTerminal: Bool
    ) -> any Renderer {
        if json { return JSONRenderer() }
        if inputIsTerminal { return TerminalRenderer(styled: outputIsTerminal) }
        return TextRenderer()
    }

    /// Processes every line until the input ends, `quit`, or (with `--fail-fast`) an error.
    /// Returns 0 when every processed line succeeded, else 1; ``inputOutputErrorStatus`` when
    /// standard input could not be read or standard output could not be written.
    @MainActor
    static func run(
        _ options: Options, renderer: some Renderer, lines: LineReader,
        console: inout some Console
    ) -> Int32 {
        guard let lengths = options.lengths else {
            var session = Session(
                items: options.startingItems, reusePolicy: options.reusePolicy,
                neighbors: options.neighbors ?? 1, fewItems: options.fewItems,
                motion: options.motion)
            return run(&session, options, renderer: renderer, lines: lines, console: &console)
        }
        var session = Session(
            items: options.startingItems, lengths: lengths, viewport: options.viewport,
            spacing: options.spacing, anchor: options.anchor, neighbors: options.neighbors ?? 0,
            reusePolicy: options.reusePolicy, fewItems: options.fewItems, motion: options.motion)
        return run(&session, options, renderer: renderer, lines: lines, console: &console)
    }

    /// The loop of ``run(_:renderer:lines:console:)`` over the session of either kind of item.
    /// Inlined at its two calls, where the kind of item is known: a line's work then runs on
    /// the session specialized for it, not through generic metadata at every call (which
    /// doubled the instructions a line).
    @MainActor @inline(__always)
    private static func run<Item>(
        _ session: inout Session<Item>, _ options: Options, renderer: some Renderer,
        lines: LineReader, console: inout some Console
    ) -> Int32 {
        var anyFailed = false
        var lines = lines
        let rendered = Rendered()
        console.out(renderer.greeting(session.state))
        prompt(renderer, &console)
        while let line = lines.next() {
            guard let result = session.process(line) else {
                prompt(renderer, &console)
                continue
            }
            rendered.removeAll()
            renderer.render(result, into: rendered)
            write(rendered, to: &console)
            anyFailed = anyFailed || !result.succeeded
            if result.quits || (options.failFast && !result.succeeded) {
                console.flush()
                return outputStatus(&console) ?? (anyFailed ? 1 : 0)
            }
            prompt(renderer, &console)
            if let status = outputStatus(&console) { return status }
        }
        // At the end of input on a terminal (Ctrl-D), end the prompt's line.
        if renderer.prompt != nil { console.out("\n") }
        console.flush()
        if let status = outputStatus(&console) { return status }
        if let error = lines.readError {
            console.err("error: cannot read standard input: \(error.message)\n")
            return inputOutputErrorStatus
        }
        return anyFailed ? 1 : 0
    }

    /// Writes one line's rendering: the animation, each screen flushed as it comes with a pause
    /// before the next, then the rest.
    private static func write(_ rendered: Rendered, to console: inout some Console) {
        for (index, screen) in rendered.animation.enumerated() {
            if index > 0 { pause(seconds: rendered.frameDelay) }
            console.out(screen)
            console.flush()
        }
        if !rendered.out.isEmpty { console.out(rendered.out) }
        if !rendered.err.isEmpty { console.err(rendered.err) }
    }

    /// After a failed write to standard output, reports it (on standard error, which may work)
    /// and returns the status that ends the run; `nil` while output works.
    private static func outputStatus(_ console: inout some Console) -> Int32? {
        guard let error = console.outputError else { return nil }
        console.err("error: cannot write standard output: \(error)\n")
        return inputOutputErrorStatus
    }

    /// Prompts (on a terminal) and flushes, so that the response so far is on the screen.
    private static func prompt(_ renderer: some Renderer, _ console: inout some Console) {
        guard let prompt = renderer.prompt else { return }
        console.out(prompt)
        console.flush()
    }
}
