import Carousel

/// The words `--motion` and the `motion` command take for a ``CarouselMotion``: `paging`,
/// `snapping`, `snapping:N` (at most `N` items a fling) and `free`.
enum MotionWord {
    /// Each word without a limit and its motion, in the order messages list them.
    static let all: [(word: String, motion: CarouselMotion)] = [
        ("paging", .paging), ("snapping", .snapping), ("free", .free),
    ]

    /// What a limited snapping is written as: `snapping:` and the limit.
    static let limitPrefix = "snapping:"

    /// `paging, snapping, snapping:N or free`.
    static let choices = "paging, snapping, \(limitPrefix)N or free"

    /// The motion `word` names, its limit unchecked (`snapping:0` reads as a limit of 0, which
    /// the carousel refuses with its own message); `nil` when it names none.
    ///
    /// - Throws: when the limit is an integer too large for `Int`.
    static func motion(_ word: String) throws(InputError) -> CarouselMotion? {
        if let motion = all.first(where: { $0.word == word })?.motion { return motion }
        guard word.hasPrefix(limitPrefix) else { return nil }
        let limit = String(word.dropFirst(limitPrefix.count))
        guard isIntegerSyntax(limit) else { return nil }
        guard let value = try? parseInteger(limit) else {
            throw InputError(
                message: "snapping limit \(displayQuoted(limit)) is out of range \(limits)")
        }
        return .snapping(limit: value)
    }

    /// The snapping limits a carousel accepts, as messages write them.
    static let limits = "1...\(Int.max)"

    /// The argument of the `motion` command: one of the words.
    static func parse(_ token: String) throws(InputError) -> CarouselMotion {
        if let motion = try motion(token) { return motion }
        let lowercased = token.lowercased()
        let hint =
            (try? motion(lowercased)) != nil
            ? "keywords are lowercase: write \(lowercased)" : "write \(choices)"
        throw InputError(message: "\(displayQuoted(token)) is not a motion; \(hint)")
    }

    /// How a message quotes `motion` as typed: `snapping:3` for `.snapping(limit: 3)`.
    static func word(for motion: CarouselMotion) -> String {
        if case .snapping(let limit?) = motion { return limitPrefix + String(limit) }
        return all.first { $0.motion == motion }!.word
    }
}
