#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    import Carousel

    // The moves a program asks for: each slides unless Reduce Motion is on (the motion policy),
    // then tells `onChange`.
    extension CarouselView {
        /// Slides to the next item (from the last, on to the first).
        ///
        /// - Parameter animated: slide (the default) or move at once. With Reduce Motion on, the
        ///   view moves at once either way.
        /// - Returns: `false` while a finger or a motion has the view (the user's gesture wins:
        ///   ask again when ``onChange`` finds the view ``isAtRest``), or with fewer than two
        ///   items.
        /// - Complexity: O(1).
        @discardableResult
        public func next(animated: Bool = true) -> Bool {
            defer { changed() }
            let animated = motionPolicy.animates(animated)
            return coordinator.next(animated: animated)
        }

        /// Slides to the previous item.
        ///
        /// - Parameter animated: slide (the default) or move at once; as in
        ///   ``next(animated:)``, Reduce Motion moves at once.
        /// - Returns: as ``next(animated:)``.
        /// - Complexity: O(1).
        @discardableResult
        public func previous(animated: Bool = true) -> Bool {
            defer { changed() }
            let animated = motionPolicy.animates(animated)
            return coordinator.previous(animated: animated)
        }

        /// Moves to the item at `index` the shortest way round, in one page of travel.
        ///
        /// - Parameters:
        ///   - index: a position in `0..<items.count`.
        ///   - animated: slide (the default) or move at once; as in ``next(animated:)``, Reduce
        ///     Motion moves at once.
        /// - Returns: as ``next(animated:)``; `true` when `index` is already current.
        /// - Throws: a `CarouselError` of code `.indexOutOfRange`; nothing changes then.
        /// - Complexity: O(1).
        @discardableResult
        public func jump(to index: Int, animated: Bool = true) throws(CarouselError) -> Bool {
            defer { changed() }
            let animated = motionPolicy.animates(animated)
            return try coordinator.jump(to: index, animated: animated)
        }

        /// The axis the view moves along and its layout direction, `nil` while it cannot move
        /// (fewer than two items): what turns the direction of a swipe, a key or a focus
        /// movement into a step.
        var stepLayout:
            (axis: CarouselGeometry.Axis, layoutDirection: CarouselGeometry.LayoutDirection)?
        {
            guard coordinator.carousel.isScrollable else { return nil }
            return (coordinator.surface.axis, coordinator.surface.layoutDirection)
        }
    }
#endif
