#if (canImport(SwiftUI) && canImport(UIKit)) || CAROUSEL_SWIFTUI_STAND_IN
    /// What a selection binding holds, or is written: the current item's id (`selection:`) or
    /// its index in the data (`selectedIndex:`), tagged with which, so that an index never
    /// passes for an id (with `Int` ids, `.id(3)` and `.index(3)` are different values).
    enum SelectionKey<ID: Hashable>: Hashable {
        /// The item with this id.
        case id(ID)
        /// The item at this position in the data, counted from 0 (also for a slice).
        case index(Int)
    }
#endif
