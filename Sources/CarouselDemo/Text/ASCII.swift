/// The ASCII bytes the demo reads and writes by value: input is split into lines and tokens, and
/// numbers are checked, over bytes; text and JSON are written as bytes. ASCII bytes never occur
/// inside a multi-byte UTF-8 sequence, so comparing single bytes is safe in any UTF-8 text.
enum ASCII {
    static let backspace: UInt8 = 0x08
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let formFeed: UInt8 = 0x0C
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let plus = UInt8(ascii: "+")
    static let minus = UInt8(ascii: "-")
    static let dot = UInt8(ascii: ".")
    static let zero = UInt8(ascii: "0")
    static let backslash = UInt8(ascii: "\\")
    /// The last ASCII byte; every byte after it belongs to a multi-byte UTF-8 sequence.
    static let last: UInt8 = 0x7F

    static func isDigit(_ byte: UInt8) -> Bool { (zero...zero + 9).contains(byte) }

    /// `e` or `E`, which opens a decimal's exponent.
    static func isExponentMark(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }

    /// A character shown as it is (not escaped) in both display forms: printable ASCII, space
    /// included, other than quote and backslash.
    static func showsAsItIs(_ byte: UInt8) -> Bool {
        (space..<last).contains(byte) && byte != quote && byte != backslash
    }
}
