#if (canImport(SwiftUI) && canImport(UIKit)) || CAROUSEL_SWIFTUI_STAND_IN
    extension RandomAccessCollection {
        /// The element at storage position `position`, counted from `startIndex` (also for a
        /// slice, whose own indices start elsewhere).
        ///
        /// - Complexity: O(1).
        func element(atPosition position: Int) -> Element {
            self[index(startIndex, offsetBy: position)]
        }
    }

    extension RandomAccessCollection where Element: Identifiable {
        /// The storage position of the first element with `id`, if any.
        ///
        /// - Complexity: O(*n*).
        func position(ofID id: Element.ID) -> Int? {
            firstIndex { $0.id == id }.map { distance(from: startIndex, to: $0) }
        }
    }
#endif
