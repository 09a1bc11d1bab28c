/// The geometry of a row of items of different lengths: the viewport, the spacing, the anchor,
/// how far past the viewport items stay bound, the fewest neighbors bound on each side, the
/// shortest item, the axis and the direction the row runs.
///
/// Each item's length along the axis comes from the carousel's length closure; the layout bounds
/// it: a length is laid out within `minimumLength...viewportLength`, at the nearest bound when it
/// lies outside (and at the minimum when it is not finite), so that no move is refused for a
/// length the app measured. The shortest length bounds the number of slots the viewport can need,
/// ``slotCapacity``, which the row never exceeds.
///
/// An item's *cell* is the item with half the spacing on each side, `length + spacing` long;
/// consecutive cells touch, so consecutive items lie `spacing` apart.
///
/// The row counts every distance from the viewport's leading edge toward the next items
/// (``RowItemFrame``, the anchor). Right to left (``CarouselGeometry/LayoutDirection/rightToLeft``,
/// horizontal only) the next items lie on the left and the leading edge is the right one: the
/// coordinator mirrors the content offsets, the slots' spans and the release velocity it
/// exchanges with the scroll view, so that a view places what it is told, as for pages.
public struct RowLayout: Hashable, Sendable {
    /// The most slots a row may need: ``slotCapacity`` is at most this.
    public static let maximumSlotCount = SlotBytes.capacity

    /// The visible length of the row along the axis, in points.
    public let viewportLength: Double
    /// The length no item is shorter than, in points.
    public let minimumLength: Double
    /// The gap between two items, in points.
    public let spacing: Double
    /// How far past each edge of the viewport items stay bound, in points: a view that draws or
    /// scrolls that far past its bounds before the next frame still finds them bound.
    public let margin: Double
    /// Which item is current, and where items rest.
    public let anchor: CarouselAnchor
    /// The axis along which the items lie (stored beside the anchor, in its padding: a frame
    /// copies the layout).
    public let axis: CarouselGeometry.Axis
    /// Which way the next items lie; right to left applies to the horizontal axis only.
    public let layoutDirection: CarouselGeometry.LayoutDirection
    /// The fewest items bound on each side of the current one, as a carousel of pages binds its
    /// ``Carousel/neighbors``: the window holds every item that reaches into the viewport and
    /// its margins, and at least this many before and after the current item even when long
    /// items leave the viewport fewer (for a view that shows them past its bounds, or that
    /// wants them configured before they come on screen). 0 by default: the viewport decides.
    /// Items of equal length that fill the viewport already hold as many neighbors as a
    /// carousel of pages of that geometry.
    public let neighbors: Int

    /// Checks and stores a row's geometry.
    ///
    /// - Parameters:
    ///   - viewportLength: `V > 0`.
    ///   - minimumLength: the shortest item, in `(0, V]`.
    ///   - spacing: `s >= 0`.
    ///   - margin: `m >= 0`, 0 by default.
    ///   - anchor: ``CarouselAnchor/center`` by default.
    ///   - neighbors: the fewest items bound on each side of the current one, from 0 (the
    ///     default) to the upper bound of ``CarouselLimits/neighbors``.
    ///   - axis: ``CarouselGeometry/Axis/horizontal`` (the default) or
    ///     ``CarouselGeometry/Axis/vertical``.
    ///   - layoutDirection: which way the next items lie on a horizontal axis; left to right by
    ///     default.
    /// - Throws: ``CarouselError/Code/invalidNeighbors`` for a neighbor count out of that range;
    ///   ``CarouselError/Code/invalidGeometry``, naming the bad input, for a value that is not
    ///   finite or out of range, or when items of the minimum length would need more than
    ///   ``maximumSlotCount`` slots; nothing is created then.
    /// - Complexity: O(1).
    public init(
        viewportLength: Double, minimumLength: Double, spacing: Double = 0, margin: Double = 0,
        anchor: CarouselAnchor = .center, neighbors: Int = 0,
        axis: CarouselGeometry.Axis = .horizontal,
        layoutDirection: CarouselGeometry.LayoutDirection = .leftToRight
    ) throws(CarouselError) {
        let neighborCounts = 0...CarouselLimits.neighbors.upperBound
        guard neighborCounts.contains(neighbors) else {
            throw .invalidNeighbors(neighbors, range: neighborCounts)
        }
        try CarouselError.checkLayoutLengths(
            viewport: viewportLength, item: ("minimum length", minimumLength), spacing: spacing,
            margin: margin)
        self.viewportLength = viewportLength
        self.minimumLength = minimumLength
        self.spacing = spacing
        self.margin = margin
        self.anchor = anchor
        self.neighbors = neighbors
        self.axis = axis
        self.layoutDirection = layoutDirection
        let needed = Self.slotsNeeded(
            span: viewportLength + 2 * margin + spacing, cell: minimumLength + spacing
        ).map { $0 + 2 * neighbors }
        guard let needed, needed <= Self.maximumSlotCount else {
            throw .invalidGeometry(
                reason: "items of minimum length \(minimumLength) with spacing \(spacing) would "
                    + "need more than \(Self.maximumSlotCount) slots to fill the viewport "
                    + "\(viewportLength) and margins \(margin)"
                    + (neighbors > 0 ? " with \(neighbors) neighbors on each side" : ""))
        }
        slotCapacity = needed
    }

