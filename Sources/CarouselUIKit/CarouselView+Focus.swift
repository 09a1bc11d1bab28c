#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    import Carousel

    // Where the focus engine's focus goes in the view (FocusUpdate.swift has the rules); the
    // focus overrides that UIKit calls are in the class body (CarouselView.swift) and forward
    // here.
    extension CarouselView {
        /// The current cell when the app's cell can take the focus: the view's focus stop, else
        /// the view itself is.
        var focusableCurrentCell: Cell? {
            guard let cell = currentCell, cell.canBecomeFocused else { return nil }
            return cell
        }

        /// Where `view` is, seen from the carousel.
        func place(of view: UIView?) -> FocusUpdate.Place {
            guard let view, view.isDescendant(of: self) else { return .outside }
            if view === self { return .current }
            if let cell = currentCell, view.isDescendant(of: cell) { return .current }
            return .offCenter
        }

        /// The decision on the update `context` proposes.
        func focusUpdate(_ context: UIFocusUpdateContext) -> FocusUpdate {
            focusUpdate(
                heading: context.focusHeading, from: context.previouslyFocusedView,
                to: context.nextFocusedView)
        }

        /// The decision on focus moving in `heading` from `from` to `to`.
        func focusUpdate(heading: UIFocusHeading, from: UIView?, to: UIView?) -> FocusUpdate {
            let layout = stepLayout
            return FocusUpdate(
                heading: heading, from: place(of: from), to: place(of: to),
                axis: layout?.axis ?? .horizontal,
                layoutDirection: layout?.layoutDirection ?? .leftToRight,
                isScrollable: layout != nil)
        }

        /// `shouldUpdateFocus(in:)`: `false` for a movement along the axis from the current
        /// item, which moves one item instead (as a key does: after a slide under way, not
        /// under a finger).
        func allowsFocusUpdate(_ context: UIFocusUpdateContext) -> Bool {
            guard case .step(let step) = focusUpdate(context) else { return true }
            request(.step(step))
            return false
        }

        /// `didUpdateFocus(in:with:)`: remembers the view focused inside the carousel (autoplay
        /// pauses while there is one), and sends focus that landed off the center on to the
        /// current item.
        func focusDidUpdate(_ context: UIFocusUpdateContext) {
            let next = context.nextFocusedView
            focusedDescendant = place(of: next) == .outside ? nil : next
            let resumed = motionPolicy.update { $0.hasFocusEngineFocus = focusedDescendant != nil }
            if resumed { restartAutoplayCount() }
            keepFocusOnCurrentItem()
        }

        /// Asks for a focus update to the current item while the focus is inside the view but
        /// not on it: it landed on a neighbor, or, under `.rotate`, a recenter moved the cell
        /// it was on away from the center (under `.rebind` the centered cell stays the same
        /// object, and so does the focus).
        func keepFocusOnCurrentItem() {
            // Focus that stays where it is needs the update that focus landing there would.
            guard let focusedDescendant,
                focusUpdate(heading: [], from: nil, to: focusedDescendant) == .redirect
            else { return }
            setNeedsFocusUpdate()
            updateFocusIfNeeded()
        }

        /// A focus movement that found nothing to focus in its heading (the carousel at the
        /// screen's edge, say): UIKit then asks no environment, so the view moves here when
        /// the movement left its current item along the axis. A movement that did find a view
        /// went through ``allowsFocusUpdate(_:)`` and counts there, not twice.
        func focusMovementFailed(_ notification: Notification) {
            guard
                let context = notification.userInfo?[UIFocusSystem.focusUpdateContextUserInfoKey]
                    as? UIFocusUpdateContext,
                context.nextFocusedView == nil,
                case .step(let step) = focusUpdate(context)
            else { return }
            request(.step(step))
        }
    }
#endif
