/// What the finger is doing on a row's scroll view, as ``CarouselScrollCoordinator`` sees it.
///
/// | state | event | next state |
/// | --- | --- | --- |
/// | any | a finger lands | holding (a glide stops where it is) |
/// | any | the scroll view starts to drag | dragging |
/// | holding | the finger lifts | lifted: the row settles as a release at rest does |
/// | dragging | the scroll view's will-end-dragging call | releasing, with the velocity |
/// | dragging or releasing | the scroll view's did-end-dragging call | lifted: the row is released (at the velocity, if any came) and glides on as its motion says |
///
/// The row's own glide and continuous scrolling run only while the finger is lifted, so no
/// state holds a finger and a glide at once.
@usableFromInline
enum RowTouch: Hashable {
    /// No finger is down.
    case lifted
    /// A finger is down and has not dragged.
    case holding
    /// A finger drags the scroll view.
    case dragging
    /// The finger lifted off a drag at `velocity` points per second toward the next items; the
    /// release waits for the drag's last call, so that the content offset never moves inside
    /// the call that asks for the scroll view's target.
    case releasing(velocity: Double, decelerationRate: Double)
}
