#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    /// The cells of a ``CarouselView``, cell `id` the model of the carousel's slot `id`, and the
    /// closure that makes them: the view makes more only when a new neighbor count needs them.
    @MainActor
    struct CellPool<Cell: UIView> {
        private let makeCell: @MainActor () -> Cell
        /// The cells, in slot id order.
        private(set) var cells: [Cell]

        /// `count` cells from `makeCell`, made now.
        init(count: Int, makeCell: @escaping @MainActor () -> Cell) {
            self.makeCell = makeCell
            cells = (0..<count).map { _ in makeCell() }
        }

        /// Exactly `count` cells: the first ones kept, new ones made and added to `scrollView`,
        /// the others hidden and taken out of it (a hidden cell is one the carousel no longer
        /// shows, to whoever still holds it).
        mutating func resize(to count: Int, in scrollView: UIScrollView) {
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
    }
#endif
