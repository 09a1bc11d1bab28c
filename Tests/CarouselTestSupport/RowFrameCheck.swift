// Shared with the fuzz target, which compiles it with RowModel.swift and ViewportCheck.swift into
// its own module.

/// An item a carousel of items of their own lengths shows: its key (its storage position, or an
/// identity that outlives a data change), its slot, and where it lies along the axis from the
/// viewport's leading edge.
public struct RowPlacement: Equatable, Sendable, CustomStringConvertible {
    public let key: Int
    public let slot: Int
    public let start: Double
    public let end: Double

    public init(key: Int, slot: Int, start: Double, end: Double) {
        (self.key, self.slot, self.start, self.end) = (key, slot, start, end)
    }

    public var description: String { "\(key)@\(slot) \(start)..<\(end)" }
}

/// The frame checks of a carousel of items of their own lengths against ``RowModel``, which
/// every driver of one feeds with what it places: the core's row session its window, the
/// simulation's the slots on screen. Each returns `nil` when the check holds, else what is
/// wrong.
public struct RowFrameCheck: Sendable {
    /// The checked part of the axis: the viewport, with the margins for the window.
    public let bounds: ClosedRange<Double>
    public let spacing: Double
    /// The rounding allowed, in points.
    public let tolerance: Double

    public init(bounds: ClosedRange<Double>, spacing: Double, tolerance: Double) {
        (self.bounds, self.spacing, self.tolerance) = (bounds, spacing, tolerance)
    }

    /// Whether an item from `start` to `end` reaches into the checked part by more than the
    /// rounding.
    public func reachesIn(_ start: Double, _ end: Double) -> Bool {
        end > bounds.lowerBound + tolerance && start < bounds.upperBound - tolerance
    }

    /// `placed` is the model's `expected` frames, in order: the same items (`key` makes a
    /// model index a key), each where the model lays it out and as long as `length` says.
    public func layoutViolation(
        _ placed: [RowPlacement], expected: [RowModel.Frame], key: (Int) -> Int,
        length: (Int) -> Double
    ) -> String? {
        let keys = expected.map { key($0.index) }
        guard placed.map(\.key) == keys else {
            return "the items \(placed.map(\.key)), the model's \(keys)"
        }
        for (item, model) in zip(placed, expected) {
            if abs(item.start - model.start) > tolerance || abs(item.end - model.end) > tolerance {
                return "\(item) where the model has \(model.start)..<\(model.end)"
            }
            if abs(item.end - item.start - length(model.index)) > tolerance {
                return "\(item) is not its length \(length(model.index))"
            }
        }
        return nil
    }

    /// Each of `placed` follows the one before after exactly the spacing.
    public func tilingViolation(_ placed: [RowPlacement]) -> String? {
        for (a, b) in zip(placed, placed.dropFirst())
        where abs(b.start - a.end - spacing) > tolerance {
            return "a gap or an overlap between \(a) and \(b)"
        }
        return nil
    }

    /// `placed`, each item with the spacing on both sides, covers the checked part: no empty
    /// space shows.
    public func coverageViolation(_ placed: [RowPlacement]) -> String? {
        viewportViolation(
            visible: bounds,
            slots: placed.map { ($0.start - spacing)...($0.end + spacing) },
            tolerance: tolerance
        ).map { "\($0): \(placed)" }
    }

    /// Whether `new` is `old` moved back by `distance`: the same item, where it was less the
    /// distance (within four roundings, as both are sums).
    public func isMove(of old: RowPlacement, to new: RowPlacement, by distance: Double) -> Bool {
        old.key == new.key && abs(old.start - distance - new.start) <= 4 * tolerance
    }

    /// Rigid motion: every item of `previous` that, moved back by `distance`, still reaches
    /// into the checked part is in `placed` exactly there and, when `keepsSlots` (the rotate
    /// policy), in the same slot. With `mayMoveAcross` (few items, each shown once) an item may
    /// go to the other side instead.
    public func motionViolation(
        from previous: [RowPlacement], to placed: [RowPlacement], distance: Double,
        keepsSlots: Bool, mayMoveAcross: Bool
    ) -> String? {
        for old in previous where reachesIn(old.start - distance, old.end - distance) {
            let moved = placed.first { isMove(of: old, to: $0, by: distance) }
            guard let moved else {
                if mayMoveAcross { continue }
                return "\(old) should have moved by \(distance): before \(previous), "
                    + "after \(placed)"
            }
            if keepsSlots, moved.slot != old.slot {
                return "\(old) moved to slot \(moved.slot)"
            }
        }
        return nil
    }
}
