/// The columns of the terminal's picture of a carousel with `neighbors` positions a side: its
/// `2 × neighbors + 1` boxes as wide as fit ``targetWidth`` columns, between
/// ``minimumInnerWidth`` and ``maximumInnerWidth`` inside (the three-slot picture has the widest).
struct PictureColumns: Equatable {
    /// Columns before the first box.
    static let margin = 2
    /// Columns between two boxes.
    static let gap = 2
    /// The width inside a box of the three-slot picture.
    static let maximumInnerWidth = 18
    /// Room for an item's first four characters and `…`, whatever the number of boxes: rows of
    /// more than seven boxes grow wider than ``targetWidth``.
    static let minimumInnerWidth = 6
    /// The width of a classic terminal.
    static let targetWidth = 80

    let neighbors: Int
    /// The width inside a box.
    let innerWidth: Int

    init(neighbors: Int) {
        self.neighbors = neighbors
        let positions = 2 * neighbors + 1
        // `positions` boxes and `positions - 1` gaps after the margin.
        let box = (Self.targetWidth - Self.margin - (positions - 1) * Self.gap) / positions
        innerWidth = Swift.min(Swift.max(box - 2, Self.minimumInnerWidth), Self.maximumInnerWidth)
    }

    /// The number of boxes.
    var positions: Int { 2 * neighbors + 1 }
    /// A box with its borders.
    var boxWidth: Int { innerWidth + 2 }
    /// Columns from the middle of one box to the middle of the next: one page of offset.
    var pageWidth: Int { boxWidth + Self.gap }
    /// The column where the box at `position` starts.
    func start(ofPosition position: Int) -> Int { Self.margin + position * pageWidth }
}
