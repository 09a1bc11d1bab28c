@_spi(Testing) import Carousel
import CarouselTestSupport
import UIKitStandIn

/// A ``CarouselView`` of `Int` items on a ``StandInScreen``, played by finger and frame, feeding
/// the shared frame checks after every event and frame with what a person sees.
///
/// Items are distinct: an item's position in the view's items is the one under the center.
///
/// The harness knows the view's layout rule on its own (``expectedLayout``): the item length
/// for the view's length, inset, spacing and neighbor count, and the last accepted layout for
/// a length the rule refuses.
@MainActor
final class AdapterHarness {
    let screen: StandInScreen
    let view: CarouselView<Int, TestCell>
    let frameDuration: Double
    /// Whether the carousel runs vertically: the harness reads and plays along that axis.
    let isVertical: Bool
    /// Every violation seen, in order.
    private(set) var failures: [String] = []
    private var firstCells: [ObjectIdentifier] = []
    private var center = CenterTracker()
    /// The progress at the last check that found an item under the center, to tell which way
    /// the view moved since.
    private var lastProgress: Double?
    private var configurations = ConfigurationTracker(counts: [])
    /// Each cell's configurations with the item it showed, at the last check.
    private var redundantBefore: [Int] = []
    /// What a data change or a resize allows beyond one configuration per cell between checks.
    private var allowance = ConfigurationTracker.Allowance.none
    /// A far move's origin and target: the center may go from one to the other, either way
    /// (a finger that catches the slide may drag it back), until the view rests.
    private var farLink: CenterTracker.FarLink?
    /// The coordinator at the last check: a new one is a new neighbor count or few-items rule
    /// taken, which only ``rearrange(neighbors:fewItems:)`` allows, until it happens.
    private var coordinator: CarouselView<Int, TestCell>.Coordinator
    private var isRearranging = false
    /// The targets of ``allowFarMove(to:)``, and of the moves the view made as it rested from
    /// a motion during which they waited, until the view rests.
    private var laterFarTargets: Set<Int> = []
    /// The position last seen under the center, where such a far move starts.
    private var lastCenter: Int?
    /// Whether the view made the moves that waited (keys, wheel turns) in the frame checked.
    private var madeWaitingMoves = false
    /// The layout the view must show, `nil` before it has one (it then shows nothing).
    private(set) var expectedLayout: CarouselGeometry?
    /// Called at the end of every check with its moment: a test's own checks of each frame and
    /// event.
    var onCheck: ((_ moment: String) -> Void)?

    /// A view `length` points long along `axis` and 200 across, in a window, laid out, with
    /// `neighbors` items on each side of the current one.
    ///
    /// `peeking` cards have an inset of 40 and a spacing of 10 with one neighbor, 12 and 4 with
    /// more (a narrower inset fits the items of more neighbors in a phone's width); `insets`
    /// (the inset and the spacing) overrides both. A `reusePolicy` of `nil` makes the view
    /// with its own default, as an app that says none; `prepare` runs on the new view before it
    /// goes into the window, where an app sets its callbacks.
    init(
        items: [Int], length: CGFloat = 375, axis: CarouselGeometry.Axis = .horizontal,
        reusePolicy: ReusePolicy? = .rebind, rightToLeft: Bool = false, peeking: Bool = false,
        framesPerSecond: Double = 60, neighbors: Int = 1,
        fewItems: FewItemsRule = .repeating, insets: (CGFloat, CGFloat)? = nil,
        prepare: (CarouselView<Int, TestCell>) -> Void = { _ in }
    ) {
        screen = StandInScreen(width: 1000, height: 800)
        if let reusePolicy {
            view = CarouselView(
                items: items, neighbors: neighbors, fewItems: fewItems, reusePolicy: reusePolicy,
                makeCell: { TestCell(frame: .zero) },
                configureCell: { cell, item in cell.show(item) })
        } else {
            view = CarouselView(
                items: items, neighbors: neighbors, fewItems: fewItems,
                makeCell: { TestCell(frame: .zero) },
                configureCell: { cell, item in cell.show(item) })
        }
        prepare(view)
        frameDuration = 1 / framesPerSecond
        isVertical = axis == .vertical
        view.axis = axis
        if rightToLeft { view.semanticContentAttribute = .forceRightToLeft }
        if let (inset, spacing) = insets ?? (peeking ? Self.peekingInsets(neighbors) : nil) {
            // With one neighbor, neighbors 25 points wide beside a 295-point item.
            view.itemInset = inset
            view.spacing = spacing
        }
        view.frame =
            isVertical
            ? CGRect(x: 0, y: 0, width: 200, height: length)
            : CGRect(x: 0, y: 0, width: length, height: 200)
        screen.window.addSubview(view)
        screen.window.layoutIfNeeded()
        scrollView = view.subviews.compactMap { $0 as? UIScrollView }[0]
        coordinator = view.coordinator
        // A broken invariant is a failure to report and shrink, not a trap.
        view.coordinator._onInvariantViolation = { [unowned self] violation in
            self.fail("the coordinator's invariant broke: \(violation)")
        }
        firstCells = cells.map(ObjectIdentifier.init)
        expectedLayout = layoutRule()
        center.restart(at: centerPosition)
        lastCenter = centerPosition
        lastProgress = view.progress
        configurations = ConfigurationTracker(counts: cells.map(\.configurations))
        redundantBefore = cells.map(\.redundantConfigurations)
        check("the start")
    }

