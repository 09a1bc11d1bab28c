import Carousel
import UIKitStandIn

/// A ``CarouselView`` of `Int` items on a ``StandInScreen``, played by finger and frame, and
/// checked after every event and frame for what a person sees.
@MainActor
final class AdapterHarness {
    let screen: StandInScreen
    let view: CarouselView<Int, TestCell>
    let frameDuration: Double
    /// Every violation seen, in order.
    private(set) var failures: [String] = []
    private var firstCells: [ObjectIdentifier] = []
    /// The item under the centre at the last check that found one, and the progress then.
    private var lastCentre: Int?
    private var lastProgress: Double?
    /// The configurations of each cell at the last check.
    private var configurations = [0, 0, 0]
    /// Set while one event may reconfigure a cell more than once (a data change, a resize).
    private var allowsReconfiguration = false
    /// A far move's origin and target: the centre may go from one to the other, either way
    /// (a finger that catches the slide may drag it back), until the view rests.
    private var farLink: Set<Int>?
    /// Configurations with the item shown that a data change made: every slot is rebound when
    /// items that cannot be compared are replaced.
    private var redundantBefore = [0, 0, 0]

    /// A view `width` points wide, in a window, laid out.
    init(
        items: [Int], width: CGFloat = 375, reusePolicy: ReusePolicy = .rebind,
        rightToLeft: Bool = false, peeking: Bool = false, framesPerSecond: Double = 60
    ) {
        screen = StandInScreen(width: 1000, height: 800)
        view = CarouselView(
            items: items, reusePolicy: reusePolicy, makeCell: { TestCell(frame: .zero) },
            configureCell: { cell, item in cell.show(item) })
        frameDuration = 1 / framesPerSecond
        if rightToLeft { view.semanticContentAttribute = .forceRightToLeft }
        if peeking {
            // Neighbours 25 points wide beside a 295-point item.
            view.itemInset = 40
            view.spacing = 10
        }
        view.frame = CGRect(x: 0, y: 0, width: width, height: 200)
        screen.window.addSubview(view)
        screen.window.layoutIfNeeded()
        // A broken invariant is a failure to report and shrink, not a trap.
        view.coordinator._onInvariantViolation = { [unowned self] violation in
            self.fail("the coordinator's invariant broke: \(violation)")
        }
        firstCells = cells.map(ObjectIdentifier.init)
        lastCentre = centreItem
        lastProgress = view.progress
        configurations = cells.map(\.configurations)
        check("the start")
    }

    // MARK: What the user sees

    var scrollView: UIScrollView { view.subviews.compactMap { $0 as? UIScrollView }[0] }

    var cells: [TestCell] { scrollView.subviews.compactMap { $0 as? TestCell } }

    /// The paging stride: an item and a spacing.
    var pageLength: CGFloat { scrollView.frame.width }

    /// The content offset as a number.
    var offset: Double { Double(scrollView.contentOffset.x) }

    /// The item of the visible cell under the view's centre, if any.
    var centreItem: Int? {
        let centre = scrollView.contentOffset.x + view.bounds.width / 2 - scrollView.frame.minX
        return cells.first { !$0.isHidden && $0.frame.minX <= centre && centre <= $0.frame.maxX }?
            .item
    }

    /// No finger, no motion.
    var isAtRest: Bool { !screen.isTouching && scrollView.simulation.isAtRest }

    /// Content points toward the next item for a finger move of `pages` pages toward it.
    func fingerPoints(towardNext pages: Double) -> CGFloat {
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return CGFloat(pages) * pageLength * (rightToLeft ? 1 : -1)
    }

    // MARK: Playing

    func frame(_ count: Int = 1) {
        for _ in 0..<count {
            screen.advanceFrame(by: frameDuration)
            check("a frame")
        }
    }

    /// Lands a finger at `x` (in the view; its centre by default), waits a frame, moves it
    /// `pages` pages toward the next item over `frames` frames (at most half a page a frame),
    /// holds it `hold` frames (more than 3 lifts it without velocity) and lifts it.
    func drag(towardNext pages: Double, frames: Int = 10, at x: CGFloat? = nil, hold: Int = 0) {
        touchDown(at: x)
        frame()
        let count = max(frames, Int((pages.magnitude * 2).rounded(.up)))
        let step = fingerPoints(towardNext: pages) / CGFloat(count)
        for _ in 0..<count {
            screen.moveTouch(by: step)
            check("a finger move")
            frame()
        }
        frame(hold)
        lift()
    }

