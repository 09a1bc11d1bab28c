import Carousel
import CarouselTestSupport
import UIKitStandIn

/// A ``CarouselBridge`` of ``Card``s on a ``StandInScreen``, updated the way SwiftUI updates a
/// representable: the test owns the selection binding's storage, the data and the options (made,
/// as the representable makes them, from what the carousel modifiers put in the environment), and
/// calls ``update(animated:)`` where SwiftUI would.
@MainActor
final class BridgeHarness {
    let screen = StandInScreen(width: 1000, height: 800)
    let bridge: CarouselBridge<[Card], CardCell>
    /// The selection binding's storage.
    var selection: String?
    /// The index binding's storage, for a carousel bound by index (`selectedIndex:`), which
    /// then ignores ``selection``; `nil`: bound by id.
    var selectedIndex: Int?
    /// Every value written to the index binding, in order.
    private(set) var indexWrites: [Int] = []
    var data: [Card]
    var options = CarouselOptions()
    /// What the item modifiers for cards set: the value for VoiceOver, the tap, the
    /// visibility changes.
    var items = ItemHandlers<Card>()
    /// The words for the position the modifiers set, which the carousel and its dots share.
    var positionWording: CarouselPositionWording
    /// Every value written to the binding, in order.
    private(set) var writes: [String?] = []
    /// Each write that named no item of the data of the last update (or `nil` while it had
    /// items).
    private(set) var strayWrites: [String] = []
    /// The data of the last update: the items the bridge knows (and measures).
    private(set) var updatedData: [Card] = []
    private var updatedIDs: [String] { updatedData.map(\.id) }
    /// Every progress the callback heard, in order.
    private(set) var progresses: [Double?] = []
    /// The progress callback of the modifiers, if any, called after the harness records.
    private let progressChanged: (@MainActor (Double?) -> Void)?
    /// Closures scheduled for the next turn of the main actor.
    private let mainQueue = MainQueue()
    private let frameDuration = 1.0 / 60

    /// The ids of the cards measured for a fitted row, in order, with the length across the
    /// axis each was measured at.
    var measured: [(id: String, crossLength: CGFloat)] { measureLog.entries }
    private let measureLog: MeasureLog

    /// A card's length in a fitted row: 10 points a character of its title, and 20.
    nonisolated static func titleLength(_ card: Card) -> CGFloat {
        CGFloat(card.title.count * 10 + 20)
    }

    /// A bridge made for what `modifiers` asked (as the representable makes it for the
    /// environment of the first update), updated once and laid out; a fitted row measures a
    /// card with `measure` (``titleLength(_:)`` by default).
    init(
        _ data: [Card], selection: String? = nil,
        modifiers: CarouselModifiers = CarouselModifiers(),
        measure: @escaping @MainActor (Card, CGFloat) -> CGFloat = { card, _ in titleLength(card) }
    ) {
        self.data = data
        self.selection = selection
        options = modifiers.options
        items = modifiers.itemHandlers(for: Card.self)
        positionWording = modifiers.positionWording
        progressChanged = modifiers.progressChanged
        let mainQueue = mainQueue
        let record = MeasureLog()
        measureLog = record
        bridge = CarouselBridge(
            data: data, options: modifiers.options, makeCell: { CardCell(frame: .zero) },
            show: { $0.show($1, identity: $2) },
            measure: { card, crossLength in
                record.entries.append((card.id, crossLength))
                return measure(card, crossLength)
            },
            place: { cell, displacement in cell.displacement = displacement },
            schedule: { mainQueue.closures.append($0) })
        bridge.view.frame = CGRect(x: 0, y: 0, width: 375, height: 200)
        screen.window.addSubview(bridge.view)
        update()
        screen.window.layoutIfNeeded()
    }

    /// A harness of cards with these ids, titled after them, on the first, made for the
    /// carousel modifiers `modifiers`, the outermost first.
    convenience init(_ ids: [String], modifiers: [CarouselModifier]) {
        var applied = CarouselModifiers()
        for modifier in modifiers { applied.apply(modifier) }
        self.init(ids.map { Card(id: $0, title: $0) }, selection: ids.first, modifiers: applied)
    }

    /// One SwiftUI update with the current data, selection and options.
    func update(animated: Bool = false) {
        updatedData = data
        let key: SelectionKey<String>? =
            if let selectedIndex { .index(selectedIndex) } else { selection.map { .id($0) } }
        bridge.update(
            data: data, selection: key, options: options, animated: animated,
            show: { $0.show($1, identity: $2) },
            outputs: .init(
                select: { [unowned self] key in
                    switch key {
                    case .index(let index)?: write(index: index)
                    case .id(let id)?: write(id)
                    case nil: write(nil)
                    }
                },
                progressChanged: { [unowned self] in
                    progresses.append($0)
                    progressChanged?($0)
                },
                items: items, positionWording: positionWording))
    }

    /// Writes the id binding, as the representable does.
    private func write(_ id: String?) {
        selection = id
        writes.append(id)
        if id.map({ !updatedIDs.contains($0) }) ?? !updatedIDs.isEmpty {
            strayWrites.append("\(id ?? "nil") with ids \(updatedIDs)")
        }
    }

