/// Reports the first byte that does not start a valid UTF-8 sequence, with its 1-based column
/// counted in bytes (the only column that means something in undecodable text); `what` names the
/// text in the message.
func utf8Error(in line: [UInt8], what: String = "line") -> InputError? {
    // ASCII, what nearly every line is, is valid UTF-8: checked without making a `String`.
    if line.allSatisfy({ $0 <= ASCII.last }) { return nil }
    // The standard library's validation is fast even in a debug build; walk the scalars only to
    // find where a bad line goes wrong.
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        guard String(validating: line, as: UTF8.self) == nil else { return nil }
    }
    var parser = Unicode.UTF8.ForwardParser()
    var bytes = line.makeIterator()
    var column = 1
    while true {
        switch parser.parseScalar(from: &bytes) {
        case .valid(let scalar): column += scalar.count
        case .emptyInput: return nil
        case .error:
            // Only bytes 0x80...0xFF can be invalid, so two hex digits need no padding.
            let hex = String(line[column - 1], radix: 16, uppercase: true)
            return InputError(
                message: "\(what) is not valid UTF-8 (byte 0x\(hex) at column \(column)); "
                    + "write it as UTF-8 text")
        }
    }
}
