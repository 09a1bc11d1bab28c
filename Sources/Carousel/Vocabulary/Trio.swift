/// A value for each of the three positions, in the order *previous, current, next*.
///
/// Used for the window (which storage index each position shows), its elements, and the order of
/// the slots. It is a fixed-size value: building or reading one never allocates.
public struct Trio<Element> {
    /// The value at the *previous* position.
    public var previous: Element
    /// The value at the *current* position.
    public var current: Element
    /// The value at the *next* position.
    public var next: Element

    /// Creates a trio from its three values in position order.
    ///
    /// - Parameters:
    ///   - previous: the value at *previous*.
    ///   - current: the value at *current*.
    ///   - next: the value at *next*.
    @inlinable
    public init(_ previous: Element, _ current: Element, _ next: Element) {
        self.previous = previous
        self.current = current
        self.next = next
    }

    /// The value at `position`.
    ///
    /// - Complexity: O(1).
    @inlinable
    public subscript(position: CarouselPosition) -> Element {
        get {
            switch position {
            case .previous: previous
            case .current: current
            case .next: next
            }
        }
        set {
            switch position {
            case .previous: previous = newValue
            case .current: current = newValue
            case .next: next = newValue
            }
        }
    }

    /// A trio of the values `transform` returns for each value, in position order.
    ///
    /// - Parameter transform: called once for each value, in position order.
    /// - Returns: the three results, in position order.
    /// - Throws: what `transform` throws; the first error stops the mapping.
    /// - Complexity: O(1): three calls of `transform`.
    @inlinable
    public func map<T, E: Error>(_ transform: (Element) throws(E) -> T) throws(E) -> Trio<T> {
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
    public func makeIterator() -> Iterator { Iterator(trio: self) }

    /// Always 3.
    @inlinable
    public var underestimatedCount: Int { 3 }
}

extension Trio: Equatable where Element: Equatable {}
extension Trio: Hashable where Element: Hashable {}
extension Trio: Sendable where Element: Sendable {}

extension Trio: CustomStringConvertible {
    /// The three values in brackets, in position order; an absent optional value reads `none`.
    public var description: String {
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
