/// Shows user text in a human-readable line: as it is when that is unambiguous and safe for a
/// terminal, otherwise quoted and escaped by ``displayQuoted(_:)`` (which also shortens it).
///
/// Text is shown bare when it is not empty, at most 48 characters, has no space at either end, and
/// holds no quote, backslash, control or invisible formatting character, line or paragraph
/// separator.
func displayReadable(_ text: String) -> String {
    showsBare(text) ? text : displayQuoted(text)
}

/// Whether ``displayReadable(_:)`` shows `text` as it is.
func showsBare(_ text: String) -> Bool {
    if let bare = text.withUTF8Bytes(showsBareIfASCII) { return bare }
    let scalars = text.unicodeScalars
    return !text.isEmpty && scalars.count <= 48 && scalars.first?.properties.isWhitespace == false
        && scalars.last?.properties.isWhitespace == false
        && scalars.allSatisfy { scalar in
            // Unassigned characters may render as anything: quoting shows where they are.
            !isUnsafeToShow(scalar) && scalar.properties.generalCategory != .unassigned
                && scalar != "\"" && scalar != "\\"
        }
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
