#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// The selection binding of a carousel or of its page dots: the current item's id
    /// (`selection:`) or its index in the data (`selectedIndex:`). Each initializer's label
    /// says which, so that no overload picks one by the binding's type: with `Int` ids, an
    /// `Int` index binding would otherwise pass for an id binding.
    enum SelectionBinding<Data: RandomAccessCollection> where Data.Element: Identifiable {
        case id(Binding<Data.Element.ID?>)
        case index(Binding<Int>)

        /// What the binding holds now.
        var key: SelectionKey<Data.Element.ID>? {
            switch self {
            case .id(let binding): binding.wrappedValue.map { .id($0) }
            case .index(let binding): .index(binding.wrappedValue)
            }
        }

        /// The position in `data` of the item the binding names, if any.
        ///
        /// - Complexity: O(1) for an index, O(*n*) for an id.
        func position(in data: Data) -> Int? {
            switch self {
            case .id(let binding): binding.wrappedValue.flatMap(data.position(ofID:))
            case .index(let binding):
                IndexSelection<Data.Element.ID>.position(binding.wrappedValue, count: data.count)
            }
        }

        /// The id of the item the binding names: the id it holds (in `data` or not), or the id
        /// of the item at its index, if `data` has one there.
        ///
        /// - Complexity: O(1).
        func id(in data: Data) -> Data.Element.ID? {
            switch self {
            case .id(let binding): binding.wrappedValue
            case .index: position(in: data).map { data.element(atPosition: $0).id }
            }
        }

        /// Writes `key`, the item the carousel shows (`nil`: none, there are no items).
        func write(_ key: SelectionKey<Data.Element.ID>?) {
            switch (self, key) {
            case (.id(let binding), nil): binding.wrappedValue = nil
            case (.id(let binding), .id(let id)?): binding.wrappedValue = id
            case (.index(let binding), .index(let index)?): binding.wrappedValue = index
            // A carousel writes no index while there are no items, and only keys of its
            // binding's kind.
            case (.index, _), (.id, .index?): break
            }
        }

        /// Writes the item at `position` of `data`, by id or by index as the binding names it.
        func select(position: Int, in data: Data) {
            switch self {
            case .id(let binding): binding.wrappedValue = data.element(atPosition: position).id
            case .index(let binding): binding.wrappedValue = position
            }
        }
    }
#endif