    /// The inset and spacing of peeking cards for `neighbors`.
    static func peekingInsets(_ neighbors: Int) -> (CGFloat, CGFloat) {
        neighbors == 1 ? (40, 10) : (12, 4)
    }

    // MARK: What the user sees

    /// The view's one scroll view, for its whole life (``check(_:)`` fails on any other
    /// subview): found once, since the checks read it many times a frame.
    let scrollView: UIScrollView

    var cells: [TestCell] { scrollView.subviews.compactMap { $0 as? TestCell } }

    /// The coordinate of `point` along the carousel's axis.
    func along(_ point: CGPoint) -> CGFloat { isVertical ? point.y : point.x }

    /// The length of `size` along the carousel's axis, and across it.
    func along(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }
    func across(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }

    /// The span of `frame` along the carousel's axis.
    func span(of frame: CGRect) -> ClosedRange<CGFloat> {
        along(frame.origin)...along(frame.origin) + along(frame.size)
    }

    /// The paging stride: an item and a spacing.
    var pageLength: CGFloat { along(scrollView.frame.size) }

    /// The view's length along the axis.
    var viewLength: CGFloat { along(view.bounds.size) }

    /// The content offset along the axis, as a number.
    var offset: Double { Double(along(scrollView.contentOffset)) }

    /// The item of the visible cell under the view's center, if any: the cell's page (the cell
    /// and half the spacing on each side) holds the center. Pages, not cells, so that an item
    /// narrower than a frame's motion (a row of many small ones) cannot pass the center unseen
    /// between two frames while it lies in a gap. A center on the seam between two pages, to
    /// a rounding error, is under neither: a resize's rounding may carry it over the seam.
    /// Nothing is under it while the view hides its scroll view (it has no layout).
    var centerItem: Int? {
        guard !scrollView.isHidden else { return nil }
        let center = CGFloat(offset) + viewLength / 2 - along(scrollView.frame.origin)
        // Read once: each read of `cells` and `pageLength` walks the views anew.
        let (cells, page) = (self.cells, pageLength)
        let seam = CGFloat(1e-9 * Double(page) * Double(cells.count))
        return cells.first { cell in
            let halfGap = (page - along(cell.frame.size)) / 2
            let span = span(of: cell.frame)
            return !cell.isHidden && span.lowerBound - halfGap + seam < center
                && center < span.upperBound + halfGap - seam
        }?.item
    }

    /// The positions of the items the cells show, in the order of the pages along the layout
    /// direction (`nil` for a hidden cell).
    var shownPositions: [Int?] {
        let flipped = !isVertical && view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let ordered = cells.sorted { along($0.frame.origin) < along($1.frame.origin) }
        return (flipped ? ordered.reversed() : ordered).map {
            $0.item.flatMap(view.items.firstIndex(of:))
        }
    }

