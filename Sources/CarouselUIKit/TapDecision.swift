// Shared with CarouselAppKit (a symbolic link there): nothing here is UIKit's or AppKit's alone.
// Each module compiles it where its framework is: Package.swift defines CAROUSEL_UIKIT for
// CarouselUIKit where UIKit's views exist, CAROUSEL_APPKIT for CarouselAppKit on the Mac.
#if CAROUSEL_UIKIT || CAROUSEL_APPKIT || CAROUSEL_UIKIT_STAND_IN || CAROUSEL_APPKIT_STAND_IN
    import Carousel

    /// What a tap (a click on the Mac) on a carousel of pages at rest asks of it: the decision,
    /// without a UIKit or AppKit call, so that tests state it on their own.
    ///
    /// A tap counts on an item's span along the axis, not on the spacing between two items. On
    /// the current item it selects it; on a neighbor it moves there (one item forward or back,
    /// so that with two items, shown on both sides, the view slides toward the one tapped; a
    /// farther one as a jump goes), or selects it when the view does not move to tapped
    /// neighbors.
    enum TapDecision: Equatable {
        /// Call the app's selection with the item at `index`.
        case select(index: Int)
        /// One item forward (1) or back (-1).
        case step(Int)
        /// The item at `index`, the shortest way round.
        case jump(to: Int)

        /// The decision for a tap at `along` content points on `carousel` laid out by
        /// `geometry`; `nil` for a tap that hits no item.
        init?<Storage, Slot>(
            along: Double, carousel: Carousel<Storage, Slot>, geometry: CarouselGeometry,
            movesToTappedNeighbor: Bool
        ) {
            let window = carousel.window
            guard
                let position = window.indices.first(where: {
                    let span = geometry.slotSpan(atPosition: $0)
                    return span.start <= along && along < span.end
                }),
                let index = window[position]
            else { return nil }
            let step = position - carousel.neighbors
            guard step != 0, movesToTappedNeighbor else {
                self = .select(index: index)
                return
            }
            self = step == 1 || step == -1 ? .step(step) : .jump(to: index)
        }
    }
#endif
