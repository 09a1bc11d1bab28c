/// One parsed input command, with its arguments typed but not yet checked against the carousel.
enum Command: Equatable, Sendable {
    /// `next [k]`: advance by `k` pages.
    case next(Int)
    /// `prev [k]`: advance by `-k` pages.
    case previous(Int)
    /// `jump i`.
    case jump(Int)
    /// `scroll x`.
    case scroll(Double)
    /// `autoplay s`, or `autoplay off` (`nil`).
    case autoplay(Double?)
    /// `tick t`.
    case tick(Double)
    /// `insert i item`.
    case insert(Int, String)
    /// `remove i`.
    case remove(Int)
    /// `replace i item`.
    case replace(Int, String)
    /// `load [item ...]`.
    case load([String])
    /// `show`.
    case show
    /// `help`.
    case help
    /// `quit`.
    case quit

    /// The page counts `next` and `prev` accept.
    static let pageCounts = 1...Int.max

    /// Checks what the demo itself restricts, after parsing and before running; everything that
    /// depends on the carousel (indices, offsets, intervals) is left to the library, which checks
    /// its arguments before it changes anything.
    func validate() throws(InputError) {
        switch self {
        case .next(let pages), .previous(let pages):
            guard Self.pageCounts.contains(pages) else {
                throw InputError(message: "count \(pages) is out of range \(Self.pageCountsText)")
            }
        default:
            break
        }
    }

    static var pageCountsText: String { "\(pageCounts.lowerBound)...\(pageCounts.upperBound)" }
}
