import Carousel

/// One parsed input command, with its arguments typed but not yet checked against the carousel.
enum Command: Equatable, Sendable {
    /// `next [k]`: advance by `k` pages.
    case next(Int)
    /// `prev [k]`: advance by `-k` pages.
    case previous(Int)
    /// `jump i`.
    case jump(Int)
    /// `scroll x`.
    case scroll(Double)
    /// `drag p [v]` and `fling v`: a gesture on the simulated scroll view.
    case drag(DragGesture)
    /// `motion paging|snapping|snapping:N|free`: how a release moves the row.
    case motion(CarouselMotion)
    /// `autoplay s`, or `autoplay off` (`nil`).
    case autoplay(Double?)
    /// `autoscroll v` (items per second), `autoscroll vpt` (points per second), or
    /// `autoscroll off` (`nil`).
    case autoscroll(AutoscrollSpeed?)
    /// `tick t`.
    case tick(Double)
    /// `insert i item`.
    case insert(Int, String)
    /// `remove i`.
    case remove(Int)
    /// `replace i item`.
    case replace(Int, String)
    /// `load [item ...]`.
    case load([String])
    /// `neighbors n`: rebuild the carousel with `n` positions on each side of the current one.
    case neighbors(Int)
    /// `few-items repeat|empty`: rebuild the carousel with this rule.
    case fewItems(FewItemsRule)
    /// `show`.
    case show
    /// `help`.
    case help
    /// `quit`.
    case quit

    /// The argument the library's messages quote (the index, offset, interval, speed, seconds,
    /// neighbor count or snapping limit) as they write it: `10000000000.0` for `1e10`,
    /// `snapping:3` for `snapping:03`. `nil` for commands whose errors are not the library's.
    var quotedArgument: String? {
        switch self {
        case .jump(let index), .insert(let index, _), .remove(let index), .replace(let index, _),
            .neighbors(let index):
            String(index)
        case .scroll(let number), .autoplay(let number?), .tick(let number):
            "\(number)"
        case .autoscroll(let speed?): "\(speed.value)"
        case .motion(let motion): MotionWord.word(for: motion)
        case .next, .previous, .autoplay(nil), .autoscroll(nil), .load, .fewItems, .drag, .show,
            .help, .quit:
            nil
        }
    }
}
