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

        /// The padded image of a dot image `size` big: its size, and where the dot image stands
        /// in it (half the spacing from either end along the row, as high as it was).
        func layout(of size: CGSize) -> (size: CGSize, dot: CGRect) {
            (
                CGSize(width: size.width + spacing, height: size.height),
                CGRect(x: spacing / 2, y: 0, width: size.width, height: size.height)
            )
        }
    }
#endif
