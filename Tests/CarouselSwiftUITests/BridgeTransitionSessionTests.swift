import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

/// What is wrong with the displacements the cells of `harness` were told, for
/// `carouselTransition`: each shown cell's, measured against two plain models.
/// - On screen: the cell's center lies `points` from the view's center, toward the next item
///   (to the right, or to the left from right to left), and `points` is `items` pages.
/// - Round the loop (where `checksLoop`): `items` is the card's position less the progress,
///   modulo the count, so the last item and the first are one item apart across the seam.
@MainActor
func displacementFailures(_ harness: BridgeHarness, checksLoop: Bool) -> [String] {
    let view = harness.view
    let scrollView = harness.scrollView
    let sign = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1.0 : 1.0
    let items = view.items
    var failures: [String] = []
    for cell in harness.cells where !cell.isHidden {
        let id = cell.card?.id ?? "?"
        guard let displacement = cell.displacement else {
            failures.append("\(id) was never told its displacement")
            continue
        }
        let center =
            Double(scrollView.frame.minX - scrollView.contentOffset.x + cell.frame.midX)
            - Double(view.bounds.width) / 2
        let page = displacement.itemLength + displacement.spacing
        if abs(center - sign * displacement.points) > 1e-6
            || abs(displacement.points - displacement.items * page) > 1e-6
        {
            failures.append("\(id) stands \(center) from the center, told \(displacement)")
        }
        guard checksLoop, let progress = view.progress,
            let position = items.firstIndex(where: { $0.id == id })
        else { continue }
        let count = Double(items.count)
        let difference = displacement.items - (Double(position) - progress)
        if abs(difference - (difference / count).rounded() * count) > 1e-6 {
            failures.append(
                "\(id) at \(position) of \(items.count), progress \(progress), told "
                    + "\(displacement.items) items")
        }
    }
    return failures
}

@MainActor
@Suite("SwiftUI bridge: each item's displacement, for carouselTransition")
struct BridgeTransitionSessionTests {
    @Test("at rest: the current item at 0, its neighbors one page away, both directions")
    func atRest() {
        for rightToLeft in [false, true] {
            let harness = BridgeHarness(
                Card.deck("a", "b", "c", "d", "e"), selection: "a",
                modifiers: {
                    var modifiers = CarouselModifiers()
                    modifiers.apply(.itemInset(40))
                    modifiers.apply(.spacing(12))
                    return modifiers
                }())
            harness.options.rightToLeft = rightToLeft
            harness.update()
            harness.screen.window.layoutIfNeeded()
            let told = Dictionary(
                harness.cells.compactMap { cell in cell.card.map { ($0.id, cell.displacement) } },
                uniquingKeysWith: { first, _ in first })
            #expect(told["a"]??.items == 0 && told["a"]??.points == 0)
            #expect(told["b"]??.items == 1 && told["e"]??.items == -1)
            // 375 wide less twice 40: 295 points an item, 307 a page.
            #expect(told["b"]??.points == 307 && told["b"]??.itemLength == 295)
            expectEqual(displacementFailures(harness, checksLoop: true), [], "\(rightToLeft)")
        }
    }

    @Test("across the seam: the first item after the last is one item on, both directions")
    func seam() {
        for rightToLeft in [false, true] {
            let harness = BridgeHarness(Card.deck("a", "b", "c"), selection: "c")
            harness.options.rightToLeft = rightToLeft
            harness.update()
            harness.screen.window.layoutIfNeeded()
            harness.drag(towardNext: 0.3)
            let first = harness.cells.first { $0.card?.id == "a" }?.displacement?.items ?? .nan
            #expect(abs(first - 0.7) < 1e-9, "\(rightToLeft)")
            expectEqual(displacementFailures(harness, checksLoop: true), [], "\(rightToLeft)")
        }
    }

    @Test("two items, three places: the other item gets each place's own displacement")
    func twoItems() {
        let harness = BridgeHarness(Card.deck("a", "b"), selection: "a")
        harness.drag(towardNext: 0.25)
        let other = harness.cells.filter { $0.card?.id == "b" }.compactMap(\.displacement?.items)
        expectEqual(other.sorted(), [-1.25, 0.75])
        expectEqual(displacementFailures(harness, checksLoop: true), [])
    }

