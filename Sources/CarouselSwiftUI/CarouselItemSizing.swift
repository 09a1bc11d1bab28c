#if canImport(SwiftUI) && canImport(UIKit)
    import UIKit
#elseif CAROUSEL_SWIFTUI_STAND_IN
    import UIKitStandIn
#endif

#if (canImport(SwiftUI) && canImport(UIKit)) || CAROUSEL_SWIFTUI_STAND_IN
    import Carousel

    /// How long each item of a carousel is along its axis: a page each, as long as its content,
    /// or a length the developer gives.
    ///
    /// `.pages` is the carousel of pages: each item the carousel's length less twice the item
    /// inset, or several at once with neighbors. The other two make an endless row of items of
    /// their own lengths (chips, tags, logos, headlines), whose current item is the one under
    /// the anchor; spacing, the axis, the motion, continuous scrolling (in points per second),
    /// autoplay, the selection, taps, the visibility changes, item effects and
    /// ``SwiftUI/View/carouselTransition(_:)`` (a card's displacement counted in items of its
    /// own length) apply to it, and ``SwiftUI/View/carouselNeighbors(_:fewItems:)`` binds and
    /// hosts that many items beyond those shown on each side (none by default); the item inset
    /// does not apply.
    public enum CarouselItemSizing: Hashable, Sendable {
        /// One page each: the carousel of pages. The default.
        case pages
        /// Each item as long as its content: the length its view takes when offered all the
        /// length it wants along the axis and the carousel's length across it. That is its
        /// ideal length for text, for an image that fits the height, for a stack of them, and
        /// for a view with a fixed frame; a view that takes all it is offered (a `Color`, a
        /// frame with an infinite maximum) is as long as the carousel.
        ///
        /// An item is measured when it first comes into the row, once, and again when its value
        /// changes (for items that are `Equatable`), when the carousel's length across the axis
        /// changes, or when the text size or the axis does. The length is kept within
        /// `minimumLength` and the carousel's length; one that is not finite counts as the
        /// minimum.
        ///
        /// - Parameters:
        ///   - anchor: where the current item is and where items rest: `.center` for a picker
        ///     or cards, `.leading` for a ticker or chips read from the start.
        ///   - minimumLength: the shortest an item is, 44 points by default (a touch target);
        ///     a value that is not positive and finite counts as 44.
        case fitted(anchor: CarouselAnchor = .center, minimumLength: CGFloat = 44)
        /// Every item `length` points long, measuring nothing: a row of thumbnails. A length that
        /// is not positive and finite counts as 44 points; one longer than the carousel, as the
        /// carousel's length.
        ///
        /// - Parameters:
        ///   - length: each item's length along the axis.
        ///   - anchor: where the current item is and where items rest.
        case length(CGFloat, anchor: CarouselAnchor = .center)

        /// Whether items have lengths of their own: a row, not pages.
        var isRow: Bool { self != .pages }

        /// The row's anchor; `.center` for pages.
        var anchor: CarouselAnchor {
            switch self {
            case .pages: .center
            case .fitted(let anchor, _), .length(_, let anchor): anchor
            }
        }

        /// The shortest length an item of the row has.
        var minimumLength: CGFloat {
            switch self {
            case .pages: 44
            case .fitted(_, let minimum), .length(let minimum, _):
                Double(minimum).isFinite && minimum > 0 ? minimum : 44
            }
        }
    }
#endif
