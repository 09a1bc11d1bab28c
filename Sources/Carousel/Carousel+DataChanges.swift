extension Carousel where Storage: RangeReplaceableCollection {
    /// Inserts `item` at storage position `index`; the current item stays current.
    ///
    /// Into an empty carousel the new item becomes current; otherwise an insertion at or before
    /// the current position shifts it by one. Slots keep the items they show even when those
    /// items' indices shift: only a position whose item changed is rebound.
    ///
    /// - Parameters:
    ///   - item: the new item.
    ///   - index: a position in `0...count` (`count` appends).
    /// - Returns: rebinds, and `offsetReset` to 1 when the change ends a drag on a carousel that
    ///   is no longer scrollable; never `moved`.
    /// - Throws: ``CarouselError/insertionIndexOutOfRange(index:range:)``; nothing changes then.
    /// - Complexity: that of the storage's insertion (O(`count`) for an array), plus O(1).
    @discardableResult
    public mutating func insert(
        _ item: Storage.Element, at index: Int
    ) throws(CarouselError) -> CarouselEvents {
        guard 0 <= index && index <= count else {
            throw .insertionIndexOutOfRange(index: index, range: 0...count)
        }
        let wasEmpty = count == 0
        storage.insert(item, at: storage.index(storage.startIndex, offsetBy: index))
        if wasEmpty {
            current = 0
        } else if index <= current {
            current += 1
        }
        ring.items = ring.items.map { held in
            guard case .item(let shown) = held, shown >= index else { return held }
            return .item(shown + 1)
        }
        return reconcileAfterDataChange()
    }

    /// Removes the item at storage position `index`.
    ///
    /// Removing before the current item shifts the current position back by one; removing the
    /// current item makes the item that followed it current (after the last comes the first);
    /// removing the last item leaves the carousel empty.
    ///
    /// - Parameter index: a position in `0..<count`.
    /// - Returns: rebinds, and `offsetReset` to 1 when the carousel stops being scrollable mid-drag.
    /// - Throws: ``CarouselError/indexOutOfRange(index:range:)``; nothing changes then.
    /// - Complexity: that of the storage's removal, plus O(1).
    @discardableResult
    public mutating func remove(at index: Int) throws(CarouselError) -> CarouselEvents {
        try checkIndex(index)
        storage.remove(at: storage.index(storage.startIndex, offsetBy: index))
        if count == 0 {
            current = 0
        } else if index < current {
            current -= 1
        } else if index == current {
            current = Ring.wrap(current, count: count)
        }
        ring.items = ring.items.map { held in
            guard case .item(let shown) = held, shown >= index else { return held }
            return shown == index ? .stale : .item(shown - 1)
        }
        return reconcileAfterDataChange()
    }

    /// Replaces the item at storage position `index` with `item`, a new item (even when equal).
    ///
    /// - Parameters:
    ///   - index: a position in `0..<count`.
    ///   - item: the new item.
    /// - Returns: a rebind of every slot that shows position `index`.
    /// - Throws: ``CarouselError/indexOutOfRange(index:range:)``; nothing changes then.
    /// - Complexity: that of the storage's replacement, plus O(1).
    @discardableResult
    public mutating func replace(
        at index: Int, with item: Storage.Element
    ) throws(CarouselError) -> CarouselEvents {
        try checkIndex(index)
        let position = storage.index(storage.startIndex, offsetBy: index)
        storage.replaceSubrange(
            position..<storage.index(after: position), with: CollectionOfOne(item))
        ring.items = ring.items.map { $0 == .item(index) ? .stale : $0 }
        return reconcileAfterDataChange()
    }
}

extension Carousel {
    /// Replaces the whole storage; the current position is kept, clamped to the new count.
    ///
    /// Every slot that showed an item or shows one now is rebound: the items are all new. When the
    /// elements are `Equatable` or `Identifiable`, the overloads for them keep the current item
    /// current instead.
    ///
    /// - Parameter newStorage: the new items.
    /// - Returns: rebinds, and `offsetReset` to 1 when the carousel stops being scrollable mid-drag.
    /// - Complexity: O(1).
    @discardableResult
    public mutating func load(_ newStorage: Storage) -> CarouselEvents {
        replaceStorage(with: newStorage, currentAt: nil, sameValue: nil)
    }

