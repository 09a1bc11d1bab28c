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
