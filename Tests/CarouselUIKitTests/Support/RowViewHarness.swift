import CarouselTestSupport
import UIKitStandIn

@testable import Carousel

/// A ``CarouselView`` of items of their own lengths on a ``StandInScreen``, played by finger
/// and frame: after every event and frame it checks what a person sees against a plain model
/// that lays the row out from scratch at the row's position.
///
/// Items are distinct `Int`s, the keys of `lengths`.
@MainActor
final class RowViewHarness {
    let screen = StandInScreen(width: 1000, height: 800)
    let view: CarouselView<Int, TestCell>
    /// The view's length across the axis at which an item is as long as `lengths` says: the
    /// view's `itemLength` scales it by the length across, as a logo's width follows the row's
    /// height.
    static let baseAcross = 60.0
    /// The view's length across the axis.
    private(set) var across: CGFloat = 60
    /// The length across the axis of the view's last layout that had a length along it (a
    /// view of no length keeps its last layout, lengths included).
    private var laidOutAcross = 60.0
    /// Each item's length, by item, at ``baseAcross``: the view's `itemLength` reads it.
    var lengths: [Int: Double] {
        get { table.lengths }
        set { table.lengths = newValue }
    }
    private let table: LengthTable
    let spacing: Double
    let anchor: CarouselAnchor
    let isVertical: Bool
    /// Whether the view lays out right to left: positions, drags and taps are then counted from
    /// the right edge, so that a session means the same in both directions.
    let isRightToLeft: Bool
    /// Every violation seen, in order.
    private(set) var failures: [String] = []
    /// The items on screen, as the view's display callbacks say: once each, however many
    /// places show it.
    private(set) var displayed: Set<Int> = []
    /// The view's items at the last check, which an end of display's index refers to.
    private var lastItems: [Int] = []
    /// What was on screen at the last check.
    private var previous: [RowPlacement] = []
    /// The events the view's coordinator applied last, cleared before each measured action.
    private var applied: CarouselEvents?
    /// Whether an item keeps its cell while it stays on screen.
    private let keepsCells: Bool

    /// A horizontal (or vertical) view `length` points long and 60 across, in a window, laid out.
    init(
        lengths: [Double], length: CGFloat = 375, spacing: Double = 8,
        anchor: CarouselAnchor = .center, fewItems: FewItemsRule = .repeating,
        reusePolicy: ReusePolicy = .rebind, vertical: Bool = false, rightToLeft: Bool = false
    ) {
        let table = LengthTable()
        for (item, length) in lengths.enumerated() { table.lengths[item] = length }
        self.table = table
        self.spacing = spacing
        self.anchor = anchor
        isVertical = vertical
        isRightToLeft = rightToLeft
        keepsCells = reusePolicy == .rotate
        view = CarouselView(
            items: Array(lengths.indices),
            itemLength: { item, across in
                CGFloat((table.lengths[item] ?? 0) * Double(across) / Self.baseAcross)
            },
            minimumItemLength: 20,
            spacing: CGFloat(spacing), anchor: anchor, fewItems: fewItems,
            reusePolicy: reusePolicy, makeCell: { TestCell(frame: .zero) },
            configureCell: { $0.show($1) })
        view.axis = vertical ? .vertical : .horizontal
        if rightToLeft { view.semanticContentAttribute = .forceRightToLeft }
        // Set before the view's first layout, as an app sets them: nothing is on screen before.
        lastItems = view.items
        // A new coordinator the view makes takes this over from the old one.
        view.coordinator.onEvents = { [unowned self] in applied = $0 }
        view.willDisplayCell = { [unowned self] cell, index in
            let item = view.items[index]
            if cell.item != item {
                fail("willDisplay \(item) in a cell showing \(String(describing: cell.item))")
            }
            if !displayed.insert(item).inserted { fail("willDisplay \(item) while on screen") }
        }
        view.didEndDisplayingCell = { [unowned self] _, index in
            // The index is the item's when it was last shown: the items may have changed since.
            guard let item = lastItems.indices.contains(index) ? lastItems[index] : nil,
                displayed.remove(item) != nil
            else { return fail("didEndDisplaying index \(index), not displayed") }
        }
        view.frame = frame(length: length)
        screen.window.addSubview(view)
        screen.window.layoutIfNeeded()
        check("init")
    }

