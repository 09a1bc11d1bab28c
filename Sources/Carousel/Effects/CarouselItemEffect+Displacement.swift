extension CarouselItemEffect {
    /// Where an item stands from the viewport's center when its look is computed: signed,
    /// positive toward the next item whichever way the carousel runs on screen.
    public struct Displacement: Hashable, Sendable {
        /// The distance in items: 0 centered, 1 one item toward the next, −2.5 two and a half
        /// items toward the previous. It changes continuously as the view scrolls, across its
        /// recenters.
        public var items: Double
        /// The distance between the item's center and the viewport's, in points.
        public var points: Double
        /// The item's length along the axis, in points.
        public var itemLength: Double
        /// The space between two items, in points.
        public var spacing: Double

        /// A displacement.
        ///
        /// - Parameters:
        ///   - items: the distance in items, positive toward the next item.
        ///   - points: the same distance in points.
        ///   - itemLength: the item's length along the axis.
        ///   - spacing: the space between two items.
        public init(items: Double, points: Double, itemLength: Double, spacing: Double) {
            self.items = items
            self.points = points
            self.itemLength = itemLength
            self.spacing = spacing
        }

        /// The displacement of an item `items` pages from the center of a carousel whose
        /// items are `itemLength` long with `spacing` between them: `points` is `items` times
        /// the page, `itemLength + spacing`.
        ///
        /// - Parameters:
        ///   - items: the distance in pages, positive toward the next item.
        ///   - itemLength: the item's length along the axis.
        ///   - spacing: the space between two items.
        public init(pages items: Double, itemLength: Double, spacing: Double) {
            self.init(
                items: items, points: items * (itemLength + spacing), itemLength: itemLength,
                spacing: spacing)
        }

        /// Whether every value is finite.
        var isFinite: Bool {
            items.isFinite && points.isFinite && itemLength.isFinite && spacing.isFinite
        }
    }
}
