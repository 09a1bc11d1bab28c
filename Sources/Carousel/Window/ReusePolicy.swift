/// How the three slots follow the window when it changes.
public enum ReusePolicy: Hashable, Sendable, CaseIterable {
    /// Slot 0 is always *previous*, 1 *current*, 2 *next*; each slot whose item changed is rebound.
    /// What a fixed row of three views needs. The default.
    case rebind
    /// Slots may change positions so that the fewest possible are rebound: a slot that keeps its
    /// item is moved to where that item is needed instead of being reconfigured.
    case rotate
}
