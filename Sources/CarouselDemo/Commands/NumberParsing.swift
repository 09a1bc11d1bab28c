// Number syntax is checked here rather than left to `Int(_:)` and `Double(_:)`, which accept
// forms the demo rejects (`nan`, `inf`, hexadecimal floats) and say nothing about why a token
// failed.

/// Reads a whole token as an `Int`: ASCII digits with an optional `+` or `-` (leading zeros
/// allowed, `-0` is 0), inside `Int.min...Int.max`.
func parseInteger(_ token: String) throws(InputError) -> Int {
    let bytes = token.utf8
    let isNegative = bytes.first == ASCII.minus
    let digits = bytes.first == ASCII.plus || isNegative ? bytes.dropFirst() : bytes[...]
    guard isIntegerSyntax(token) else {
        throw InputError(
            message: "\(displayQuoted(token)) is not an integer; "
                + "write digits with an optional sign, e.g. 3 or -2")
    }
    // Accumulating towards the sign of the result reaches Int.min, whose magnitude is not an Int.
    var value = 0
    for digit in digits {
        let (shifted, shiftOverflow) = value.multipliedReportingOverflow(by: 10)
        let digitValue = Int(digit - ASCII.zero)
        let (next, addOverflow) =
            isNegative
            ? shifted.subtractingReportingOverflow(digitValue)
            : shifted.addingReportingOverflow(digitValue)
        guard !shiftOverflow, !addOverflow else {
            throw InputError(
                message: "\(displayQuoted(token)) is out of range \(Int.min)...\(Int.max)")
        }
        value = next
    }
    return value
}

/// Whether `token` is written as an integer (ASCII digits with an optional sign), whatever its size:
/// callers that accept a narrower range tell a too-large number from a word with this.
func isIntegerSyntax(_ token: String) -> Bool {
    token.withUTF8Bytes { bytes in
        var digits = bytes[...]
        if digits.first == ASCII.plus || digits.first == ASCII.minus { digits.removeFirst() }
        return !digits.isEmpty && digits.allSatisfy(ASCII.isDigit)
    }
}

/// Reads a whole token as a finite `Double`:
/// `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?` with ASCII digits.
/// A result too large for `Double` is an error; one too small to represent reads as 0.
func parseDecimal(_ token: String) throws(InputError) -> Double {
    guard isDecimalSyntax(token) else {
        let unsigned = token.drop(while: { $0 == "+" || $0 == "-" }).lowercased()
        let problem =
            ["nan", "inf", "infinity"].contains(unsigned)
            ? "is not a finite decimal number" : "is not a decimal number"
        throw InputError(
            message: "\(displayQuoted(token)) \(problem); write e.g. 1.5, -0.25 or 2e3")
    }
    // The syntax is now one that `Double(_:)` reads exactly, quickly even for long tokens.
    guard let value = Double(token), value.isFinite else {
        throw InputError(
            message: "\(displayQuoted(token)) is out of range; "
                + "its magnitude must be at most \(Double.greatestFiniteMagnitude)")
    }
    return value
}

/// Whether `token` is written as a decimal number, whatever its size (`nan` and `inf` are not);
/// callers that also accept keywords tell a too-large number from a word with this.
func isDecimalSyntax(_ token: String) -> Bool {
    // Over the bytes in place: a `Substring`'s UTF-8 view pays for index checks at every step.
    token.withUTF8Bytes { bytes in
        var rest = bytes[...]
        func skipSign() {
            if rest.first == ASCII.plus || rest.first == ASCII.minus { rest.removeFirst() }
        }
        func skipDigits() -> Int {
            let count = rest.prefix(while: ASCII.isDigit).count
            rest.removeFirst(count)
            return count
        }
        skipSign()
        var mantissaDigits = skipDigits()
        if rest.first == ASCII.dot {
            rest.removeFirst()
            mantissaDigits += skipDigits()
        }
        guard mantissaDigits > 0 else { return false }
        if let mark = rest.first, ASCII.isExponentMark(mark) {
            rest.removeFirst()
            skipSign()
            guard skipDigits() > 0 else { return false }
        }
        return rest.isEmpty
    }
}
