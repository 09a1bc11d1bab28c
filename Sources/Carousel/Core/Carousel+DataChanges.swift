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
    /// - Throws: ``CarouselError/Code/insertionIndexOutOfRange``; nothing changes then.
    /// - Complexity: that of the storage's insertion (O(`count`) for an array), plus O(1).
    @discardableResult
    public mutating func insert(
        _ item: Storage.Element, at index: Int
    ) throws(CarouselError) -> CarouselEvents {
        if hasLengths {
            return try withRow { row throws(CarouselError) in try row.insert(item, at: index) }
        }
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
        return reconcileAfterDataChange { held in
            guard let shown = held.index, shown >= index else { return held }
            return .item(shown + 1)
        }
    }

    /// Removes the item at storage position `index`.
    ///
    /// Removing before the current item shifts the current position back by one; removing the
    /// current item makes the item that followed it current (after the last comes the first);
    /// removing the last item leaves the carousel empty.
    ///
    /// - Parameter index: a position in `0..<count`.
    /// - Returns: rebinds, and `offsetReset` to 1 when the carousel stops being scrollable mid-drag.
    /// - Throws: ``CarouselError/Code/indexOutOfRange``; nothing changes then.
    /// - Complexity: that of the storage's removal, plus O(1).
    @discardableResult
    public mutating func remove(at index: Int) throws(CarouselError) -> CarouselEvents {
        if hasLengths {
            return try withRow { row throws(CarouselError) in try row.remove(at: index) }
        }
        try checkIndex(index)
        storage.remove(at: storage.index(storage.startIndex, offsetBy: index))
        if count == 0 {
            current = 0
        } else if index < current {
            current -= 1
        } else if index == current {
            current = Ring.wrap(current, count: count)
        }
        return reconcileAfterDataChange { held in
            guard let shown = held.index, shown >= index else { return held }
            return shown == index ? .stale : .item(shown - 1)
        }
    }

    /// Replaces the item at storage position `index` with `item`, a new item (even when equal).
    ///
    /// - Parameters:
    ///   - index: a position in `0..<count`.
    ///   - item: the new item.
    /// - Returns: a rebind of every slot that shows position `index`.
    /// - Throws: ``CarouselError/Code/indexOutOfRange``; nothing changes then.
    /// - Complexity: that of the storage's replacement, plus O(1).
    @discardableResult
    public mutating func replace(
        at index: Int, with item: Storage.Element
    ) throws(CarouselError) -> CarouselEvents {
        if hasLengths {
            return try withRow { row throws(CarouselError) in try row.replace(at: index, with: item)
            }
        }
        try checkIndex(index)
        let position = storage.index(storage.startIndex, offsetBy: index)
        storage.replaceSubrange(
            position..<storage.index(after: position), with: CollectionOfOne(item))
        return reconcileAfterDataChange { $0 == .item(index) ? .stale : $0 }
    }
}

extension Carousel {
    /// Replaces the whole storage, keeping the current item current as `rule` says.
    ///
    /// ``CurrentItemRule/byPosition`` keeps the position, clamped to the new count;
    /// ``CurrentItemRule/byValue`` moves to the first item equal to the current one, and
    /// `.byID` to the first with its `id` (an edited card keeps its place); either
    /// falls back to the clamped position when there is no such item. Under
    /// ``ReusePolicy/rebind`` every slot that showed an item or shows one now is rebound (the
    /// items are all new); under ``ReusePolicy/rotate``, when the rule compares values
    /// (``CurrentItemRule/byValue``, or `.byID` for `Equatable` elements), a slot
    /// whose item equals one the new window needs keeps it and is not rebound.
    ///
    /// The rule is always written, and there is no `load(_:)` without it: an overload chosen by
    /// what the compiler knows of the element would pick by value in a function generic over
    /// `T: Equatable`, even for cards that are also `Identifiable`. The rule says it at the call.
    ///
    /// - Parameters:
    ///   - newStorage: the new items.
    ///   - rule: how to find the current item among them.
    /// - Returns: rebinds, and `offsetReset` to 1 when the carousel stops being scrollable mid-drag.
    /// - Complexity: O(1) by position; O(`newStorage.count`) by value or id to find the item (O(1)
    ///   by value on a range, whose `firstIndex(of:)` is computed).
    @discardableResult
    public mutating func load(
        _ newStorage: Storage, keepingCurrent rule: CurrentItemRule<Storage>
    ) -> CarouselEvents {
        if hasLengths { return withRow { $0.load(newStorage, keepingCurrent: rule) } }
        let kept = currentElement.flatMap { rule.position($0, newStorage) }
        return replaceStorage(with: newStorage, currentAt: kept, sameValue: rule.sameValue)
    }

    /// The body of ``load(_:keepingCurrent:)``.
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
        return reconcileAfterDataChange(held: { $0 }) { held, needed in
            if held == .empty && needed == .empty { return true }
            guard let oldIndex = held.index, let newIndex = needed.index, let compareValues
            else { return false }
            return compareValues(
                oldStorage.element(atPosition: oldIndex), newStorage.element(atPosition: newIndex))
        }
    }

    /// Rebinds what a data change made stale and, since a carousel that cannot scroll rests at
    /// offset 1, resets a drag the change cut short.
    ///
    /// - Parameter isSame: as for ``reconcileSlots(count:into:held:isSame:)``; identity by default.
    mutating func reconcileAfterDataChange(
        held: (SlotItem) -> SlotItem,
        isSame: (_ held: SlotItem, _ needed: SlotItem) -> Bool = { $0.isSame(as: $1) }
    ) -> CarouselEvents {
        var events = CarouselEvents()
        reconcileSlots(count: count, into: &events, held: held, isSame: isSame)
        if !isScrollable && offset != 1 {
            offset = 1
            events.setOffsetReset(1)
        }
        return events
    }
}