    /// The position of ``centerItem`` in the items.
    private var centerPosition: Int? { centerItem.flatMap(view.items.firstIndex(of:)) }

    /// No finger, no motion: neither the scroll view's nor, under `.snapping` and `.free`, the
    /// view's own glide (the scroll view stands still while the view runs it).
    var isAtRest: Bool {
        !screen.isTouching && !screen.isPointerScrolling && scrollView.simulation.isAtRest
            && (view.motion == .paging || view.isAtRest)
    }

    /// Content points toward the next item for a finger move of `pages` pages toward it.
    func fingerPoints(towardNext pages: Double) -> CGFloat {
        // Vertical layouts are never flipped.
        let flipped = !isVertical && view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return CGFloat(pages) * pageLength * (flipped ? 1 : -1)
    }

    // MARK: Playing

    func frame(_ count: Int = 1) {
        for _ in 0..<count { frame(lasting: frameDuration) }
    }

    /// One display frame of `seconds`, of any length (an uneven or a dropped frame).
    func frame(lasting seconds: Double) {
        let waiting = !view.pendingMoves.isEmpty
        screen.advanceFrame(by: seconds)
        // Moves that waited for the view to rest (keys, wheel turns) start in the frame it
        // rests: a cut under Reduce Motion goes there at once, a slide from there.
        madeWaitingMoves = waiting && view.pendingMoves.isEmpty
        if madeWaitingMoves, let current = view.currentIndex { laterFarTargets.insert(current) }
        check("a frame")
        madeWaitingMoves = false
    }

    /// The length of a ``Gesture/resize(_:)`` `fraction`: of the window's along the axis, in
    /// whole points.
    func length(fraction: Double) -> CGFloat {
        CGFloat((fraction * Double(along(screen.window.bounds.size))).rounded())
    }

    /// Lands a finger at `position` along the axis (in the view; its center by default), waits a
    /// frame, moves it `pages` pages toward the next item over `frames` frames (see
    /// ``Gesture/moves(distance:frames:)``; the view takes the length `resizeLength` halfway
    /// through, if given), holds it `hold` frames
    /// and lifts it: with the velocity of its last move, or none once it held still
    /// ``Gesture/stillLift`` seconds, unless `velocity` (points per millisecond toward the next
    /// item) says otherwise.
    func drag(
        towardNext pages: Double, frames: Int = 10, at position: CGFloat? = nil, hold: Int = 0,
        velocity: Double? = nil, resizingTo resizeLength: CGFloat? = nil
    ) {
        touchDown(at: position)
        frame()
        let count = Gesture.moves(distance: pages, frames: frames)
        for number in 0..<count {
            if let resizeLength, number == count / 2 { resize(length: resizeLength) }
            // After a resize the same pages are other points.
            moveTouch(by: fingerPoints(towardNext: pages) / CGFloat(count))
            check("a finger move")
            frame()
        }
        frame(hold)
        if let velocity { release(at: velocity, heldFrames: 1 + hold) }
        lift()
    }

    /// Two fingers on the trackpad, over the view's center, drag the content `pages` pages
    /// toward the next item over `frames` frames, a frame after they land (a move a frame, as
    /// a finger's ``drag(towardNext:frames:at:hold:velocity:resizingTo:)``), and lift a frame
    /// after the last move, with its speed.
    func trackpad(towardNext pages: Double, frames: Int = 10) {
        screen.beginPointerScroll(at: viewCenter, type: .continuous)
        // A frame before the first move, as a finger's drag: its speed counts from there.
        frame()
        let count = Gesture.moves(distance: pages, frames: frames)
        for _ in 0..<count {
            pointerScroll(by: fingerPoints(towardNext: pages) / CGFloat(count))
            check("a trackpad move")
            frame()
        }
        screen.endPointerScroll()
        check("the trackpad's lift")
    }

