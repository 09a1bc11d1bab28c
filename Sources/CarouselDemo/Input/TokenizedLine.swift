/// What one input line holds.
enum TokenizedLine: Equatable {
    /// A blank or comment line: it prints nothing.
    case skip
    /// The line's tokens after unquoting; never empty, the first one is the command. `more`
    /// counts the tokens after them that were checked but not kept (see ``tokenizeLine(_:keeping:)``).
    case tokens([String], more: Int = 0)
    /// The line could not be split into tokens, so it has no command.
    case failure(InputError)
}
