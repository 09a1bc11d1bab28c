#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
#elseif CAROUSEL_APPKIT_STAND_IN
    import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || CAROUSEL_APPKIT_STAND_IN
    import Carousel

    // VoiceOver: the view is one element, a slider whose value is the position.
    extension CarouselView {
        /// What VoiceOver reads as the value: ``accessibilityValueForItem``'s text for the
        /// current item, or else ``positionWording``'s; `nil` without items.
        var spokenValue: String? {
            guard let index = currentIndex else { return nil }
            guard let value = accessibilityValueForItem else {
                return positionWording.text(index: index, count: items.count)
            }
            return value(items[index], index, items.count)
        }

        /// What VoiceOver's press does: ``onSelect`` with the current item. Returns whether it
        /// was called.
        func selectCurrent() -> Bool {
            guard let onSelect, let index = currentIndex else { return false }
            onSelect(index, items[index])
            return true
        }

        /// Tells VoiceOver that the value changed: the current item did.
        func announceValueChange() {
            NSAccessibility.post(element: self, notification: .valueChanged)
        }
    }
#endif
