import Carousel

/// The item effects the tests play: every preset at its default amounts, and one custom effect
/// that sets every value of the look.
public enum ItemEffects {
    /// Every preset, by name.
    public static let presets: [(name: String, effect: CarouselItemEffect)] = [
        ("scale and fade", CarouselItemEffect(scale: 0.8, opacity: 0.6, parallax: 0.3)),
        ("cross-fade", .crossFade), ("zoom", .zoom()), ("depth", .depth),
        ("cover flow", .coverFlow()), ("rotary", .rotary()),
    ]

    /// An effect that uses every value of the look, turning in both ways.
    public static let everything = CarouselItemEffect { displacement in
        let items = displacement.items
        return CarouselItemEffect.Look(
            scale: 1 - 0.1 * min(abs(items), 3), opacity: 1 - 0.2 * min(abs(items), 3),
            offset: 5 * items, offsetAcross: 3 * items, rotation: 0.2 * items, tilt: 0.3 * items,
            perspective: 800, zIndex: -abs(items), contentOffset: -10 * items)
    }

    /// The presets and ``everything``.
    public static let all = presets + [("everything", everything)]
}
