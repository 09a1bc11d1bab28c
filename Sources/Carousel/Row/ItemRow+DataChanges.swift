extension ItemRow where Storage: RangeReplaceableCollection {
    /// Inserts `item` at storage position `index`; the current item stays current and where it
    /// is, and the items after the insertion move to make room.
    ///
    /// Slots keep the items they show even when their indices shift; the new item is bound
    /// when the window shows it.
    ///
    /// - Throws: ``CarouselError/Code/insertionIndexOutOfRange`` for an index outside
    ///   `0...count`; nothing changes then.
    /// - Complexity: that of the storage's insertion, plus O(window).
    @usableFromInline mutating func insert(
        _ item: Storage.Element, at index: Int
    ) throws(CarouselError) -> CarouselEvents {
        guard 0 <= index && index <= count else {
            throw .insertionIndexOutOfRange(index: index, range: 0...count)
        }
        var changed = self
        changed.storage.insert(item, at: storage.index(storage.startIndex, offsetBy: index))
        let wasEmpty = isEmpty
        let target = wasEmpty ? 0 : (index <= current ? current + 1 : current)
        return changed.settle(
            after: self, current: target, phase: wasEmpty ? .rest : .kept,
            map: { $0 >= index ? $0 + 1 : $0 }, into: &self)
    }

    /// Removes the item at storage position `index`. Removing the current item makes the one
    /// that followed it current (after the last comes the first), as far from its rest as the
    /// removed one was (at its rest when that distance would leave its cell); removing the last
    /// item leaves the row empty.
    ///
    /// - Throws: ``CarouselError/Code/indexOutOfRange``; nothing changes then.
    /// - Complexity: that of the storage's removal, plus O(window).
    @usableFromInline mutating func remove(at index: Int) throws(CarouselError) -> CarouselEvents {
        guard 0 <= index && index < count else {
            throw .indexOutOfRange(index: index, range: 0..<count)
        }
        var changed = self
        changed.storage.remove(at: storage.index(storage.startIndex, offsetBy: index))
        let remaining = count - 1
        let target =
            remaining == 0
            ? 0 : index < current ? current - 1 : (current == remaining ? 0 : current)
        return changed.settle(
            after: self, current: target, phase: index == current ? .fromRest(of: current) : .kept,
            map: { $0 == index ? nil : $0 > index ? $0 - 1 : $0 }, into: &self)
    }

    /// Replaces the item at storage position `index` with `item`, a new item whose length may
    /// differ: a current item replaced keeps the anchor as far from its rest as before (at its
    /// rest when that distance would leave its cell).
    ///
    /// - Throws: ``CarouselError/Code/indexOutOfRange``; nothing changes then.
    /// - Complexity: that of the storage's replacement, plus O(window).
    @usableFromInline mutating func replace(
        at index: Int, with item: Storage.Element
    ) throws(CarouselError) -> CarouselEvents {
        guard 0 <= index && index < count else {
            throw .indexOutOfRange(index: index, range: 0..<count)
        }
        var changed = self
        let position = storage.index(storage.startIndex, offsetBy: index)
        changed.storage.replaceSubrange(position...position, with: CollectionOfOne(item))
        return changed.settle(
            after: self, current: current, phase: index == current ? .fromRest(of: current) : .kept,
            map: { $0 == index ? nil : $0 }, into: &self)
    }
}

