#if (canImport(SwiftUI) && canImport(UIKit)) || CAROUSEL_SWIFTUI_STAND_IN
    /// The identity SwiftUI gives an item's view in its cell: the item's id, and the number of
    /// the binding that put the item in that cell.
    ///
    /// A cell's hosted view carries it (`.id(_:)`), so that SwiftUI keeps an item view's
    /// `@State` with the item, as `ForEach` keeps a row's: a cell that shows another item gets
    /// another identity, and SwiftUI starts that item's view afresh instead of handing it the
    /// state of the item the cell showed before. `binding` is counted up at each binding of a
    /// cell to a new id, so that an identity belongs to one cell, once: with few items repeated
    /// (`FewItemsRule.repeating`), each cell that shows an item at once is a view of its own,
    /// and an item that leaves the cells and comes back starts afresh.
    struct CarouselItemIdentity<ID: Hashable>: Hashable {
        let id: ID
        let binding: Int
    }
#endif
