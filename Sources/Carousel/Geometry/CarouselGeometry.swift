/// Where the three slots lie in a scroll view, and how content offsets map to page units.
///
/// For a view that shows the slots along one axis with the current item centred: the paging
/// stride is `pageLength = itemLength + spacing`, the content is three pages long, slot `j` starts
/// at `j * pageLength + spacing / 2`, and the scroll view rests at `pageLength` (the middle page).
/// Make the scroll view's paging frame one page long (the item plus the spacing) and let it draw
/// outside its bounds to show the neighbours peeking in.
///
/// Three slots fill a viewport shorter than two items and one spacing (`V < 2I + s`): the current
/// item with up to half of each neighbour. The viewport then reaches ``recentringMargin`` pages
/// past the current page on each side, and recentring that far before the content's ends (as
/// ``CarouselScrollCoordinator`` does) means a drag never shows past the slots.
///
/// Right to left (``LayoutDirection/rightToLeft``, horizontal only) puts *next* on the left: in
/// unflipped coordinates slot `j` lies at `(2 - j) * pageLength + spacing / 2`, and an offset of
/// `x` page units is the content offset `(2 - x) * pageLength`. The rest offset is the same.
public struct CarouselGeometry: Hashable, Sendable {
    /// The visible length of the carousel along the axis.
    public let viewportLength: Double
    /// The length of one item along the axis.
    public let itemLength: Double
    /// The gap between two items.
    public let spacing: Double
    /// The axis along which the slots lie.
    public let axis: Axis
    /// Which way *next* lies; right to left applies to the horizontal axis only.
    public let layoutDirection: LayoutDirection

    /// Checks and stores a layout.
    ///
    /// - Parameters:
    ///   - viewportLength: `V > 0`.
    ///   - itemLength: `0 < I <= V`.
    ///   - spacing: `s >= 0`.
    ///   - axis: ``Axis/horizontal`` (the default) or ``Axis/vertical``.
    ///   - layoutDirection: which way *next* lies on a horizontal axis; left to right by default.
    /// - Throws: ``CarouselError/invalidGeometry(reason:)`` naming the bad input when a value is
    ///   not finite or out of range, when the content length would not be finite, or when the
    ///   viewport is not shorter than `2 * itemLength + spacing` (three slots would leave it
    ///   showing empty space while the user drags); nothing is created then.
    /// - Complexity: O(1).
    public init(
        viewportLength: Double, itemLength: Double, spacing: Double = 0,
        axis: Axis = .horizontal, layoutDirection: LayoutDirection = .leftToRight
    ) throws(CarouselError) {
        for (name, value) in [
            ("viewport length", viewportLength), ("item length", itemLength),
            ("spacing", spacing),
        ] where !value.isFinite {
            throw .invalidGeometry(reason: "\(name) \(value) is not finite")
        }
        guard viewportLength > 0 else {
            throw .invalidGeometry(reason: "viewport length \(viewportLength) must be positive")
        }
        guard itemLength > 0, itemLength <= viewportLength else {
            throw .invalidGeometry(
                reason: "item length \(itemLength) must be in (0, \(viewportLength)], the viewport")
        }
        guard spacing >= 0 else {
            throw .invalidGeometry(reason: "spacing \(spacing) must not be negative")
        }
        guard (3 * (itemLength + spacing)).isFinite else {
            throw .invalidGeometry(
                reason: "content length 3 * (\(itemLength) + \(spacing)) overflows")
        }
        self.viewportLength = viewportLength
        self.itemLength = itemLength
        self.spacing = spacing
        self.axis = axis
        self.layoutDirection = layoutDirection
        // Checked on the margin itself, so that rounding cannot let a margin of 1/2 through: there
        // a recentre would land on the opposite threshold and the two would alternate.
        guard recentringMargin < 0.5 else {
            throw .invalidGeometry(
                reason: "viewport length \(viewportLength) is too long for three slots of "
                    + "\(itemLength) with spacing \(spacing): it must be less than "
                    + "\(2 * itemLength + spacing) (two items and one spacing), or a drag would "
                    + "show empty space past the slots")
        }
    }

    /// The paging stride: `itemLength + spacing`.
    public var pageLength: Double { itemLength + spacing }

    /// The scroll view's content length: three pages.
    public var contentLength: Double { 3 * pageLength }

    /// The content offset at rest, showing *current*: one page.
    public var restContentOffset: Double { pageLength }

    /// How much of each neighbour shows beside the current item: `max(0, (V - I) / 2 - s)`.
    public var visiblePeek: Double { Swift.max(0, (viewportLength - itemLength) / 2 - spacing) }

    /// How far the viewport reaches past each edge of the current item, in pages:
    /// `(V - I) / (2 * pageLength)`, in `[0, 1/2)`.
    ///
    /// The viewport at offset `x` shows the slots only while `margin <= x <= 2 - margin`: past
    /// that it would show beyond the first or last slot. A coordinator therefore commits a page
    /// (and recentres) once the offset passes `2 - margin` or `margin`, not only at 2 or 0; with
    /// hidden neighbours (`V == I`) the margin is 0 and that is the plain rule.
    ///
    /// - Complexity: O(1).
    public var recentringMargin: Double { (viewportLength - itemLength) / (2 * pageLength) }

    /// Where the slot at `position` lies in the content.
    ///
    /// - Parameter position: one of the three positions.
    /// - Returns: the slot's start and length along the axis, in content points.
    /// - Complexity: O(1).
    public func slotSpan(at position: CarouselPosition) -> Span {
        let page = Double(isFlipped ? 2 - position.rawValue : position.rawValue)
        return Span(start: page * pageLength + spacing / 2, length: itemLength)
    }

    /// The offset in page units (what ``Carousel/scroll(to:)`` takes) for a content offset.
    ///
    /// - Parameter contentOffset: the scroll view's content offset along the axis, in points.
    /// - Returns: `contentOffset / pageLength`, or `2 - contentOffset / pageLength` right to left.
    /// - Complexity: O(1).
    public func offset(forContentOffset contentOffset: Double) -> Double {
        let pages = contentOffset / pageLength
        return isFlipped ? 2 - pages : pages
    }

    /// The content offset for an offset in page units (what `offsetReset` asks for).
    ///
    /// - Parameter offset: an offset in page units, such as an `offsetReset`'s.
    /// - Returns: `offset * pageLength`, or `(2 - offset) * pageLength` right to left.
    /// - Complexity: O(1).
    public func contentOffset(forOffset offset: Double) -> Double {
        (isFlipped ? 2 - offset : offset) * pageLength
    }

    /// Whether *next* lies before *previous* along the content.
    private var isFlipped: Bool { axis == .horizontal && layoutDirection == .rightToLeft }
}
