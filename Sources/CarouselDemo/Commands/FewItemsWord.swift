import Carousel

/// The words `--few-items` and the `few-items` command take for a ``FewItemsRule``.
enum FewItemsWord {
    /// Each word and its rule, in the order messages list them.
    static let all: [(word: String, rule: FewItemsRule)] = [
        ("repeat", .repeating), ("empty", .leavingEmpty),
    ]

    /// `repeat or empty`.
    static let choices = all.map(\.word).joined(separator: " or ")

    /// The rule `word` names, or `nil`.
    static func rule(_ word: String) -> FewItemsRule? {
        all.first { $0.word == word }?.rule
    }

    /// The argument of the `few-items` command: one of the words.
    static func parse(_ token: String) throws(InputError) -> FewItemsRule {
        if let rule = rule(token) { return rule }
        let hint =
            rule(token.lowercased()) != nil
            ? "keywords are lowercase: write \(token.lowercased())" : "write \(choices)"
        throw InputError(message: "\(displayQuoted(token)) is not a rule; \(hint)")
    }
}
