/// The most characters of user text a display shows: a megabyte-long token must not make a
/// megabyte-long line.
let displayLimit = 48

/// Shows user text in a human-readable line: as it is when that is unambiguous and safe for a
/// terminal, otherwise quoted and escaped by ``displayQuoted(_:)`` (which also shortens it).
///
/// Text is shown bare when it is not empty, at most ``displayLimit`` characters, has no space at
/// either end, and holds no quote, backslash, control or invisible formatting character, line or
/// paragraph separator.
func displayReadable(_ text: String) -> String {
    showsBare(text) ? text : displayQuoted(text)
}

/// Whether ``displayReadable(_:)`` shows `text` as it is.
func showsBare(_ text: String) -> Bool {
    if let bare = text.withUTF8Bytes(showsBareIfASCII) { return bare }
    let scalars = text.unicodeScalars
    return !text.isEmpty && scalars.count <= displayLimit
        && scalars.first?.properties.isWhitespace == false
        && scalars.last?.properties.isWhitespace == false
        && scalars.allSatisfy { scalar in
            // Unassigned characters may render as anything: quoting shows where they are.
            !isUnsafeToShow(scalar) && scalar.properties.generalCategory != .unassigned
                && scalar != "\"" && scalar != "\\"
        }
}

/// The rule of ``showsBare(_:)`` for ASCII text, decided byte by byte (the general rule costs a
/// Unicode table lookup a scalar); `nil` when `bytes` are not all ASCII. In ASCII every byte is a
/// scalar, the only whitespace that is not a control character is space, and every printable
/// character is assigned.
func showsBareIfASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
    var bare =
        (1...displayLimit).contains(bytes.count) && bytes.first != ASCII.space
        && bytes.last != ASCII.space
    for byte in bytes {
        if byte > ASCII.last { return nil }
        if !ASCII.showsAsItIs(byte) { bare = false }
    }
    return bare
}

/// How a line writes the real numbers a person reads, so that a number reads like the others
/// around it.
enum NumberStyle {
    /// Swift's shortest exact form (`1.0`, `1.5`): the window line, the terminal's track, a
    /// command's events.
    case exact
    /// Rounded to two decimals (`0.90`): a gesture, frame by frame.
    case hundredths
}

/// A real number for people: Swift's shortest exact form (`1.0`, `0.4`, `1e-07`).
func displayNumber(_ value: Double) -> String {
    value.description
}

/// A real number rounded to two decimals for people (`1.84`, `-0.30`, `0.00`): frame by frame,
/// the shortest exact form would be mostly noise digits.
func displayHundredths(_ value: Double) -> String {
    let hundredths = (value.magnitude * 100).rounded()
    // Far beyond any offset a gesture reaches; kept exact rather than overflow `Int`.
    guard hundredths < 1e15 else { return displayNumber(value) }
    let whole = Int(hundredths) / 100
    let fraction = Int(hundredths) % 100
    let sign = value < 0 && hundredths > 0 ? "-" : ""
    return "\(sign)\(whole)." + (fraction < 10 ? "0" : "") + String(fraction)
}

/// Quotes user text for a message, the way a token is quoted (`"` and `\` escaped), so the user can
/// read exactly what was typed.
///
/// Control characters (and line or paragraph separators) are escaped so that a message stays on one
/// line, invisible formatting characters so that it shows what was typed, and text longer than
/// ``displayLimit`` characters is cut there, marked by `…` after the closing quote.
func displayQuoted(_ text: some StringProtocol) -> String {
    var quoted = "\""
    for scalar in text.unicodeScalars.prefix(displayLimit) {
        switch scalar {
        case "\"": quoted += "\\\""
        case "\\": quoted += "\\\\"
        case "\t": quoted += "\\t"
        case "\n": quoted += "\\n"
        case "\r": quoted += "\\r"
        case _ where isUnsafeToShow(scalar):
            quoted += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: quoted.unicodeScalars.append(scalar)
        }
    }
    quoted += "\""
    let isCut = text.unicodeScalars.dropFirst(displayLimit).first != nil
    return isCut ? quoted + "…" : quoted
}

/// Whether a character would break a one-line message or change how the text around it reads, so
/// messages show it as an escape: control characters, line and paragraph separators, and invisible
/// formatting (bidirectional overrides, BOM, soft hyphen) except the joiner inside emoji sequences.
func isUnsafeToShow(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    case .format: scalar != "\u{200D}"
    default: false
    }
}
