import Carousel

/// An item of the demo's row of `--lengths`: its text and its length in points.
struct RowItem: Equatable, Sendable {
    let name: String
    let length: Double
}

/// The row the demo drives with `--lengths`: items of different lengths, each slot its id.
typealias DemoRow = Carousel<[RowItem], Int>

/// An item of a row of items of their own lengths. Offsets are in items as the row counts them;
/// `drag` and `fling` count in viewports and run on the row itself, as `tick` does while it
/// glides or scrolls on (``RowFrames``); `autoscroll` is in points a second, written `128pt`;
/// `neighbors n` binds at least `n` items on each side beyond what the viewport needs, and
/// `few-items empty` shows each item at most once when few do not fill the viewport.
extension RowItem: DemoItem {
    static var hasLengths: Bool { true }

    /// `name:L`, split at the last colon, `L` its length in points, within the row's bounds (the
    /// row would fit a length outside them, but a length typed out of range is a mistake to
    /// point out).
    static func parse(_ token: String, on row: DemoRow) throws(InputError) -> RowItem {
        guard let colon = token.lastIndex(of: ":") else {
            throw InputError(
                message: "\(displayQuoted(token)) has no length: write item:L, e.g. Berlin:120")
        }
        let name = String(token[..<colon])
        let typed = String(token[token.index(after: colon)...])
        let length = try parseDecimal(typed)
        let layout = row.rowLayout!
        let bounds = layout.minimumLength...layout.viewportLength
        guard bounds.contains(length) else {
            throw InputError(
                message: "the length \(length) of \(displayQuoted(token)) must be in "
                    + "\(bounds.lowerBound)...\(bounds.upperBound)")
        }
        return RowItem(name: name, length: length)
    }

    static func run(_ gesture: DragGesture, on row: inout DemoRow) throws(CarouselError)
        -> GestureSimulation.Run
    {
        try RowFrames.run(gesture, on: &row)
    }

    static func frames(ofTick seconds: Double, on row: inout DemoRow) throws(CarouselError)
        -> GestureSimulation.Run?
    {
        guard
            row.isScrollable && (row.isGliding || row.autoscrollPointsPerSecond != nil)
                && CarouselLimits.tickDurations.contains(seconds)
        else { return nil }
        return try RowFrames.tick(seconds, on: &row)
    }

    static func startAutoscroll(_ speed: AutoscrollSpeed, on row: inout DemoRow)
        throws(any Error)
    {
        guard case .pointsPerSecond(let pointsPerSecond) = speed else {
            throw InputError(
                message: "items of their own lengths have no length in common: give points "
                    + "a second, e.g. autoscroll 128pt")
        }
        try row.startAutoscroll(pointsPerSecond: pointsPerSecond)
    }

    static func relayout(
        neighbors: Int?, fewItems: FewItemsRule, on row: inout DemoRow
    ) throws(any Error) -> CarouselEvents {
        guard let neighbors else { return try row.update(fewItems: fewItems) }
        // The session changes the neighbors or the rule, one at a time.
        precondition(fewItems == row.fewItems, "neighbors keep the rule for few items")
        let layout = try row.rowLayout!.with(neighbors: neighbors)
        return try row.update(layout: layout, makeSlot: { $0 })
    }
}

extension Session where Item == RowItem {
    /// A session on a row of `items`, item `i` `lengths[i]` points long, that releases by
    /// `motion`.
    ///
    /// - Parameters:
    ///   - lengths: one an item, each in `(0, viewport]` (``parseOptions(_:)`` checks them); any
    ///     other is a programming error and traps.
    ///   - fewItems: whether few items repeat round the loop or show once each.
    ///   - motion: a snapping limit is at least 1 (``parseOptions(_:)`` checks it).
    init(
        items: [String], lengths: [Double], viewport: Double, spacing: Double,
        anchor: CarouselAnchor, neighbors: Int = 0, reusePolicy: ReusePolicy,
        fewItems: FewItemsRule = .repeating, motion: CarouselMotion = .paging
    ) {
        do {
            var row = Carousel(
                zip(items, lengths).map(RowItem.init),
                layout: try Self.layout(
                    viewport: viewport, spacing: spacing, anchor: anchor, neighbors: neighbors,
                    lengths: lengths),
                fewItems: fewItems, reusePolicy: reusePolicy, length: { $0.length },
                makeSlot: { id in id })
            try row.setMotion(motion)
            self.init(row)
        } catch {
            preconditionFailure("\(error)")
        }
    }

    /// The row's layout: items may be as short as the shortest given, or a tenth of the viewport
    /// when that is shorter, so that `insert` can add a short one.
    static func layout(
        viewport: Double, spacing: Double, anchor: CarouselAnchor, neighbors: Int,
        lengths: [Double]
    ) throws(CarouselError) -> RowLayout {
        try RowLayout(
            viewportLength: viewport, minimumLength: min(lengths.min() ?? viewport, viewport / 10),
            spacing: spacing, anchor: anchor, neighbors: neighbors)
    }
}
