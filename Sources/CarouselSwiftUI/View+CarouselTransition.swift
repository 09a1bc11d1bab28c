#if canImport(SwiftUI) && canImport(UIKit)
    import Carousel
    import Combine
    import SwiftUI

    extension View {
        /// Changes this view, a part of a carousel item's view, by where its item stands in the
        /// scroll, as `scrollTransition(_:_:)` does in a `ScrollView`: a title or an image that
        /// moves with a parallax while the card itself moves with the row.
        ///
        /// ```swift
        /// EndlessCarousel(shoes, selectedIndex: $shoe) { shoe in
        ///     Image(shoe.photo)
        ///         .carouselTransition { photo, displacement in
        ///             photo.offset(x: -0.4 * CGFloat(displacement.points))
        ///         }
        ///         .clipped()
        /// }
        /// ```
        ///
        /// `transition` gets this view and its item's displacement from the center, the
        /// `CarouselItemEffect.Displacement` that ``carouselItemEffect(_:)`` gets: `items`, 0
        /// when the item rests at the center, 1 one item toward the next, −0.5 halfway to the
        /// previous; `points`, the same distance in points. It counts toward the next item,
        /// the trailing side (the right, or the left from right to left) or below, as a
        /// `ScrollTransitionPhase`'s value counts toward `bottomTrailing`: SwiftUI mirrors
        /// horizontal positions from right to left, so one transition serves both directions.
        /// It is exact round the loop: the last item and the first, side by side across the
        /// seam, are one item apart like any two others, and with few items an item shown in
        /// two places gets each place's own displacement.
        ///
        /// The carousel tells each of its item views the displacement on every frame of a
        /// scroll; only the views that read it (this one) update, not the item's whole view,
        /// and not at all while nothing moves. In a carousel of items sized to their content
        /// (``carouselItemSizing(_:)``) an item's displacement counts in items of its own length
        /// (its distance from its rest place over its length plus the spacing). Outside a
        /// carousel the displacement is that of rest, 0.
        ///
        /// - Parameter transition: this view, changed for a displacement; keep it to what
        ///   SwiftUI applies cheaply (offsets, scale, rotation, opacity, blur): it runs on every
        ///   frame of a scroll.
        /// - Returns: the view, following its item's place in the scroll.
        /// - Complexity: O(1) a frame for the carousel; `transition`'s cost for SwiftUI.
        public func carouselTransition<Transformed: View>(
            _ transition:
                @escaping (
                    _ content: Self, _ displacement: CarouselItemEffect.Displacement
                ) -> Transformed
        ) -> some View {
            CarouselTransitionView(content: self, transition: transition)
        }
    }

    /// Where an item's cell stands in the scroll: its displacement from the center, which the
    /// carousel sets on every frame of a scroll and the item's ``SwiftUI/View/carouselTransition(_:)``s
    /// observe.
    @MainActor
    final class ItemPlace: ObservableObject {
        @Published private(set) var displacement = ItemPlace.rest

        /// The displacement of an item at rest in the center.
        nonisolated static let rest = CarouselItemEffect.Displacement(
            items: 0, points: 0, itemLength: 0, spacing: 0)

        /// Takes the cell's displacement now; the views that observe it update only when it
        /// changed.
        func take(_ new: CarouselItemEffect.Displacement) {
            if new != displacement { displacement = new }
        }
    }

    /// The environment's slot for the place of the item a view is part of.
    private struct ItemPlaceKey: EnvironmentKey {
        static var defaultValue: ItemPlace? { nil }
    }

    extension EnvironmentValues {
        /// The place of the carousel item this view is part of; `nil` outside a carousel.
        var carouselItemPlace: ItemPlace? {
            get { self[ItemPlaceKey.self] }
            set { self[ItemPlaceKey.self] = newValue }
        }
    }

    /// A view changed by its item's place: ``PlacedView`` inside a carousel, the transition at
    /// rest outside one.
    private struct CarouselTransitionView<Content: View, Transformed: View>: View {
        let content: Content
        let transition: (Content, CarouselItemEffect.Displacement) -> Transformed
        @Environment(\.carouselItemPlace) private var place

        var body: some View {
            if let place {
                PlacedView(place: place, content: content, transition: transition)
            } else {
                transition(content, ItemPlace.rest)
            }
        }
    }

    /// A view that observes its item's place, so that a frame of the scroll updates it alone.
    private struct PlacedView<Content: View, Transformed: View>: View {
        @ObservedObject var place: ItemPlace
        let content: Content
        let transition: (Content, CarouselItemEffect.Displacement) -> Transformed

        var body: some View { transition(content, place.displacement) }
    }
#endif