    private func frame(length: CGFloat) -> CGRect {
        isVertical
            ? CGRect(x: 0, y: 0, width: across, height: length)
            : CGRect(x: 0, y: 0, width: length, height: across)
    }

    var row: ItemRow<[Int]> { view.coordinator._row }
    /// The row's viewport: the view's length, or the last one it accepted.
    var viewport: Double { row.layout.viewportLength }

    /// The items on screen, in order: the item, the index of the cell that shows it among the
    /// coordinator's slots, where it starts and ends from the view's leading edge.
    func shown() -> [RowPlacement] {
        let scrollView = view.scrollView
        let offset = Double(isVertical ? scrollView.contentOffset.y : scrollView.contentOffset.x)
        return view.coordinator.slots.enumerated().compactMap { slot, cell in
            guard !cell.isHidden, let item = cell.item else { return nil }
            let center = Double(isVertical ? cell.center.y : cell.center.x)
            let half = Double(isVertical ? cell.bounds.height : cell.bounds.width) / 2
            var (start, end) = (center - half - offset, center + half - offset)
            // Right to left, the leading edge is the right one.
            if isRightToLeft, !isVertical { (start, end) = (viewport - end, viewport - start) }
            guard end > 0, start < viewport else { return nil }
            return RowPlacement(key: item, slot: slot, start: start, end: end)
        }
        .sorted { $0.start < $1.start }
    }

    /// Runs `body` and returns how far the content scrolled in it: the distance of the events
    /// the coordinator applied, or, when it applied none (no item crossed the anchor, none
    /// entered or left), how far the anchor moved in its cell. `nil` when unknown, also when
    /// the screen changed since the last check (a test's own scroll or change).
    private func distance(of body: () -> Void) -> Double? {
        let (current, phase) = (row.currentIndex, row.phase)
        let unchanged = shown() == previous
        applied = nil
        body()
        guard unchanged else { return nil }
        if let applied { return applied.scrolledPoints }
        return row.currentIndex == current ? row.phase - phase : nil
    }

    /// Checks the frame: what is on screen is what the model lays out at the row's position, each
    /// item at its length, tiled with the spacing and covering the view; every item still on
    /// screen moved by `distance`, when known; every cell as long across the axis as the view.
    func check(_ what: String, distance: Double? = nil) {
        let items = view.items
        let lengths = self.lengths
        let along = Double(isVertical ? view.bounds.height : view.bounds.width)
        if along > 0 { laidOutAcross = Double(across) }
        let scale = laidOutAcross / Self.baseAcross
        let (minimum, viewport) = (row.layout.minimumLength, self.viewport)
        let length = Double(isVertical ? view.bounds.height : view.bounds.width)
        if length > 0, length != viewport {
            fail("\(what): the row's viewport \(viewport), the view \(length) long")
        }
        // A length out of bounds counts as the nearest bound, one not finite as the minimum.
        func fitted(_ length: Double) -> Double {
            length.isFinite ? min(max(length, minimum), viewport) : minimum
        }
        var model = RowModel(
            length: { fitted((lengths[items[$0]] ?? 0) * scale) }, count: items.count,
            viewport: viewport,
            spacing: spacing, margin: 0, leading: anchor == .leading)
        model.leavesEmpty = row.fewItems == .leavingEmpty
        model.current = row.currentIndex ?? 0
        model.phase = row.phase
        let frameCheck = RowFrameCheck(
            bounds: 0...viewport, spacing: spacing, tolerance: 1e-6 * viewport)
        let shown = self.shown()
        defer { previous = shown }
        let expected = model.window().filter { frameCheck.reachesIn($0.start, $0.end) }
        let actual = shown.filter { frameCheck.reachesIn($0.start, $0.end) }
        let violations = [
            frameCheck.layoutViolation(
                actual, expected: expected, key: { items[$0] }, length: model.length),
            frameCheck.tilingViolation(shown),
        ]
        if let violation = violations.compactMap({ $0 }).first {
            return fail("\(what): on screen \(violation)")
        }
        // Few items that show once each may leave part of the view empty.
        let mayLeaveEmpty =
            row.fewItems == .leavingEmpty && Array(row.windowFrames).count == items.count
        if row.isScrollable, !mayLeaveEmpty, let violation = frameCheck.coverageViolation(actual) {
            fail("\(what): the view is not covered: \(violation)")
        }
        // Rigid motion: every item on screen before that is still on screen moved by the
        // distance and, under rotate, kept its cell.
        if let distance,
            let violation = frameCheck.motionViolation(
                from: previous, to: shown, distance: distance, keepsSlots: keepsCells,
                mayMoveAcross: row.fewItems == .leavingEmpty)
        {
            fail("\(what): on screen \(violation)")
        }
        var onScreen: Set<Int> = []
        for frame in row.windowFrames where frame.end > 0 && frame.start < viewport {
            onScreen.insert(items[frame.index])
        }
        if displayed != onScreen { fail("\(what): displayed \(displayed), on screen \(onScreen)") }
        lastItems = items
        // A view of no length shows nothing, and keeps its last layout.
        let across = isVertical ? view.bounds.width : view.bounds.height
        for cell in view.coordinator.slots where !cell.isHidden && along > 0 {
            let length = isVertical ? cell.bounds.width : cell.bounds.height
            if length != across { fail("\(what): a cell \(length) across, the view \(across)") }
        }
    }

