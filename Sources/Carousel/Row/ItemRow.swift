/// An endless row of items of different lengths: chips, tags, logos, headlines.
///
/// The row keeps its position as the current item and how far into that item's cell the
/// ``RowLayout/anchor`` lies, in points. Every layout is computed from there, item by item, so
/// no sum of lengths is ever carried from one frame to the next: a row that has looped a
/// million times lays its items out exactly as one that has not moved.
///
/// The window is the items at least partly inside the viewport extended by the layout's
/// ``RowLayout/margin`` on each side, and the current item; their number changes as the row
/// moves. Each item of the window is bound to a slot, an id in
/// `0..<RowLayout/slotCapacity`: slots are made as the window first needs them, freed at the
/// edges and reused, and every operation returns the ``CarouselEvents`` that say so.
///
/// Positions are counted from the storage's `startIndex`, and nothing is O(`count`): a row over
/// `0..<Int.max` with a length computed from each item works.
///
/// ```swift
/// let layout = RowLayout(viewportLength: 390, minimumLength: 60, spacing: 8)
/// var row = ItemRow(["Swift", "Concurrency", "UI"], layout: layout) { tag in
///     Double(tag.count) * 9 + 32
/// }
/// let events = row.scroll(byPoints: 120)  // moves, binds what entered, frees what left
/// ```
@usableFromInline
struct ItemRow<Storage: RandomAccessCollection> where Storage.Index == Int {
    /// The items the row shows.
    @usableFromInline var storage: Storage
    /// The row's geometry; change it with ``update(layout:)``.
    @usableFromInline var layout: RowLayout
    /// How the slots follow the window.
    @usableFromInline let reusePolicy: ReusePolicy
    /// Whether the window may show an item twice when few items do not fill the viewport:
    /// ``FewItemsRule/repeating`` (the default) repeats them round the loop,
    /// ``FewItemsRule/leavingEmpty`` shows each at most once and leaves the rest empty. Change
    /// it with ``update(fewItems:)``.
    @usableFromInline var fewItems: FewItemsRule
    /// Each item's length along the axis, in points; read for the items the window lays out.
    /// `@Sendable`, so that a row (and a carousel holding one) is `Sendable` with its storage.
    @usableFromInline let length: @Sendable (Storage.Element) -> Double
    /// The current position; 0 while the storage is empty.
    @usableFromInline var current = 0
    /// How far into the current item's cell the anchor lies, in points, in `[0, cell)`: with
    /// ``currentIndex``, the row's exact position. The rest phase while the row cannot scroll.
    @inlinable var phase: Double { _phase }
    /// The storage of ``phase``, visible to the inlinable moves.
    @usableFromInline var _phase = 0.0
    /// The positions bound to slots.
    @usableFromInline var window = RowWindow(lead: 0, count: 0, ring: 1)
    /// The phases the anchor may move to, from the last layout, with the current item and the
    /// window staying as they are: a frame that lands within them changes the phase alone,
    /// reading no length and walking nothing. Empty when no frame may take that shortcut.
    @usableFromInline var steadyPhases: Range<Double> = 0..<0
    /// How a release moves the row; set with ``setMotion(_:)``.
    @usableFromInline var motion = CarouselMotion.paging
    /// Continuous scrolling's speed in points per second, or `nil` when it is off.
    @usableFromInline var autoscrollPointsPerSecond: Double?
    /// The autoplay timer, or `nil` when autoplay is off.
    @inlinable var autoplay: Autoplay? { _autoplay }
    /// The storage of ``autoplay``, visible to the inlinable clock.
    @usableFromInline var _autoplay: Autoplay?
    /// The glide of the last release, while it runs.
    @usableFromInline var glide: RowGlide?

    /// Creates a row at its first item, at rest, with a slot bound to each item of the window:
    /// slot `p` at window position `p`.
    ///
    /// - Parameters:
    ///   - storage: the items; any random-access collection with `Int` indices, even `0..<Int.max`.
    ///   - layout: the geometry.
    ///   - fewItems: whether the window repeats few items round the loop (the default) or
    ///     shows each at most once.
    ///   - reusePolicy: ``ReusePolicy/rebind`` (the default) or ``ReusePolicy/rotate``.
    ///   - length: an item's length along the axis in points, laid out within
    ///     `layout.minimumLength...layout.viewportLength` (see ``RowLayout``); the same for an
    ///     item each time it is asked (replace an item to change its length).
    /// - Complexity: O(``RowLayout/slotCapacity``).
    @inlinable init(
        _ storage: Storage, layout: RowLayout, fewItems: FewItemsRule = .repeating,
        reusePolicy: ReusePolicy = .rebind,
        length: @escaping @Sendable (Storage.Element) -> Double
    ) {
        self.storage = storage
        self.layout = layout
        self.fewItems = fewItems
        self.reusePolicy = reusePolicy
        self.length = length
        if !storage.isEmpty {
            _phase = layout.restPhase(cell: cell(at: 0))
        }
        let span = span(current: 0, phase: phase)
        window = RowWindow(lead: span.lead, count: span.count, ring: layout.slotCapacity)
        steadyPhases = span.steadyPhases
        checkInvariantsInDebugBuilds()
    }

