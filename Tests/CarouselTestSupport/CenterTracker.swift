/// The item under the viewport's center changes only to its neighbor in the direction of
/// motion, or along a far move's link: a person never sees an item skipped, or one from behind.
///
/// Items are storage positions; the driver says what it sees under the center, which way the
/// view last moved, and the far move under way, each as it observes them.
public struct CenterTracker: Sendable {
    /// A far move's origin and target, between which the center may jump while the move runs.
    public struct FarLink: Sendable {
        public var origin: Int
        public var target: Int
        /// Which way the strip reads origin, target: the center may go from origin to target that
        /// way and back the other; `nil` allows either way (a driver that cannot tell which
        /// neighbor the target is bound to).
        public var direction: Int?

        public init(origin: Int, target: Int, direction: Int?) {
            self.origin = origin
            self.target = target
            self.direction = direction
        }

        /// Whether a change of the center from `last` to `item`, moving `direction`, follows the
        /// link.
        func allows(_ last: Int, _ item: Int, moving direction: Int) -> Bool {
            guard let forward = self.direction else {
                return (last, item) == (origin, target) || (last, item) == (target, origin)
            }
            return (last, item, direction) == (origin, target, forward)
                || (last, item, direction) == (target, origin, -forward)
        }
    }

    /// The last item seen under the center.
    private var center: Int?

    /// A tracker that has seen nothing yet.
    public init() {}

    /// Tracks from `center` afresh: at the start, and after a data change, when anything may be
    /// under the center.
    public mutating func restart(at center: Int?) {
        self.center = center
    }

    /// Accepts `item` under the center (`nil`: nothing there, which changes nothing) when it is
    /// the last one, its neighbor in `direction` (the sign of the latest motion, toward the next
    /// item positive; 0 for none) among `count` items, or the other end of `link`. Returns what
    /// went wrong, if anything.
    ///
    /// `eitherWay` says that the motion went exactly half way round the items, as short one way
    /// as the other (a cut of one and a half items among three, from a seam between two): the
    /// neighbor on either side follows then.
    public mutating func track(
        _ item: Int?, moving direction: Int, eitherWay: Bool = false, count: Int, link: FarLink?
    ) -> String? {
        guard let item else { return nil }
        defer { center = item }
        guard let last = center, last != item else { return nil }
        if let link, link.allows(last, item, moving: direction) { return nil }
        let follows =
            eitherWay
            ? item == neighbor(of: last, direction: 1, count: count)
                || item == neighbor(of: last, direction: -1, count: count)
            : direction != 0 && item == neighbor(of: last, direction: direction, count: count)
        if !follows {
            return "the center item went from \(last) to \(item), moving \(direction)"
        }
        return nil
    }

    /// `nil` when `after` is `before` or either is unknown; else that `cause` changed the item
    /// under the center, which it must keep (a resize, a recenter).
    public static func change(from before: Int?, to after: Int?, by cause: String) -> String? {
        guard let before, let after, before != after else { return nil }
        return "\(cause) changed the center item from \(before) to \(after)"
    }
}

/// The position next to `index` in `direction` among `count` items, across the wrap; `index`
/// itself for a single item. Never overflows, even for `Int.max` items.
private func neighbor(of index: Int, direction: Int, count: Int) -> Int {
    guard count >= 2 else { return index }
    if direction > 0 { return index == count - 1 ? 0 : index + 1 }
    return index == 0 ? count - 1 : index - 1
}