    /// A mouse wheel over the view's center turns `ticks` steps of `points` along the axis
    /// (positive: toward the next item), a frame apart, in one gesture; `across` moves each
    /// step across the axis too.
    func wheel(ticks: Int, points: CGFloat, across: CGFloat = 0) {
        screen.beginPointerScroll(at: viewCenter, type: .discrete)
        for _ in 0..<ticks {
            let along = fingerPoints(towardNext: Double(points / pageLength))
            screen.pointerScroll(
                dx: isVertical ? across : along, dy: isVertical ? along : across)
            check("a wheel step")
            frame()
        }
        screen.endPointerScroll()
        check("the wheel's end")
    }

    /// The pointer's scroll moves `points` along the axis.
    private func pointerScroll(by points: CGFloat) {
        screen.pointerScroll(dx: isVertical ? 0 : points, dy: isVertical ? points : 0)
    }

    /// The view's center, in the window.
    private var viewCenter: CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    /// Makes the pan recognizer, which measures the lift velocity from the finger's last move,
    /// see `velocity` (points per millisecond toward the next item) `held` frames after that
    /// move: none after holding still long enough; else one more move at that speed, which adds
    /// its own distance.
    private func release(at velocity: Double, heldFrames held: Int) {
        guard velocity != 0 else {
            let still = Int((Gesture.stillLift / frameDuration).rounded(.down)) + 1
            return frame(max(0, still - held))
        }
        let points = velocity * Double(held) * frameDuration * 1000
        moveTouch(by: fingerPoints(towardNext: points / Double(pageLength)))
        check("a finger move")
    }

    /// Moves the finger `points` along the axis.
    func moveTouch(by points: CGFloat) {
        screen.moveTouch(dx: isVertical ? 0 : points, dy: isVertical ? points : 0)
    }

    /// Lands a finger at `position` along the axis (the view's center by default), halfway across.
    func touchDown(at position: CGFloat? = nil) {
        let along = position ?? viewLength / 2
        let across = across(view.bounds.size) / 2
        screen.touchDown(
            at: isVertical ? CGPoint(x: across, y: along) : CGPoint(x: along, y: across))
        check("touch down")
    }

    func lift() {
        screen.liftTouch()
        check("lift")
    }

    /// Frames until nothing moves; at most `maximumFrames`.
    @discardableResult
    func runUntilRest(maximumFrames: Int = 2_000) -> Int {
        var frames = 0
        while !isAtRest, frames < maximumFrames {
            frame()
            frames += 1
        }
        if !isAtRest { failures.append("never came to rest") }
        return frames
    }

    /// The view's `next()` or `previous()`: a slide, or with Reduce Motion a move at once.
    func step(forward: Bool) {
        if forward { view.next() } else { view.previous() }
        check(forward ? "next" : "previous")
    }

    /// Starts a far move: the center may jump to the item at `index` while it runs.
    func jump(to index: Int) {
        let origin = view.currentIndex
        // Refused while the view moves: the running move's link stays the one to allow.
        if (try? view.jump(to: index)) == true, let origin,
            view.items.indices.contains(index)
        {
            farLink = CenterTracker.FarLink(origin: origin, target: index, direction: nil)
        }
        check("jump(to: \(index))")
    }

    /// Input the harness does not play itself (a key, a focus movement), then the checks, as
    /// after a finger's event: two cuts under Reduce Motion are two moments.
    func play(_ moment: String, _ input: () -> Void) {
        input()
        check(moment)
    }

    /// Lets the center go to `target` in one page from wherever it is, until the view rests: a
    /// far move that keys or focus movements ask for at rest, which cuts there at once under
    /// Reduce Motion (those that wait for a rest the harness allows itself).
    func allowFarMove(to target: Int) {
        laterFarTargets.insert(target)
    }

    /// A new length along the axis and the layout pass it asks for; the item under the center
    /// stays.
    func resize(length: CGFloat) {
        let before = centerPosition
        if isVertical { view.frame.size.height = length } else { view.frame.size.width = length }
        allowance = .repeats
        screen.window.layoutIfNeeded()
        check("a resize")
        allowance = .none
        if let change = CenterTracker.change(
            from: before, to: centerPosition, by: "a resize to \(length)")
        {
            failures.append(change)
        }
    }

