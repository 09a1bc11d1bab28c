#if (canImport(SwiftUI) && canImport(UIKit)) || CAROUSEL_SWIFTUI_STAND_IN
    /// An item in the carousel's storage: its id, by which the current item is found again after
    /// a data change, and its position in the data at the last reload, where its value is read.
    struct CarouselEntry<ID: Hashable>: Identifiable, Hashable {
        let id: ID
        let position: Int
    }
#endif
