import Carousel

/// One option: its spellings (the long one last), the name of its value (nil for a flag), its
/// help line, for an option with a value what a message says it needs, and the old spellings it
/// still accepts.
struct OptionSpec {
    let names: [String]
    let value: String?
    let summary: String
    /// Completes `--reuse needs a value…` (`: rebind or rotate`).
    var needs = ""
    /// Spellings read as this option but shown nowhere (not in the help, the usage line or the
    /// list of options), so that command lines written before a rename keep working; a message
    /// about the option quotes the spelling the user typed.
    var aliases: [String] = []

    /// The spelling the help and the usage line show.
    var name: String { names.last! }

    /// Whether `spelling` names this option, documented or not.
    func isSpelled(_ spelling: String) -> Bool {
        names.contains(spelling) || aliases.contains(spelling)
    }

    /// `--items <a,b,c>`, as the help lists it.
    var usage: String { names.joined(separator: ", ") + (value.map { " <\($0)>" } ?? "") }

    /// `[--items a,b,c]`, as the usage line shows it.
    var synopsis: String { "[\(name)" + (value.map { " \($0)" } ?? "") + "]" }
}

/// The neighbor counts, as messages and the help write them: `1...7`.
let neighborRange =
    "\(CarouselLimits.neighbors.lowerBound)...\(CarouselLimits.neighbors.upperBound)"

/// The neighbor counts of a row of `--lengths`, which may bind none beyond the viewport:
/// `0...7`.
let rowNeighborRange = "0...\(CarouselLimits.neighbors.upperBound)"

/// The options, in the order the help and the messages list them, help last. Parsing, the usage
/// line and the help text all come from here.
let optionSpecs = [
    OptionSpec(names: ["--json"], value: nil, summary: "print one JSON object for each input line"),
    OptionSpec(
        names: ["--items"], value: "a,b,c",
        summary: "the starting items, split on commas (\"\" for none; default: 12 cities)",
        needs: ", e.g. --items a,b,c (--items \"\" for none)"),
    OptionSpec(
        names: ["--reuse"], value: "rebind|rotate",
        summary: "how the slots follow the window (default: rebind)", needs: ": rebind or rotate"),
    OptionSpec(
        names: ["--neighbors"], value: "N",
        summary:
            "N items each side: \(neighborRange), default 1; with --lengths \(rowNeighborRange), "
            + "default 0",
        needs: ": an integer from \(CarouselLimits.neighbors.lowerBound) to "
            + "\(CarouselLimits.neighbors.upperBound), or from 0 with --lengths",
        // The British spelling the demo had before the naming table (`CONTRIBUTING.md`).
        aliases: ["--neighbours"]),
    OptionSpec(
        names: ["--few-items"], value: "repeat|empty",
        summary: "too few items: repeat them or leave slots empty (default: repeat)",
        needs: ": repeat or empty"),
    OptionSpec(
        names: ["--motion"], value: "M",
        summary: "how a release moves: paging (default), snapping[:N] or free",
        needs: ": \(MotionWord.choices)"),
    OptionSpec(
        names: ["--lengths"], value: "L1,L2,…",
        summary: "items of different lengths: item i is Li points (new ones: item:L)",
        needs: ", e.g. --lengths 80,120,60 (one length an item, in points)"),
    OptionSpec(
        names: ["--viewport"], value: "V",
        summary: "the row's visible length in points, with --lengths (default: 390)",
        needs: ": a length in points, e.g. 390"),
    OptionSpec(
        names: ["--spacing"], value: "S",
        summary: "the gap between the row's items in points, with --lengths (default: 0)",
        needs: ": a length in points, e.g. 8"),
    OptionSpec(
        names: ["--anchor"], value: "center|leading",
        summary: "where the row's current item rests, with --lengths (default: center)",
        needs: ": center or leading"),
    OptionSpec(names: ["--fail-fast"], value: nil, summary: "stop reading at the first error"),
    OptionSpec(names: ["-h", "--help"], value: nil, summary: "show this help"),
]

/// The widest a line of the usage and the help gets.
let usageWidth = 100

/// `usage: CarouselDemo [--json] [--items a,b,c] …`: the options of a run, so not help, wrapped
/// under the first option where a line would be wider than ``usageWidth``.
let usageLine: String = {
    let start = "usage: CarouselDemo"
    var lines = [start]
    for synopsis in optionSpecs.dropLast().map(\.synopsis) {
        if lines[lines.count - 1].count + 1 + synopsis.count > usageWidth {
            lines.append(String(repeating: " ", count: start.count))
        }
        lines[lines.count - 1] += " " + synopsis
    }
    return lines.joined(separator: "\n")
}()

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
            "Drives an endless carousel with commands read from standard input, one a line: three",
            "slots, or 2N + 1 with --neighbors N. On a terminal it draws the carousel; with piped",
            "input it prints plain text; with --json, one JSON object a line. With --lengths it",
            "drives a row of items of different lengths instead, as many as fill --viewport and at",
            "least --neighbors N more on each side. Exit status: 0 if every line succeeded, 1 if any",
            "failed, 64 for a bad command line, 74 if standard input could not be read or standard",
            "output written.",
            "",
            "options:",
        ] + options + [""] + [CommandTable.helpText]).joined(separator: "\n") + "\n"
}()
