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
    /// what changed (the item effect, a closure, it hands on each time).
    struct CarouselOptions {
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
        /// The items on each side of the current one; `nil` for the kind's default: 1 for pages,
        /// 0 for items of their own lengths (none bound beyond those shown).
        var neighbors: Int?
        /// What the cells show with fewer items than cells.
        var fewItems = FewItemsRule.repeating
        /// Whether a tap on a neighbor that peeks in moves to it.
        var movesToTappedNeighbor = true
        /// Whether the carousel's length across its axis follows the item at its center.
        var fitsCurrentItem = false
        /// What a release does.
        var motion = CarouselMotion.paging
        /// Continuous scrolling: the speed and the developer's pause.
        var autoscroll = AutoscrollRequest()
        /// Whether an item reaching the center during a drag or a glide plays a haptic.
        var playsHapticsOnItemPass = false
        /// How long each item is; read when the carousel is made.
        var sizing = CarouselItemSizing.pages
        /// The environment's text size (its content size category, opaque here so that the
        /// bridge runs on the stand-in): a change measures fitted items again.
        var textSize: AnyHashable?

        /// The speed continuous scrolling runs at, in the unit the view takes it in, or `nil`.
        var runningAutoscrollSpeed: AutoscrollSpeed? {
            autoscroll.runningSpeed(isRow: sizing.isRow)
        }

        /// The interval autoplay runs at, or `nil`: continuous scrolling, which excludes it,
        /// wins when both are asked for.
        var runningAutoplayInterval: Double? {
            runningAutoscrollSpeed == nil ? autoplay.runningInterval : nil
        }
    }

    /// A speed of continuous scrolling, with its unit.
    enum AutoscrollSpeed: Equatable {
        case itemsPerSecond(Double)
        case pointsPerSecond(Double)
        /// The deprecated `carouselAutoscroll(speed:)`'s: items per second for pages, points per
        /// second for items of their own lengths.
        case itemsOrPoints(Double)
    }

    /// What `carouselAutoscroll(itemsPerSecond:isPaused:)` or `(pointsPerSecond:isPaused:)`
    /// asked. The UIKit view under the carousel pauses continuous scrolling itself where it
    /// pauses autoplay (VoiceOver, Reduce Motion, an inactive app, nobody seeing it); the
    /// developer's pause is this one's.
    struct AutoscrollRequest: Equatable {
        /// The speed, or `nil` for none.
        var speed: AutoscrollSpeed?
        /// The developer's pause.
        var isPaused = false

        /// The speed the carousel runs at, in items or points per second, or `nil` for none:
        /// also for a speed the carousel would refuse (0, not finite, its magnitude beyond its
        /// unit's limits, items per second for items of their own lengths).
        func runningSpeed(isRow: Bool) -> AutoscrollSpeed? {
            let items = CarouselLimits.autoscrollItemsPerSecond
            let points = CarouselLimits.autoscrollPointsPerSecond
            switch speed {
            case .itemsPerSecond(let v) where !isRow && items.contains(v.magnitude),
                .itemsOrPoints(let v) where !isRow && items.contains(v.magnitude):
                return .itemsPerSecond(v)
            case .pointsPerSecond(let v) where points.contains(v.magnitude),
                .itemsOrPoints(let v) where isRow && points.contains(v.magnitude):
                return .pointsPerSecond(v)
            default: return nil
            }
        }
    }
#endif
