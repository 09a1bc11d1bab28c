/// When ``SimulatedCarousel/onScroll`` is called.
public enum ScrollStage: Hashable, Sendable {
    /// The scroll view moved; the coordinator has not been told yet (what the slots show is
    /// still what they showed before).
    case moved
    /// The coordinator followed the move: committed a page and recentered, or only recorded it.
    case followed
    /// The coordinator's own unanimated reset moved the scroll view, from inside its setter; the
    /// coordinator ignores this report.
    case reset
}
