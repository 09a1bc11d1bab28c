import Carousel

/// What the demo's carousel holds: the names of `--items` for pages, or with `--lengths` items
/// that each have a length of their own (``RowItem``). The one ``Session`` runs every command
/// the same way on both and asks its items only for what differs: how a typed item reads, how
/// the frames of a gesture or a tick run, the unit of a speed and what a new layout is.
protocol DemoItem: Equatable, Sendable {
    /// The text the demo shows for the item.
    var name: String { get }

    /// Whether the items have lengths of their own, which the carousel lays out in points.
    static var hasLengths: Bool { get }

    /// The item that `token` stands for in `insert`, `replace` and `load` on `carousel`.
    static func parse(_ token: String, on carousel: Carousel<[Self], Int>) throws(InputError)
        -> Self

    /// Runs `drag` or `fling` frame by frame on `carousel`, on the main actor where the simulated
    /// scroll view runs.
    @MainActor static func run(
        _ gesture: DragGesture, on carousel: inout Carousel<[Self], Int>
    ) throws(CarouselError) -> GestureSimulation.Run

    /// Runs `tick` frame by frame when it moves `carousel` (continuous scrolling, a glide); `nil`
    /// when it is one operation.
    @MainActor static func frames(
        ofTick seconds: Double, on carousel: inout Carousel<[Self], Int>
    ) throws(CarouselError) -> GestureSimulation.Run?

    /// Starts continuous scrolling at `speed`, which must be in the unit the items have.
    static func startAutoscroll(
        _ speed: AutoscrollSpeed, on carousel: inout Carousel<[Self], Int>
    ) throws(any Error)

    /// Shows `neighbors` on each side of the current item (`nil`: as many as now) and `fewItems`.
    static func relayout(
        neighbors: Int?, fewItems: FewItemsRule, on carousel: inout Carousel<[Self], Int>
    ) throws(any Error) -> CarouselEvents
}