    /// Asks the view for `neighbors` and `fewItems` and runs the layout pass the change asks
    /// for: at rest it takes them at once, else once it rests. Either way the current item
    /// stays under the center.
    func rearrange(neighbors: Int, fewItems: FewItemsRule) {
        view.neighbors = neighbors
        view.fewItems = fewItems
        let carousel = view.coordinator.carousel
        isRearranging =
            (view.neighbors, view.fewItems) != (carousel.neighbors, carousel.fewItems)
        screen.window.layoutIfNeeded()
        check("neighbors \(neighbors), \(fewItems)")
    }

    /// A data change: the center may show anything afterwards. One the carousel refused (an
    /// insert out of range, say) changed nothing, and a far move under way goes on.
    func change(_ body: (CarouselView<Int, TestCell>) -> Void) {
        let (items, current) = (view.items, view.currentIndex)
        body(view)
        // The harness's items are distinct: every change its sessions make adds or removes one
        // (a test may move instead).
        guard view.items != items || view.currentIndex != current else {
            return check("a refused data change")
        }
        center.restart(at: centerPosition)
        lastCenter = centerPosition
        lastProgress = view.progress
        farLink = nil
        allowance = .anything
        check("a data change")
        allowance = .none
    }

    // MARK: Checks

    func fail(_ message: String) {
        failures.append("\(message) (offset \(offset), current \(view.currentIndex ?? -1))")
    }

    /// What must hold whenever the screen has answered an event.
    private func check(_ moment: String) {
        defer { onCheck?(moment) }
        if let violation = view.coordinator._invariantViolation {
            return fail("at \(moment) the coordinator's invariant broke: \(violation)")
        }
        if view.coordinator !== coordinator {
            if let rearranged = tookArrangement() { return fail("at \(moment) \(rearranged)") }
        }
        let cells = self.cells
        if cells.map(ObjectIdentifier.init) != firstCells || view.subviews.count != 1 {
            return fail(
                "at \(moment) the view holds other views than its \(firstCells.count) cells")
        }
        expectedLayout = layoutRule() ?? expectedLayout
        guard let layout = expectedLayout else {
            // Nothing laid out yet: the scroll view is hidden, or has no length across the axis.
            if !scrollView.isHidden && across(scrollView.frame.size) != 0 {
                fail("at \(moment) the view shows its cells before it has a layout")
            }
            return
        }
        if let misplaced = layoutViolation(layout, cells: cells) {
            return fail("at \(moment) \(misplaced)")
        }
        if let look = lookViolation(layout, cells: cells) { return fail("at \(moment) \(look)") }
        let count = view.items.count
        let left = offset - Double(along(scrollView.frame.origin))
        let shown = viewportViolation(
            visible: left...left + Double(viewLength),
            slots: cells.map { span(of: $0.frame) }.map {
                Double($0.lowerBound)...Double($0.upperBound)
            },
            contentLength: layout.contentLength)
        if let shown { return fail("at \(moment) \(shown)") }
        noteFarBinding()
        // A far move from a row off its page goes in two legs: the first moves one item on, and
        // the far move runs from there, from the new current item.
        if var link = farLink, let current = view.currentIndex, current != link.target,
            current != link.origin
        {
            link.origin = current
            farLink = link
        }
        if let position = centerPosition {
            // Which way the view moved since, in items, across the wrap if shorter; exactly
            // half way round is as short either way (a Reduce Motion cut from a free row's rest
            // on the seam between two of three items).
            var moved = (view.progress ?? 0) - (lastProgress ?? 0)
            if moved > Double(count) / 2 { moved -= Double(count) }
            if moved < -Double(count) / 2 { moved += Double(count) }
            let direction = moved > 0 ? 1 : moved < 0 ? -1 : 0
            let eitherWay = moved != 0 && abs(moved) == Double(count) / 2
            // A far move that cut to its target goes there from wherever the view was.
            var link = farLink
            if laterFarTargets.contains(position), let lastCenter {
                link = CenterTracker.FarLink(origin: lastCenter, target: position, direction: nil)
            }
            if let jump = center.track(
                position, moving: direction, eitherWay: eitherWay, count: count, link: link)
            {
                fail("at \(moment) \(jump)")
            }
            lastCenter = position
            lastProgress = view.progress
        }
        let redundant = cells.map(\.redundantConfigurations)
        let configuration = configurations.violation(
            counts: cells.map(\.configurations),
            repeated: zip(redundant, redundantBefore).map { $0 != $1 },
            // A move may start in the frame the move before it rests (a jump's second leg,
            // the moves keys and wheel turns asked for meanwhile): the cells it rebinds (a far
            // binding's, or any under a cut) are configured for that rest and again for it.
            farTarget: madeWaitingMoves
                ? cells.map { _ in true }
                : zip(farBoundCells(cells), cells).map { bound, cell in
                    bound || cell.item.map(laterFarTargets.contains) == true
                },
            allowing: allowance)
        redundantBefore = redundant
        if let configuration { return fail("at \(moment) \(configuration)") }
        if isAtRest { checkRest(at: moment, layout: layout) }
    }

