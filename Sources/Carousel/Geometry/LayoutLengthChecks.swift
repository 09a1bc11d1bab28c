extension CarouselError {
    /// Checks the lengths every layout has, pages or items of their own lengths: each finite,
    /// the viewport positive, the item length (a page's, or the shortest item's) in
    /// `(0, viewport]`, the spacing and the margin not negative. The first one wrong is named.
    static func checkLayoutLengths(
        viewport: Double, item: (name: String, length: Double), spacing: Double,
        margin: Double? = nil
    ) throws(CarouselError) {
        var named = [("viewport length", viewport), (item.name, item.length), ("spacing", spacing)]
        if let margin { named.append(("margin", margin)) }
        for (name, value) in named where !value.isFinite {
            throw .invalidGeometry(reason: "\(name) \(value) is not finite")
        }
        guard viewport > 0 else {
            throw .invalidGeometry(reason: "viewport length \(viewport) must be positive")
        }
        guard item.length > 0, item.length <= viewport else {
            throw .invalidGeometry(
                reason: "\(item.name) \(item.length) must be in (0, \(viewport)], the viewport")
        }
        guard spacing >= 0 else {
            throw .invalidGeometry(reason: "spacing \(spacing) must not be negative")
        }
        guard (margin ?? 0) >= 0 else {
            throw .invalidGeometry(reason: "margin \(margin ?? 0) must not be negative")
        }
    }
}
