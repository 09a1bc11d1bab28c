#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    /// The transparent room a page control's dot image gets on either side along the row, which
    /// widens the gap between two dots by ``spacing``: from iOS 14 `UIPageControl` lays each
    /// dot out at its image's size, with its own gap between two images, and has no way to set
    /// that gap.
    struct DotPadding: Equatable {
        /// The most points added to the gap: more would only make each dot's image large for
        /// a row wider than a screen.
        static let maximumSpacing: CGFloat = 100

        /// The points added to the gap between two dots, 0 to ``maximumSpacing``.
        let spacing: CGFloat

        /// Padding that adds `spacing` to the gap: a negative or non-finite value adds none
        /// (UIKit's gap cannot be narrowed this way), one above ``maximumSpacing`` adds that
        /// much.
        init(spacing: CGFloat) {
            self.spacing = spacing.isFinite ? min(max(spacing, 0), Self.maximumSpacing) : 0
        }

        /// Whether it adds nothing: UIKit's dots are left alone.
        var isNone: Bool { spacing == 0 }

        /// The padded image of a dot image `size` big at `scale` pixels a point: its size, and
        /// where the dot image stands in it, as high as it was. The room either side is half
        /// the spacing, rounded to whole pixels, so that the dot's edges stay where its pixels
        /// were (a scale that is not a positive number counts as 1).
        func layout(of size: CGSize, scale: CGFloat) -> (size: CGSize, dot: CGRect) {
            let pixels = scale.isFinite && scale > 0 ? scale : 1
            let side = (spacing / 2 * pixels).rounded() / pixels
            return (
                CGSize(width: size.width + 2 * side, height: size.height),
                CGRect(x: side, y: 0, width: size.width, height: size.height)
            )
        }
    }
#endif
