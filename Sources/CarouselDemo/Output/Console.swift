/// Where the demo writes: standard output (buffered) and standard error.
protocol Console {
    mutating func out(_ text: String)
    /// Writes `text`'s bytes as they are (the renderers make them UTF-8).
    mutating func out(_ text: TextBuffer)
    /// Writes to standard error, after flushing standard output so that the two interleave in
    /// order when they go to the same place. A failure to write there is ignored: an error report
    /// that cannot be shown must not stop the run.
    mutating func err(_ text: String)
    mutating func flush()
    /// Why standard output could not be written, once a write has failed; later output is dropped.
    var outputError: String? { get }
}

extension Console {
    mutating func out(_ text: TextBuffer) { out(text.string) }
}
