@_spi(ItemLengths) import Carousel

/// An item of the demo's row: its text and its length in points.
struct RowItem: Equatable, Sendable {
    let name: String
    let length: Double
}

/// The row the demo drives with `--lengths`: items of different lengths, each slot its id.
typealias DemoRow = Carousel<[RowItem], Int>

/// Holds the row of items of different lengths and runs each command on it: ``Session``'s
/// counterpart for `--lengths`. Offsets are in items as the row counts them
/// (``ItemRow/offset``); `drag` and `fling` count in viewports, `autoscroll` in points per
/// second, written `128pt` (``RowFrames``); `autoplay` moves one item at once when `tick` completes an interval
/// at an item's rest, as for pages; `neighbors` has no meaning for a row.
/// `few-items empty` shows each item at most once when few do not fill the viewport.
@MainActor
struct RowSession: LineSession {
    private(set) var row: DemoRow

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
        anchor: CarouselAnchor, reusePolicy: ReusePolicy, fewItems: FewItemsRule = .repeating,
        motion: CarouselMotion = .paging
    ) {
        do {
            row = Carousel(
                zip(items, lengths).map(RowItem.init),
                layout: try Self.layout(
                    viewport: viewport, spacing: spacing, anchor: anchor, lengths: lengths),
                fewItems: fewItems, reusePolicy: reusePolicy, length: { $0.length },
                makeSlot: { id in id })
            try row.setMotion(motion)
        } catch {
            preconditionFailure("\(error)")
        }
    }

    /// The row's layout: items may be as short as the shortest given, or a tenth of the viewport
    /// when that is shorter, so that `insert` can add a short one.
    static func layout(
        viewport: Double, spacing: Double, anchor: CarouselAnchor, lengths: [Double]
    ) throws(CarouselError) -> RowLayout {
        try RowLayout(
            viewportLength: viewport, minimumLength: min(lengths.min() ?? viewport, viewport / 10),
            spacing: spacing, anchor: anchor)
    }

    var state: CarouselState { CarouselState(row) }

    mutating func run(
        _ command: Command, typed: String?
    ) throws(InputError) -> (events: [CarouselEvent], frames: [GestureFrame]?) {
        let events: CarouselEvents
        do {
            switch command {
            case .next(let items): events = row.advance(by: items)
            case .previous(let items): events = row.advance(by: -items)
            case .jump(let index): events = try row.jump(to: index)
            case .scroll(let offset): events = try row.scroll(toOffset: offset)
            case .insert(let index, let item):
                events = try row.insert(try self.item(item), at: index)
            case .remove(let index): events = try row.remove(at: index)
            case .replace(let index, let item):
                events = try row.replace(at: index, with: try self.item(item))
            case .load(let tokens):
                events = row.load(try tokens.map(item), keepingCurrent: .byValue)
            case .drag(let gesture):
                let run = try RowFrames.run(gesture, on: &row)
                return (run.events, run.frames)
            case .motion(let motion):
                try row.setMotion(motion)
                events = CarouselEvents()
            case .autoscroll(.pointsPerSecond(let speed)):
                try row.startAutoscroll(pointsPerSecond: speed)
                events = CarouselEvents()
            case .autoscroll(.itemsPerSecond):
                throw InputError(
                    message: "items of their own lengths have no length in common: give points "
                        + "a second, e.g. autoscroll 128pt")
            case .autoscroll(nil):
                row.stopAutoscroll()
                events = CarouselEvents()
            case .tick(let seconds)
            where row.isScrollable && (row.isGliding || row.autoscrollPointsPerSecond != nil)
                && CarouselLimits.tickDurations.contains(seconds):
                let run = try RowFrames.tick(seconds, on: &row)
                return (run.events, run.frames)
            case .tick(let seconds): events = try row.tick(seconds)
            case .show, .help, .quit: events = CarouselEvents()
            case .fewItems(let rule): events = try row.update(fewItems: rule)
            case .autoplay(let interval?):
                try row.startAutoplay(interval: interval)
                events = CarouselEvents()
            case .autoplay(nil):
                row.stopAutoplay()
                events = CarouselEvents()
            case .neighbors:
                throw InputError(
                    message: "not available with --lengths: the viewport decides how many items "
                        + "of different lengths show")
            }
        } catch let error as InputError {
            throw error
        } catch {
            let message = (error as? CarouselError)?.description ?? "\(error)"
            throw InputError(
                message: Self.quoting(message, typed: typed, as: command.quotedArgument))
        }
        return (Array(events), nil)
    }

    /// An item of `insert`, `replace` or `load` in a row: `name:L`, split at the last colon, `L`
    /// its length in points, within the row's bounds (the row would fit a length outside them,
    /// but a length typed out of range is a mistake to point out).
    private func item(_ token: String) throws(InputError) -> RowItem {
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
}
