#if canImport(UIKit)
    // The iOS 16 SDK declares UIKit's accessibility notifications as mutable C globals, which
    // Swift 6 refuses to read without this.
    @preconcurrency import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    import Carousel

    // What VoiceOver hears of the view and what its swipes do; the overrides that UIKit calls
    // are in the class body (CarouselView.swift) and forward here.
    extension CarouselView {
        /// The accessibility identifier of the cell that shows `item`, made from the item's id
        /// (`{ "card-\($0.id)" }`), so that a UI test finds the card of an item:
        /// `app.otherElements["card-42"]` in XCUITest, `~card-42` in Appium. `nil` (the
        /// default) leaves the cells' identifiers to the app.
        ///
        /// The view sets each cell's `accessibilityIdentifier` when it shows the cell an item,
        /// after the `configureCell` closure (whose own identifier this replaces), and `nil` on
        /// a cell that shows nothing, so that a reused cell never names the item it showed
        /// before.
        /// Setting it applies it to every cell at once; setting `nil` after a closure takes the
        /// identifiers it gave off the cells. VoiceOver still reads the view as one
        /// element (``accessibilityValueForItem``): the identifier is for tests, not for users.
        ///
        /// ```swift
        /// row.accessibilityIdentifierForItem = { card in "card-\(card.id)" }
        /// ```
        ///
        /// - Complexity: O(1) for each cell configured; O(cells) to set it.
        public var accessibilityIdentifierForItem: (@MainActor (_ item: Item) -> String)? {
            get { coordinator.surface.accessibilityIdentifier }
            set {
                let wasSet = coordinator.surface.accessibilityIdentifier != nil
                coordinator.surface.accessibilityIdentifier = newValue
                guard newValue != nil || wasSet else { return }
                // Every cell, the hidden ones and a row's unbound ones included (they lose any
                // identifier); cell `id` is the model of slot `id`.
                let carousel = coordinator.carousel
                for (id, cell) in cells.cells.enumerated() {
                    let item = carousel.boundIndex(ofSlot: id).flatMap(carousel.element(at:))
                    cell.accessibilityIdentifier = item.flatMap { newValue?($0) }
                }
            }
        }

        /// The value from ``accessibilityValueForItem``, or else ``positionWording``, for the
        /// item the value names.
        var spokenValue: String? {
            guard let index = spoken.position(current: currentIndex) else { return nil }
            guard let value = accessibilityValueForItem else {
                return positionWording.text(index: index, count: items.count)
            }
            return value(items[index], index, items.count)
        }

        /// One item toward `step`'s sign, as VoiceOver asks: the value names the target at once.
        func accessibilityMove(by step: Int) {
            guard let current = currentIndex else { return }
            let count = items.count
            if step > 0 ? next() : previous() {
                spoken.target = (current + count + step) % count
            }
        }

        /// A three-finger swipe in `direction`: one item along the axis, and the announcement
        /// of where the view rests. Returns whether the carousel took it.
        func accessibilityPage(_ direction: UIAccessibilityScrollDirection) -> Bool {
            guard let layout = stepLayout,
                let step = direction.carouselStep(
                    axis: layout.axis, layoutDirection: layout.layoutDirection)
            else { return false }
            // A swipe during a slide moves nothing but still hears where the view is.
            accessibilityMove(by: step)
            spoken.requestAnnouncement()
            announceAtRest()
            return true
        }

        /// Posts the page-scrolled announcement a three-finger swipe asked for, once the view
        /// rests: UIKit wants it after the scroll completes.
        func announceAtRest() {
            guard isAtRest, spoken.rest(), let index = currentIndex,
                let value = super.accessibilityValue ?? spokenValue
            else { return }
            UIAccessibility.post(
                notification: .pageScrolled,
                argument: spoken.announcement(
                    for: value, position: index, count: items.count, wording: positionWording))
        }

        /// Hides the cells off the center from assistive technologies: they show other items
        /// than the value names, or peek in only partly.
        func hideOffCenterCells() {
            let current = currentCell
            for cell in cells.cells {
                cell.accessibilityElementsHidden = cell !== current
            }
        }
    }
#endif
