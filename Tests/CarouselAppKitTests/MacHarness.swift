import AppKitStandIn
@_spi(Testing) import Carousel
import CarouselTestSupport

/// A cell that remembers its item.
final class ItemCell: NSView {
    var item: Int?
}

/// A ``CarouselView`` of distinct `Int` items (an item is its position) in a window on a
/// ``StandInDisplay``, played by trackpad, wheel and key events and by frames as a Mac sends
/// them, feeding the shared frame checks after every event and frame with what a person sees.
@MainActor
final class MacHarness {
    let display: StandInDisplay
    let view: CarouselView<Int, ItemCell>
    /// The time of the next event, in seconds: events come between frames.
    private(set) var time = 0.0
    let frameDuration: Double
    /// Every violation seen, in order.
    private(set) var failures: [String] = []
    private var center = CenterTracker()
    /// The view's progress at the last check, to tell which way it moved since.
    private var lastProgress: Double?
    /// Whether a far move (a jump, Home or End) runs: the center may pass any item until rest.
    private var isFar = false
    /// What the harness did that pauses automatic motion.
    private var isPointerInside = false
    private var isCovered = false
    private var isInactive = false
    /// The items on screen, as the display callbacks said.
    private(set) var displayed: Set<Int> = []

    /// A view `length` points along `axis` (200 across) of `count` items, in a window.
    init(
        count: Int, length: Double = 400, axis: CarouselGeometry.Axis = .horizontal,
        neighbors: Int = 1, inset: Double = 40, spacing: Double = 10,
        layoutDirection: NSUserInterfaceLayoutDirection = .leftToRight,
        motion: CarouselMotion = .paging, frameDuration: Double = 1.0 / 60
    ) {
        let size = axis.oriented(CGSize(width: CGFloat(length), height: 200))
        display = StandInDisplay(
            width: Double(size.width.native), height: Double(size.height.native))
        view = CarouselView(
            items: Array(0..<count), neighbors: neighbors, makeCell: { ItemCell(frame: .zero) },
            configureCell: { cell, item in cell.item = item })
        view.axis = axis
        view.itemInset = CGFloat(inset)
        view.spacing = CGFloat(spacing)
        view.userInterfaceLayoutDirection = layoutDirection
        try? view.setMotion(motion)
        self.frameDuration = frameDuration
        view.frame = CGRect(origin: .zero, size: size)
        view.coordinator._onInvariantViolation = { [unowned self] violation in
            self.failures.append("the coordinator's invariant broke: \(violation)")
        }
        view.willDisplayCell = { [unowned self] cell, index in
            if cell.item != index {
                fail("willDisplayCell named \(index) on a cell of \(cell.item ?? -1)")
            }
            if !displayed.insert(index).inserted { fail("willDisplayCell named \(index) twice") }
        }
        view.didEndDisplayingCell = { [unowned self] _, index in
            if displayed.remove(index) == nil {
                fail("didEndDisplayingCell named \(index), not on screen")
            }
        }
        display.window.contentView?.addSubview(view)
        display.window.contentView?.layoutSubtreeIfNeeded()
        center.restart(at: centerItem)
        lastProgress = view.coordinator.progress
        check("the first layout")
    }

    // MARK: Playing

    /// One display frame. While something pauses automatic motion, a view that rests stays
    /// where it is: neither autoplay nor continuous scrolling moves it.
    func frame() {
        time += frameDuration
        let paused =
            isPointerInside || isCovered || isInactive || display.window.firstResponder === view
        let before = view.isAtRest && paused ? view.coordinator.progress : nil
        display.advanceFrame(by: frameDuration)
        if let before, view.coordinator.progress != before {
            fail(
                "paused at rest, the view moved from \(before) to \(view.coordinator.progress ?? -1)"
            )
        }
        check("a frame")
    }

    /// The pointer onto the middle of the view, or out of the window.
    func movePointer(inside: Bool) {
        isPointerInside = inside && view.pausesAutomaticMotionUnderPointer
        // The view lies at the window's origin.
        display.movePointer(to: inside ? NSPoint(x: 20, y: 20) : nil)
        check("a pointer move")
    }

    /// Covers or uncovers the window.
    func cover(_ covered: Bool) {
        isCovered = covered
        display.window.standInSetVisible(!covered)
        check("a change of occlusion")
    }

    /// Makes the app inactive or active.
    func activate(_ active: Bool) {
        isInactive = !active
        NSApplication.shared.standInSetActive(active)
        check("a change of activity")
    }

