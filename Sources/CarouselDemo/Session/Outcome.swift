import Carousel

/// What one processed line did.
enum Outcome: Equatable, Sendable {
    /// The command ran: its events (possibly none), and the help text for `help`.
    case success(events: [CarouselEvent], help: String?)
    /// The line was refused and changed nothing.
    case failure(message: String)
}
