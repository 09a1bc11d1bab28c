/// A value for each of the three positions of the three-slot carousel, in the order *previous,
/// current, next*: the fixed-size storage of its slot table, its moves and its events.
///
/// Internal: the public API speaks of any number of positions (``CarouselWindow``,
/// ``CarouselSlotOrder``, ``CarouselEvents/rebind(atPosition:)``), so that one shape serves every
/// neighbor count; the three-slot fast path is an implementation detail.
@usableFromInline
struct Trio<Element> {
    /// The value at the *previous* position.
    @usableFromInline var previous: Element
    /// The value at the *current* position.
    @usableFromInline var current: Element
    /// The value at the *next* position.
    @usableFromInline var next: Element

    /// Creates a trio from its three values in position order.
    ///
    /// - Parameters:
    ///   - previous: the value at *previous*.
    ///   - current: the value at *current*.
    ///   - next: the value at *next*.
    @inlinable
    init(_ previous: Element, _ current: Element, _ next: Element) {
        self.previous = previous
        self.current = current
        self.next = next
    }

    /// A trio of the values `transform` returns for each value, in position order.
    ///
    /// - Parameter transform: called once for each value, in position order.
    /// - Returns: the three results, in position order.
    /// - Throws: what `transform` throws; the first error stops the mapping.
    /// - Complexity: O(1): three calls of `transform`.
    @inlinable
    func map<T, E: Error>(_ transform: (Element) throws(E) -> T) throws(E) -> Trio<T> {
        Trio<T>(try transform(previous), try transform(current), try transform(next))
    }

    /// The value at position number `index` (0, 1 or 2), for the library's own loops.
    @inlinable
    subscript(index: Int) -> Element {
        get {
            // Selections rather than a switch, so that a computed index costs two conditional
            // moves, not a jump table; every index comes from the library's own loops and orders.
            assert(0 <= index && index < 3, "a position number is 0, 1 or 2")
            return index == 0 ? previous : index == 1 ? current : next
        }
        set {
            switch index {
            case 0: previous = newValue
            case 1: current = newValue
            default:
                precondition(index == 2, "a position number is 0, 1 or 2")
                next = newValue
            }
        }
    }
}

extension Trio: Sequence {
    /// An iterator over *previous*, *current* and *next*.
    @inlinable
    func makeIterator() -> Iterator { Iterator(trio: self) }

    /// Always 3.
    @inlinable
    var underestimatedCount: Int { 3 }
}

extension Trio: Equatable where Element: Equatable {}
extension Trio: Hashable where Element: Hashable {}
extension Trio: Sendable where Element: Sendable {}

extension Trio: CustomStringConvertible {
    /// The three values in brackets, in position order; an absent optional value reads `none`.
    @usableFromInline var description: String {
        "[\(describe(previous)), \(describe(current)), \(describe(next))]"
    }
}

/// An optional value's wrapped value, or `none`: a window reads `[none, 0, none]`, not
/// `[nil, Optional(0), nil]`.
private protocol OptionalDescribing {
    var wrappedDescription: String { get }
}

extension Optional: OptionalDescribing {
    fileprivate var wrappedDescription: String { map { "\($0)" } ?? "none" }
}

private func describe(_ value: some Any) -> String {
    (value as? any OptionalDescribing)?.wrappedDescription ?? "\(value)"
}
