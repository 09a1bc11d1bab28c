import Carousel
import PropertyTesting

/// The fixed part of a simulated session: storage size, layout, reuse policy, display rate.
struct SimulationSetup: CustomStringConvertible {
    /// Items in an array; `nil` for the range `0..<Int.max`.
    var count: Int?
    var itemLength: Double
    var spacing: Double
    /// The viewport as a fraction of the way from the item length (hidden neighbors) to the
    /// widest viewport three slots fill, `2 * itemLength + spacing`.
    var viewportFraction: Double
    var axis: CarouselGeometry.Axis
    var layoutDirection: CarouselGeometry.LayoutDirection
    var policy: ReusePolicy
    var framesPerSecond: Double
    /// Added to every resting offset of the scroll view (a view that settles off the page).
    var restingError: Double
    var neighbors = 1
    /// The coordinator's prefetch distance (0: off).
    var prefetchDistance = 0
    var fewItems = FewItemsRule.repeating
    /// How a release moves the row, and the scroll view's rate for the glides.
    var motion = CarouselMotion.paging
    var decelerationRate = 0.998

    var description: String {
        "\(count.map(String.init) ?? "0..<Int.max") items, item \(itemLength), spacing \(spacing), "
            + "viewport fraction \(viewportFraction), \(axis), \(layoutDirection), \(policy), "
            + "\(framesPerSecond) Hz, resting error \(restingError)"
            + (neighbors == 1 && fewItems == .repeating
                ? "" : ", \(neighbors) neighbors, \(fewItems)")
            + (motion == .paging ? "" : ", \(motion) at rate \(decelerationRate)")
            + (prefetchDistance == 0 ? "" : ", prefetching \(prefetchDistance)")
    }

    /// The viewport length for a fraction of the valid range.
    /// The viewport that shows the current item, the `r - 1` inner neighbors on each side, and
    /// `fraction` of a page more: from the inner positions only (0) to nearly the widest the
    /// slots fill (below 1).
    func viewportLength(fraction: Double) -> Double {
        guard neighbors > 1 else { return itemLength + fraction * (itemLength + spacing) }
        return itemLength + (Double(2 * (neighbors - 1)) + fraction) * (itemLength + spacing)
    }

    func geometry(fraction: Double? = nil) throws(CarouselError) -> CarouselGeometry {
        try CarouselGeometry(
            viewportLength: viewportLength(fraction: fraction ?? viewportFraction),
            itemLength: itemLength, spacing: spacing, axis: axis, layoutDirection: layoutDirection,
            neighbors: neighbors)
    }

    static func random(counts: [Int?], using r: inout SplitMix64) -> SimulationSetup {
        let layouts: [(Double, Double, Double)] = [
            (343, 32, 0),  // an app-store row, neighbors hidden
            (300, 10, Double.random(in: 0..<1, using: &r)),  // peeking cards
            (100.1, 7.3, 0.999),  // nearly the widest, off the pixel grid
            (200, 0, 0),  // plain pages, no spacing
        ]
        let (item, spacing, fraction) = layouts.randomElement(using: &r)!
        let vertical = Int.random(in: 0..<4, using: &r) == 0
        return SimulationSetup(
            count: counts.randomElement(using: &r)!, itemLength: item, spacing: spacing,
            viewportFraction: fraction, axis: vertical ? .vertical : .horizontal,
            layoutDirection: !vertical && Bool.random(using: &r) ? .rightToLeft : .leftToRight,
            policy: ReusePolicy.allCases.randomElement(using: &r)!,
            framesPerSecond: Bool.random(using: &r) ? 60 : 120,
            restingError: [0, 0, 0.3, -0.2].randomElement(using: &r)!)
    }
}
