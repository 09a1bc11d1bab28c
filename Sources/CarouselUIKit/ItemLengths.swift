#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    import Carousel

    /// What a ``CarouselView`` of items of their own lengths lays its row out by: the shortest
    /// length an item has, the anchor, and the view's length across the axis that the app's
    /// item length is asked at, which the row's length closure reads.
    ///
    /// Each item's length is the app's, and the layout keeps it within its bounds (at least the
    /// minimum, at most the viewport), so that no frame is refused for a length.
    @MainActor
    final class ItemLengths {
        /// The minimum item length the view was made with.
        let minimum: Double
        let anchor: CarouselAnchor
        /// The view's length across the axis that the lengths are asked at: 0 until the first
        /// layout.
        var crossLength = 0.0

        init(minimum: Double, anchor: CarouselAnchor) {
            self.minimum = minimum
            self.anchor = anchor
        }

        /// The row's length closure: `itemLength` of an item at ``crossLength``.
        func length<Item>(
            _ itemLength: @escaping @MainActor (Item, CGFloat) -> CGFloat
        ) -> @Sendable (Item) -> Double {
            { item in
                // The row asks only from the view's coordinator, on the main actor, where the
                // item already is: nothing crosses an actor.
                nonisolated(unsafe) let item = item
                return assumeMainActor { Double(itemLength(item, CGFloat(self.crossLength))) }
            }
        }

        /// The layout before the first one of the view's: one point, every length kept at one
        /// point, nothing refused.
        func placeholderLayout(spacing: Double) -> RowLayout? {
            try? RowLayout(viewportLength: 1, minimumLength: 1, spacing: spacing, anchor: anchor)
        }

        /// The row's layout for a viewport `viewport` points long, its items `spacing` apart,
        /// `neighbors` bound on each side at least, along `axis` in `layoutDirection`:
        /// the minimum item length, or, on a view so long that items that short would need
        /// more slots than a row has, the shortest that does not; `nil` for a viewport that is
        /// not a positive finite length, or a spacing the layout refuses.
        func layout(
            viewport: Double, spacing: Double, neighbors: Int, axis: CarouselGeometry.Axis,
            layoutDirection: CarouselGeometry.LayoutDirection
        ) -> RowLayout? {
            guard viewport.isFinite, viewport > 0 else { return nil }
            var minimum = min(minimum, viewport)
            while true {
                if let layout = try? RowLayout(
                    viewportLength: viewport, minimumLength: minimum, spacing: spacing,
                    anchor: anchor, neighbors: neighbors, axis: axis,
                    layoutDirection: layoutDirection)
                {
                    return layout
                }
                // Items as long as the viewport always fit; each doubling halves the slots.
                guard minimum < viewport else { return nil }
                minimum = min(2 * minimum, viewport)
            }
        }
    }
#endif