    /// The shared body of every `load`.
    ///
    /// - Parameters:
    ///   - currentAt: the new current position, or `nil` to clamp the old one.
    ///   - sameValue: whether the item at an old position shows the same as the one at a new
    ///     position, for the rotate policy; `nil` when elements cannot be compared.
    mutating func replaceStorage(
        with newStorage: Storage, currentAt: Int?,
        sameValue: ((_ old: Storage.Element, _ new: Storage.Element) -> Bool)?
    ) -> CarouselEvents {
        let oldStorage = storage
        let compareValues = reusePolicy == .rotate ? sameValue : nil
        storage = newStorage
        // From empty `current` is 0, so the clamp starts the new storage at 0 as it should.
        current = currentAt ?? Swift.min(current, Swift.max(count - 1, 0))
        return reconcileAfterDataChange { held, needed in
            switch (held, needed) {
            case (.empty, .empty):
                return true
            case (.item(let oldIndex), .item(let newIndex)):
                guard let compareValues else { return false }
                return compareValues(
                    oldStorage.element(atPosition: oldIndex),
                    newStorage.element(atPosition: newIndex))
            default:
                return false
            }
        }
    }

    /// Rebinds what a data change made stale and, since a carousel that cannot scroll rests at
    /// offset 1, resets a drag the change cut short.
    ///
    /// - Parameter isSame: as for ``reconcileSlots(count:into:isSame:)``; identity by default.
    mutating func reconcileAfterDataChange(
        isSame: (_ held: SlotItem, _ needed: SlotItem) -> Bool = { $0.isSame(as: $1) }
    ) -> CarouselEvents {
        var events = CarouselEvents()
        reconcileSlots(count: count, into: &events, isSame: isSame)
        if !isScrollable && offset != 1 {
            offset = 1
            events.offsetReset = 1
        }
        return events
    }
}

extension Carousel where Storage.Element: Equatable {
    /// Replaces the whole storage, keeping the current item current when an equal one is there.
    ///
    /// The current position becomes the first occurrence of an item equal to the old current one;
    /// without one, the old position clamped to the new count. Under ``ReusePolicy/rotate`` a slot
    /// whose item equals one the new window needs keeps it and is not rebound.
    ///
    /// - Parameter newStorage: the new items.
    /// - Returns: rebinds, and `offsetReset` to 1 when the carousel stops being scrollable mid-drag.
    /// - Complexity: O(`newStorage.count`) to find the current item; O(1) for a range, whose
    ///   `firstIndex(of:)` is computed.
    @discardableResult
    public mutating func load(_ newStorage: Storage) -> CarouselEvents {
        // `firstIndex(of:)`, not a closure: collections such as `Range` answer it without a scan.
        let kept = currentElement.flatMap(newStorage.firstIndex(of:))
        return replaceStorage(
            with: newStorage,
            currentAt: kept.map { newStorage.distance(from: newStorage.startIndex, to: $0) },
            sameValue: ==)
    }
}

extension Carousel where Storage.Element: Identifiable {
    /// Replaces the whole storage, keeping the item with the current item's `id` current.
    ///
    /// Without an item of that id, the old position is clamped to the new count. Every slot that
    /// showed or shows an item is rebound: the values may have changed under the same id.
    ///
    /// - Parameter newStorage: the new items.
    /// - Returns: rebinds, and `offsetReset` to 1 when the carousel stops being scrollable mid-drag.
    /// - Complexity: O(`newStorage.count`) to find the current item.
    @discardableResult
    public mutating func load(_ newStorage: Storage) -> CarouselEvents {
        replaceStorage(
            with: newStorage, currentAt: position(ofID: currentElement?.id, in: newStorage),
            sameValue: nil)
    }

    /// The position of the first item with `id` in `storage`, if any.
    func position(ofID id: Storage.Element.ID?, in storage: Storage) -> Int? {
        guard let id, let found = storage.firstIndex(where: { $0.id == id }) else { return nil }
        return storage.distance(from: storage.startIndex, to: found)
    }
}

extension Carousel where Storage.Element: Identifiable & Equatable {
    /// Replaces the whole storage, keeping the item with the current item's `id` current.
    ///
    /// Identity wins over equality for the current item (an edited item keeps its place); under
    /// ``ReusePolicy/rotate`` slots still match by equal values, so an edited item is rebound.
    ///
    /// - Parameter newStorage: the new items.
    /// - Returns: rebinds, and `offsetReset` to 1 when the carousel stops being scrollable mid-drag.
    /// - Complexity: O(`newStorage.count`) to find the current item.
    @discardableResult
    public mutating func load(_ newStorage: Storage) -> CarouselEvents {
        replaceStorage(
            with: newStorage, currentAt: position(ofID: currentElement?.id, in: newStorage),
            sameValue: ==)
    }
}