    /// Writes the index binding, as the representable does.
    private func write(index: Int) {
        selectedIndex = index
        indexWrites.append(index)
        if !updatedIDs.indices.contains(index) {
            strayWrites.append("index \(index) of \(updatedIDs.count) items")
        }
    }

    /// The next turn of the main actor: the closures an update scheduled run.
    func nextTurn() {
        let closures = mainQueue.closures
        mainQueue.closures = []
        for closure in closures { closure() }
    }

    // MARK: The screen

    var view: CarouselView<CarouselEntry<String>, CardCell> { bridge.view }

    var scrollView: UIScrollView { view.subviews.compactMap { $0 as? UIScrollView }[0] }

    var cells: [CardCell] { scrollView.subviews.compactMap { $0 as? CardCell } }

    /// The id of the card under the view's center, if any.
    var center: String? {
        guard view.axis == .vertical else {
            let x = scrollView.contentOffset.x + view.bounds.width / 2 - scrollView.frame.minX
            return cells.first { !$0.isHidden && $0.frame.minX <= x && x <= $0.frame.maxX }?
                .card?.id
        }
        let y = scrollView.contentOffset.y + view.bounds.height / 2 - scrollView.frame.minY
        return cells.first { !$0.isHidden && $0.frame.minY <= y && y <= $0.frame.maxY }?.card?.id
    }

    /// A card on screen: its id, where it starts and ends in the view from its left edge.
    struct Shown: CustomStringConvertible {
        let id: String
        let start: Double
        let end: Double
        var description: String { "\(id) \(start)..<\(end)" }
    }

    /// The cards on screen, left to right.
    var onScreen: [Shown] {
        let origin = Double(scrollView.frame.minX - scrollView.contentOffset.x)
        return cells.filter { !$0.isHidden }
            .map { cell -> Shown in
                let start = origin + Double(cell.frame.minX)
                return Shown(
                    id: cell.card?.id ?? "?", start: start, end: start + Double(cell.frame.width))
            }
            .filter { $0.end > 0 && $0.start < Double(view.bounds.width) }
            .sorted { $0.start < $1.start }
    }

    /// What is wrong with a row of cards on screen, by the frame checks every driver of a row
    /// shares: a card not at the length `length` gives it, a gap or an overlap other than
    /// `spacing`, or (with two cards or more, which loop) a part of the view left uncovered.
    func tilingFailures(spacing: Double, length: (Card) -> Double) -> [String] {
        let positions = Dictionary(
            data.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        // A card's key is its position in the data, -1 for one the data no longer has.
        let placed = onScreen.map {
            RowPlacement(key: positions[$0.id] ?? -1, slot: 0, start: $0.start, end: $0.end)
        }
        let check = RowFrameCheck(
            bounds: 0...Double(view.bounds.width), spacing: spacing, tolerance: 1e-9)
        var failures = placed.filter {
            $0.key < 0 || abs($0.end - $0.start - length(data[$0.key])) > check.tolerance
        }
        .map { "\($0) is not its length" }
        failures += [check.tilingViolation(placed)].compactMap { $0 }
        if data.count > 1 { failures += [check.coverageViolation(placed)].compactMap { $0 } }
        return failures
    }

    /// Whether nothing moves: no finger, no deceleration of the scroll view, and no glide of a
    /// row (which runs on the display link, not on the scroll view).
    var isAtRest: Bool {
        !screen.isTouching && scrollView.simulation.isAtRest
            && !view.coordinator.carousel.isGliding
    }

    /// Called after every frame, for checks that must hold at each.
    var onFrame: (() -> Void)?

    func frame(_ count: Int = 1) {
        for _ in 0..<count {
            screen.advanceFrame(by: frameDuration)
            onFrame?()
        }
    }

    /// Frames until nothing moves.
    func runUntilRest() {
        var frames = 0
        while !isAtRest, frames < 2_000 {
            frame()
            frames += 1
        }
    }

    /// A tap `x` points from the view's leading edge (the screen's left), then frames until
    /// the view rests.
    func tap(at x: CGFloat) {
        screen.touchDown(at: CGPoint(x: x, y: 100))
        screen.liftTouch()
        runUntilRest()
    }

    /// Lands a finger on the center and drags it `pages` pages toward the next item over ten
    /// frames, without lifting.
    func drag(towardNext pages: Double) {
        screen.touchDown(at: CGPoint(x: 187.5, y: 100))
        frame()
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let points = CGFloat(pages) * scrollView.frame.width * (rightToLeft ? 1 : -1)
        for _ in 0..<10 {
            screen.moveTouch(dx: points / 10)
            frame()
        }
    }

    /// A swipe of `pages` toward the next item, lifted, until the view rests; with `holding`,
    /// the finger holds still before it lifts (no fling).
    func swipe(towardNext pages: Double = 0.6, holding: Bool = false) {
        drag(towardNext: pages)
        if holding { frame(6) }  // longer than the 50 ms after which a lift has no velocity
        screen.liftTouch()
        runUntilRest()
    }
}

/// The measures of a harness's fitted row, shared with its measure closure.
@MainActor
private final class MeasureLog {
    var entries: [(id: String, crossLength: CGFloat)] = []
}

/// The main actor's queue of the test: closures wait here until ``BridgeHarness/nextTurn()``.
@MainActor
private final class MainQueue {
    var closures: [@MainActor () -> Void] = []
}
