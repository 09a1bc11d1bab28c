#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    /// The cells of a ``CarouselView``, cell `id` the model of the carousel's slot `id`, in its
    /// scroll view, and the closure that makes them: the view makes more only when a new
    /// neighbor count needs them, or, for items of their own lengths, when the row first needs
    /// one more.
    @MainActor
    struct CellPool<Cell: UIView> {
        private let makeCell: @MainActor () -> Cell
        private let scrollView: UIScrollView
        /// The cells, in slot id order.
        private(set) var cells: [Cell] = []

        /// `count` cells from `makeCell`, made now and added to `scrollView`.
        init(count: Int, in scrollView: UIScrollView, makeCell: @escaping @MainActor () -> Cell) {
            self.makeCell = makeCell
            self.scrollView = scrollView
            resize(to: count)
        }

        /// Exactly `count` cells: the first ones kept, new ones made and added to the scroll
        /// view, the others hidden and taken out of it (a hidden cell is one the carousel no
        /// longer shows, to whoever still holds it).
        mutating func resize(to count: Int) {
            while cells.count > count {
                let cell = cells.removeLast()
                cell.isHidden = true
                cell.removeFromSuperview()
            }
            while cells.count < count {
                let cell = makeCell()
                cells.append(cell)
                scrollView.addSubview(cell)
            }
        }

        /// Cell `id`, made first (with any before it) when the pool has none yet: a row makes
        /// its slots, in id order, as it needs them.
        mutating func cell(withID id: Int) -> Cell {
            if id >= cells.count { resize(to: id + 1) }
            return cells[id]
        }
    }
#endif
