@testable import CarouselDemo

/// A console that keeps everything, for tests.
struct RecordingConsole: Console {
    var stdout = ""
    var stderr = ""
    /// Both streams in the order written.
    var transcript = ""
    /// Set to make standard output fail from then on, as a full disk or a closed pipe does.
    var outputError: String?

    mutating func out(_ text: String) {
        guard outputError == nil else { return }
        stdout += text
        transcript += text
    }

    mutating func err(_ text: String) {
        stderr += text
        transcript += text
    }

    mutating func flush() {}
}
