// Shared with the fuzz target, which compiles PropertyTesting's SplitMix64.swift into its own
// module.
import Carousel

#if canImport(PropertyTesting)
    import PropertyTesting
#endif

/// The fixed part of a random session on a carousel of items of their own lengths, as the core's
/// row session and the simulation's draw it: the viewport, spacing, margin and anchor, the
/// reuse policy, the few-items rule, the neighbors and the direction (which only a driver of a
/// scroll view sees: the core's row counts from the leading edge either way); the lengths of `0..<Int.max` are hashed
/// from the index.
public struct RowSetup: CustomStringConvertible, Sendable {
    public var viewport: Double
    public var spacing: Double
    public var margin: Double
    public var leading: Bool
    public var policy: ReusePolicy
    public var fewItems: FewItemsRule
    /// The fewest items the window holds on each side of the current one.
    public var neighbors: Int
    /// Whether the row runs right to left: its next items on the left of a horizontal view.
    public var rightToLeft: Bool

    public init(
        viewport: Double, spacing: Double, margin: Double, leading: Bool, policy: ReusePolicy,
        fewItems: FewItemsRule = .repeating, neighbors: Int = 0, rightToLeft: Bool = false
    ) {
        (self.viewport, self.spacing, self.margin) = (viewport, spacing, margin)
        (self.leading, self.policy, self.fewItems) = (leading, policy, fewItems)
        (self.neighbors, self.rightToLeft) = (neighbors, rightToLeft)
    }

    public var description: String {
        "viewport \(viewport), spacing \(spacing), margin \(margin), "
            + "\(leading ? "leading" : "center"), \(policy), \(fewItems), neighbors \(neighbors)"
            + (rightToLeft ? ", right to left" : "")
    }

    /// The shortest length an item has: a tenth of the viewport.
    public var minimumLength: Double { viewport / 10 }

    /// The length of item `index` of `0..<Int.max`: from a tenth of the viewport to all of it
    /// (the sum's rounding held to the viewport, the longest length a layout allows).
    public func hashedLength(_ index: Int) -> Double {
        var random = SplitMix64(seed: UInt64(bitPattern: Int64(index)))
        return min(
            viewport,
            minimumLength + (viewport - minimumLength) * Double(random.next() % 1024) / 1023)
    }

    /// The layout, with another viewport or spacing when given (the minimum stays a tenth of
    /// the first viewport).
    public func layout(viewport: Double? = nil, spacing: Double? = nil) throws(CarouselError)
        -> RowLayout
    {
        try RowLayout(
            viewportLength: viewport ?? self.viewport, minimumLength: minimumLength,
            spacing: spacing ?? self.spacing, margin: margin, anchor: leading ? .leading : .center,
            neighbors: neighbors, layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
    }
}
