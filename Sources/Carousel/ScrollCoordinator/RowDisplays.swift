/// What a ``CarouselScrollCoordinator`` of a row has told its surface is on screen: a run of consecutive items
/// of the row, in fixed inline storage, so that following it never allocates.
///
/// A display's identity is the item's *place*, an ordinal along the endless row, with the index
/// shown there. The coordinator counts places as the anchor crosses items in a continuous motion
/// (a drag, a glide, continuous scrolling), so an item that stays on screen keeps its place,
/// across recenters too, and is reported neither ended nor begun. A move at once puts every item
/// at a new place. A data change keeps the places and compares the indices: an item whose index
/// it shifted ends under the old index and begins under the new one, and a place whose slot it
/// rebound (a replaced item), or that another slot shows now (under rebind, a change that moved
/// the window's first position), ends and begins even under the same index.
///
/// On screen is any part of an item's span inside the viewport (not the spacing).
@usableFromInline
struct RowDisplays {
    /// The place of the first item on screen.
    @usableFromInline var first = 0
    /// The number of items on screen.
    @usableFromInline var count = 0
    /// The index of the first item on screen, in a storage of `storageCount` items: the others
    /// follow it round the loop.
    @usableFromInline var firstIndex = 0
    @usableFromInline var storageCount = 0
    /// The slot of each item on screen, in order.
    @usableFromInline var slots = SlotBytes()
    /// The place of the current item, counted by ``follow(step:isContinuous:)``.
    @usableFromInline var origin = 0
    /// How far the content may scroll from where these items were found (toward the next
    /// items, positive) before one comes on screen or leaves it; empty when unknown.
    @usableFromInline var steady: Range<Double> = 0..<0
    /// How far the content scrolled since these items were found.
    @usableFromInline var travelled = 0.0

    @inlinable
    init() {}

    /// Counts the places a move of `step` items took the row: the anchor's crossings in a
    /// continuous motion, or, for a move at once (`isContinuous` false), more places than a
    /// window holds.
    @inlinable
    mutating func follow(step: Int, isContinuous: Bool) {
        origin &+= isContinuous ? step : 4 * SlotBytes.capacity
    }

    /// Follows a scroll of `distance` points that bound and freed nothing, and tells whether
    /// the items on screen may have changed: `false` while the content stays within
    /// ``steady`` of where they were found.
    @inlinable
    mutating func mayChange(afterScrolling distance: Double) -> Bool {
        travelled += distance
        return !steady.contains(travelled)
    }

    /// The change from `old` to `new`, whose first item lies at window position
    /// `firstPosition`: the entries of `old` that end and those of `new` that begin, one bit an
    /// entry (in order along the row from the lowest bit). `rebound` holds the window positions
    /// a data change put another item in.
    ///
    /// - Complexity: O(items on screen).
    @inlinable
    static func changes(
        from old: RowDisplays, to new: RowDisplays, firstPosition: Int, rebound: UInt64
    ) -> (ended: UInt64, begun: UInt64) {
        // A place stays displayed when it is on screen before (old entry `k`) and after (new
        // entry `j`) with the same index, and no data change rebound it.
        func isKept(old k: Int, new j: Int) -> Bool {
            0 <= k && k < old.count && 0 <= j && j < new.count && old.index(k) == new.index(j)
                && rebound & (1 << UInt64(firstPosition + j)) == 0
        }
        var (ended, begun): (UInt64, UInt64) = (0, 0)
        for k in 0..<old.count where !isKept(old: k, new: (old.first &+ k) &- new.first) {
            ended |= 1 << UInt64(k)
        }
        for j in 0..<new.count where !isKept(old: (new.first &+ j) &- old.first, new: j) {
            begun |= 1 << UInt64(j)
        }
        return (ended, begun)
    }

    /// The window positions of `new` that another slot shows than showed the same place in
    /// `old`, with those of `rebound`: after a data change, a place another cell shows now (under
    /// rebind, where the window's first position moved) is a new display of its item.
    ///
    /// - Complexity: O(items on screen).
    @usableFromInline
    static func moved(
        from old: RowDisplays, to new: RowDisplays, firstPosition: Int, rebound: UInt64
    ) -> UInt64 {
        var mask = rebound
        for j in 0..<new.count {
            let k = (new.first &+ j) &- old.first
            if 0 <= k && k < old.count && old.slots[k] != new.slots[j] {
                mask |= 1 << UInt64(firstPosition + j)
            }
        }
        return mask
    }

    /// The index of the `k`-th item on screen.
    @inlinable
    func index(_ k: Int) -> Int {
        Ring.advance(firstIndex, by: k, count: storageCount)
    }
}

extension ItemRow {
    /// What the row shows on screen now, its current item at place `origin`, and the window
    /// position of the first item on screen.
    ///
    /// - Complexity: O(window), without allocating.
    @inlinable
    func displays(origin: Int) -> (displays: RowDisplays, firstPosition: Int) {
        var new = RowDisplays()
        new.origin = origin
        new.storageCount = count
        let viewport = layout.viewportLength
        var firstPosition = 0
        var (first, last) = ((start: 0.0, end: 0.0), (start: 0.0, end: 0.0))
        var (start, index) = firstWindowCell()
        for position in 0..<window.count {
            let frame = windowFrame(at: position, cellStart: &start, index: &index)
            // The frames go along the row: none after one past the viewport shows.
            if frame.start >= viewport { break }
            guard frame.end > 0 else { continue }
            if new.count == 0 {
                firstPosition = position
                new.firstIndex = frame.index
                first = (frame.start, frame.end)
            }
            last = (frame.start, frame.end)
            new.slots[new.count] = frame.slot
            new.count += 1
        }
        new.first = origin &+ (firstPosition + window.lead)
        // A scroll of `d` moves every item `d` points toward the leading edge. The first item
        // leaves at `d = first.end`, the last at `d = last.start − viewport`; the item before
        // the first comes at `d = first.start − spacing`, the one after the last at
        // `d = last.end + spacing − viewport`. A hair inside, so that rounding never hides one.
        if new.count > 0 {
            let spacing = layout.spacing
            let hair = 1e-9 * viewport
            let lower = max(last.start - viewport, first.start - spacing) + hair
            let upper = min(first.end, last.end + spacing - viewport) - hair
            new.steady = lower < upper ? lower..<upper : 0..<0
        }
        return (new, firstPosition)
    }
}
