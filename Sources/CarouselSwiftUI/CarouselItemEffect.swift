#if (canImport(SwiftUI) && canImport(UIKit)) || CAROUSEL_SWIFTUI_STAND_IN
    import Carousel

    /// How an item looks by its distance from the center: scaled, faded and its content shifted
    /// (parallax), from none at the center to the full amount one page away and beyond.
    ///
    /// The carousel applies it to each item's hosted view on every scroll, as a transform and an
    /// alpha, so it costs no SwiftUI update and keeps the display's frame rate.
    ///
    /// ```swift
    /// EndlessCarousel(cards) { card in CardView(card) }
    ///     .itemEffect(CarouselItemEffect(scale: 0.9, opacity: 0.6))
    /// ```
    public struct CarouselItemEffect: Hashable, Sendable {
        /// The scale one page from the center, in `0...1`; 1, the default, does not scale.
        public var scale: Double
        /// The opacity one page from the center, in `0...1`; 1, the default, does not fade.
        public var opacity: Double
        /// How far the content lags behind its card, as a fraction of the item's width one page
        /// from the center, in `0...1`: the card clips its content, so the content seems to move
        /// slower than the card (for image cards). 0, the default, turns it off.
        public var parallax: Double

        /// An effect; values outside `0...1` count as the nearest end, NaN as no effect.
        ///
        /// - Parameters:
        ///   - scale: the scale one page away (1: none).
        ///   - opacity: the opacity one page away (1: none).
        ///   - parallax: the content's lag one page away, in item widths (0: none).
        public init(scale: Double = 1, opacity: Double = 1, parallax: Double = 0) {
            self.scale = scale
            self.opacity = opacity
            self.parallax = parallax
        }

        /// No effect: every item at full size and opacity, its content in place.
        public static let none = CarouselItemEffect()

        /// What an item shows at one displacement.
        struct Look: Equatable {
            /// The scale of the content.
            var scale: Double
            /// The opacity of the content.
            var opacity: Double
            /// The content's shift inside its card, in item lengths along ``axis``, positive to
            /// the right or down.
            var shift: Double
            /// The axis the carousel pages along, which ``shift`` follows.
            var axis = CarouselGeometry.Axis.horizontal
            /// Whether the card clips its content (only parallax moves it outside).
            var clips: Bool

            /// The look of an item with no effect.
            static let identity = Look(scale: 1, opacity: 1, shift: 0, clips: false)
        }

        /// The look of an item `displacement` pages from the center (positive toward the next
        /// item), on a screen whose next item is to the left when `rightToLeft`.
        func look(atDisplacement displacement: Double, rightToLeft: Bool) -> Look {
            // A non-finite displacement (none is expected) shows the item as at the center.
            let pages = displacement.isFinite ? min(max(displacement, -1), 1) : 0
            let distance = abs(pages)
            let parallax = Self.unit(parallax, orNone: 0)
            return Look(
                scale: 1 - (1 - Self.unit(scale, orNone: 1)) * distance,
                opacity: 1 - (1 - Self.unit(opacity, orNone: 1)) * distance,
                // The card moved `pages` toward the next item; its content moves part of the way
                // back, and the next item lies to the left from right to left.
                shift: -pages * parallax * (rightToLeft ? -1 : 1),
                clips: parallax > 0)
        }

        /// `value` in `0...1`; NaN counts as `none`, the value of no effect.
        private static func unit(_ value: Double, orNone none: Double) -> Double {
            value.isNaN ? none : min(max(value, 0), 1)
        }
    }
#endif