    /// Notes a far move's binding on a neighbor of the current item, which the view makes for
    /// a jump, and for the moves keys, focus movements and wheel turns asked for during a
    /// slide, as it rests: the center may then go from the current item to the bound one in one
    /// page.
    private func noteFarBinding() {
        let carousel = view.coordinator.carousel
        guard let current = view.currentIndex else { return }
        let r = carousel.neighbors
        for position in [r - 1, r + 1] {
            let bound = carousel.boundIndex(ofSlot: carousel.slotOrder[position])
            if let bound, bound != carousel.window[position], farLink?.target != bound {
                farLink = CenterTracker.FarLink(origin: current, target: bound, direction: nil)
            }
        }
    }

    /// For each of `cells`, whether a far move's binding holds it: it shows another item than
    /// the window's at its position.
    private func farBoundCells(_ cells: [TestCell]) -> [Bool] {
        let carousel = view.coordinator.carousel
        // Read once: each read of `slotOrder` and `window` builds it anew.
        let (order, window) = (carousel.slotOrder, carousel.window)
        var bound: Set<ObjectIdentifier> = []
        for position in 0..<order.count {
            if let index = carousel.boundIndex(ofSlot: order[position]), index != window[position] {
                bound.insert(ObjectIdentifier(carousel[slotAt: position]))
            }
        }
        if bound.isEmpty { return Array(repeating: false, count: cells.count) }
        return cells.map { bound.contains(ObjectIdentifier($0)) }
    }

    /// The layout the rule gives for the view's length now, `nil` for one it refuses: items of
    /// `(length - 2 inset - (2r - 2) spacing) / (2r - 1)`, as the view documents, held to the
    /// geometry's own limits.
    private func layoutRule() -> CarouselGeometry? {
        let r = view.coordinator.carousel.neighbors
        let whole = CGFloat(2 * r - 1)
        let item = (viewLength - 2 * view.itemInset - (whole - 1) * view.spacing) / whole
        return try? CarouselGeometry(
            viewportLength: Double(viewLength), itemLength: Double(item),
            spacing: Double(view.spacing), neighbors: r)
    }

