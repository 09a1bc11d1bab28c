/// The ranges of arguments the carousel accepts, in one place for checks, messages and callers.
///
/// A non-generic namespace, so that callers can read them without naming a `Carousel` type.
public enum CarouselLimits {
    /// The neighbor counts a carousel accepts on each side of the current item: `1...7`, three
    /// to fifteen positions. Seven covers the widest rows people build (fifteen small cards on a
    /// TV); the matching of a rotate move compares every pair of positions, so each neighbor more
    /// costs a move more than the one before.
    public static let neighbors: ClosedRange<Int> = 1...7
    /// The largest scroll offset magnitude ``Carousel/scroll(toOffset:)`` accepts, in page units.
    public static let maximumOffset = 1e9
    /// The autoplay intervals ``Carousel/startAutoplay(interval:)`` accepts, in seconds.
    public static let autoplayIntervals: ClosedRange<Double> = 0.001...1e6
    /// The speeds ``Carousel/startAutoscroll(itemsPerSecond:)`` accepts, in items per second,
    /// as magnitudes: either sign, from a thousandth of an item a second to a thousand items.
    public static let autoscrollItemsPerSecond: ClosedRange<Double> = 0.001...1000
    /// The speeds a view's or a row's `startAutoscroll(pointsPerSecond:)` accepts, in points
    /// per second, as magnitudes: either sign, from a thousandth of a point a second to a
    /// hundred thousand points (a hundred screens).
    public static let autoscrollPointsPerSecond: ClosedRange<Double> = 0.001...100_000
    /// The speeds ``Carousel/startAutoscroll(itemsPerSecond:)`` accepts, in items per second.
    @available(*, deprecated, renamed: "autoscrollItemsPerSecond")
    public static var autoscrollSpeeds: ClosedRange<Double> { autoscrollItemsPerSecond }
    /// The prefetch distances ``CarouselScrollCoordinator/setPrefetchDistance(_:)`` accepts, in
    /// items beyond those the slots hold: 0 turns prefetching off; 16 is more than a fling of
    /// a phone's width travels past its slots before it slows.
    public static let prefetchDistances: ClosedRange<Int> = 0...16
    /// The clock steps ``Carousel/tick(_:)`` accepts, in seconds.
    public static let tickDurations: ClosedRange<Double> = 0...1e9
    /// How far from its rest page, in points, a scroll view that stopped may be for
    /// ``CarouselScrollCoordinator`` to snap it there without animation (half a point: sub-pixel
    /// on every screen from 2x); farther off, it animates to the page.
    public static let restTolerance = 0.5
}
