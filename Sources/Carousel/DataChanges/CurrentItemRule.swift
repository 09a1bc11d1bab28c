/// How ``Carousel/load(_:keepingCurrent:)`` finds the current item in the new storage.
///
/// Choose `byID` for items that are edited in place (cards with an `id`), ``byValue`` for
/// values that are their own identity (strings, numbers), ``byPosition`` to keep the position.
public struct CurrentItemRule<Storage: RandomAccessCollection>
where Storage.Index == Int {
    /// The new position of the item that was current, or `nil` to keep the position (clamped).
    let position: (_ current: Storage.Element, _ newStorage: Storage) -> Int?
    /// Whether an old and a new item show the same, for the rotate policy's slot matching;
    /// `nil` when items are not compared (every slot is rebound).
    let sameValue: ((_ old: Storage.Element, _ new: Storage.Element) -> Bool)?

    /// Keep the position, clamped to the new count; every bound slot is rebound.
    public static var byPosition: Self { Self(position: { _, _ in nil }, sameValue: nil) }
}

extension CurrentItemRule where Storage.Element: Equatable {
    /// The first item equal to the current one; under the rotate policy slots match by value.
    public static var byValue: Self {
        // `firstIndex(of:)`, not a closure: collections such as `Range` answer it without a scan.
        Self(
            position: { current, storage in
                storage.firstIndex(of: current).map {
                    storage.distance(from: storage.startIndex, to: $0)
                }
            }, sameValue: { $0 == $1 })
    }
}

extension CurrentItemRule where Storage.Element: Identifiable {
    /// The first item with the current item's `id`; every bound slot is rebound, since the values
    /// may have changed under the same ids.
    public static var byID: Self {
        Self(position: { firstPosition(ofIDOf: $0, in: $1) }, sameValue: nil)
    }

    /// The position of the first item with `item`'s id in `storage`, if any.
    static func firstPosition(ofIDOf item: Storage.Element, in storage: Storage) -> Int? {
        let id = item.id
        guard let found = storage.firstIndex(where: { $0.id == id }) else { return nil }
        return storage.distance(from: storage.startIndex, to: found)
    }
}

extension CurrentItemRule where Storage.Element: Identifiable & Equatable {
    /// The first item with the current item's `id` (identity wins over equality: an edited item
    /// keeps its place); under the rotate policy slots still match by value, so an edited item is
    /// rebound and an unchanged one is not.
    public static var byID: Self {
        Self(position: { firstPosition(ofIDOf: $0, in: $1) }, sameValue: { $0 == $1 })
    }
}
