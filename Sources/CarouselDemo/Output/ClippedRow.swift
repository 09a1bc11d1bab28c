/// One row of a terminal picture, `width` columns wide, that text is drawn into at any column
/// and clipped at both ends: what a viewport shows of items sliding past it.
struct ClippedRow {
    /// One string a column; the second column of a wide character is empty.
    private var cells: [String]

    init(width: Int) {
        cells = Array(repeating: " ", count: Swift.max(width, 0))
    }

    /// Draws `text` from column `start` on (it may start left of the row); a wide character cut
    /// by an end of the row shows as a space.
    mutating func draw(_ text: String, at start: Int) {
        var column = start
        for character in text {
            let width = displayWidth(character)
            defer { column += width }
            let visible = (column..<column + width).filter(cells.indices.contains)
            guard visible.count == width else {
                for cut in visible { cells[cut] = " " }
                continue
            }
            cells[column] = String(character)
            for covered in visible.dropFirst() { cells[covered] = "" }
        }
    }

    /// The row without trailing spaces.
    var text: String { cells.joined().droppingTrailingSpaces() }
}