extension ItemRow {
    /// Replaces the whole storage with new items, keeping the current item current as `rule`
    /// says, as far from its rest as the old current item was (at its rest when that distance
    /// would leave the new item's cell), as a carousel of pages keeps its offset.
    ///
    /// ``CurrentItemRule/byPosition`` keeps the position, clamped to the new count;
    /// ``CurrentItemRule/byValue`` moves to the first item equal to the current one, and
    /// `.byID` to the first with its `id`; either falls back to the clamped position when there
    /// is no such item. Under ``ReusePolicy/rebind`` every slot that showed an item or shows one
    /// now is rebound (the items are all new); under ``ReusePolicy/rotate``, when the rule
    /// compares values (``CurrentItemRule/byValue``), a slot whose item equals the one the new
    /// window shows in its place keeps it and is not rebound.
    ///
    /// - Parameters:
    ///   - newStorage: the new items.
    ///   - rule: how to find the current item among them.
    /// - Complexity: O(window) plus the storage's replacement by position; O(`newStorage.count`)
    ///   by value or id to find the item; O(window²) comparisons to match slots by value.
    @usableFromInline mutating func load(
        _ newStorage: Storage, keepingCurrent rule: CurrentItemRule<Storage>
    ) -> CarouselEvents {
        var changed = self
        changed.storage = newStorage
        let n = changed.count
        let found = isEmpty ? nil : rule.position(storage.element(atPosition: current), newStorage)
        let target = n == 0 ? 0 : found ?? min(current, n - 1)
        let phaseRule = PhaseRule.fromRest(of: current)
        guard reusePolicy == .rotate, n > 0, let same = rule.sameValue else {
            return changed.settle(
                after: self, current: target, phase: phaseRule, map: { _ in nil }, into: &self)
        }
        // The new window, to find in it the item equal to each one the old window showed.
        let new = changed
        let span = new.span(
            current: target, phase: new.phase(at: target, after: self, rule: phaseRule))
        let old = self
        return changed.settle(
            after: self, current: target, phase: phaseRule,
            map: { oldIndex in
                let item = old.storage.element(atPosition: oldIndex)
                for q in 0..<span.count {
                    let index = new.index(target, offsetBy: span.lead + q)
                    if same(item, new.storage.element(atPosition: index)) { return index }
                }
                return nil
            }, into: &self)
    }
}

/// Where a data change leaves the anchor in the current item's cell.
enum PhaseRule {
    /// At the item's rest.
    case rest
    /// Where it was: the current item is the one it was.
    case kept
    /// As far from the new item's rest as it was from the rest of `item`, the old current one
    /// (removed or replaced), when that lies inside the new cell; else at the new item's rest.
    case fromRest(of: Int)
    /// As far from the item's rest as the distance given, when that lies inside its cell;
    /// else at its rest.
    case distanceFromRest(Double)
}

extension ItemRow {
    /// Whether the storage is empty.
    var isEmpty: Bool { count == 0 }

    /// The phase `distance` from `rest` when it lies in a cell `cell` long, else `rest`.
    static func phase(atDistance distance: Double, fromRest rest: Double, cell: Double) -> Double {
        let kept = rest + distance
        return kept >= 0 && kept < cell ? kept : rest
    }

    /// Where `rule` puts the anchor in the cell of the item at `target` (in `0..<count`), after
    /// a change from `old`.
    func phase(at target: Int, after old: ItemRow, rule: PhaseRule) -> Double {
        let cell = cell(at: target)
        let rest = layout.restPhase(cell: cell)
        switch rule {
        case _ where !isScrollable || !old.isScrollable, .rest: return rest
        case .kept: return old.phase
        case .fromRest(let oldItem):
            let fromRest = old.phase - old.layout.restPhase(cell: old.cell(at: oldItem))
            return Self.phase(atDistance: fromRest, fromRest: rest, cell: cell)
        case .distanceFromRest(let fromRest):
            return Self.phase(atDistance: fromRest, fromRest: rest, cell: cell)
        }
    }

    /// Lays out `self`, whose storage has changed from `old`'s, at `target`, and on success
    /// stores it in `destination`: the common end of the data changes.
    ///
    /// - Parameters:
    ///   - rule: where the anchor lies in the new current item's cell.
    ///   - map: the storage position now of an item the old window showed, `nil` for one that
    ///     is gone or new.
    mutating func settle(
        after old: ItemRow, current target: Int, phase rule: PhaseRule,
        map: (Int) -> Int?, into destination: inout ItemRow
    ) -> CarouselEvents {
        current = target
        _phase = count == 0 ? 0 : phase(at: target, after: old, rule: rule)
        let span = span(current: target, phase: phase)
        let n = count
        let next = old.window.following(
            lead: span.lead, count: span.count, ring: layout.slotCapacity, policy: reusePolicy,
            shift: nil,
            oldIndex: { p in
                map(Ring.advance(old.current, by: old.window.lead + p, count: old.count))
            },
            newIndex: { q in Ring.advance(target, by: span.lead + q, count: n) })
        window = next.window
        steadyPhases = span.steadyPhases
        // The landing of a glide is counted in items, which the change may have moved.
        glide = nil
        checkInvariantsInDebugBuilds()
        destination = self
        return events(
            move: nil, rebound: next.rebound, freed: next.freed, placesAll: next.placesAll,
            distance: nil)
    }
}
