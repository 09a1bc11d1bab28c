#if canImport(SwiftUI) && canImport(UIKit)
    import UIKit
#elseif CAROUSEL_SWIFTUI_STAND_IN
    import UIKitStandIn
#endif

#if (canImport(SwiftUI) && canImport(UIKit)) || CAROUSEL_SWIFTUI_STAND_IN
    import Carousel

    /// The lengths of a fitted row's items, measured once and kept by id.
    ///
    /// The row asks an item's length whenever it lays the item out, and needs the same answer
    /// each time until it is told the lengths changed: a measured length is kept until
    /// ``forgetChanged(textSize:axis:)`` finds the item's value, the text size or the axis
    /// changed (and the bridge then reloads the row), or until the row asks at a new length
    /// across the axis (which the row view does only when it reloads the lengths itself).
    @MainActor
    final class MeasuredLengths<Data: RandomAccessCollection, Cell: UIView>
    where Data.Element: Identifiable {
        typealias Item = Data.Element

        /// Measures an item's length along the axis, given the length across it.
        private let measure: @MainActor (_ item: Item, _ crossLength: CGFloat) -> CGFloat
        private let cells: ItemCells<Data, Cell>
        /// Each measured item's length, and its value when measured.
        private var measured: [Item.ID: (length: CGFloat, item: Item)] = [:]
        /// The length across the axis that ``measured`` holds lengths at.
        private var crossLength: CGFloat = 0
        /// The text size and the axis that ``measured`` holds lengths at.
        private var textSize: AnyHashable?
        private var axis = CarouselGeometry.Axis.horizontal

        init(
            cells: ItemCells<Data, Cell>,
            measure: @escaping @MainActor (_ item: Item, _ crossLength: CGFloat) -> CGFloat
        ) {
            self.cells = cells
            self.measure = measure
        }

        /// The length of the item of `entry` at `crossLength` across the axis: measured the
        /// first time, then kept. Before the view has a length across the axis (0), and for an
        /// entry whose id is gone, nothing is measured and the row's minimum applies.
        ///
        /// - Complexity: O(1), amortized, once measured.
        func length(of entry: CarouselEntry<Item.ID>, crossLength: CGFloat) -> CGFloat {
            if crossLength != self.crossLength {
                measured = [:]
                self.crossLength = crossLength
            }
            if let known = measured[entry.id] { return known.length }
            guard crossLength > 0, let item = cells.item(of: entry) else { return 0 }
            let length = measure(item, crossLength)
            // A view that takes all it is offered is as long as the carousel (the row keeps a
            // length within the view), not as short as the minimum (what it makes of infinity).
            let kept =
                Double(length) == .infinity ? CGFloat(Double.greatestFiniteMagnitude) : length
            measured[entry.id] = (kept, item)
            return kept
        }

        /// Forgets the lengths that no longer hold for the data now: all of them at a new text
        /// size or along a new axis, else those of items whose value changed (for `Equatable`
        /// items) or whose id is gone.
        ///
        /// - Returns: whether a length of an item still in the data may have changed: the row
        ///   must then be loaded again.
        /// - Complexity: O(items measured).
        func forgetChanged(
            textSize newTextSize: AnyHashable?, axis newAxis: CarouselGeometry.Axis
        ) -> Bool {
            guard newTextSize == textSize, newAxis == axis else {
                (textSize, axis) = (newTextSize, newAxis)
                let hadAny = !measured.isEmpty
                measured = [:]
                return hadAny
            }
            var changed = false
            for (id, known) in measured {
                guard let position = cells.position(ofID: id) else {
                    measured[id] = nil
                    continue
                }
                let now = cells.data.element(atPosition: position)
                if !Self.isSame(known.item, now) {
                    measured[id] = nil
                    changed = true
                }
            }
            return changed
        }

        /// Whether two values of an item are known to be equal: only `Equatable` items can
        /// tell a change; any other keeps its first measure.
        private static func isSame(_ old: Item, _ new: Item) -> Bool {
            guard let old = old as? any Equatable else { return true }
            return old.isEqual(to: new)
        }
    }

    extension Equatable {
        /// Whether `other` is a value of this type equal to this one.
        fileprivate func isEqual(to other: Any) -> Bool {
            (other as? Self) == self
        }
    }
#endif