    /// Frames until the view rests, at most `limit`, then the checks of a rest.
    func settle(limit: Int = 3_000) {
        var frames = 0
        while !view.isAtRest, frames < limit, failures.isEmpty {
            frame()
            frames += 1
        }
        if !view.isAtRest { failures.append("never came to rest") }
        checkRest()
    }

    /// A scroll event along the view's axis (`across` across it) at the current time.
    func scroll(
        along: Double, across: Double = 0, phase: NSEvent.Phase = [],
        momentumPhase: NSEvent.Phase = [], isPrecise: Bool = true
    ) {
        let delta = view.axis.oriented(CGPoint(x: CGFloat(along), y: CGFloat(across)))
        view.scrollWheel(
            with: .scrollWheel(
                deltaX: delta.x.native, deltaY: delta.y.native, phase: phase,
                momentumPhase: momentumPhase, isPrecise: isPrecise, timestamp: time))
        check("a scroll event")
    }

    /// A trackpad swipe: fingers land, move `distance` points along the axis (positive moves
    /// the content toward the end of the axis: what lies at its start comes in) in `frames`
    /// even steps, one a frame, hold still `hold` frames and lift; then, unless `momentum` is
    /// false, the system's momentum, which the view must not follow.
    func swipe(
        _ distance: Double, across: Double = 0, frames: Int = 6, hold: Int = 0,
        momentum: Bool = true
    ) {
        scroll(along: 0, phase: .mayBegin)
        let steps = max(frames, 1)
        for step in 0..<steps {
            scroll(
                along: distance / Double(steps), across: across / Double(steps),
                phase: step == 0 ? .began : .changed)
            frame()
        }
        for _ in 0..<hold {
            scroll(along: 0, phase: .stationary)
            frame()
        }
        scroll(along: 0, phase: .ended)
        guard momentum else { return }
        for step in 0..<5 {
            scroll(
                along: distance / Double(steps) / Double(step + 2),
                across: across / Double(steps) / Double(step + 2),
                momentumPhase: step == 0 ? .began : .changed)
            frame()
        }
        scroll(along: 0, momentumPhase: .ended)
    }

    /// Fingers that rest on the trackpad and lift without scrolling: they stop a glide.
    func touch(frames: Int) {
        scroll(along: 0, phase: .mayBegin)
        for _ in 0..<frames { frame() }
        scroll(along: 0, phase: .cancelled)
    }

    /// A mouse wheel's turn: `notches` notches of `lines` lines along the axis, `gap` seconds
    /// apart.
    func wheel(lines: Double, across: Double = 0, notches: Int, gap: Double) {
        for notch in 0..<notches {
            if notch > 0 {
                // The frames of the gap, then the rest of it.
                let frames = Int(gap / frameDuration)
                for _ in 0..<frames { frame() }
                time += gap - Double(frames) * frameDuration
            }
            scroll(along: lines, across: across, isPrecise: false)
        }
    }

    /// A click at `along` points along the axis from the view's start (the middle across it).
    func click(along: Double) {
        let inView = view.axis.oriented(CGPoint(x: CGFloat(along), y: 100))
        // The window's y axis is up; the view, at its origin, is flipped.
        let height = view.bounds.size.height
        let point = NSPoint(x: inView.x, y: height - inView.y)
        // A click on a neighbor farther out jumps there.
        isFar = true
        view.mouseDown(with: .mouse(at: point, timestamp: time))
        view.mouseUp(with: .mouse(at: point, timestamp: time))
        check("a click")
    }

    /// A key going down, with the view first responder.
    func key(_ key: NSEvent.SpecialKey) {
        if display.window.firstResponder !== view { display.window.makeFirstResponder(view) }
        if key == .home || key == .end { isFar = true }
        view.keyDown(with: .key(key, timestamp: time))
        check("a key")
    }

    /// A jump of the app's, animated or not.
    func jump(to index: Int, animated: Bool) {
        isFar = true
        _ = try? view.jump(to: index, animated: animated)
        check("a jump")
    }

    // MARK: Observing

    /// Where each cell that shows an item lies along the axis in the view, with its item.
    private var shownCells: [(item: Int, start: Double, end: Double)] {
        view.cells.compactMap { cell in
            guard !cell.isHidden, let item = cell.item else { return nil }
            let place = place(of: cell)
            return (item, place.start, place.end)
        }
    }

