/// Cuts a byte stream into lines, chunk by chunk.
///
/// Input is bytes, not text: the demo must survive binary garbage and megabyte-long lines, so this
/// never decodes anything and holds at most one unfinished line between chunks.
/// A line ends at LF; one CR right before that LF (or before the end of input) is dropped, and any
/// other CR stays an ordinary byte.
struct LineSplitter {
    /// The start of a line whose LF has not arrived yet.
    private var unfinishedLine: [UInt8] = []

    /// Returns the lines that `chunk` completes, in order; keeps the rest for the next call.
    mutating func feed(_ chunk: ArraySlice<UInt8>) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var rest = chunk
        while let lineFeed = rest.firstIndex(of: ASCII.lineFeed) {
            lines.append(takeLine(endingWith: rest[..<lineFeed]))
            rest = rest[(lineFeed + 1)...]
        }
        unfinishedLine.append(contentsOf: rest)
        return lines
    }

    /// Ends the input: returns the last line if it had no LF, or nil when nothing is left (so empty
    /// input has no lines and a final LF does not make an extra empty line).
    mutating func finish() -> [UInt8]? {
        unfinishedLine.isEmpty ? nil : takeLine(endingWith: [])
    }

    /// Completes the unfinished line without copying it again, however long it has grown.
    private mutating func takeLine(endingWith end: ArraySlice<UInt8>) -> [UInt8] {
        var line: [UInt8]
        if unfinishedLine.isEmpty {
            // The common case, a line inside one chunk: one copy of the exact size.
            line = Array(end)
        } else {
            line = unfinishedLine
            unfinishedLine = []
            line.append(contentsOf: end)
        }
        if line.last == ASCII.carriageReturn { line.removeLast() }
        return line
    }
}
