// Readable descriptions, in the words the demo prints, so that `print(events)` in a playground or
// a test log reads like the events themselves rather than like their memory layout.

extension CarouselMove.Direction: CustomStringConvertible {
    /// `next` or `previous`.
    public var description: String { self == .next ? "next" : "previous" }
}

extension CarouselMove.Cause: CustomStringConvertible {
    /// `command`, `scroll`, `autoplay` or `autoscroll`.
    public var description: String {
        switch self {
        case .command: "command"
        case .scroll: "scroll"
        case .autoplay: "autoplay"
        case .autoscroll: "autoscroll"
        }
    }
}

extension CarouselMove: CustomStringConvertible {
    /// For example `next 0 → 1 (step 1, command)`.
    public var description: String { "\(direction) \(from) → \(to) (step \(step), \(cause))" }
}

extension CarouselEvent: CustomStringConvertible {
    /// For example `moved next 0 → 1 (step 1, command)`, `reorder slots 1 2 0`,
    /// `rebind slot 2 → 3`, `rebind slot 0 → none`, `offset reset to 1.0`.
    public var description: String {
        switch self {
        case .moved(let move): "moved \(move)"
        case .reorder(let slots): "reorder slots " + slots.map(String.init).joined(separator: " ")
        case .rebind(let slot, let index?): "rebind slot \(slot) → \(index)"
        case .rebind(let slot, nil): "rebind slot \(slot) → none"
        case .offsetReset(let offset): "offset reset to \(offset)"
        }
    }
}

extension CarouselEvents: CustomStringConvertible {
    /// The events in their order, in brackets and separated by commas; `[]` for none.
    public var description: String {
        "[" + map(\.description).joined(separator: ", ") + "]"
    }
}