    /// Where `cell` lies along the axis in the view: its frame in the content, less the
    /// content's origin.
    private func place(of cell: ItemCell) -> (start: Double, end: Double) {
        let frame = view.axis.oriented(cell.frame)
        let contentStart = view.axis.oriented(cell.superview!.bounds.origin).x
        let start = Double((frame.origin.x - contentStart).native)
        return (start, start + Double(frame.size.width.native))
    }

    /// The cells with an item on screen, with it, in order along the axis.
    var visibleItems: [(item: Int, start: Double, end: Double)] {
        let length = viewLength
        return shownCells.filter { $0.end > 0 && $0.start < length }.sorted { $0.start < $1.start }
    }

    private var viewLength: Double { Double(view.axis.oriented(view.bounds.size).width.native) }

    /// The item whose cell covers the middle of the view, if any.
    var centerItem: Int? {
        let middle = viewLength / 2
        return visibleItems.first { $0.start <= middle && middle <= $0.end }?.item
    }

    // MARK: Checks

    private func fail(_ message: String) {
        failures.append(message)
    }

    /// What must hold after every event and frame: the coordinator's invariants, the cells
    /// covering the view with no gap but the spacing, and the item under the center following
    /// the motion.
    private func check(_ moment: String) {
        guard failures.isEmpty else { return }
        if let violation = view.coordinator._invariantViolation {
            return fail("at \(moment) the coordinator's invariant broke: \(violation)")
        }
        let count = view.items.count
        guard count > 0 else { return }
        let spacing = Double(view.spacing.native)
        let spans = view.cells.map { cell -> ClosedRange<Double> in
            let place = place(of: cell)
            // A slot owns the spacing after it: the cells and their gaps tile the content.
            return place.start...(place.end + spacing)
        }
        let length = viewLength
        if let violation = viewportViolation(
            visible: 0...length, slots: spans, tolerance: 1e-9 * 100 * length)
        {
            return fail("at \(moment) \(violation)")
        }
        if let violation = displayViolation() { return fail("at \(moment) \(violation)") }
        let progress = view.coordinator.progress
        let direction =
            switch (lastProgress, progress) {
            case let (before?, after?) where after != before:
                // Across the wrap the shorter way round is the motion's.
                abs(after - before) > Double(count) / 2
                    ? (after < before ? 1 : -1) : (after > before ? 1 : -1)
            default: 0
            }
        lastProgress = progress
        if isFar {
            // A far move is over once the view rests.
            if view.isAtRest { isFar = false }
            return center.restart(at: centerItem)
        }
        if let violation = center.track(centerItem, moving: direction, count: count, link: nil) {
            fail("at \(moment) \(violation)")
        }
    }

    /// What the display callbacks said differs from what the view shows: an item on screen by
    /// more than a rounding error is displayed, and a displayed item is on screen or touches it.
    private func displayViolation() -> String? {
        let tolerance = 1e-6
        let length = viewLength
        let cells = shownCells
        for (item, start, end) in cells
        where end > tolerance && start < length - tolerance && !displayed.contains(item) {
            return "item \(item) is on screen (\(start)...\(end)) without willDisplayCell"
        }
        for item in displayed
        where !cells.contains(where: {
            $0.item == item && $0.end > -tolerance && $0.start < length + tolerance
        }) {
            return "item \(item) is off screen without didEndDisplayingCell"
        }
        return nil
    }

    /// At rest: on the current item's rest (or, under free motion, where the glide ended), the
    /// current item under the center, every cell showing the window of a plain model.
    private func checkRest() {
        guard failures.isEmpty else { return }
        isFar = false
        let coordinator = view.coordinator
        let offRest = view.motion == .free
        if let violation = restViolation(
            of: coordinator, contentOffset: coordinator.surface.scrollView.contentOffset,
            isScrollEnabled: coordinator.surface.scrollView.isScrollEnabled,
            center: centerItem, offRest: offRest)
        {
            return fail("at rest \(violation)")
        }
        let carousel = coordinator.carousel
        let shown = carousel.slotOrder.map { id in carousel.slot(withID: id)?.item }
        let window = plainWindow(
            current: view.currentIndex ?? 0, count: view.items.count,
            neighbors: carousel.neighbors, leavingEmpty: false)
        if view.items.count > 0, shown != window {
            fail("at rest the cells show \(shown), not the window \(window)")
        }
        center.restart(at: centerItem)
    }
}
