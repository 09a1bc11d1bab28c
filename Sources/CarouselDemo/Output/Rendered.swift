/// What a renderer prints for one line: text for standard output and for standard error.
struct Rendered: Equatable {
    /// Screens of an animation, written before `out` with `frameDelay` seconds between them.
    var animation: [String] = []
    var frameDelay = 0.0
    var out = ""
    var err = ""
}
