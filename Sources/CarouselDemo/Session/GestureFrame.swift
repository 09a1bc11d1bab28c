import Carousel

/// One display frame of a gesture: what the carousel did during it and what it looked like at
/// its end.
struct GestureFrame: Equatable, Sendable {
    /// The item under the viewport's center.
    struct Center: Equatable, Sendable {
        /// Its storage position.
        let index: Int
        let item: String
    }

    /// 1-based.
    let number: Int
    /// The carousel events the coordinator applied during the frame, in order (the first frame's
    /// start with the takeover's: see ``GestureSimulation/run(_:on:)``).
    let events: [CarouselEvent]
    /// The carousel at the end of the frame.
    let state: CarouselState
    /// `nil` while the viewport's center lies in the spacing between two items.
    let center: Center?
}
