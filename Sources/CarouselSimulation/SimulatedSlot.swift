import Carousel

/// One of the slot views of a ``SimulatedCarousel``: what it shows, where it lies, and how
/// often it was configured.
@MainActor
public final class SimulatedSlot<Element> {
    /// The slot's id, as the carousel made it (0, 1 or 2 for three slots).
    public let id: Int
    /// What the slot shows; `nil` before its first configuration and for an empty position.
    public internal(set) var element: Element?
    /// Where the slot lies in the content, once placed.
    public internal(set) var span: CarouselGeometry.Span?
    /// Its signed distance from the center in pages, as of the last frame.
    public internal(set) var displacement = 0.0
    /// How many times the coordinator configured it.
    public internal(set) var configurationCount = 0

    /// A slot that shows nothing yet.
    @usableFromInline
    init(id: Int) {
        self.id = id
    }
}