    /// The most slots the row can need: the items that cover the viewport and the margins, one
    /// partly shown at each end, the current one when its cell holds the anchor in a gap, and
    /// the ``neighbors`` on each side beyond them.
    public let slotCapacity: Int

    /// This layout with the values given changed, checked as the initializer checks them: a
    /// new viewport, spacing or neighbor count keeps every other value.
    ///
    /// - Parameters:
    ///   - viewportLength: the new ``viewportLength``, or `nil` to keep it.
    ///   - minimumLength: the new ``minimumLength``, or `nil` to keep it.
    ///   - spacing: the new ``spacing``, or `nil` to keep it.
    ///   - margin: the new ``margin``, or `nil` to keep it.
    ///   - anchor: the new ``anchor``, or `nil` to keep it.
    ///   - neighbors: the new ``neighbors``, or `nil` to keep it.
    ///   - axis: the new ``axis``, or `nil` to keep it.
    ///   - layoutDirection: the new ``layoutDirection``, or `nil` to keep it.
    /// - Throws: what the initializer throws for the new values; nothing is created then.
    /// - Complexity: O(1).
    public func with(
        viewportLength: Double? = nil, minimumLength: Double? = nil, spacing: Double? = nil,
        margin: Double? = nil, anchor: CarouselAnchor? = nil, neighbors: Int? = nil,
        axis: CarouselGeometry.Axis? = nil,
        layoutDirection: CarouselGeometry.LayoutDirection? = nil
    ) throws(CarouselError) -> RowLayout {
        try RowLayout(
            viewportLength: viewportLength ?? self.viewportLength,
            minimumLength: minimumLength ?? self.minimumLength, spacing: spacing ?? self.spacing,
            margin: margin ?? self.margin, anchor: anchor ?? self.anchor,
            neighbors: neighbors ?? self.neighbors, axis: axis ?? self.axis,
            layoutDirection: layoutDirection ?? self.layoutDirection)
    }

    /// Whether `other` lays the row out as this one does, whatever the axis and direction of
    /// each: the same items at the same distances from the leading edge.
    func laysOutAlike(_ other: RowLayout) -> Bool {
        // `other`'s values with this axis and direction always pass the checks again.
        (try? other.with(axis: axis, layoutDirection: layoutDirection)) == self
    }

    /// Whether the next items lie before the previous ones along the content: a horizontal row
    /// right to left.
    @inlinable
    var isFlipped: Bool { axis == .horizontal && layoutDirection == .rightToLeft }

    /// `floor(span / cell) + 3`, or `nil` when that is not a count a row could hold.
    private static func slotsNeeded(span: Double, cell: Double) -> Int? {
        let whole = (span / cell).rounded(.down)
        guard whole.isFinite, whole < Double(maximumSlotCount) else { return nil }
        return Int(whole) + 3
    }

    /// The anchor's distance from the viewport's leading edge.
    @inlinable
    var anchorPoint: Double { anchor == .center ? viewportLength / 2 : 0 }

    /// How far into its cell the anchor lies when the item of cell length `cell` rests: its
    /// center on the center, or its leading edge on the viewport's.
    @inlinable
    func restPhase(cell: Double) -> Double {
        anchor == .center ? cell / 2 : spacing / 2
    }

    /// The length an item of length `length` is laid out at: the nearest length in
    /// `minimumLength...viewportLength`, and the minimum for one that is not finite.
    ///
    /// An item's length is the app's measure of its content, not an argument it can check:
    /// fitted, a length never makes a move fail, and a row that lays items out never throws.
    @inlinable
    func fitted(_ length: Double) -> Double {
        length.isFinite ? min(max(length, minimumLength), viewportLength) : minimumLength
    }

    /// The cell of an item of length `length`: `fitted(length) + spacing`.
    @inlinable
    func cell(length: Double) -> Double { fitted(length) + spacing }
}
