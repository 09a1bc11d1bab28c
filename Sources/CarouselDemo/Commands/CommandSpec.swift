/// One line of the command table: the name, the signature, the help summary, and how the
/// arguments (already counted against the signature) become a ``Command``.
struct CommandSpec: Sendable {
    let name: String
    let arguments: [ArgumentSpec]
    let summary: String
    let build: @Sendable (_ arguments: [String]) throws(InputError) -> Command

    /// `insert i item`.
    var usage: String { ([name] + arguments.map(\.usage)).joined(separator: " ") }

    /// Checks the number of arguments against the signature; `more` counts arguments given after
    /// these but not kept.
    func checkArity(_ given: [String], more: Int = 0) throws(InputError) {
        let required = arguments.count { $0.kind == .required }
        if given.count < required {
            let missing = arguments.filter { $0.kind == .required }[given.count].missingName
            throw InputError(message: "missing \(missing); usage: \(usage)")
        }
        guard !arguments.contains(where: { $0.kind == .variadic }) else { return }
        guard given.count > arguments.count else { return }
        let extra = given[arguments.count...]
        let others = extra.count - 1 + more
        let shown = displayQuoted(extra.first!) + (others > 0 ? " and \(others) more" : "")
        switch arguments.count {
        case 0: throw InputError(message: "takes no arguments, got \(shown)")
        default:
            let most = arguments.count == required ? "" : "at most "
            let noun = arguments.count == 1 ? "argument" : "arguments"
            throw InputError(
                message: "takes \(most)\(arguments.count) \(noun) (\(usage)), got an extra \(shown)"
                    + (arguments.last?.name == "item"
                        ? "; quote an item with spaces: \"New York\"" : ""))
        }
    }
}
