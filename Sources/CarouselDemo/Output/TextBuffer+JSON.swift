import Carousel

extension TextBuffer {
    /// Appends `text` as a JSON string literal, quotes included.
    ///
    /// Only what JSON requires is escaped (quote, backslash, U+0000–U+001F), so non-ASCII text
    /// stays readable UTF-8 and any `String` (NUL, lone CR, …) gives valid JSON on one line.
    func appendJSONString(_ text: String) {
        append(byte: ASCII.quote)
        text.withUTF8Bytes { utf8 in
            // Most text needs no escaping: copy the runs between the bytes that do.
            var run = 0
            for (position, byte) in utf8.enumerated() {
                guard let escape = Self.jsonEscape(byte) else { continue }
                append(bytes: UnsafeBufferPointer(rebasing: utf8[run..<position]))
                append(contentsOf: escape)
                run = position + 1
            }
            append(bytes: UnsafeBufferPointer(rebasing: utf8[run...]))
        }
        append(byte: ASCII.quote)
    }

    /// Appends `motion` as a JSON string of the library's words (`"paging"`,
    /// `"snapping(limit: 3)"`): every state names it, so the words without a limit are written
    /// without making the `String`.
    func appendJSON(_ motion: CarouselMotion) {
        switch motion {
        case .paging: append("\"paging\"")
        case .free: append("\"free\"")
        case .snapping(limit: nil): append("\"snapping\"")
        case .snapping: appendJSONString(motion.description)
        }
    }

    /// Appends a finite `value` as a JSON number (`1.0`, `-0.0`, `1e-07`,
    /// `1.7976931348623157e+308`).
    ///
    /// Swift's shortest exact form is already JSON's number grammar for every finite `Double` and
    /// reads back to the same value; JSON has no spelling for NaN or infinity, so those are a
    /// caller's bug.
    func appendJSONNumber(_ value: Double) {
        precondition(value.isFinite, "JSON has no spelling for \(value)")
        append(value)
    }

    /// How JSON writes `byte` inside a string, or `nil` when it stands for itself.
    private static func jsonEscape(_ byte: UInt8) -> String? {
        switch byte {
        case ASCII.quote: #"\""#
        case ASCII.backslash: #"\\"#
        case ASCII.lineFeed: #"\n"#
        case ASCII.carriageReturn: #"\r"#
        case ASCII.tab: #"\t"#
        case ASCII.backspace: #"\b"#
        case ASCII.formFeed: #"\f"#
        case 0x00...0x1F: #"\u00"# + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
        default: nil
        }
    }
}
