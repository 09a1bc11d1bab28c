/// What the coordinator has told its surface is on screen: for each position, the storage
/// position displayed there and the slot it was displayed in, in storage made once, so that
/// following it never allocates.
///
/// A display's identity is a place in the content with the index shown there. A recenter moves
/// the content by the pages it commits (one page for a far commit), so the entries move by as
/// many positions (``shift(byPages:)``) and an item that stays on screen keeps its entry; the
/// next ``CarouselScrollCoordinator/reconcileDisplay()`` reports the rest.
struct DisplayTracker {
    /// The storage position displayed at each position, -1 where nothing is.
    var indices: [Int]
    /// The id of the slot each displayed item was last seen in.
    var slots: [Int]
    /// The positions displayed, as last reported.
    var positions: Range<Int> = 0..<0
    /// The pages the content moved since the last reconciliation: every position's entry lies
    /// that many positions lower now.
    var pendingShift = 0
    /// Set while the surface hears of changes, so that a host's callback that calls back in
    /// only asks for another pass instead of reconciling inside one.
    var isReporting = false
    /// Set by a reconciliation asked for during a report: the outer one runs again.
    var isPending = false

    /// Nothing displayed yet, for `positionCount` positions.
    init(positionCount: Int) {
        indices = Array(repeating: -1, count: positionCount)
        slots = Array(repeating: 0, count: positionCount)
    }

    /// The content moved `pages` pages toward *next* at a recenter.
    mutating func shift(byPages pages: Int) {
        pendingShift += pages
    }

    /// Moves the entries by `pages` positions down (their places kept), dropping those that
    /// leave the window; the caller has reported them ended.
    mutating func move(byPages pages: Int) {
        let count = indices.count
        guard pages != 0 else { return }
        if pages > 0 {
            for position in 0..<count {
                let source = position + pages
                indices[position] = source < count ? indices[source] : -1
                if source < count { slots[position] = slots[source] }
            }
        } else {
            for position in (0..<count).reversed() {
                let source = position + pages
                indices[position] = source >= 0 ? indices[source] : -1
                if source >= 0 { slots[position] = slots[source] }
            }
        }
    }
}
