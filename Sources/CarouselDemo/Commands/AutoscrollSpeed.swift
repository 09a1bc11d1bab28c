/// The speed of `autoscroll`, in the unit it is typed in: `2` items a second, `128pt` points a
/// second. A carousel of pages scrolls in items (it has no length in points here), a row of
/// items of their own lengths in points (its items have no length in common).
enum AutoscrollSpeed: Equatable, Sendable {
    case itemsPerSecond(Double)
    case pointsPerSecond(Double)

    /// The suffix of a speed in points.
    static let pointsSuffix = "pt"

    /// The number typed, whatever its unit.
    var value: Double {
        switch self {
        case .itemsPerSecond(let value), .pointsPerSecond(let value): value
        }
    }
}
