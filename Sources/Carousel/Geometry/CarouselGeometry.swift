/// Where the slots lie in a scroll view, and how content offsets map to page units.
///
/// For a view that shows the slots along one axis with the current item centered: the paging
/// stride is `pageLength = itemLength + spacing`, the content is `2r + 1` pages long for `r`
/// ``neighbors`` (three pages for the three-slot carousel), position `j` starts at
/// `j * pageLength + spacing / 2`, and the scroll view rests at `r * pageLength` (the middle
/// page). Make the scroll view's paging frame one page long (the item plus the spacing) and let it
/// draw outside its bounds to show the neighbors.
///
/// The slots fill a viewport shorter than ``maximumViewportLength``, `I + (2r - 1)(I + s)`: the
/// current item, `r - 1` whole neighbors on each side, and less than half of the next one. The
/// viewport then reaches less than `r - 1/2` pages past the current item on each side; a drag
/// that passes ``recenteringMargin`` pages short of the next page commits it and recenters (as
/// ``CarouselScrollCoordinator`` does), so it never shows past the slots.
///
/// A carousel's offset (rest at 1, see ``Carousel/offset``) is `r - 1` pages short of the
/// content offset in pages: ``offset(forContentOffset:)`` and ``contentOffset(forOffset:)``
/// convert. Right to left (``LayoutDirection/rightToLeft``, horizontal only) puts *next* on the
/// left: in unflipped coordinates position `j` lies at `(2r - j) * pageLength + spacing / 2`,
/// and an offset of `x` page units is the content offset `(r + 1 - x) * pageLength`. The rest
/// offset is the same.
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
    /// The positions on each side of the current one, as the carousel's ``Carousel/neighbors``.
    public let neighbors: Int

    /// Checks and stores a layout of `2 × neighbors + 1` slots: three by default, the current
    /// item and one neighbor on each side.
    ///
    /// - Parameters:
    ///   - viewportLength: `V > 0`.
    ///   - itemLength: `0 < I <= V`.
    ///   - spacing: `s >= 0`.
    ///   - axis: ``Axis/horizontal`` (the default) or ``Axis/vertical``.
    ///   - layoutDirection: which way *next* lies on a horizontal axis; left to right by default.
    ///   - neighbors: the carousel's ``Carousel/neighbors``, in ``CarouselLimits/neighbors``; 1
    ///     by default.
    /// - Throws: a ``CarouselError`` of code ``CarouselError/Code/invalidNeighbors`` for a
    ///   neighbor count out of range; of code ``CarouselError/Code/invalidGeometry``, naming the
    ///   bad input, when a value is not finite or out of range, when the content length would not
    ///   be finite, or when the viewport is not shorter than ``maximumViewportLength`` (the slots
    ///   would leave it showing empty space while the user drags: the message names the limit and
    ///   the fewest neighbors that would fill it); nothing is created then.
    /// - Complexity: O(1).
    public init(
        viewportLength: Double, itemLength: Double, spacing: Double = 0,
        axis: Axis = .horizontal, layoutDirection: LayoutDirection = .leftToRight,
        neighbors: Int = 1
    ) throws(CarouselError) {
        guard CarouselLimits.neighbors.contains(neighbors) else {
            throw .invalidNeighbors(neighbors)
        }
        try CarouselError.checkLayoutLengths(
            viewport: viewportLength, item: ("item length", itemLength), spacing: spacing)
        guard (Double(2 * neighbors + 1) * (itemLength + spacing)).isFinite else {
            throw .invalidGeometry(
                reason: "content length \(2 * neighbors + 1) * (\(itemLength) + \(spacing)) "
                    + "overflows")
        }
        self.viewportLength = viewportLength
        self.itemLength = itemLength
        self.spacing = spacing
        self.axis = axis
        self.layoutDirection = layoutDirection
        self.neighbors = neighbors
        // The documented limit itself, so that the refusal and the documents agree to the last bit;
        // ``recenteringMargin`` stays below 1/2 by its own clamp.
        guard viewportLength < maximumViewportLength else { throw tooLong() }
    }

    /// The error of a viewport the slots cannot fill: the limit, and the fewest neighbors that
    /// would fill it.
    private func tooLong() -> CarouselError {
        let slots = neighbors == 1 ? "three slots" : "\(2 * neighbors + 1) slots"
        let limit =
            neighbors == 1
            ? "\(maximumViewportLength) (two items and one spacing)"
            : "\(maximumViewportLength) (one item and \(2 * neighbors - 1) items with spacing)"
        // The fewest neighbors whose documented limit the viewport is shorter than: the same
        // comparison as the refusal, so that the count named is one the initializer accepts.
        let fewest = CarouselLimits.neighbors.first { n in
            viewportLength < itemLength + Double(2 * n - 1) * pageLength
        }
        let advice =
            fewest.map { "; \($0) neighbors would fill it" }
            ?? "; even \(CarouselLimits.neighbors.upperBound) neighbors would not fill it"
        return .invalidGeometry(
            reason: "viewport length \(viewportLength) is too long for \(slots) of "
                + "\(itemLength) with spacing \(spacing): it must be less than \(limit), or a "
                + "drag would show empty space past the slots\(advice)")
    }

    /// The longest viewport the slots fill, exclusive: `I + (2r - 1)(I + s)`, the current item
    /// and `r - 1/2` pages on each side of it (`2I + s` for three slots).
    ///
    /// - Complexity: O(1).
    public var maximumViewportLength: Double {
        itemLength + Double(2 * neighbors - 1) * pageLength
    }

    /// How far the viewport reaches past each edge of the current item, in pages.
    @usableFromInline
    var reach: Double { (viewportLength - itemLength) / (2 * pageLength) }

    /// The paging stride: `itemLength + spacing`.
    @inlinable
    public var pageLength: Double { itemLength + spacing }

    /// The scroll view's content length: `2r + 1` pages (three for three slots).
    public var contentLength: Double { Double(2 * neighbors + 1) * pageLength }

    /// The content offset at rest, showing *current*: `r` pages (one for three slots).
    @inlinable
    public var restContentOffset: Double { Double(neighbors) * pageLength }

    /// How much of each outermost neighbor shows at rest, past the `r - 1` whole ones:
    /// `max(0, (V - I) / 2 - (r - 1) * pageLength - s)` (for three slots, of each neighbor).
    public var visiblePeek: Double {
        let inner = Double(neighbors - 1) * pageLength
        return Swift.max(0, (viewportLength - itemLength) / 2 - inner - spacing)
    }

    /// How far short of the next page a drag commits it, in pages: how far the viewport reaches
    /// past the outermost whole neighbors, `(V - I) / (2 * pageLength) - (r - 1)`, at least 0
    /// and below 1/2 (a viewport a rounding error short of ``maximumViewportLength`` reads the
    /// largest `Double` below 1/2: at 1/2 a recenter would land on the opposite threshold and the
    /// two would alternate).
    ///
    /// The viewport at offset `x` (rest at 1) shows the slots only while `margin <= x <=
    /// 2 - margin`: past that it would show beyond the first or last slot. A coordinator therefore
    /// commits a page (and recenters) once the offset passes `2 - margin` or `margin`, not only at
    /// 2 or 0; when the viewport shows no more than the slots' inner positions (`V == I` for
    /// three slots) the margin is 0 and that is the plain rule.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var recenteringMargin: Double {
        Swift.min(Swift.max(0, reach - Double(neighbors - 1)), 0.5.nextDown)
    }

    /// The positions that show an item at rest for `itemCount` items under `fewItems`, as
    /// offsets from the current one (`-r...r` when every position does): under
    /// ``FewItemsRule/leavingEmpty`` with fewer items than positions, the positions beyond stay
    /// empty, and a view may leave their space blank or shrink to the range.
    ///
    /// - Parameters:
    ///   - itemCount: the number of items, at least 0.
    ///   - fewItems: the carousel's ``Carousel/fewItems``.
    /// - Returns: the offsets of the positions that show an item; `nil` when none does (no items).
    /// - Complexity: O(1).
    public func shownOffsets(itemCount: Int, fewItems: FewItemsRule) -> ClosedRange<Int>? {
        switch itemCount {
        case ..<1: return nil
        case 1: return 0...0
        case ..<(2 * neighbors + 1) where fewItems == .leavingEmpty:
            let before = (itemCount - 1) / 2
            return -before...(itemCount - 1 - before)
        default: return -neighbors...neighbors
        }
    }

    /// Where the slot at `position` lies in the content: position `p` is `p - r` pages from the
    /// current one, in `0..<2r + 1` (a position outside lies outside the content, by the same
    /// rule).
    ///
    /// - Parameter position: a position number, as in ``Carousel/window``.
    /// - Returns: the slot's start and length along the axis, in content points.
    /// - Complexity: O(1).
    public func slotSpan(atPosition position: Int) -> Span {
        let page = Double(position)
        let start = isFlipped ? Double(2 * neighbors) - page : page
        return Span(start: start * pageLength + spacing / 2, length: itemLength)
    }

    /// The offset in page units (what ``Carousel/scroll(toOffset:)`` takes) for a content offset.
    ///
    /// - Parameter contentOffset: the scroll view's content offset along the axis, in points.
    /// - Returns: `contentOffset / pageLength - (r - 1)`, or `r + 1 - contentOffset / pageLength`
    ///   right to left (for three slots, `contentOffset / pageLength` and its `2 -`), computed
    ///   from the rest offset so that ``restContentOffset`` reads exactly 1.
    /// - Complexity: O(1).
    @inlinable
    public func offset(forContentOffset contentOffset: Double) -> Double {
        guard neighbors > 1 else {
            let pages = contentOffset / pageLength
            return isFlipped ? 2 - pages : pages
        }
        // From the rest offset, not from 0: `(r × page) / page` is not always `r` in floating
        // point, and a carousel at rest must read exactly 1.
        let fromRest = (contentOffset - restContentOffset) / pageLength
        return 1 + (isFlipped ? -fromRest : fromRest)
    }

    /// The content offset for an offset in page units (what `offsetReset` asks for).
    ///
    /// - Parameter offset: an offset in page units, such as an `offsetReset`'s.
    /// - Returns: `(offset + r - 1) * pageLength`, or `(r + 1 - offset) * pageLength` right to
    ///   left, computed from ``restContentOffset`` so that an offset of 1 is exactly the rest.
    /// - Complexity: O(1).
    @inlinable
    public func contentOffset(forOffset offset: Double) -> Double {
        guard neighbors > 1 else { return (isFlipped ? 2 - offset : offset) * pageLength }
        let fromRest = (isFlipped ? 1 - offset : offset - 1) * pageLength
        return restContentOffset + fromRest
    }

    /// A velocity along the content (points per millisecond, toward larger content offsets) in
    /// page units per millisecond, toward *next*.
    @inlinable
    func offsetVelocity(forContentVelocity velocity: Double) -> Double {
        (isFlipped ? -velocity : velocity) / pageLength
    }

    /// Whether *next* lies before *previous* along the content.
    @usableFromInline
    var isFlipped: Bool { axis == .horizontal && layoutDirection == .rightToLeft }
}

extension CarouselGeometry {
    /// A row's viewport as one page, without peeking, along the row's axis and direction: what
    /// a coordinator of items of their own lengths reports as its geometry. Valid for any
    /// layout, whose viewport is positive and finite: one page is shorter than the two a
    /// viewport may reach.
    init(viewportOf layout: RowLayout) {
        viewportLength = layout.viewportLength
        itemLength = layout.viewportLength
        spacing = 0
        axis = layout.axis
        layoutDirection = layout.layoutDirection
        neighbors = 1
    }
}