    private func fail(_ message: String) {
        failures.append(message)
    }

    // MARK: Playing

    /// The screen point `along` points from the view's leading edge, halfway across.
    private func point(_ along: CGFloat) -> CGPoint {
        guard !isVertical else { return CGPoint(x: 30, y: along) }
        return CGPoint(x: isRightToLeft ? CGFloat(viewport) - along : along, y: 30)
    }

    func frame(_ count: Int = 1) {
        for _ in 0..<count {
            let moved = distance { screen.advanceFrame(by: 1.0 / 60) }
            check("frame", distance: moved)
        }
    }

    /// Frames until no glide runs (continuous scrolling may go on); at most `maximumFrames`.
    @discardableResult
    func runUntilRest(maximumFrames: Int = 2_000) -> Int {
        var frames = 0
        while row.isGliding || !view.scrollView.simulation.isAtRest, frames < maximumFrames {
            frame()
            frames += 1
        }
        if frames == maximumFrames { fail("never came to rest") }
        return frames
    }

    /// A finger lands at `along`, drags by each distance a frame toward the next items, and lifts.
    func drag(at along: CGFloat = 150, _ distances: [CGFloat]) {
        let touched = distance { screen.touchDown(at: point(along)) }
        check("touch down", distance: touched)
        for delta in distances {
            let moved = distance {
                if isVertical {
                    screen.moveTouch(dy: -delta)
                } else {
                    screen.moveTouch(dx: isRightToLeft ? delta : -delta)
                }
            }
            check("move", distance: moved)
            frame()
        }
        let lifted = distance { screen.liftTouch() }
        check("lift", distance: lifted)
    }

    /// A tap at `along`, then frames until the view rests.
    func tap(at along: CGFloat) {
        let tapped = distance {
            screen.touchDown(at: point(along))
            screen.liftTouch()
        }
        check("tap", distance: tapped)
        runUntilRest()
    }

    /// Sets the view's rule for few items and lays it out.
    func setFewItems(_ rule: FewItemsRule) {
        view.fewItems = rule
        screen.window.layoutIfNeeded()
        check("fewItems \(rule)")
    }

    /// Sets the view's neighbors and lays it out.
    func setNeighbors(_ count: Int) {
        view.neighbors = count
        screen.window.layoutIfNeeded()
        check("neighbors \(count)")
    }

    /// A new length for the view along the axis, laid out.
    func resize(length: CGFloat) {
        view.frame = frame(length: length)
        screen.window.layoutIfNeeded()
        check("resize to \(length)")
    }

    /// A new length for the view across the axis, laid out: every length scales with it.
    func resize(across newAcross: CGFloat) {
        across = newAcross
        view.frame = frame(length: isVertical ? view.bounds.height : view.bounds.width)
        screen.window.layoutIfNeeded()
        check("resize across to \(newAcross)")
    }

    /// New items, each with its length, loaded as `rule` says.
    func load(
        _ newLengths: [Int: Double], items: [Int], keepingCurrent rule: CurrentItemRule<[Int]>
    ) {
        lengths.merge(newLengths) { _, new in new }
        view.setItems(items, keepingCurrent: rule)
        check("load \(items)")
    }
}

/// The lengths a harness's view reads, shared with the harness.
@MainActor
final class LengthTable {
    var lengths: [Int: Double] = [:]
}
