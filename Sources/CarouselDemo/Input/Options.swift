import Carousel

/// The command-line options.
struct Options: Equatable {
    /// `--json`: one JSON object a processed line.
    var json = false
    /// `--items a,b,c`: the starting items; `nil` for the built-in sample.
    var items: [String]?
    /// `--reuse rebind|rotate`.
    var reusePolicy = ReusePolicy.rebind
    /// `--fail-fast`: stop after the first error.
    var failFast = false

    /// The starting items: `--items`, else the sample.
    var startingItems: [String] { items ?? sampleItems }
}

/// What the command line asks for.
enum Invocation: Equatable {
    case run(Options)
    /// `--help` or `-h`: print ``usageText`` and exit 0.
    case help
    /// A bad command line: print the message and the usage line to standard error, exit 64.
    case failure(String)
}

/// The exit status for a bad command line (`EX_USAGE`).
let usageExitStatus: Int32 = 64

let usageLine = "usage: CarouselDemo [--json] [--items a,b,c] [--reuse rebind|rotate] [--fail-fast]"

/// A dozen cities, A to L, one with a space: what the demo shows without `--items`.
let sampleItems = [
    "Amsterdam", "Berlin", "Cairo", "Delhi", "Edinburgh", "Florence", "Geneva", "Helsinki",
    "Istanbul", "Jakarta", "Kuala Lumpur", "Lisbon",
]

/// One option: its spellings, the name of its value (nil for a flag), and its help line.
private struct OptionSpec {
    let names: [String]
    let value: String?
    let summary: String

    var usage: String { names.joined(separator: ", ") + (value.map { " <\($0)>" } ?? "") }
}

private let optionSpecs = [
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

/// Reads the arguments as the system passes them, bytes: one that is not valid UTF-8 is a bad
/// command line, as an input line that is not is a bad line (nothing is replaced by U+FFFD).
func parseOptions(rawArguments: [[UInt8]]) -> Invocation {
    for (number, raw) in rawArguments.enumerated() {
        if let error = utf8Error(in: raw, what: "argument \(number + 1)") {
            return .failure(error.message)
        }
    }
    return parseOptions(rawArguments.map { String(decoding: $0, as: UTF8.self) })
}

/// Reads the arguments (without the program name), left to right: `--help` answers at once, the
/// first problem is reported. Values are taken as they are, even when they start with `-`, and
/// `--name=value` is accepted too.
func parseOptions(_ arguments: [String]) -> Invocation {
    var options = Options()
    var seen: Set<String> = []
    var rest = arguments[...]
    let known = "the options are --json, --items, --reuse, --fail-fast and --help"
    while let argument = rest.popFirst() {
        var name = argument
        var attached: String?
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            name = String(argument[..<equals])
            attached = String(argument[argument.index(after: equals)...])
        }
        guard let spec = optionSpecs.first(where: { $0.names.contains(name) }) else {
            return .failure(
                name.hasPrefix("-")
                    ? "unknown option \(displayQuoted(name)); \(known)"
                    : "unexpected argument \(displayQuoted(argument)); "
                        + "commands are read from standard input")
        }
        let canonical = spec.names.last!
        if canonical == "--help" { return .help }
        guard seen.insert(canonical).inserted else {
            return .failure("\(canonical) is given twice; give it once")
        }
        guard spec.value != nil else {
            if let attached {
                return .failure("\(canonical) takes no value, got \(displayQuoted(attached))")
            }
            if canonical == "--json" { options.json = true } else { options.failFast = true }
            continue
        }
        guard let value = attached ?? rest.popFirst() else {
            return .failure(
                canonical == "--items"
                    ? "--items needs a value, e.g. --items a,b,c (--items \"\" for none)"
                    : "--reuse needs a value: rebind or rotate")
        }
        if canonical == "--items" {
            options.items =
                value.isEmpty
                ? []
                : value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        } else {
            switch value {
            case "rebind": options.reusePolicy = .rebind
            case "rotate": options.reusePolicy = .rotate
            default:
                return .failure(
                    "--reuse \(displayQuoted(value)) is not a policy; write rebind or rotate")
            }
        }
    }
    return .run(options)
}
