/// Each slot is configured only when what it shows changes: at most once between two checks,
/// and never with what it already showed. A configuration that does not change the view is
/// wasted work that flickers on a device.
public struct ConfigurationTracker: Sendable {
    /// What a moment allows beyond that.
    public enum Allowance: Sendable {
        /// Nothing.
        case none
        /// Several configurations of a slot at once (a resize rebinds and lays out again).
        case repeats
        /// Anything (a data change rebinds every slot when items cannot be compared).
        case anything
    }

    /// Each slot's configurations at the last check.
    private var counts: [Int]

    /// Tracks from each slot's `counts` so far.
    public init(counts: [Int]) {
        self.counts = counts
    }

    /// Checks the configurations since the last check and starts the next interval. Returns what
    /// went wrong, if anything.
    ///
    /// - Parameters:
    ///   - counts: each slot's configurations so far.
    ///   - repeated: each slot's, whether by what the driver sees a configuration gave it what
    ///     it already showed (asked only of a slot that was configured).
    ///   - farTarget: each slot's, whether a far move's binding holds it (the target, and with
    ///     several neighbors the items beyond it): a far slide may start in the frame a commit
    ///     lands (autoplay due at rest, the second leg of a jump from a row off its page), and
    ///     those slots are then configured for the commit and again for the binding.
    ///   - allowance: what this moment allows.
    public mutating func violation(
        counts: [Int], repeated: [Bool], farTarget: [Bool], allowing allowance: Allowance
    ) -> String? {
        defer { self.counts = counts }
        guard allowance != .anything else { return nil }
        for slot in counts.indices {
            let added = counts[slot] - self.counts[slot]
            if added > 1, allowance == .none, !(added == 2 && farTarget[slot]) {
                return "slot \(slot) was configured \(added) times at once"
            }
            if added > 0, repeated[slot] {
                return "slot \(slot) was configured with what it showed"
            }
        }
        return nil
    }
}