    /// The number of items.
    @inlinable
    var count: Int { storage.count }

    /// Whether the row scrolls: at least two items (a single item does not loop).
    @inlinable
    var isScrollable: Bool { count >= 2 }

    /// The item whose cell holds the anchor, or `nil` when the storage is empty.
    @inlinable var currentIndex: Int? { count == 0 ? nil : current }

    /// How far the row is from the current item's rest, in items: 1 at rest, `1 + d / cell` when
    /// the anchor lies `d` points past the rest in a cell `cell` long (so within
    /// `[0.5, 1.5)` for a centered anchor); 1 when the row cannot scroll.
    @inlinable var offset: Double {
        guard isScrollable else { return 1 }
        let cell = cell(at: current)
        // Below 2 as the phase is below the cell; at the leading anchor without spacing, a phase
        // a rounding error below the cell would round the sum up to 2, an offset that names the
        // next item (seen by the fuzz target).
        return Swift.min(1 + (phase - layout.restPhase(cell: cell)) / cell, 2.0.nextDown)
    }

    /// Where the row is round the loop, in items, for a page indicator: `current + offset - 1`
    /// reduced into `[0, count)`; 0 for one item, `nil` for none.
    @inlinable var progress: Double? {
        switch count {
        case 0: return nil
        case 1: return 0
        default:
            let x = offset
            return Ring.position(current, offset: x > 0 && x < 2 ? x : 1, count: count)
        }
    }

    /// The item at storage position `index`, or `nil` when `index` is not in `0..<count`.
    ///
    /// - Complexity: O(1).
    @inlinable
    func element(at index: Int) -> Storage.Element? {
        0 <= index && index < count ? storage.element(atPosition: index) : nil
    }

    /// The cell length of the item at `index`, in `0..<count`, its length fitted.
    @inlinable
    func cell(at index: Int) -> Double {
        layout.cell(length: length(storage.elementPreferringBuffer(atPosition: index)))
    }

    /// The storage position at `offset` items from `base`, round the loop.
    @inlinable
    func index(_ base: Int, offsetBy offset: Int) -> Int {
        Ring.advance(base, by: offset, count: count)
    }
}

extension ItemRow {
    /// The window around the item `current` whose cell holds the anchor `phase` points in: the
    /// current item, then the items after and before it, one side and then the other, as long
    /// as they reach into the viewport and its margins and the window may hold more (the slot
    /// capacity, and under ``FewItemsRule/leavingEmpty`` the item count: the side after the
    /// current item takes the first turn, as a page carousel's next side takes the odd item),
    /// and the phases at which this walk would take the same items (``steadyPhases``). Walks
    /// the items it returns and reads their lengths. Always inlined: its callers are mutating,
    /// and a call out of line took a copy of the row (some 250 bytes) at every walk.
    @inlinable @inline(__always)
    func span(
        current: Int, phase: Double
    ) -> (lead: Int, count: Int, steadyPhases: Range<Double>) {
        let n = count
        guard n > 0 else { return (0, 0, 0..<0) }
        guard n > 1 else { return (0, 1, 0..<0) }
        let low = -layout.margin + layout.spacing / 2
        let high = layout.viewportLength + layout.margin - layout.spacing / 2
        let limit = fewItems == .leavingEmpty ? min(layout.slotCapacity, n) : layout.slotCapacity
        var (lead, total) = (0, 1)
        // The cell of `current` starts `phase` before the anchor; an item before it ends half a
        // spacing before its cell's start, and one after begins half a spacing after its end.
        let origin = layout.anchorPoint - phase
        let currentCell = cell(at: current)
        var (start, first, firstCell) = (origin, current, 0.0)
        var (end, last, lastCell) = (origin + currentCell, current, 0.0)
        var (needsAfter, needsBefore) = (end < high, start > low)
        while (needsAfter || needsBefore) && total < limit {
            if needsAfter {
                last = Ring.successor(of: last, count: n)
                lastCell = cell(at: last)
                end += lastCell
                total += 1
                needsAfter = end < high
            }
            if needsBefore && total < limit {
                first = Ring.predecessor(of: first, count: n)
                firstCell = cell(at: first)
                start -= firstCell
                lead -= 1
                total += 1
                needsBefore = start > low
            }
        }
        // A window the capacity cut short may have stopped before an edge: no shortcut.
        guard total < limit else { return (lead, total, 0..<0) }
        // The items at the edges decide when the window changes, and the neighbors beyond them
        // follow those: the phases are the edges'.
        let steady = steadyPhases(
            before: origin - start, firstCell: lead < 0 ? firstCell : nil,
            after: end - origin, lastCell: lead + total > 1 ? lastCell : nil,
            currentCell: currentCell)
        let neighbors = layout.neighbors
        guard -lead < neighbors || lead + total - 1 < neighbors else {
            return (lead, total, steady)
        }
        return withNeighbors(lead: lead, total: total, limit: limit, steady: steady)
    }

