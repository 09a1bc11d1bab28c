// Shared with CarouselAppKit (a symbolic link there): nothing here is UIKit's or AppKit's alone.
// Each module compiles it where its framework is: Package.swift defines CAROUSEL_UIKIT for
// CarouselUIKit where UIKit's views exist, CAROUSEL_APPKIT for CarouselAppKit on the Mac.
#if CAROUSEL_UIKIT || CAROUSEL_APPKIT || CAROUSEL_UIKIT_STAND_IN || CAROUSEL_APPKIT_STAND_IN
    /// The places on screen a ``CarouselView``'s coordinator reported, each with the item it shows
    /// and its cell, and which of those the app hears of: one `willDisplayCell` when an item first
    /// comes on screen, one `didEndDisplayingCell` when its last place leaves, however many cells
    /// show it in between (an item shown twice, with fewer items than cells).
    ///
    /// The places are kept in an array whose capacity outlasts its removals, so that following the
    /// coordinator does not allocate once it has held as many places as a screen shows.
    struct ItemDisplays<Cell: AnyObject> {
        /// The places on screen, in the order they began.
        private var places: [(index: Int, cell: Cell)] = []

        init() {
            // The most places a carousel of pages has (`CarouselLimits.neighbors`); a row of many
            // short items may need more, once.
            places.reserveCapacity(15)
        }

        /// A place began showing the item at `index` in `cell`. Returns whether the item was not
        /// on screen before: the app hears of it then.
        ///
        /// - Complexity: O(places on screen).
        mutating func begin(_ cell: Cell, index: Int) -> Bool {
            let isNew = !places.contains { $0.index == index }
            places.append((index, cell))
            return isNew
        }

        /// A place that showed the item at `index`, last in `cell`, left the screen. Returns whether
        /// that was its last place: the app hears of it then.
        ///
        /// - Complexity: O(places on screen).
        mutating func end(_ cell: Cell, index: Int) -> Bool {
            // The place in that cell, or (a recenter under `.rebind` moved the item to another cell
            // without a call) any of the item's.
            let place =
                places.firstIndex { $0.index == index && $0.cell === cell }
                ?? places.firstIndex { $0.index == index }
            if let place { places.remove(at: place) }
            return !places.contains { $0.index == index }
        }

        /// The cell of the item at `index`: that of its earliest place still on screen (the one
        /// `willDisplayCell` named, while it stays), as `resolve` finds it (see
        /// ``CellSurface/cellShowing``); `nil` when the item is not on screen.
        ///
        /// - Complexity: O(places on screen), and a `resolve`.
        func cell(forItemAt index: Int, resolve: (_ index: Int, _ cell: Cell) -> Cell) -> Cell? {
            places.first { $0.index == index }.map { resolve($0.index, $0.cell) }
        }

        /// Calls `body` with each cell on screen once, in the order its place began, as
        /// `resolve` finds it.
        ///
        /// - Complexity: O(places on screen²) `resolve`s, a handful.
        func forEachCell(
            resolve: (_ index: Int, _ cell: Cell) -> Cell, _ body: (_ cell: Cell) -> Void
        ) {
            for (number, place) in places.enumerated() {
                let cell = resolve(place.index, place.cell)
                let isRepeated = places[..<number].contains { resolve($0.index, $0.cell) === cell }
                if !isRepeated { body(cell) }
            }
        }

        /// Calls `body` with each item on screen once, with the cell of its first place as
        /// `resolve` finds it, in the order the items came.
        func forEachItem(
            resolve: (_ index: Int, _ cell: Cell) -> Cell,
            _ body: (_ cell: Cell, _ index: Int) -> Void
        ) {
            for (number, place) in places.enumerated()
            where !places[..<number].contains(where: { $0.index == place.index }) {
                body(resolve(place.index, place.cell), place.index)
            }
        }
    }
#endif
