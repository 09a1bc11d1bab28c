#if canImport(SwiftUI) && canImport(UIKit)
    import UIKit
#elseif CAROUSEL_SWIFTUI_STAND_IN
    import UIKitStandIn
#endif

#if (canImport(SwiftUI) && canImport(UIKit)) || CAROUSEL_SWIFTUI_STAND_IN
    import Carousel
#endif

#if (canImport(SwiftUI) && canImport(UIKit)) || CAROUSEL_SWIFTUI_STAND_IN
    /// How a carousel is set up: what its modifiers asked, with what the environment says filled
    /// in at each update. The bridge compares it with the last one it applied and touches only
    /// what changed.
    struct CarouselOptions: Equatable {
        /// How far each item stays from the view's edges.
        var itemInset: CGFloat = 16
        /// The gap between two items.
        var spacing: CGFloat = 32
        /// Autoplay: the interval and the developer's pause, and the environment's pauses.
        var autoplay = AutoplayGate()
        /// How items look by their distance from the center.
        var effect = CarouselItemEffect.none
        /// Whether the layout runs right to left (from the environment; horizontal only).
        var rightToLeft = false
        /// The axis the carousel pages along.
        var axis = CarouselGeometry.Axis.horizontal
        /// The items on each side of the current one.
        var neighbors = 1
        /// What the cells show with fewer items than cells.
        var fewItems = FewItemsRule.repeating
        /// Whether a tap on a neighbor that peeks in moves to it.
        var movesToTappedNeighbor = true
    }
#endif
