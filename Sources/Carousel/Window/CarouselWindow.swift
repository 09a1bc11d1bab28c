/// The storage positions a carousel shows, position by position, for any number of neighbors:
/// every position of ``Carousel/window``.
///
/// A fixed-size value computed on demand: reading it never allocates. Position `p` lies
/// `p - neighbors` pages from the current one; `nil` is an empty position (an empty carousel,
/// a single item's sides, or the far positions under ``FewItemsRule/leavingEmpty``).
///
/// ```swift
/// let carousel = try Carousel(
///     ["a", "b", "c"], neighbors: 2, fewItems: .leavingEmpty) { $0 }
/// carousel.window  // [none, 2, 0, 1, none]
/// ```
public struct CarouselWindow: RandomAccessCollection, Hashable, Sendable {
    @usableFromInline let layout: WindowLayout
    @usableFromInline let shown: ShownWindow

    @inlinable
    init(layout: WindowLayout, shown: ShownWindow) {
        self.layout = layout
        self.shown = shown
    }

    /// The positions on each side of the current one.
    @inlinable public var neighbors: Int { layout.neighbors }

    /// The first position: 0.
    @inlinable public var startIndex: Int { 0 }
    /// The number of positions, `2 × neighbors + 1`.
    @inlinable public var endIndex: Int { layout.positionCount }

    /// The storage position shown at `position`, or `nil` when it shows nothing.
    ///
    /// - Parameter position: in `0..<count`; any other value is a programming error and traps,
    ///   as an array's subscript does.
    /// - Complexity: O(1).
    @inlinable
    public subscript(position: Int) -> Int? {
        precondition(0 <= position && position < layout.positionCount, "position out of range")
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
