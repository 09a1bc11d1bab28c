#if canImport(SwiftUI) && canImport(UIKit)
    import UIKit
#elseif CAROUSEL_SWIFTUI_STAND_IN
    import UIKitStandIn
#endif

#if (canImport(SwiftUI) && canImport(UIKit)) || CAROUSEL_SWIFTUI_STAND_IN
    /// The data a carousel shows and what each of its three cells shows of it.
    ///
    /// The carousel view calls ``show(position:in:)`` when a cell's item changes; SwiftUI's
    /// updates call ``refresh()``, which shows the visible cells' items again with the latest
    /// values and content, as SwiftUI re-evaluates any container's content.
    @MainActor
    final class ItemCells<Data: RandomAccessCollection, Cell: UIView> {
        /// The items, as of the last update.
        var data: Data
        /// Shows an item in a cell; the content closure of the last update.
        var show: @MainActor (_ cell: Cell, _ item: Data.Element) -> Void
        /// Each cell the carousel configured, with the position it shows.
        private var shown: [(cell: Cell, position: Int)] = []

        init(data: Data, show: @escaping @MainActor (Cell, Data.Element) -> Void) {
            self.data = data
            self.show = show
        }

        /// Shows the item at `position` in `cell`, and remembers it.
        func show(position: Int, in cell: Cell) {
            shown.removeAll { $0.cell === cell }
            shown.append((cell, position))
            show(cell, data.element(atPosition: position))
        }

        /// Shows each visible cell's item again. A hidden cell shows nothing (its position may
        /// be past the end of new data).
        func refresh() {
            for (cell, position) in shown where !cell.isHidden {
                show(cell, data.element(atPosition: position))
            }
        }
    }
#endif
