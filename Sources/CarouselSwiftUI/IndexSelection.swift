#if (canImport(SwiftUI) && canImport(UIKit)) || CAROUSEL_SWIFTUI_STAND_IN
    /// An index binding's memory, through which a carousel bound by index follows its binding
    /// by id (with ``SelectionSync``, as one bound by id): each index the binding holds is read
    /// as the id of the item at that index when it was set, and each id the carousel writes
    /// back as its index.
    ///
    /// Why ids, not indices: a data change moves items to other indices while the binding
    /// still holds the old one. Read again, the old index would name another item and ask the
    /// carousel to move there; remembered as the id it named, it asks for nothing, and the
    /// carousel writes the item's new index instead (``shift(position:)``). The same holds for
    /// a move under way or waiting: the sync keeps its target by id, wherever the data moves
    /// it.
    ///
    /// An index outside the data (negative, the count or beyond, `Int.min` and `Int.max`) is
    /// read as no item, which the sync refuses at once by writing the current item's index
    /// back; it is never wrapped round.
    struct IndexSelection<ID: Hashable> {
        /// What the binding holds as far as this memory knows: the index last read or written;
        /// `nil` before the first.
        private var index: Int?
        /// The id the item at ``index`` had when the index was read or written; `nil` when it
        /// named no item.
        private var id: ID?

        /// The position of `index` in data of `count` items, if it names one.
        ///
        /// - Complexity: O(1).
        static func position(_ index: Int, count: Int) -> Int? {
            0 <= index && index < count ? index : nil
        }

        /// The id the binding, holding `index`, asks for in data of `count` items: the id it
        /// named when it was read or written, if the binding still holds it, or the id of the
        /// item at `index` now (`nil` outside the data).
        ///
        /// - Parameters:
        ///   - index: the binding's value.
        ///   - count: the number of items.
        ///   - idAt: the id of the item at a position in `0..<count`.
        /// - Complexity: O(1) plus `idAt`'s cost.
        mutating func read(_ index: Int, count: Int, idAt: (Int) -> ID) -> ID? {
            if index == self.index, let id { return id }
            self.index = index
            id = Self.position(index, count: count).map(idAt)
            return id
        }

        /// The index to write for `id`, which the carousel shows at `position`: that
        /// position, or `nil` for none (no items: the binding keeps its value, and the index
        /// it holds is read afresh when items come).
        mutating func write(_ id: ID?, position: Int?) -> Int? {
            guard let id, let position else {
                self.id = nil
                return nil
            }
            index = position
            self.id = id
            return position
        }

        /// The index to write after a data change, when the item the binding names is now at
        /// another one: its new index; `nil` when it is where it was, or gone (the carousel then
        /// writes the item that took its place).
        ///
        /// - Parameter position: the position of an id in the data now, if it is there.
        /// - Complexity: `position`'s cost.
        mutating func shift(position: (ID) -> Int?) -> Int? {
            guard let id, let new = position(id), new != index else { return nil }
            index = new
            return new
        }
    }
#endif
