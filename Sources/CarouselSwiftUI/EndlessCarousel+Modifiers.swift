#if canImport(SwiftUI) && canImport(UIKit)
    import Carousel
    import SwiftUI

    // Modifiers of the carousel itself: apply them to the `EndlessCarousel` before any other
    // modifier (they return the carousel, not `some View`).
    extension EndlessCarousel {
        /// How far the items stay from the carousel's edges: items are the carousel's width less
        /// twice `inset` (with several items at once, ``neighbors(_:fewItems:)``, the whole items
        /// and the spacings between them fill that width). 16 points by default.
        ///
        /// The neighbors peek in by `inset` less ``itemSpacing(_:)``: an inset of 40 with a
        /// spacing of 12 shows 28 points of each. A width too narrow for the items (one not
        /// wider than 4 × `inset` less the spacing, for one item at a time) keeps the last
        /// layout.
        ///
        /// - Parameter inset: points from each edge, at least 0.
        /// - Returns: the carousel with that inset.
        public func itemInset(_ inset: CGFloat) -> Self {
            var carousel = self
            carousel.options.itemInset = inset
            return carousel
        }

        /// What VoiceOver reads as the carousel's value for the current item: by default
        /// "Item 3 of 12", in English. The carousel is one adjustable element (a swipe up or down
        /// moves one item, a three-finger swipe pages); give it a label with SwiftUI's
        /// `accessibility(label:)` (`accessibilityLabel(_:)` from iOS 14) after the carousel's
        /// own modifiers.
        ///
        /// - Parameter value: the text for `item` at `index` (from 0) of `count` items, e.g. a
        ///   localized "\(item.name), \(index + 1) of \(count)".
        /// - Returns: the carousel with that value.
        public func itemAccessibilityValue(
            _ value:
                @escaping @MainActor (_ item: Data.Element, _ index: Int, _ count: Int)
                -> String
        ) -> Self {
            var carousel = self
            carousel.accessibilityValue = value
            return carousel
        }

        /// The axis the carousel pages along: `.horizontal` (the default; right to left where the
        /// environment's layout direction says so) or `.vertical` (the next item below, never
        /// flipped). ``itemInset(_:)`` and ``itemSpacing(_:)`` then apply along that axis, and
        /// the carousel needs a height in which an item and its neighbors fit.
        ///
        /// - Parameter axis: the paging axis.
        /// - Returns: the carousel paging along `axis`.
        public func pagingAxis(_ axis: CarouselGeometry.Axis) -> Self {
            var carousel = self
            carousel.options.axis = axis
            return carousel
        }

        /// Shows several items at once: `count` on each side of the current one, which stays
        /// centered. The carousel then shows `2 × count − 1` whole items between its two
        /// ``itemInset(_:)``s, ``itemSpacing(_:)`` apart, and the next ones peek in by the inset
        /// less the spacing; a swipe still moves one item, and the carousel still loops.
        ///
        /// ```swift
        /// EndlessCarousel(apps) { app in AppCard(app: app) }
        ///     .neighbors(2)  // three whole items, 12 points of the next ones
        ///     .itemInset(20)
        ///     .itemSpacing(8)
        ///     .frame(height: 120)
        /// ```
        ///
        /// Each item is `(width − 2 × inset − (2 × count − 2) × spacing) / (2 × count − 1)`
        /// wide; a width too narrow for that keeps the last layout, and before a width that
        /// fits the carousel shows nothing (7 a side with the default inset and spacing need
        /// more than 416 points: 13 items and the 12 spacings of 32 between them). The carousel
        /// hosts `2 × count + 1` item views. A new count or rule takes effect once the carousel
        /// rests, keeping the current item.
        ///
        /// - Parameters:
        ///   - count: the items on each side of the current one, 1 (the default, one item at a
        ///     time) to 7; a value outside counts as the nearest end.
        ///   - fewItems: what shows with fewer items than `2 × count + 1`: `.repeating` (the
        ///     default) loops them, so an item may show twice; `.leavingEmpty` shows each item
        ///     once, nearest the current one, and leaves the other places blank.
        /// - Returns: the carousel showing that many items.
        public func neighbors(_ count: Int, fewItems: FewItemsRule = .repeating) -> Self {
            var carousel = self
            carousel.options.neighbors = count
            carousel.options.fewItems = fewItems
            return carousel
        }

        /// The gap between two items, 32 points by default (with the default inset, the
        /// neighbors do not show).
        ///
        /// - Parameter spacing: points between two items, at least 0.
        /// - Returns: the carousel with that spacing.
        public func itemSpacing(_ spacing: CGFloat) -> Self {
            var carousel = self
            carousel.options.spacing = spacing
            return carousel
        }

        /// Slides to the next item every `interval` seconds while nothing else moves the
        /// carousel: a finger on it pauses autoplay, and it counts from 0 again once the view
        /// rests.
        ///
        /// It also pauses while `isPaused` (bind it to a pause button: WCAG 2.2.2 asks for a way
        /// to pause, stop or hide moving content), while the scene is not active (iOS 14 and
        /// later), while VoiceOver runs and while Reduce Motion is on.
        ///
        /// - Parameters:
        ///   - interval: seconds between two moves, in `0.001...1e6`; `nil`, or any other value,
        ///     for no autoplay.
        ///   - isPaused: the developer's pause; `false` by default.
        /// - Returns: the carousel with that autoplay.
        public func autoplay(every interval: Double?, isPaused: Bool = false) -> Self {
            var carousel = self
            carousel.options.autoplay.interval = interval
            carousel.options.autoplay.isPaused = isPaused
            return carousel
        }

        /// Scales, fades or shifts each item by its distance from the center, on every frame of
        /// a scroll, without a SwiftUI update.
        ///
        /// - Parameter effect: the effect, ``CarouselItemEffect/none`` by default.
        /// - Returns: the carousel with that effect.
        public func itemEffect(_ effect: CarouselItemEffect) -> Self {
            var carousel = self
            carousel.options.effect = effect
            return carousel
        }

        /// Calls `action` when another item becomes current: after a swipe or a programmatic
        /// move commits, or a data change. `nil` when there are no items.
        ///
        /// During a SwiftUI update the call waits for the next turn of the main actor, so
        /// `action` may change state.
        ///
        /// - Parameter action: called with the new current item.
        /// - Returns: the carousel that calls `action`.
        public func onCurrentItemChange(
            perform action: @escaping @MainActor (Data.Element?) -> Void
        ) -> Self {
            var carousel = self
            carousel.currentItemChanged = action
            return carousel
        }

        /// Calls `action` on every scroll with the progress for page dots: the position in
        /// `[0, count)`, continuous while the carousel moves (`count - 0.5` halfway from the last
        /// item to the first), or `nil` when there are no items.
        ///
        /// It is called on every display frame while the carousel moves: state it changes
        /// updates its views as often, so keep that state in a small view of its own, not in the
        /// one that holds the carousel (which would compare the data's ids every frame).
        ///
        /// - Parameter action: called with the progress.
        /// - Returns: the carousel that calls `action`.
        public func onProgressChange(perform action: @escaping @MainActor (Double?) -> Void) -> Self
        {
            var carousel = self
            carousel.progressChanged = action
            return carousel
        }
    }
#endif
