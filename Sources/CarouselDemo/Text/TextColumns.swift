/// `text` cut to at most `width` columns, ending with `…` when cut.
func fitted(_ text: String, _ width: Int) -> String {
    guard displayWidth(text) > width else { return text }
    var result = ""
    var used = 0
    for character in text {
        let characterWidth = displayWidth(character)
        guard used + characterWidth <= width - 1 else { break }
        result.append(character)
        used += characterWidth
    }
    return result + "…"
}

/// `text` (already fitted) centered in `width` columns, the extra space on the right.
func centered(_ text: String, _ width: Int) -> String {
    let space = Swift.max(width - displayWidth(text), 0)
    return String(repeating: " ", count: space / 2) + text
        + String(repeating: " ", count: space - space / 2)
}

/// The columns `text` takes on a terminal: two for wide East Asian characters and emoji, one for
/// the rest (a close enough estimate for centering names in boxes).
func displayWidth(_ text: String) -> Int {
    text.reduce(0) { $0 + displayWidth($1) }
}

func displayWidth(_ character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
        return 2
    default:
        return 1
    }
}

extension String {
    /// The string without the spaces at its end (centered labels leave some).
    func droppingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}

extension String {
    /// The string padded with spaces to `length` characters (never cut).
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