    @Test("random sessions: every shown cell where its displacement says, round the loop")
    func sessions() {
        Property.check(
            iterations: Property.slowIterations(times: 0.4),
            generate: { random in
                (
                    count: Int.random(in: 0...7, using: &random),
                    neighbors: Int.random(in: 1...3, using: &random),
                    rightToLeft: Bool.random(using: &random),
                    steps: (0..<Int.random(in: 1...10, using: &random)).map { _ in
                        BridgeStep.random(&random)
                    }
                )
            },
            shrink: { input in
                Shrink.array(input.steps).map {
                    (input.count, input.neighbors, input.rightToLeft, $0)
                }
            }
        ) { input throws(PropertyFailure) in
            try play(
                count: input.count, neighbors: input.neighbors, rightToLeft: input.rightToLeft,
                steps: input.steps)
        }
    }

    /// A case the random sessions found at depth, shrunk (seed 20261206, case 3100 of 10,000):
    /// two items over seven places, an animated selection of the second, the first removed,
    /// then a drag.
    @Test("cases found at depth: the item left alone after a removal, dragged")
    func foundAtDepth() {
        #expect(throws: Never.self) {
            try play(
                count: 2, neighbors: 3, rightToLeft: false,
                steps: [.select(1, animated: true), .remove(at: 6), .drag(pages: 0.45)])
        }
    }

    /// The random sessions' case at depth, shrunk (seed 7120912, case 476): an animated
    /// selection, then a removal down to one card before its first frame; the scroll view,
    /// told to stop where it stands, drifts toward the pixel grid (205.8 points, 617.4 pixels,
    /// toward 205.667) while the coordinator rests. An insertion seven frames on made the
    /// carousel scrollable again, and every cell was told a displacement 0.042 points off the
    /// place it stood at.
    @Test("an insertion that lets a drifting carousel scroll again tells each cell its place")
    func insertionWhileDrifting() {
        for rightToLeft in [false, true] {
            var modifiers = CarouselModifiers()
            modifiers.apply(.neighbors(3, fewItems: .repeating))
            modifiers.apply(.itemInset(20))
            modifiers.apply(.spacing(8))
            let harness = BridgeHarness(Card.deck("a", "b"), selection: "b", modifiers: modifiers)
            harness.options.rightToLeft = rightToLeft
            harness.update()
            harness.screen.window.layoutIfNeeded()
            harness.selection = "a"
            harness.update(animated: true)
            harness.data.removeFirst()
            harness.update()
            harness.frame(7)
            let rest = harness.view.coordinator.geometry.restContentOffset
            let drift = Double(harness.scrollView.contentOffset.x) - rest
            #expect(abs(drift) > 0.04, "the scroll view drifts: \(drift), \(rightToLeft)")
            harness.data.append(Card(id: "c", title: "c"))
            harness.update()
            expectEqual(displacementFailures(harness, checksLoop: false), [], "\(rightToLeft)")
        }
    }

    /// Plays `steps` on a carousel of `count` cards with `neighbors` a side, checking every
    /// shown cell's displacement after each step.
    private func play(count: Int, neighbors: Int, rightToLeft: Bool, steps: [BridgeStep])
        throws(PropertyFailure)
    {
        var modifiers = CarouselModifiers()
        modifiers.apply(.neighbors(neighbors, fewItems: .repeating))
        modifiers.apply(.itemInset(20))
        modifiers.apply(.spacing(8))
        let harness = BridgeHarness(
            (0..<count).map { Card(id: "c\($0)", title: "c\($0)") },
            selection: nil, modifiers: modifiers)
        harness.options.rightToLeft = rightToLeft
        harness.update()
        harness.screen.window.layoutIfNeeded()
        var inserted = 0
        for (number, step) in steps.enumerated() {
            // A change of the data or the options reaches the view at once.
            if step.play(on: harness, newIDs: &inserted) == .changeWaiting { harness.update() }
            // Round the loop at rest; in motion only on screen: a far slide (a jump, a
            // selection) travels one page to an item several away.
            let failures = displacementFailures(harness, checksLoop: harness.isAtRest)
            try require(failures.isEmpty, "after step \(number), \(step): \(failures)")
        }
    }
}
