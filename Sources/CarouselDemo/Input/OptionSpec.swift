/// One option: its spellings (the long one last), the name of its value (nil for a flag), and its
/// help line.
struct OptionSpec {
    let names: [String]
    let value: String?
    let summary: String

    /// The spelling messages use.
    var name: String { names.last! }

    /// `--items <a,b,c>`, as the help lists it.
    var usage: String { names.joined(separator: ", ") + (value.map { " <\($0)>" } ?? "") }

    /// `[--items a,b,c]`, as the usage line shows it.
    var synopsis: String { "[\(name)" + (value.map { " \($0)" } ?? "") + "]" }
}

/// The options, in the order the help and the messages list them, help last. Parsing, the usage
/// line and the help text all come from here.
let optionSpecs = [
    OptionSpec(names: ["--json"], value: nil, summary: "print one JSON object for each input line"),
    OptionSpec(
        names: ["--items"], value: "a,b,c",
        summary: "start with these items, split on commas (\"\" for none; default: 12 cities)"),
    OptionSpec(
        names: ["--reuse"], value: "rebind|rotate",
        summary: "how the three slots follow the window (default: rebind)"),
    OptionSpec(names: ["--fail-fast"], value: nil, summary: "stop reading at the first error"),
    OptionSpec(names: ["-h", "--help"], value: nil, summary: "show this help"),
]

/// `usage: CarouselDemo [--json] [--items a,b,c] …`: the options of a run, so not help.
let usageLine =
    (["usage: CarouselDemo"] + optionSpecs.dropLast().map(\.synopsis)).joined(separator: " ")

/// `--json, --items, … and --help`, for a message about an unknown option.
let optionNames =
    optionSpecs.dropLast().map(\.name).joined(separator: ", ") + " and " + optionSpecs.last!.name

/// The text of `--help`: usage, what the demo does, the options and the commands.
let usageText: String = {
    let width = optionSpecs.map(\.usage.count).max()! + 2
    let options = optionSpecs.map { "  " + $0.usage.padding(toLength: width) + $0.summary }
    return
        ([
            usageLine,
            "",
            "Drives an endless three-slot carousel with commands read from standard input, one a line.",
            "On a terminal it draws the carousel; with piped input it prints plain text; with --json,",
            "one JSON object a line. Exit status: 0 if every line succeeded, 1 if any failed, 64 for a",
            "bad command line, 74 if standard input could not be read or standard output written.",
            "",
            "options:",
        ] + options + [""] + [CommandTable.helpText]).joined(separator: "\n") + "\n"
}()