    func touchDown(at x: CGFloat? = nil) {
        screen.touchDown(at: CGPoint(x: x ?? view.bounds.width / 2, y: 100))
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

    /// Starts a far move: the centre may jump to the item at `index` while it runs.
    func scroll(toIndex index: Int) {
        let origin = view.currentItem
        let target = view.items.indices.contains(index) ? view.items[index] : nil
        // Refused while the view moves: the running move's link stays the one to allow.
        if (try? view.scroll(toIndex: index)) == true, let origin, let target {
            farLink = [origin, target]
        }
        check("scroll(toIndex: \(index))")
    }

    /// A new width and the layout pass it asks for; the item under the centre stays.
    func resize(width: CGFloat) {
        let before = centreItem
        view.frame.size.width = width
        allowsReconfiguration = true
        screen.window.layoutIfNeeded()
        check("a resize")
        allowsReconfiguration = false
        if let before, let after = centreItem, before != after {
            failures.append(
                "a resize to \(width) changed the centre item from \(before) to \(after)")
        }
    }

    /// A data change: the centre may show anything afterwards.
    func change(_ body: (CarouselView<Int, TestCell>) -> Void) {
        body(view)
        lastCentre = centreItem
        lastProgress = view.progress
        farLink = nil
        redundantBefore = cells.map(\.redundantConfigurations)
        allowsReconfiguration = true
        check("a data change")
        allowsReconfiguration = false
    }

    // MARK: Checks

    private func fail(_ message: String) {
        failures.append("\(message) (offset \(offset), current \(view.currentIndex ?? -1))")
    }

    /// What must hold whenever the screen has answered an event.
    private func check(_ moment: String) {
        if let violation = view.coordinator._invariantViolation {
            return fail("at \(moment) the coordinator's invariant broke: \(violation)")
        }
        let cells = self.cells
        if cells.map(ObjectIdentifier.init) != firstCells || view.subviews.count != 1 {
            return fail("at \(moment) the view holds other views than its three cells")
        }
        let count = view.items.count
        let geometryItem = view.bounds.width - 2 * view.itemInset
        let page = pageLength
        let starts = Set(cells.map(\.frame.minX))
        let expected = Set((0..<3).map { page * CGFloat($0) + view.spacing / 2 })
        if starts != expected || cells.contains(where: { $0.frame.width != geometryItem }) {
            return fail("at \(moment) the cells are at \(starts.sorted(by: <)), not on the pages")
        }
        // The viewport shows only cells and the spacing between them.
        let left = scrollView.contentOffset.x - scrollView.frame.minX
        let right = left + view.bounds.width
        let first = cells.map(\.frame.minX).min()!
        let last = cells.map(\.frame.maxX).max()!
        if left < first - 1e-6 || right > last + 1e-6 {
            return fail("at \(moment) the view shows \(left)...\(right), beyond the cells")
        }
        if let centre = centreItem {
            // Items are distinct: an item's position tells whether it is a neighbour.
            let items = view.items
            if let previous = lastCentre, centre != previous, farLink != [previous, centre],
                let from = items.firstIndex(of: previous), let to = items.firstIndex(of: centre)
            {
                // Which way the view moved since, in items, across the wrap if shorter.
                var moved = (view.progress ?? 0) - (lastProgress ?? 0)
                if moved > Double(count) / 2 { moved -= Double(count) }
                if moved < -Double(count) / 2 { moved += Double(count) }
                let ahead = (from + 1) % count
                let behind = (from + count - 1) % count
                // With two items the neighbour is both: no direction to check.
                let expected = count == 2 ? ahead : moved > 0 ? ahead : behind
                if to != expected {
                    fail(
                        "at \(moment) the centre went from \(previous) to \(centre), moving \(moved)"
                    )
                }
            }
            lastCentre = centre
            lastProgress = view.progress
        }
        let counts = cells.map(\.configurations)
        if !allowsReconfiguration, zip(counts, configurations).contains(where: { $0 - $1 > 1 }) {
            fail("at \(moment) a cell was configured more than once")
        }
        configurations = counts
        if cells.map(\.redundantConfigurations) != redundantBefore {
            return fail("at \(moment) a cell was configured with the item it showed")
        }
        if isAtRest { checkRest(at: moment) }
    }

    /// At rest: exactly on the page, the current item in the centre, scrolling only from two.
    private func checkRest(at moment: String) {
        farLink = nil
        if scrollView.contentOffset.x != pageLength {
            return fail("at \(moment) the view rests off the page")
        }
        if let index = view.currentIndex, centreItem != view.items[index] {
            return fail("at \(moment) the centre shows \(centreItem ?? -1), not item \(index)")
        }
        if scrollView.isScrollEnabled != (view.items.count >= 2) {
            return fail("at \(moment) scrolling is \(scrollView.isScrollEnabled)")
        }
    }
}
