import Carousel

/// The command-line options.
struct Options: Equatable {
    /// `--json`: one JSON object a processed line.
    var json = false
    /// `--items a,b,c`: the starting items; `nil` for the built-in sample.
    var items: [String]?
    /// `--reuse rebind|rotate`.
    var reusePolicy = ReusePolicy.rebind
    /// `--neighbors N`: the positions on each side of the current one, in
    /// `CarouselLimits.neighbors`; for a row of `--lengths`, the fewest items bound on each side,
    /// from 0. `nil` when not given: 1 for pages, 0 for a row.
    var neighbors: Int?
    /// `--few-items repeat|empty`.
    var fewItems = FewItemsRule.repeating
    /// `--motion paging|snapping|snapping:N|free`: how a release moves the row; a snapping limit
    /// is at least 1 (``parseOptions(_:)`` checks it).
    var motion = CarouselMotion.paging
    /// `--fail-fast`: stop after the first error.
    var failFast = false
    /// `--lengths L1,L2,…`: each item's length in points, one an item; `nil` for a carousel of
    /// pages.
    var lengths: [Double]?
    /// `--viewport V`: the row's viewport in points (with `--lengths`).
    var viewport = 390.0
    /// `--spacing S`: the gap between two items of the row in points (with `--lengths`).
    var spacing = 0.0
    /// `--anchor center|leading`: where the row's current item rests (with `--lengths`).
    var anchor = CarouselAnchor.center

    /// The starting items: `--items`, else the sample.
    var startingItems: [String] { items ?? sampleItems }
}
/// A dozen cities, A to L, one with a space: what the demo shows without `--items`.
let sampleItems = [
    "Amsterdam", "Berlin", "Cairo", "Delhi", "Edinburgh", "Florence", "Geneva", "Helsinki",
    "Istanbul", "Jakarta", "Kuala Lumpur", "Lisbon",
]
