#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    import Carousel

    extension CarouselView {
        /// Whether the view's length across its axis (its height, for a horizontal carousel)
        /// follows the content of the item at its center: a card with two lines of text beside
        /// one with five. `false` (the default) leaves it to the view's frame, as before.
        ///
        /// While it is on, the view's `intrinsicContentSize` is, across the axis, the length
        /// the current item fits (and none along the axis): leave that length unconstrained in
        /// Auto Layout (no height constraint for a horizontal carousel) and the view takes it.
        /// As a finger drags toward a neighbor the length moves from the current item's to the
        /// neighbor's in proportion to the way travelled, so the view grows or shrinks with the
        /// finger, and it settles on the current item's at rest. With few items left empty
        /// (`FewItemsRule.leavingEmpty`), an empty side keeps the current item's length.
        ///
        /// An item's length is ``crossLengthForItem``'s when it is set, else its cell's
        /// `sizeThatFits(_:)` for the item's length along the axis and an unbounded length
        /// across it. A length that is not finite, or is negative, counts as none: the view
        /// keeps its frame's. Not available to items of lengths of their own yet: for them the
        /// view keeps its frame's length.
        ///
        /// - Complexity: at each scroll, move or change of the items, O(1): two items' lengths
        ///   (the current item's and the one it moves toward), and a call to
        ///   `invalidateIntrinsicContentSize()` when the length changed.
        public var fitsCurrentItem: Bool {
            get { fitting.isOn }
            set {
                fitting.isOn = newValue
                updateFittedLength()
            }
        }

        /// The length across the axis that `item` needs when it is `itemLength` points long
        /// along the axis, for ``fitsCurrentItem``; `nil` (the default) asks the item's cell
        /// (`sizeThatFits(_:)`). Set it when the length follows from the item alone (a number
        /// of lines, an image's aspect ratio) to spare the cells the measuring.
        public var crossLengthForItem:
            (@MainActor (_ item: Item, _ itemLength: CGFloat) -> CGFloat)?
        {
            get { fitting.crossLength }
            set {
                fitting.crossLength = newValue
                updateFittedLength()
            }
        }

        /// The view's natural size while ``fitsCurrentItem`` is on: across the axis, the
        /// length the items at the center fit, blended by the way between them; along it, none.
        var fittedIntrinsicSize: CGSize? {
            fitting.length.map {
                axis.oriented(CGSize(width: UIView.noIntrinsicMetric, height: $0))
            }
        }

        /// Measures the items at the center again and tells Auto Layout when their length
        /// changed: after every scroll, move or change of the items, and every layout.
        func updateFittedLength() {
            let length = fitting.isOn ? centerCrossLength() : nil
            guard length != fitting.length else { return }
            fitting.length = length
            invalidateIntrinsicContentSize()
        }

        /// The current item's length across the axis, moved toward its neighbor's by the way
        /// the row has travelled toward that neighbor (a fraction of a page).
        private func centerCrossLength() -> CGFloat? {
            // Items of their own lengths fit nothing across the axis: their view is as long
            // as the app makes it.
            guard itemLengths == nil, coordinator.surface.isShowing else { return nil }
            let center = coordinator.carousel.neighbors
            guard let current = crossLength(atPosition: center) else { return nil }
            // Negative toward the next item, which lies after the center.
            let displacement = coordinator.displacement(atPosition: center)
            let fraction = CGFloat(min(1, displacement.magnitude))
            guard fraction > 0,
                let other = crossLength(atPosition: center + (displacement < 0 ? 1 : -1))
            else { return current }
            return current + (other - current) * fraction
        }

        /// The length across the axis of the item the cell at `position` shows; `nil` for a
        /// hidden cell, or a length that is not finite or is negative.
        private func crossLength(atPosition position: Int) -> CGFloat? {
            let carousel = coordinator.carousel
            let id = carousel.slotOrder[position]
            guard let index = carousel.boundIndex(ofSlot: id),
                let item = carousel.element(at: index),
                let cell = carousel.slot(withID: id), !cell.isHidden
            else { return nil }
            let itemLength = CGFloat(coordinator.geometry.itemLength)
            let length: CGFloat
            if let measure = fitting.crossLength {
                length = measure(item, itemLength)
            } else {
                let fitted = cell.sizeThatFits(
                    axis.oriented(
                        CGSize(width: itemLength, height: .greatestFiniteMagnitude)))
                length = axis.oriented(fitted).height
            }
            return length.isFinite && length >= 0 ? length : nil
        }
    }

    /// What ``CarouselView/fitsCurrentItem`` keeps: whether it is on, the app's measure, and
    /// the length last told to Auto Layout.
    struct ItemFitting<Item> {
        var isOn = false
        var crossLength: (@MainActor (_ item: Item, _ itemLength: CGFloat) -> CGFloat)?
        /// The length across the axis of the view's `intrinsicContentSize`; `nil` while off.
        var length: CGFloat?
    }
#endif
