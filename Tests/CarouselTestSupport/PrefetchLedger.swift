/// The items a surface was asked to prefetch and not told to cancel since, as a coordinator's
/// reports add up, for every driver that records them: each item asked for once at a time, and
/// cancelled only once asked.
public struct PrefetchLedger: Sendable {
    /// The items asked for and neither cancelled, configured in a slot nor forgotten since.
    public private(set) var outstanding: Set<Int> = []

    public init() {}

    /// A request to prefetch the item at `index`: `nil`, or what is wrong with it.
    public mutating func asked(_ index: Int) -> String? {
        outstanding.insert(index).inserted ? nil : "\(index) was asked for twice"
    }

    /// A cancellation of the item at `index`: `nil`, or what is wrong with it.
    public mutating func cancelled(_ index: Int) -> String? {
        outstanding.remove(index) != nil ? nil : "\(index) was cancelled unasked"
    }

    /// A slot configured with the item at `index`: one asked for is owed no cancellation now,
    /// even once it leaves the slot (the slot used what was loaded).
    public mutating func configured(_ index: Int) {
        outstanding.remove(index)
    }

    /// Forgets the items of `shown` that are not in `run`: an item that left the run into a
    /// slot is owed no cancellation. For a driver whose surface does not log configurations
    /// (``configured(_:)``), which sees the slots only between calls.
    public mutating func forget(shown: some Sequence<Int>, outside run: some Sequence<Int>) {
        outstanding.subtract(Set(shown).subtracting(run))
    }
}

/// The run a coordinator prefetches: `length` items of a ring of `count`, one after another from
/// `skip + 1` items past `anchor` on its `forward` side (before it otherwise), nearest first.
/// In 128 bits: the ring may be `0..<Int.max`.
public func prefetchRun(
    from anchor: Int, skipping skip: Int, forward: Bool, count: Int, length: Int
) -> [Int] {
    let n = Int128(count)
    return (0..<length).map { k in
        let step = Int128(skip) + 1 + Int128(k)
        let index = Int128(anchor) + (forward ? step : -step)
        return Int((index % n + n) % n)
    }
}
