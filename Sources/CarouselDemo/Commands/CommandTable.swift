/// The commands, in the order `help` lists them. Parsing and the help text both come from here.
enum CommandTable {
    static let commands: [CommandSpec] = [
        CommandSpec(
            name: "next", arguments: [.optional("k")], summary: "move forward k pages (default 1)"
        ) { arguments throws(InputError) in
            .next(try pageCount(arguments.first))
        },
        CommandSpec(
            name: "prev", arguments: [.optional("k")], summary: "move back k pages (default 1)"
        ) { arguments throws(InputError) in
            .previous(try pageCount(arguments.first))
        },
        CommandSpec(
            name: "jump", arguments: [.index],
            summary: "go to index i the shortest way round"
        ) { arguments throws(InputError) in
            .jump(try parseInteger(arguments[0]))
        },
        CommandSpec(
            name: "scroll", arguments: [.required("x", missing: "the offset")],
            summary: "scroll to offset x (e.g. 1.5, -0.25): 0 shows previous, 1 rests, 2 shows next"
        ) { arguments throws(InputError) in
            .scroll(try parseDecimal(arguments[0]))
        },
        CommandSpec(
            name: "drag", arguments: [.required("p", missing: "the pages"), .optional("v")],
            summary: "drag p pages (+: toward next), lift at v pages/s (default 0); show the frames"
        ) { arguments throws(InputError) in
            .drag(
                .drag(
                    pages: try dragPages(arguments[0]),
                    velocity: try liftVelocity(arguments.dropFirst().first)))
        },
        CommandSpec(
            name: "fling", arguments: [.required("v", missing: "the velocity")],
            summary: "flick and lift at v pages/s (+: toward next); show the frames"
        ) { arguments throws(InputError) in
            .drag(.fling(velocity: try liftVelocity(arguments[0])))
        },
        CommandSpec(
            name: "motion",
            arguments: [.required("m", missing: "the motion, \(MotionWord.choices)")],
            summary: "how a release moves: paging, snapping[:N] (to an item, at most N), free"
        ) { arguments throws(InputError) in
            .motion(try MotionWord.parse(arguments[0]))
        },
        CommandSpec(
            name: "autoplay",
            arguments: [.required("s|off", missing: "the interval in seconds or off")],
            summary: "advance every s seconds of tick time, or stop"
        ) { arguments throws(InputError) in
            .autoplay(try decimalOrOff(arguments[0]))
        },
        CommandSpec(
            name: "autoscroll",
            arguments: [.required("v|off", missing: "the speed in items per second or off")],
            summary: "scroll on at v items (vpt: v points) a second of tick time, or stop"
        ) { arguments throws(InputError) in
            .autoscroll(try speedOrOff(arguments[0]))
        },
        CommandSpec(
            name: "tick", arguments: [.required("t", missing: "the seconds")],
            summary: "let t seconds pass (drives autoplay, and autoscroll frame by frame)"
        ) { arguments throws(InputError) in
            .tick(try parseDecimal(arguments[0]))
        },
        CommandSpec(
            name: "insert",
            arguments: [.index, .item],
            summary: "insert item at index i (0...count)"
        ) { arguments throws(InputError) in
            .insert(try parseInteger(arguments[0]), arguments[1])
        },
        CommandSpec(
            name: "remove", arguments: [.index],
            summary: "remove the item at index i"
        ) { arguments throws(InputError) in
            .remove(try parseInteger(arguments[0]))
        },
        CommandSpec(
            name: "replace",
            arguments: [.index, .item],
            summary: "replace the item at index i with item"
        ) { arguments throws(InputError) in
            .replace(try parseInteger(arguments[0]), arguments[1])
        },
        CommandSpec(
            name: "load", arguments: [.variadic("item")],
            summary: "replace all the items (none: empty); the current item stays if still there"
        ) { arguments in
            .load(arguments)
        },
        CommandSpec(
            name: "neighbors", arguments: [.required("n", missing: "the neighbor count")],
            summary: "rebuild with n items on each side of the current one (\(neighborRange))",
            // The British spelling the demo had before the naming table (`CONTRIBUTING.md`).
            aliases: ["neighbours"]
        ) { arguments throws(InputError) in
            .neighbors(try parseInteger(arguments[0]))
        },
        CommandSpec(
            name: "few-items",
            arguments: [.required("rule", missing: "the rule, \(FewItemsWord.choices)")],
            summary: "\(FewItemsWord.choices): with fewer items than slots, repeat them or leave "
                + "slots empty"
        ) { arguments throws(InputError) in
            .fewItems(try FewItemsWord.parse(arguments[0]))
        },
        CommandSpec(name: "show", arguments: [], summary: "print the state") { _ in .show },
        CommandSpec(name: "help", arguments: [], summary: "list the commands") { _ in .help },
        CommandSpec(name: "quit", arguments: [], summary: "stop reading") { _ in .quit },
    ]

