/// Which window a carousel's positions show: the current position, the item count, and a far
/// move's binding (`farStep`, see ``SlotItem/window(current:count:farStep:)``), if any.
///
/// A wide slot table stores this rather than an item a position: after every reconciliation the
/// positions show exactly such a window, so what each one shows follows from it in O(1).
@usableFromInline
struct ShownWindow: Hashable, Sendable {
    @usableFromInline var current: Int
    @usableFromInline var count: Int
    @usableFromInline var farStep: Int?

    @inlinable
    init(current: Int, count: Int, farStep: Int? = nil) {
        self.current = current
        self.count = count
        self.farStep = farStep
    }
}
