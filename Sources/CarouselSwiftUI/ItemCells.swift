#if canImport(SwiftUI) && canImport(UIKit)
    import UIKit
#elseif CAROUSEL_SWIFTUI_STAND_IN
    import UIKitStandIn
#endif

#if (canImport(SwiftUI) && canImport(UIKit)) || CAROUSEL_SWIFTUI_STAND_IN
    /// The data a carousel shows and what each of its cells shows of it.
    ///
    /// The carousel view calls ``show(_:in:)`` when a cell's item changes; SwiftUI's
    /// updates call ``refresh()``, which shows the visible cells' items again with the latest
    /// values and content, as SwiftUI re-evaluates any container's content.
    @MainActor
    final class ItemCells<Data: RandomAccessCollection, Cell: UIView>
    where Data.Element: Identifiable {
        /// The items, as of the last update.
        private(set) var data: Data
        /// Shows an item in a cell; the content closure of the last update.
        var show: @MainActor (_ cell: Cell, _ item: Data.Element) -> Void
        /// Each cell the carousel configured, with the position it shows.
        private var shown: [(cell: Cell, position: Int)] = []
        /// The position of each id in ``data``, made at the first look-up after the ids
        /// changed: a jump by id or a selection then finds its item in O(1), and an app that
        /// never asks pays nothing.
        private var positions: [Data.Element.ID: Int]?

        init(data: Data, show: @escaping @MainActor (Cell, Data.Element) -> Void) {
            self.data = data
            self.show = show
        }

        /// Takes the data of an update; `sameIDs` says its ids are those of the last data, in
        /// order, so that the positions already found still hold.
        func take(_ data: Data, sameIDs: Bool) {
            self.data = data
            if !sameIDs { positions = nil }
        }

        /// The storage position of the first item with `id`, if any.
        ///
        /// - Complexity: O(1), amortized: the first look-up after the ids changed is O(*n*).
        func position(ofID id: Data.Element.ID) -> Int? {
            if let positions { return positions[id] }
            let made = Dictionary(
                zip(data.lazy.map(\.id), 0...), uniquingKeysWith: { first, _ in first })
            positions = made
            return made[id]
        }

        /// Shows the item of `entry` in `cell`, and remembers where it is.
        func show(_ entry: CarouselEntry<Data.Element.ID>, in cell: Cell) {
            shown.removeAll { $0.cell === cell }
            guard let position = position(of: entry) else { return }
            shown.append((cell, position))
            show(cell, data.element(atPosition: position))
        }

        /// The position of the item of `entry` in the data: its own position, or wherever its id
        /// is now for an entry of the storage that a reload replaces (the coordinator takes a far
        /// move's binding back against the old storage before it loads the new one, which then
        /// configures every cell again). `nil` when the id is gone.
        ///
        /// - Complexity: O(1), amortized.
        private func position(of entry: CarouselEntry<Data.Element.ID>) -> Int? {
            if entry.position < data.count,
                data.element(atPosition: entry.position).id == entry.id
            {
                return entry.position
            }
            return position(ofID: entry.id)
        }

        /// The item of `entry` in the data, `nil` when its id is gone.
        ///
        /// - Complexity: O(1), amortized.
        func item(of entry: CarouselEntry<Data.Element.ID>) -> Data.Element? {
            position(of: entry).map(data.element(atPosition:))
        }

        /// Shows each visible cell's item again. A hidden cell shows nothing (its position may
        /// be past the end of new data) and is forgotten: the carousel hides a cell it leaves
        /// empty or drops (a smaller neighbor count), and shows it through ``show(_:in:)``
        /// again if it uses it again.
        func refresh() {
            shown.removeAll { $0.cell.isHidden }
            for (cell, position) in shown {
                show(cell, data.element(atPosition: position))
            }
        }
    }
#endif
