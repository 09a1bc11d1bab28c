/// Writes `text` as a JSON string literal, quotes included.
///
/// Only what JSON requires is escaped (quote, backslash, U+0000–U+001F), so non-ASCII text stays
/// readable UTF-8 and any `String` (NUL, lone CR, …) gives valid JSON on one line.
func jsonString(_ text: String) -> String {
    // Most text needs no escaping: one scan, then one copy (fast even in a debug build).
    let needsEscaping = text.utf8.withContiguousStorageIfAvailable { utf8 in
        var position = 0
        while position < utf8.count {
            let byte = utf8[position]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                return true
            }
            position += 1
        }
        return false
    }
    if needsEscaping == false { return "\"" + text + "\"" }
    var bytes: [UInt8] = [UInt8(ascii: "\"")]
    bytes.reserveCapacity(text.utf8.count + 2)
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
        case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
        case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
        case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
        case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
        case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
        case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
        case 0x00...0x1F:
            let hex = String(byte, radix: 16)
            bytes.append(contentsOf: (#"\u00"# + (byte < 0x10 ? "0" : "") + hex).utf8)
        default: bytes.append(byte)
        }
    }
    bytes.append(UInt8(ascii: "\""))
    return String(decoding: bytes, as: UTF8.self)
}

/// Writes a finite `value` as a JSON number (`1.0`, `-0.0`, `1e-07`, `1.7976931348623157e+308`).
///
/// `description` already produces JSON's number grammar for every finite `Double` and reads back
/// to the same value; JSON has no spelling for NaN or infinity, so those are a caller's bug.
func jsonNumber(_ value: Double) -> String {
    precondition(value.isFinite, "JSON has no spelling for \(value)")
    return value.description
}
