/// One line of the command table: the name, the signature, the help summary, the old spellings
/// it still accepts, and how the arguments (already counted against the signature) become a
/// ``Command``.
struct CommandSpec: Sendable {
    let name: String
    let arguments: [ArgumentSpec]
    let summary: String
    /// Names read as this command but shown nowhere (not in `help`), so that scripts written
    /// before a rename keep working; a message about the command quotes the name typed.
    var aliases: [String] = []
    let build: @Sendable (_ arguments: [String]) throws(InputError) -> Command

    /// `insert i item`, as `help` lists it.
    var usage: String { usage(spelled: name) }

    /// The usage with the command named `spelling`, the name or an alias.
    func usage(spelled spelling: String) -> String {
        ([spelling] + arguments.map(\.usage)).joined(separator: " ")
    }

    /// Checks the number of arguments against the signature; `more` counts arguments given after
    /// these but not kept. The messages' usage names the command `spelling`, as the user did.
    func checkArity(_ given: [String], more: Int = 0, spelled spelling: String) throws(InputError) {
        // The usage is built only for a message: most lines are well formed.
        let required = arguments.count { $0.kind == .required }
        if given.count < required {
            let missing = arguments.filter { $0.kind == .required }[given.count].missingName
            throw InputError(message: "missing \(missing); usage: \(usage(spelled: spelling))")
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
                message: "takes \(most)\(arguments.count) \(noun) (\(usage(spelled: spelling))), "
                    + "got an extra \(shown)"
                    + (arguments.last?.name == "item"
                        ? "; quote an item with spaces: \"New York\"" : ""))
        }
    }
}
