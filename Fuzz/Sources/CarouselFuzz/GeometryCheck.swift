import Carousel

extension FuzzInput {
    /// A length: mostly screen-like, sometimes any double.
    mutating func length() -> Double {
        let b = byte()
        return b < 230 ? [375, 320, 343, 1024, 0.5, 1, 0, -1][Int(b) % 8] : anyDouble()
    }
}

/// Builds a geometry from the input and checks it against the plain formulas, or checks that the
/// inputs it refused are bad. Returns a scroll offset read through it, for the carousel.
func checkGeometry(_ input: inout FuzzInput) -> Double? {
    let viewport = input.length()
    let item = input.byte() < 200 ? viewport - Double(input.byte() % 40) : input.length()
    let spacing = input.byte() < 200 ? Double(input.byte() % 40) : input.length()
    let axis: CarouselGeometry.Axis = input.byte() & 1 == 0 ? .horizontal : .vertical
    let direction: CarouselGeometry.LayoutDirection =
        input.byte() & 1 == 0 ? .leftToRight : .rightToLeft
    let geometry: CarouselGeometry
    do {
        geometry = try CarouselGeometry(
            viewportLength: viewport, itemLength: item, spacing: spacing, axis: axis,
            layoutDirection: direction)
    } catch {
        // The last: a viewport of two items and one spacing or more would show past the slots.
        let isBad =
            !viewport.isFinite || !item.isFinite || !spacing.isFinite || viewport <= 0
            || item <= 0 || item > viewport || spacing < 0 || !(3 * (item + spacing)).isFinite
            || (viewport - item) / (2 * (item + spacing)) >= 0.5
        check(isBad, "refused a good geometry \(viewport) \(item) \(spacing): \(error)")
        check(!error.description.isEmpty, "an empty message")
        return nil
    }
    let page = item + spacing
    let flipped = axis == .horizontal && direction == .rightToLeft
    check(geometry.pageLength == page, "page length")
    check(geometry.contentLength == 3 * page, "content length")
    check(geometry.restContentOffset == page, "rest offset")
    check(geometry.visiblePeek == max(0, (viewport - item) / 2 - spacing), "peek")
    let margin = (viewport - item) / (2 * page)
    check(geometry.recentringMargin == margin && margin < 0.5, "recentring margin")
    for position in CarouselPosition.allCases {
        let span = geometry.slotSpan(at: position)
        let slot = Double(flipped ? 2 - position.rawValue : position.rawValue)
        check(span.start == slot * page + spacing / 2 && span.length == item, "slot span")
        check(span.end == span.start + item, "slot end")
    }
    let pages = Double(Int(input.byte() % 33) - 8) / 8
    check(
        geometry.contentOffset(forOffset: pages) == (flipped ? 2 - pages : pages) * page,
        "content offset")
    let contentOffset = Double(input.byte()) / 64 * page
    let offset = geometry.offset(forContentOffset: contentOffset)
    check(offset == (flipped ? 2 - contentOffset / page : contentOffset / page), "offset")
    return offset
}
