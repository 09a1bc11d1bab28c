import UIKitStandIn

/// What a view's `willDisplayCell` and `didEndDisplayingCell` told, checked as an app relies on
/// it at every frame and event of a harness: the items reported on screen are exactly those a
/// cell shows on screen, each reported once while it stays there (however many cells show
/// it), and an item that stays on screen without a call stays in a cell it was in. The view's
/// `visibleCells` and `cell(forItemAt:)` say the same, and every cell's accessibility
/// identifier names the item it shows, or nothing.
@MainActor
final class DisplayLog {
    /// The items reported on screen, by index: the cell named and the item then.
    private(set) var reported: [Int: (cell: TestCell, item: Int)] = [:]
    /// What went wrong, in order.
    private(set) var problems: [String] = []
    /// The cells on screen at the last check, with their items.
    private var lastSeen: [ObjectIdentifier: Int] = [:]
    /// The items a call named since the last check.
    private var heard: Set<Int> = []

    /// Sets `view`'s callbacks to this log's, as an app sets its own before it shows the view.
    func attach(to view: CarouselView<Int, TestCell>) {
        view.accessibilityIdentifierForItem = { "item-\($0)" }
        view.willDisplayCell = { [unowned self, unowned view] cell, index in
            let item = view.items[index]
            if cell.item != item {
                problems.append("\(item) began in a cell of \(cell.item.map(String.init) ?? "nil")")
            }
            if let old = reported[index] {
                problems.append("\(item) began at \(index), where \(old.item) had not ended")
            }
            reported[index] = (cell, item)
            heard.insert(item)
        }
        view.didEndDisplayingCell = { [unowned self] _, index in
            guard let old = reported.removeValue(forKey: index) else {
                return problems.append("the item at \(index) ended unbegun")
            }
            heard.insert(old.item)
        }
    }

    /// Checks what the log says against what `harness` shows at `moment`.
    func check(_ harness: AdapterHarness, at moment: String) {
        let items = harness.view.items
        // A cell whose edge meets the view's, to a rounding error of the coordinator's page
        // units, may count either way.
        let surely = harness.onScreenCells(margin: -1e-9)
        let maybe = Set(harness.onScreenCells(margin: 1e-9).compactMap(\.item))
        let reportedItems = Set(reported.values.map(\.item))
        let surelyItems = Set(surely.compactMap(\.item))
        let stale = reported.filter {
            items.indices.contains($0.key) ? items[$0.key] != $0.value.item : true
        }
        if !surelyItems.isSubset(of: reportedItems) || !reportedItems.isSubset(of: maybe)
            || !stale.isEmpty
        {
            problems.append(
                "at \(moment) the items reported on screen are \(reportedItems.sorted()) (by "
                    + "index \(reported.mapValues(\.item))), those shown \(surelyItems.sorted())")
        }
        var seen: [ObjectIdentifier: Int] = [:]
        for cell in surely { seen[ObjectIdentifier(cell)] = cell.item }
        // The cell an item was in may still touch an edge, to a rounding error, as another
        // shows the item (few items, shown twice): the item has not left it.
        var touching: [ObjectIdentifier: Int] = [:]
        for cell in harness.onScreenCells(margin: 1e-9) {
            touching[ObjectIdentifier(cell)] = cell.item
        }
        let stayed = Set(seen.values).intersection(lastSeen.values).subtracting(heard)
        for item in stayed.sorted() {
            let kept = lastSeen.contains { cell, before in before == item && touching[cell] == item
            }
            if !kept { problems.append("at \(moment) \(item) changed cell without a call") }
        }
        lastSeen = seen
        heard = []
        checkQueries(harness, surely: surely, at: moment)
    }

    /// Checks the view's answers about its cells against the log and the screen.
    private func checkQueries(_ harness: AdapterHarness, surely: [TestCell], at moment: String) {
        let view = harness.view
        let visible = view.visibleCells
        let maybe = harness.onScreenCells(margin: 1e-9)
        if Set(visible.map(ObjectIdentifier.init)).count != visible.count
            || !surely.allSatisfy({ cell in visible.contains { $0 === cell } })
            || !visible.allSatisfy({ cell in maybe.contains { $0 === cell } })
        {
            problems.append(
                "at \(moment) visibleCells show \(visible.map(\.item)), on screen "
                    + "\(surely.map(\.item))")
        }
        for (index, reported) in reported {
            let cell = view.cell(forItemAt: index)
            if cell?.item != reported.item || !visible.contains(where: { $0 === cell }) {
                problems.append(
                    "at \(moment) cell(forItemAt: \(index)) shows \(String(describing: cell?.item)),"
                        + " not \(reported.item)")
            }
        }
        for cell in harness.cells {
            let expected = cell.isHidden ? nil : cell.item.map { "item-\($0)" }
            if cell.accessibilityIdentifier != expected {
                problems.append(
                    "at \(moment) a cell of \(String(describing: cell.item)) is identified as "
                        + "\(String(describing: cell.accessibilityIdentifier))")
            }
        }
    }
}

extension AdapterHarness {
    /// The cells on screen: shown, the scroll view shown, and overlapping the view by more
    /// than `margin` points along the axis (0: a positive length).
    func onScreenCells(margin: CGFloat = 0) -> [TestCell] {
        guard !scrollView.isHidden else { return [] }
        let start = CGFloat(offset) - along(scrollView.frame.origin)
        let tolerance = margin * CGFloat(expectedLayout?.contentLength ?? 1)
        return cells.filter { cell in
            let span = span(of: cell.frame)
            return !cell.isHidden && span.upperBound > start - tolerance
                && span.lowerBound < start + viewLength + tolerance
        }
    }
}
