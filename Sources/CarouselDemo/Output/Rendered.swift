/// What a renderer makes of one line, for the shell to write: the screens of an animation first,
/// `frameDelay` seconds apart, then `out` on standard output and `err` on standard error.
///
/// One for the whole run, emptied line after line: `out` keeps its memory, so that text and JSON
/// make no `String` a line.
final class Rendered {
    var animation: [String] = []
    var frameDelay = 0.0
    let out = TextBuffer()
    var err = ""

    /// Empties it for the next line.
    func removeAll() {
        animation = []
        frameDelay = 0
        out.removeAll()
        err = ""
    }
}