    /// `nil` when the scroll view is one page of `layout`, centered in the view and as long as
    /// it across the axis, and its `2r + 1` cells lie on the pages (each page in the order
    /// the layout direction gives, an item long and as long as the view across); else what
    /// is wrong. Positions are sums of lengths: they are compared to a rounding error.
    private func layoutViolation(_ layout: CarouselGeometry, cells: [TestCell]) -> String? {
        let tolerance = 1e-9 * layout.contentLength
        func near(_ a: CGFloat, _ b: Double) -> Bool { abs(Double(a) - b) <= tolerance }
        let page = layout.pageLength
        if cells.count != 2 * layout.neighbors + 1 {
            return "the view has \(cells.count) cells for \(layout.neighbors) neighbors"
        }
        let frame = scrollView.frame
        if scrollView.isHidden { return "the scroll view is hidden" }
        if !near(along(frame.size), page)
            || !near(along(frame.origin), (Double(viewLength) - page) / 2)
            || across(frame.size) != across(view.bounds.size)
        {
            return "the scroll view is \(frame), not one page of \(page) centered"
        }
        let starts = cells.map { along($0.frame.origin) }.sorted()
        let expected = (0..<cells.count).map { Double($0) * page + layout.spacing / 2 }
        if !zip(starts, expected).allSatisfy(near)
            || cells.contains(where: { !near(along($0.frame.size), layout.itemLength) })
        {
            return "the cells are at \(starts), not on the pages"
        }
        if cells.contains(where: { across($0.frame.size) != across(view.bounds.size) }) {
            return "the cells do not span the view across the axis"
        }
        return nil
    }

    /// After the view took a new neighbor count or few-items rule: that it was asked to, at
    /// rest, keeping its first cells (the center tracker then sees that the item under the
    /// center stayed); the checks then follow its new cells, every one configured anew.
    /// Returns what went wrong, if anything.
    private func tookArrangement() -> String? {
        defer {
            coordinator = view.coordinator
            isRearranging = false
            firstCells = cells.map(ObjectIdentifier.init)
            configurations = ConfigurationTracker(counts: cells.map(\.configurations))
            redundantBefore = cells.map(\.redundantConfigurations)
            expectedLayout = layoutRule()
        }
        guard isRearranging else { return "the view replaced its coordinator unasked" }
        // The old coordinator, no longer driven, tells what it was doing when it was replaced.
        guard coordinator.isAtRest, !scrollView.simulation.isTracking else {
            return "the view took a new neighbor count while it moved"
        }
        let carousel = view.coordinator.carousel
        if (carousel.neighbors, carousel.fewItems) != (view.neighbors, view.fewItems) {
            return "the view took \(carousel.neighbors) neighbors, \(carousel.fewItems), not "
                + "\(view.neighbors), \(view.fewItems)"
        }
        let kept = cells.prefix(firstCells.count).map(ObjectIdentifier.init)
        if kept != Array(firstCells.prefix(kept.count)) {
            return "the view did not keep its first cells"
        }
        return nil
    }

    /// At rest the far move is over, and the cells show the window of a plain model. A row
    /// rests on its rest offset, except a free row (within half a page of it, its nearest item
    /// current) and a marquee's (within a page, its nearest item under the center).
    private func checkRest(at moment: String, layout: CarouselGeometry) {
        farLink = nil
        laterFarTargets = []
        let restOffset = layout.restContentOffset
        let isMarquee = view.isAutoscrolling
        let reach = isMarquee ? layout.pageLength : view.motion == .free ? layout.pageLength / 2 : 0
        // To a rounding error, as the layout's checks: exactly half a page off is the seam.
        if abs(offset - restOffset) > reach + 1e-9 * layout.contentLength {
            return fail("at \(moment) the scroll view rests at \(offset), not \(restOffset)")
        }
        // Between items, a center on the seam between two pages shows neither: the item the
        // rule calls nearest (half way goes forward) is the one a move starts from.
        if reach > 0 && centerPosition == nil {
            center.restart(at: isMarquee ? view.nearestIndex : view.currentIndex)
            lastProgress = view.progress
        }
        let current =
            reach == 0 || centerPosition != nil
            ? isMarquee ? view.nearestIndex : view.currentIndex : nil
        let rest = restViolation(
            offset: restOffset, restOffset: restOffset, center: centerPosition, current: current,
            count: view.items.count, isScrollEnabled: scrollView.isScrollEnabled)
        if let rest { return fail("at \(moment) \(rest)") }
        let carousel = view.coordinator.carousel
        let window = plainWindow(
            current: view.currentIndex ?? 0, count: view.items.count,
            neighbors: carousel.neighbors, leavingEmpty: carousel.fewItems == .leavingEmpty)
        if shownPositions != window {
            fail("at \(moment) the cells show \(shownPositions), not the window \(window)")
        }
    }
}
