/// How each item looks by its distance from the center: a function from an item's
/// ``Displacement`` to its ``Look``, which the carousel views apply on every frame of a scroll,
/// as a layer transform and an alpha, without reconfiguring a cell or updating SwiftUI.
///
/// Write one as a closure, or take a preset built the same way (``crossFade``,
/// ``zoom(scale:opacity:)``, ``depth``, ``coverFlow(tilt:)``, ``rotary(itemsPerTurn:)``,
/// ``init(scale:opacity:parallax:)``):
///
/// ```swift
/// let fade = CarouselItemEffect { displacement in
///     let distance = abs(displacement.items)
///     return CarouselItemEffect.Look(
///         scale: 1 - 0.1 * min(distance, 2),
///         opacity: 1 - 0.4 * min(distance, 2))
/// }
/// ```
///
/// The displacement counts toward the next item and the look is in the carousel's own terms
/// (along toward the next item, across it), so one effect serves both axes and both layout
/// directions: the views mirror it from right to left and turn it for a vertical carousel.
/// It is called for every item the view holds, any number of neighbors, under every motion.
///
/// - Complexity: the views call the closure once per item and frame; keep it O(1) and free of
///   allocation, as the presets are.
public struct CarouselItemEffect: Sendable {
    /// The closure; `nil` for ``none``, which the views skip without calling anything.
    private let body: (@Sendable (Displacement) -> Look)?

    /// An effect that gives each item the look `look` returns for its displacement.
    ///
    /// - Parameter look: an item's look at a displacement. Values outside their ranges count as
    ///   described in ``Look``.
    public init(_ look: @escaping @Sendable (_ displacement: Displacement) -> Look) {
        body = look
    }

    private init() {
        body = nil
    }

    /// No effect: every item at full size and opacity, in place; the views leave the cells'
    /// transforms alone.
    public static let none = CarouselItemEffect()

    /// Whether this is ``none``.
    public var isNone: Bool { body == nil }

    /// The look of an item at `displacement`, every value in its range (see ``Look``); the
    /// identity for ``none`` and for a displacement that is not finite.
    ///
    /// - Parameter displacement: where the item stands from the center.
    /// - Complexity: O(1) plus the closure's cost.
    public func look(at displacement: Displacement) -> Look {
        guard let body, displacement.isFinite else { return .identity }
        return body(displacement).sanitized
    }
}
