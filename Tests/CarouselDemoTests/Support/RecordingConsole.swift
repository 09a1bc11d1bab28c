@testable import CarouselDemo

/// A console that keeps everything, for tests.
struct RecordingConsole: Console {
    var stdout = ""
    var stderr = ""
    /// Both streams in the order written.
    var transcript = ""

    mutating func out(_ text: String) {
        stdout += text
        transcript += text
    }

    mutating func err(_ text: String) {
        stderr += text
        transcript += text
    }

    mutating func flush() {}
}
