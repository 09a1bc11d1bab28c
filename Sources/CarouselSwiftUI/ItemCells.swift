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
    ///
    /// It also chooses the identity each cell's view has (``CarouselItemIdentity``): a cell
    /// keeps its identity while it keeps its item's id, and a cell that takes another id gets a
    /// new identity, numbered after every earlier one. So no identity is ever on two cells, and
    /// an item view keeps its identity, and SwiftUI its state, for as long as the carousel
    /// keeps the item in its cell (under `.rotate`, while the item stays bound).
    @MainActor
    final class ItemCells<Data: RandomAccessCollection, Cell: UIView>
    where Data.Element: Identifiable {
        typealias Identity = CarouselItemIdentity<Data.Element.ID>

        /// The items, as of the last update.
        private(set) var data: Data
        /// Shows an item in a cell, with the identity its view has there; the content closure
        /// of the last update.
        var show: @MainActor (_ cell: Cell, _ item: Data.Element, _ identity: Identity) -> Void
        /// Each cell the carousel configured, with the position it shows and its view's
        /// identity.
        private var shown: [(cell: Cell, position: Int, identity: Identity)] = []
        /// The bindings counted so far: the number of the next identity.
        private var bindings = 0
        /// The position of each id in ``data``, made at the first look-up after the ids
        /// changed: a jump by id or a selection then finds its item in O(1), and an app that
        /// never asks pays nothing.
        private var positions: [Data.Element.ID: Int]?

        init(
            data: Data, show: @escaping @MainActor (Cell, Data.Element, Identity) -> Void
        ) {
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

        /// Shows the item of `entry` in `cell`, and remembers where it is and the identity its
        /// view has: the cell's own while it shows the same id, else a new one.
        ///
        /// - Complexity: O(cells).
        func show(_ entry: CarouselEntry<Data.Element.ID>, in cell: Cell) {
            let before = shown.firstIndex { $0.cell === cell }.map { shown.remove(at: $0) }
            guard let position = position(of: entry) else { return }
            let identity: Identity
            if let before, before.identity.id == entry.id {
                identity = before.identity
            } else {
                // Counting up from 0 by one a binding, it cannot overflow in practice.
                identity = Identity(id: entry.id, binding: bindings)
                bindings += 1
            }
            shown.append((cell, position, identity))
            show(cell, data.element(atPosition: position), identity)
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
            for (cell, position, identity) in shown {
                show(cell, data.element(atPosition: position), identity)
            }
        }
    }
#endif
