import Carousel

extension FuzzInput {
    /// A length: mostly screen-like, sometimes any double.
    mutating func length() -> Double {
        let b = byte()
        return b < 230 ? [375, 320, 343, 1024, 0.5, 1, 0, -1][Int(b) % 8] : anyDouble()
    }
}

/// Builds a geometry for `neighbors` a side from the input and checks it against the plain
/// formulas, or checks that the inputs it refused are bad. Returns a scroll offset read through
/// it, for the carousel.
///
/// - Parameter itemCount: the carousel's count, for the offsets few items leave shown.
func checkGeometry(
    _ input: inout FuzzInput, neighbors r: Int, fewItems: FewItemsRule, itemCount: Int
) -> Double? {
    let viewport = input.length()
    // Three slots: items nearly as long as the viewport; more: up to 2r items in it, so that
    // many viewports are too long for the slots and some are just short enough.
    let item =
        input.byte() < 200
        ? (r == 1
            ? viewport - Double(input.byte() % 40)
            : viewport / Double(1 + Int(input.byte()) % (2 * r))) : input.length()
    let spacing = input.byte() < 200 ? Double(input.byte() % 40) : input.length()
    let axis: CarouselGeometry.Axis = input.byte() & 1 == 0 ? .horizontal : .vertical
    let direction: CarouselGeometry.LayoutDirection =
        input.byte() & 1 == 0 ? .leftToRight : .rightToLeft
    let geometry: CarouselGeometry
    do {
        geometry = try CarouselGeometry(
            viewportLength: viewport, itemLength: item, spacing: spacing, axis: axis,
            layoutDirection: direction, neighbors: r)
    } catch {
        // The last: a viewport reaching half a page past the r - 1 whole neighbors on each
        // side or more would show past the slots.
        let positions = Double(2 * r + 1)
        let isBad =
            !viewport.isFinite || !item.isFinite || !spacing.isFinite || viewport <= 0
            || item <= 0 || item > viewport || spacing < 0
            || !(positions * (item + spacing)).isFinite
            || max(0, (viewport - item) / (2 * (item + spacing)) - Double(r - 1)) >= 0.5
        check(isBad, "refused a good geometry \(viewport) \(item) \(spacing) r \(r): \(error)")
        check(!error.description.isEmpty, "an empty message")
        return nil
    }
    let page = item + spacing
    let shift = Double(r - 1)
    let flipped = axis == .horizontal && direction == .rightToLeft
    check(geometry.neighbors == r, "neighbors")
    check(geometry.pageLength == page, "page length")
    check(geometry.contentLength == Double(2 * r + 1) * page, "content length")
    check(geometry.restContentOffset == Double(r) * page, "rest offset")
    check(geometry.maximumViewportLength == item + Double(2 * r - 1) * page, "longest viewport")
    check(
        geometry.visiblePeek == max(0, (viewport - item) / 2 - shift * page - spacing), "peek")
    let margin = max(0, (viewport - item) / (2 * page) - shift)
    check(geometry.recenteringMargin == margin && margin < 0.5, "recentering margin")
    for position in 0..<2 * r + 1 {
        let span = geometry.slotSpan(atPosition: position)
        let slot = Double(flipped ? 2 * r - position : position)
        check(span.start == slot * page + spacing / 2 && span.length == item, "slot span")
        check(span.end == span.start + item, "slot end")
    }
    checkShownOffsets(geometry, fewItems: fewItems, itemCount: itemCount)
    // Three slots convert from the content's start, wider windows from the rest offset (so that
    // the rest reads exactly 1): the formulas the geometry documents, to the bit.
    let rest = geometry.restContentOffset
    let pages = Double(Int(input.byte() % 33) - 8) / 8
    let expectedContent =
        r == 1
        ? (flipped ? 2 - pages : pages) * page
        : rest + (flipped ? 1 - pages : pages - 1) * page
    check(geometry.contentOffset(forOffset: pages) == expectedContent, "content offset")
    check(geometry.contentOffset(forOffset: 1) == rest, "the rest offset's content offset")
    let contentOffset = Double(input.byte()) / 64 * page
    let offset = geometry.offset(forContentOffset: contentOffset)
    let fromStart = contentOffset / page
    let fromRest = (contentOffset - rest) / page
    let expectedOffset =
        r == 1 ? (flipped ? 2 - fromStart : fromStart) : 1 + (flipped ? -fromRest : fromRest)
    check(offset == expectedOffset, "offset")
    check(geometry.offset(forContentOffset: rest) == 1, "the rest reads 1")
    return offset
}

/// The offsets that show an item at rest: every one but for `.leavingEmpty` with fewer items
/// than positions, where exactly those nearest the center, the one after first at equal
/// distance, one for each item.
private func checkShownOffsets(_ geometry: CarouselGeometry, fewItems: FewItemsRule, itemCount: Int)
{
    let r = geometry.neighbors
    let shown = geometry.shownOffsets(itemCount: itemCount, fewItems: fewItems)
    guard itemCount >= 1 else { return check(shown == nil, "shown offsets of no items") }
    let nearestFirst = [0] + (0..<r).flatMap { [$0 + 1, -($0 + 1)] }
    let count =
        itemCount == 1 ? 1 : fewItems == .leavingEmpty ? min(itemCount, 2 * r + 1) : 2 * r + 1
    let offsets = nearestFirst.prefix(count)
    check(shown == offsets.min()!...offsets.max()!, "shown offsets \(String(describing: shown))")
}
