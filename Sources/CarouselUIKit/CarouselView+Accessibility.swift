#if canImport(UIKit)
    // The iOS 16 SDK declares UIKit's accessibility notifications as mutable C globals, which
    // Swift 6 refuses to read without this.
    @preconcurrency import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    @_spi(ItemLengths) import Carousel

    // What VoiceOver hears of the view and what its swipes do; the overrides that UIKit calls
    // are in the class body (CarouselView.swift) and forward here.
    extension CarouselView {
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
            for cell in rowDriver?.coordinator.slots ?? cells.cells {
                cell.accessibilityElementsHidden = cell !== current
            }
        }
    }
#endif
