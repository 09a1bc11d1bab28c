/// Output built as UTF-8 bytes, reused from line to line: the text and JSON renderers write a
/// line's numbers and words into it, so that a streamed session makes no `String` a line.
struct TextBuffer {
    private(set) var bytes: [UInt8] = []

    /// The text so far, for callers that want a `String` (tests, the terminal).
    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    mutating func append(bytes more: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: more)
    }

    /// In decimal, as `String(value)` writes it.
    mutating func append(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        // The magnitude, unlike the value, is never out of range (`Int.min`).
        var magnitude = value.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    /// Swift's shortest exact form, as `description` writes it (short enough to need no heap).
    mutating func append(_ value: Double) {
        append(value.description)
    }

    /// Empties the buffer and keeps its memory for the next line.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }
}

extension String {
    /// Calls `body` with the string's UTF-8 bytes, in place when the string is stored contiguously
    /// (as every string the demo makes is), else from a copy.
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(utf8).withUnsafeBufferPointer(body)
    }
}
