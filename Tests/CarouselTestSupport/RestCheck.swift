import Carousel

/// At rest: the scroll view exactly on the rest page, the current item under the center, and
/// scrolling on for two items or more only. `nil` when so, else what is wrong.
///
/// - Parameters:
///   - offset: the scroll view's content offset.
///   - restOffset: the rest page's.
///   - center: the storage position under the viewport's center, `nil` for none.
///   - current: the current position; `nil` when there is none.
///   - count: how many items there are.
///   - isScrollEnabled: whether the scroll view scrolls.
public func restViolation(
    offset: Double, restOffset: Double, center: Int?, current: Int?, count: Int,
    isScrollEnabled: Bool
) -> String? {
    if offset != restOffset {
        return "the scroll view rests at \(offset), not \(restOffset)"
    }
    if let current, center != current {
        let shown = center.map(String.init) ?? "nothing"
        return "the center shows \(shown), not the current item \(current)"
    }
    if isScrollEnabled != (count >= 2) {
        return "scrolling is \(isScrollEnabled ? "on" : "off") for \(count) items"
    }
    return nil
}

/// ``restViolation(offset:restOffset:center:current:count:isScrollEnabled:)`` of a coordinator
/// whose scroll view rests at `contentOffset`. When `offRest` (a free row, or continuous
/// scrolling, may rest between items) the scroll view must rest where the carousel's offset
/// reads, a rounding error from it counting as the same place, and a row off its item's rest
/// has its current item, not the center's, as the centered one.
///
/// - Parameter center: the storage position under the viewport's center, `nil` for none.
@MainActor
public func restViolation<Storage, Surface>(
    of coordinator: CarouselScrollCoordinator<Storage, Surface>, contentOffset: Double,
    isScrollEnabled: Bool, center: Int?, offRest: Bool
) -> String? {
    let carousel = coordinator.carousel
    let restOffset =
        offRest
        ? coordinator.geometry.contentOffset(forOffset: carousel.offset)
        : coordinator.geometry.restContentOffset
    let isNear = offRest && (contentOffset - restOffset).magnitude < 1e-6
    return restViolation(
        offset: isNear ? restOffset : contentOffset, restOffset: restOffset,
        center: offRest && carousel.offset != 1 ? carousel.currentIndex : center,
        current: carousel.currentIndex, count: carousel.count, isScrollEnabled: isScrollEnabled)
}
