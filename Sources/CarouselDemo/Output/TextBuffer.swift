/// Output built as UTF-8 bytes, reused from line to line: the text and JSON renderers write a
/// line's numbers and words into it, so that a streamed session makes no `String` a line.
///
/// A class over memory of its own rather than a `[UInt8]`: a line is dozens of short appends,
/// and an array's append pays for copy-on-write and capacity checks each time. The appends of
/// bytes are `@inline(__always)` for the same reason: a call would cost more than the copy.
final class TextBuffer {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init() {
        capacity = 1024
        start = .allocate(capacity: capacity)
    }

    deinit { start.deallocate() }

    var isEmpty: Bool { count == 0 }

    /// The text so far, for callers that want a `String` (a console that takes text).
    var string: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: start, count: count))
    }

    func append(contentsOf text: String) {
        text.withUTF8Bytes { append(bytes: $0) }
    }

    /// The renderers' own words: a literal's bytes are in the binary, with no `String` to read.
    @inline(__always)
    func append(_ literal: StaticString) {
        guard literal.hasPointerRepresentation else {
            return literal.withUTF8Buffer { append(bytes: $0) }
        }
        append(
            bytes: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    @inline(__always)
    func append(bytes more: UnsafeBufferPointer<UInt8>) {
        guard let source = more.baseAddress else { return }
        reserve(more.count)
        (start + count).initialize(from: source, count: more.count)
        count += more.count
    }

    @inline(__always)
    func append(byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    /// In decimal, as `String(value)` writes it.
    func append(_ value: Int) {
        if value < 0 { append(byte: ASCII.minus) }
        // The magnitude, unlike the value, is never out of range (`Int.min`).
        var magnitude = value.magnitude
        var digits = 1
        var rest = magnitude / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        reserve(digits)
        for position in (count..<count + digits).reversed() {
            start[position] = ASCII.zero + UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        }
        count += digits
    }

    /// Swift's shortest exact form, as `description` writes it (`1.0`, `0.25`, `1e-07`).
    func append(_ value: Double) {
        // Whole and quarter values, most of a session's offsets, seconds and intervals, are
        // written here: their shortest form is their exact decimal, with no exponent below 1e16.
        let quarters = value.magnitude * 4
        guard quarters < 1e15, quarters == quarters.rounded(.towardZero) else {
            return append(contentsOf: value.description)
        }
        if value.sign == .minus { append(byte: ASCII.minus) }
        let whole = Int(quarters) / 4
        append(whole)
        switch Int(quarters) % 4 {
        case 0: append(".0")
        case 1: append(".25")
        case 2: append(".5")
        default: append(".75")
        }
    }

    /// In `style`: as ``append(_:)-(Double)`` does, or rounded to two decimals.
    func append(_ value: Double, as style: NumberStyle) {
        switch style {
        case .exact: append(value)
        case .hundredths: append(contentsOf: displayHundredths(value))
        }
    }

    /// Empties the buffer and keeps its memory for the next line.
    func removeAll() {
        count = 0
    }

    /// Makes room for `more` bytes after the `count` written.
    @inline(__always)
    private func reserve(_ more: Int) {
        if count + more > capacity { grow(toFit: more) }
    }

    @inline(never)
    private func grow(toFit more: Int) {
        let grown = Swift.max(capacity * 2, count + more)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.moveInitialize(from: start, count: count)
        start.deallocate()
        (start, capacity) = (moved, grown)
    }
}

extension String {
    /// The text `write` puts into a new buffer: the terminal's drawing, made of strings, uses the
    /// text renderer's writers this way.
    init(writing write: (TextBuffer) -> Void) {
        let out = TextBuffer()
        write(out)
        self = out.string
    }
}
