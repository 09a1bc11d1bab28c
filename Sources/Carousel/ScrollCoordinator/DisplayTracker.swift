/// What the coordinator has told its surface is on screen: for each position, the storage
/// position displayed there and the slot it was displayed in, in fixed inline storage, so that
/// following it never allocates (not even when the coordinator is made).
///
/// A display's identity is a place in the content with the index shown there. A recenter moves
/// the content by the pages it commits (one page for a far commit), so the entries move by as
/// many positions (``shift(byPages:)``) and an item that stays on screen keeps its entry; the
/// next ``CarouselScrollCoordinator/reconcileDisplay()`` reports the rest. A data change that
/// rebinds a place's slot, or moves another slot there (``noteDataChange(_:slotsBefore:)``),
/// puts another item there, even under the same index: that place's display ends and a new one
/// begins.
@usableFromInline
struct DisplayTracker {
    /// The storage position displayed at each position, -1 where nothing is.
    @usableFromInline
    var indices = FixedInts(repeating: -1)
    /// The id of the slot each displayed item was last seen in.
    @usableFromInline
    var slots = FixedInts(repeating: 0)
    /// The number of positions.
    @usableFromInline
    let count: Int
    /// The positions displayed, as last reported.
    @usableFromInline
    var positions: Range<Int> = 0..<0
    /// Offsets at which the positions on screen are still ``positions``, for the geometry and
    /// item count of the last reconciliation; empty when unknown.
    @usableFromInline
    var steadyOffsets: Range<Double> = 0..<0
    /// The pages the content moved since the last reconciliation: every position's entry lies
    /// that many positions lower now.
    @usableFromInline
    var pendingShift = 0
    /// Whether a slot may show another item than at the last reconciliation (events were
    /// applied, or every slot configured).
    @usableFromInline
    var isStale = true
    /// The places (positions of the content now) a data change put another item in since the
    /// last reconciliation.
    @usableFromInline
    var rebound = PositionSet()
    /// Set while the surface hears of changes, so that a host's callback that calls back in
    /// only asks for another pass instead of reconciling inside one.
    @usableFromInline
    var isReporting = false
    /// Set by a reconciliation asked for during a report: the outer one runs again.
    @usableFromInline
    var isPending = false

    /// Nothing displayed yet, for `positionCount` positions.
    @inlinable
    init(positionCount: Int) {
        assert(positionCount <= FixedInts.capacity)
        count = positionCount
    }

    /// Marks the places a data change put another item in, whatever its index: those whose
    /// slot `events` rebind, and those another slot took (a reorder under
    /// ``ReusePolicy/rotate``: the slot brings the item it showed at another place).
    mutating func noteDataChange(_ events: CarouselEvents, slotsBefore: CarouselSlotOrder) {
        for position in 0..<events.positionCount where events.rebind(atPosition: position) != nil {
            rebound.insert(position)
        }
        guard let order = events.reorder else { return }
        for position in order.indices where order[position] != slotsBefore[position] {
            rebound.insert(position)
        }
    }

    /// The content moved `pages` pages toward *next* at a recenter.
    @inlinable
    mutating func shift(byPages pages: Int) {
        pendingShift += pages
    }

    /// Moves the entries by `pages` positions down (their places kept), dropping those that
    /// leave the window; the caller has reported them ended.
    @inlinable
    mutating func move(byPages pages: Int) {
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

/// A set of positions, one bit each: the most a carousel has (``CarouselLimits/neighbors``) fit.
@usableFromInline
struct PositionSet {
    /// The empty set.
    @inlinable init() {}

    @usableFromInline var bits: UInt16 = 0

    /// Whether `position` is in the set; any `Int` is accepted.
    @inlinable
    func contains(_ position: Int) -> Bool {
        0 <= position && position < FixedInts.capacity && bits >> position & 1 != 0
    }

    /// Adds `position`, in `0..<FixedInts.capacity`.
    @inlinable
    mutating func insert(_ position: Int) {
        precondition(0 <= position && position < FixedInts.capacity)
        bits |= 1 << position
    }
}

/// Fifteen `Int`s inline, the most positions a carousel has (``CarouselLimits/neighbors``).
@usableFromInline
struct FixedInts {
    /// The most values it holds.
    @usableFromInline static let capacity = 15
    @usableFromInline
    var storage: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int)

    /// Every value `value`.
    @inlinable
    init(repeating value: Int) {
        let v = value
        storage = (v, v, v, v, v, v, v, v, v, v, v, v, v, v, v)
    }

    /// The value at `i`, in `0..<capacity`.
    @inlinable
    subscript(i: Int) -> Int {
        get {
            precondition(0 <= i && i < Self.capacity)
            return withUnsafeBytes(of: storage) {
                $0.load(fromByteOffset: i * MemoryLayout<Int>.stride, as: Int.self)
            }
        }
        set {
            precondition(0 <= i && i < Self.capacity)
            withUnsafeMutableBytes(of: &storage) {
                $0.storeBytes(
                    of: newValue, toByteOffset: i * MemoryLayout<Int>.stride, as: Int.self)
            }
        }
    }
}