    /// The window of ``span(current:phase:)``, `lead` and `total` long from the edges' walk,
    /// widened to ``RowLayout/neighbors`` items on each side of the current one, the side after
    /// it first, as the walk takes them. Out of line: only a row of long items under a neighbor
    /// count takes it.
    @inlinable @inline(never)
    func withNeighbors(
        lead: Int, total: Int, limit: Int, steady: Range<Double>
    ) -> (lead: Int, count: Int, steadyPhases: Range<Double>) {
        let neighbors = layout.neighbors
        var (before, after, total) = (-lead, lead + total - 1, total)
        while (after < neighbors || before < neighbors) && total < limit {
            if after < neighbors {
                after += 1
                total += 1
            }
            if before < neighbors && total < limit {
                before += 1
                total += 1
            }
        }
        // Cut short by the capacity (few items, each shown once): no shortcut.
        let isWhole = after >= neighbors && before >= neighbors
        return (-before, total, isWhole ? steady : 0..<0)
    }

    /// The phases at which the walk of ``span(current:phase:)`` takes the same items, for a
    /// window whose cells before the current one add up to `before` (the outermost one
    /// `firstCell` long, `nil` when there is none), and those from the current one on to
    /// `after` (the last `lastCell`, `nil` when that is the current one): each end still
    /// reaching past its edge of the viewport and margins, the outermost item inside it still
    /// not, and the anchor still in the current cell. A rounding error short of an edge counts
    /// as on it, so that the walk decides there.
    @inlinable
    func steadyPhases(
        before: Double, firstCell: Double?, after: Double, lastCell: Double?, currentCell: Double
    ) -> Range<Double> {
        let halfSpacing = layout.spacing / 2
        // At phase `p`, the window starts at `anchorPoint - p - before` and ends at
        // `anchorPoint - p + after`. The walk steps back while a cell's start lies past `low`,
        // on while its end falls short of `high`.
        let low = -layout.margin + halfSpacing
        let high = layout.viewportLength + layout.margin - halfSpacing
        // Far above the rounding of the window's sums (at most 64 lengths within the viewport).
        let tolerance = 1e-9 * (high - low)
        let anchor = layout.anchorPoint
        var lower = max(0, anchor - before - low + tolerance)
        var upper = min(currentCell, anchor + after - high - tolerance)
        if let firstCell { upper = min(upper, anchor - (before - firstCell) - low - tolerance) }
        if let lastCell { lower = max(lower, anchor + (after - lastCell) - high + tolerance) }
        return lower..<max(lower, upper)
    }
}

extension ItemRow: Sendable where Storage: Sendable {}

/// Two rows are equal when their items, geometry and state are: the length closures, which
/// cannot be compared, are not (two rows of the same items and state lay them out alike only
/// when their closures answer alike).
extension ItemRow: Equatable where Storage: Equatable {
    @inlinable static func == (lhs: ItemRow, rhs: ItemRow) -> Bool {
        lhs.storage == rhs.storage && lhs.layout == rhs.layout
            && lhs.reusePolicy == rhs.reusePolicy && lhs.fewItems == rhs.fewItems
            && lhs.current == rhs.current && lhs._phase == rhs._phase && lhs.window == rhs.window
            && lhs.steadyPhases == rhs.steadyPhases && lhs.motion == rhs.motion
            && lhs.autoscrollPointsPerSecond == rhs.autoscrollPointsPerSecond
            && lhs._autoplay == rhs._autoplay && lhs.glide == rhs.glide
    }
}
