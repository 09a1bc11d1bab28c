/// The storage positions a carousel shows, position by position, for any number of neighbors:
/// every position of ``Carousel/window``.
///
/// A fixed-size value computed on demand: reading it never allocates. Position `p` lies
/// `p - neighbors` pages from the current one; `nil` is an empty position (an empty carousel,
/// a single item's sides, or the far positions under ``FewItemsRule/leavingEmpty``). For items
/// of their own lengths the window is every item that reaches into the viewport (and its
/// margins), consecutive round the loop, none empty: position `p` lies `p - neighbors` items
/// from the current one, and ``neighbors`` counts the positions before it.
///
/// ```swift
/// let carousel = try Carousel(
///     ["a", "b", "c"], neighbors: 2, fewItems: .leavingEmpty) { $0 }
/// carousel.window  // [none, 2, 0, 1, none]
/// ```
public struct CarouselWindow: RandomAccessCollection, Hashable, Sendable {
    @usableFromInline let layout: WindowLayout
    @usableFromInline let shown: ShownWindow
    /// For items of their own lengths, the window's positions; `nil` for pages.
    @usableFromInline let row: RowSpan?

    /// The positions of a row's window: the current item's position, negated, and how many.
    @usableFromInline
    struct RowSpan: Hashable, Sendable {
        @usableFromInline let lead: Int
        @usableFromInline let count: Int

        @inlinable
        init(lead: Int, count: Int) {
            self.lead = lead
            self.count = count
        }
    }

    @inlinable
    init(layout: WindowLayout, shown: ShownWindow) {
        self.layout = layout
        self.shown = shown
        self.row = nil
    }

    /// The window of a row of items of their own lengths.
    @inlinable
    init(row: RowSpan, shown: ShownWindow) {
        self.layout = .threeSlots
        self.shown = shown
        self.row = row
    }

    /// The positions on each side of the current one; for items of their own lengths, the
    /// positions before it.
    @inlinable public var neighbors: Int { row.map { -$0.lead } ?? layout.neighbors }

    /// The first position: 0.
    @inlinable public var startIndex: Int { 0 }
    /// The number of positions, `2 × neighbors + 1` for pages.
    @inlinable public var endIndex: Int { row?.count ?? layout.positionCount }

    /// The storage position shown at `position`, or `nil` when it shows nothing.
    ///
    /// - Parameter position: in `0..<count`; any other value is a programming error and traps,
    ///   as an array's subscript does.
    /// - Complexity: O(1).
    @inlinable
    public subscript(position: Int) -> Int? {
        precondition(0 <= position && position < endIndex, "position out of range")
        if let row {
            return Ring.advance(shown.current, by: row.lead &+ position, count: shown.count)
        }
        return layout.item(
            at: position, current: shown.current, count: shown.count, farStep: shown.farStep
        ).index
    }
}

extension CarouselWindow: CustomStringConvertible {
    /// The positions in brackets, an empty one as `none`: `[none, 2, 0, 1, none]`.
    public var description: String {
        "[" + map { $0.map(String.init) ?? "none" }.joined(separator: ", ") + "]"
    }
}
