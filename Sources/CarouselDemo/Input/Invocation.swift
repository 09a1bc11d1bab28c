import Carousel

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
/// `--name=value` is accepted too. An option's old spelling (``OptionSpec/aliases``) reads as the
/// option, and a message about it quotes the spelling typed, as argument-parser's do.
func parseOptions(_ arguments: [String]) -> Invocation {
    var options = Options()
    // The options given so far, each with the spelling it was first given as.
    var seen: [String: String] = [:]
    var rest = arguments[...]
    while let argument = rest.popFirst() {
        var name = argument
        var attached: String?
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            name = String(argument[..<equals])
            attached = String(argument[argument.index(after: equals)...])
        }
        guard let spec = optionSpecs.first(where: { $0.isSpelled(name) }) else {
            return .failure(
                name.hasPrefix("-")
                    ? "unknown option \(displayQuoted(name)); the options are \(optionNames)"
                    : "unexpected argument \(displayQuoted(argument)); "
                        + "commands are read from standard input")
        }
        let canonical = spec.name
        if canonical == "--help" { return .help }
        if let first = seen[canonical] {
            let also = first == name ? "" : " (also as \(first))"
            return .failure("\(name) is given twice\(also); give it once")
        }
        seen[canonical] = name
        guard spec.value != nil else {
            if let attached {
                return .failure("\(name) takes no value, got \(displayQuoted(attached))")
            }
            if canonical == "--json" { options.json = true } else { options.failFast = true }
            continue
        }
        guard let value = attached ?? rest.popFirst() else {
            return .failure("\(name) needs a value\(spec.needs)")
        }
        if let problem = apply(value, of: canonical, spelled: name, to: &options) {
            return .failure(problem)
        }
    }
    if let problem = rowProblem(options, given: seen) { return .failure(problem) }
    return .run(options)
}

/// What is wrong with the options of a row of items of different lengths, once all are read:
/// a length for each item, none longer than the viewport; the row's options without
/// `--lengths`, and no neighbors on pages.
private func rowProblem(_ options: Options, given seen: [String: String]) -> String? {
    guard let lengths = options.lengths else {
        if options.neighbors == 0, let spelling = seen["--neighbors"] {
            return "\(spelling) \(displayQuoted("0")) is out of range \(neighborRange): only a row "
                + "of --lengths binds 0 neighbors"
        }
        let rowOnly = ["--viewport", "--spacing", "--anchor"].compactMap { seen[$0] }
        return rowOnly.first.map { "\($0) sets the row of --lengths; give --lengths too" }
    }
    let items = options.startingItems
    guard lengths.count == items.count else {
        return "--lengths gives \(lengths.count) \(lengths.count == 1 ? "length" : "lengths") "
            + "for \(items.count) \(items.count == 1 ? "item" : "items"); give one length an item"
    }
    if let index = lengths.firstIndex(where: { $0 > options.viewport }) {
        return "--lengths: length \(lengths[index]) of item \(index) "
            + "(\(displayQuoted(items[index]))) is longer than the viewport \(options.viewport)"
    }
    return nil
}

/// A length of a row in points, from `token`: a decimal number, positive (`--viewport`,
/// `--lengths`) or not negative (`--spacing`); the problem, naming `what`, otherwise.
func parseRowLength(_ token: String, what: String, allowingZero: Bool = false) -> Result<
    Double, InputError
> {
    let value: Double
    do {
        value = try parseDecimal(token)
    } catch {
        return .failure(
            InputError(message: "\(what) \(displayQuoted(token)) is not a number of points"))
    }
    guard allowingZero ? value >= 0 : value > 0 else {
        let bound = allowingZero ? "must not be negative" : "must be positive"
        return .failure(InputError(message: "\(what) \(value) \(bound)"))
    }
    return .success(value)
}

/// Sets the option `name` (given as `spelling`) to `value`; the problem with the value, if any.
private func apply(
    _ value: String, of name: String, spelled spelling: String, to options: inout Options
) -> String? {
    // `--neighbours "0"`: the option as typed, and its value.
    let given = "\(spelling) \(displayQuoted(value))"
    switch name {
    case "--items":
        options.items =
            value.isEmpty
            ? [] : value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    case "--reuse":
        switch value {
        case "rebind": options.reusePolicy = .rebind
        case "rotate": options.reusePolicy = .rotate
        default: return "\(given) is not a policy; write rebind or rotate"
        }
    case "--neighbors":
        guard isIntegerSyntax(value) else {
            return
                "\(given) is not an integer; write one in \(neighborRange) (\(rowNeighborRange) with "
                + "--lengths)"
        }
        // Digits too many for `Int` are out of the range too; 0 only a row takes, which the
        // check of the whole command line decides.
        guard let count = try? parseInteger(value),
            (0...CarouselLimits.neighbors.upperBound).contains(count)
        else {
            return "\(given) is out of range \(neighborRange) (\(rowNeighborRange) with --lengths)"
        }
        options.neighbors = count
    case "--motion":
        let motion: CarouselMotion?
        do {
            motion = try MotionWord.motion(value)
        } catch {
            return "\(given) has a limit out of range \(MotionWord.limits)"
        }
        guard let motion else { return "\(given) is not a motion; write \(MotionWord.choices)" }
        if case .snapping(let limit?) = motion, limit < 1 {
            return "\(given) has a limit out of range \(MotionWord.limits): a fling moves at "
                + "least 1 item (snapping for no limit)"
        }
        options.motion = motion
    case "--lengths":
        guard !value.isEmpty else {
            options.lengths = []
            return nil
        }
        var lengths: [Double] = []
        for (number, token) in value.split(separator: ",", omittingEmptySubsequences: false)
            .enumerated()
        {
            switch parseRowLength(String(token), what: "the length of item \(number)") {
            case .success(let length): lengths.append(length)
            case .failure(let error): return "\(given): \(error.message)"
            }
        }
        options.lengths = lengths
    case "--viewport", "--spacing":
        let isViewport = name == "--viewport"
        switch parseRowLength(
            value, what: isViewport ? "the viewport" : "the spacing", allowingZero: !isViewport)
        {
        case .success(let length):
            if isViewport { options.viewport = length } else { options.spacing = length }
        case .failure(let error): return "\(given): \(error.message)"
        }
    case "--anchor":
        switch value {
        case "center": options.anchor = .center
        case "leading": options.anchor = .leading
        default: return "\(given) is not an anchor; write center or leading"
        }
    default:  // --few-items, the last option with a value
        guard let rule = FewItemsWord.rule(value) else {
            return "\(given) is not a rule; write \(FewItemsWord.choices)"
        }
        options.fewItems = rule
    }
    return nil
}