    /// The command `name` spells, by its name or an alias.
    static func command(spelled name: String) -> CommandSpec? {
        spellings[name].map { commands[$0] }
    }

    /// Each command's position in ``commands`` by every spelling, its name and its aliases: every
    /// line looks its command up twice (for the tokenizer's argument limit, then to parse), and a
    /// scan of the table, comparing strings, cost more than the rest of a `next`.
    private static let spellings: [String: Int] = {
        var spellings: [String: Int] = [:]
        for (position, spec) in commands.enumerated() {
            for spelling in [spec.name] + spec.aliases {
                precondition(
                    spellings.updateValue(position, forKey: spelling) == nil,
                    "two commands are spelled \(spelling)")
            }
        }
        return spellings
    }()

    /// How many arguments of command `name` the tokenizer keeps: one more than it takes (so an
    /// error can quote the first extra one), all for `load`; `nil` when there is no such command,
    /// so its line is refused after its first token.
    static func argumentLimit(_ name: String) -> Int? {
        command(spelled: name).map { spec in
            spec.arguments.contains { $0.kind == .variadic } ? .max : spec.arguments.count + 1
        }
    }

    /// Turns a line's tokens (the first is the command name) into a parsed, validated command;
    /// `more` counts the arguments after them that were not kept.
    static func parse(_ tokens: consuming [String], more: Int = 0) throws(InputError) -> Command {
        var arguments = tokens
        let name = arguments.removeFirst()
        guard let spec = command(spelled: name) else {
            let lowercased = name.lowercased()
            let hint =
                command(spelled: lowercased) != nil
                ? "commands are lowercase: write \(lowercased)" : "type help for the list"
            throw InputError(message: "unknown command; \(hint)")
        }
        try spec.checkArity(arguments, more: more, spelled: name)
        return try spec.build(arguments)
    }

    /// The text of `help`: one line a command, generated from the table.
    static let helpText: String = {
        let width = commands.map(\.usage.count).max()! + 2
        let lines = commands.map { spec in
            "  " + spec.usage.padding(toLength: width) + spec.summary
        }
        return
            (["commands (indices count from 0; quote items with spaces: insert 0 \"New York\"):"]
            + lines + ["lines starting with # are comments"]).joined(separator: "\n")
    }()

    /// The page counts `next` and `prev` accept.
    private static let pageCounts = 1...Int.max

    /// `k` of `next [k]` and `prev [k]`: 1 when absent, else in ``pageCounts``; digits too many
    /// for `Int` are a count out of that range too, not a syntax error.
    private static func pageCount(_ token: String?) throws(InputError) -> Int {
        guard let token else { return 1 }
        var range: String { "\(pageCounts.lowerBound)...\(pageCounts.upperBound)" }
        let pages: Int
        do {
            pages = try parseInteger(token)
        } catch {
            guard isIntegerSyntax(token) else { throw error }
            throw InputError(message: "count \(displayQuoted(token)) is out of range \(range)")
        }
        guard pageCounts.contains(pages) else {
            throw InputError(message: "count \(pages) is out of range \(range)")
        }
        return pages
    }

    /// The argument of `autoscroll`: a decimal number of items a second, one of points a second
    /// with the suffix `pt`, or `off`.
    private static func speedOrOff(_ token: String) throws(InputError) -> AutoscrollSpeed? {
        guard token.hasSuffix(AutoscrollSpeed.pointsSuffix) else {
            return try decimalOrOff(token).map(AutoscrollSpeed.itemsPerSecond)
        }
        let number = String(token.dropLast(AutoscrollSpeed.pointsSuffix.count))
        guard isDecimalSyntax(number) else {
            throw InputError(
                message: "\(displayQuoted(token)) is not a speed in points; write e.g. 128pt")
        }
        return .pointsPerSecond(try parseDecimal(number))
    }

    /// The argument of `autoplay`: a decimal number of seconds, or `off`.
    private static func decimalOrOff(_ token: String) throws(InputError) -> Double? {
        if token == "off" { return nil }
        guard isDecimalSyntax(token) else {
            let hint =
                token.lowercased() == "off"
                ? "keywords are lowercase: write off" : "write e.g. 2.5 or off"
            throw InputError(message: "\(displayQuoted(token)) is not a number or \"off\"; \(hint)")
        }
        return try parseDecimal(token)
    }
}
