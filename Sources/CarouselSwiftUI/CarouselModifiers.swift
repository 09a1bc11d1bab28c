#if canImport(SwiftUI) && canImport(UIKit)
    import UIKit
#elseif CAROUSEL_SWIFTUI_STAND_IN
    import UIKitStandIn
#endif

#if (canImport(SwiftUI) && canImport(UIKit)) || CAROUSEL_SWIFTUI_STAND_IN
    import Carousel

    /// What one carousel modifier asks (`carouselAxis(_:)`, `carouselAutoplay(every:isPaused:)`,
    /// …), as it travels down the view tree in the environment.
    ///
    /// Each case is one modifier's whole request: ``neighbors(_:fewItems:)`` sets the count and
    /// the rule together, ``autoplay(every:isPaused:)`` the interval and the pause together.
    enum CarouselModifier {
        case axis(CarouselGeometry.Axis)
        case spacing(CGFloat)
        case itemInset(CGFloat)
        case neighbors(Int, fewItems: FewItemsRule)
        case autoplay(every: Double?, isPaused: Bool)
        case itemEffect(CarouselItemEffect)
        case progressChange(@MainActor (Double?) -> Void)
        /// A value for VoiceOver for the carousels whose items are of one type: made by
        /// ``itemAccessibilityValue(for:_:)``.
        case itemAccessibilityValue(itemType: ObjectIdentifier, value: Any)

        /// What VoiceOver reads for an item of a carousel of `Item`s.
        static func itemAccessibilityValue<Item>(
            for type: Item.Type,
            _ value: @escaping @MainActor (_ item: Item, _ index: Int, _ count: Int) -> String
        ) -> Self {
            .itemAccessibilityValue(
                itemType: ObjectIdentifier(type), value: ItemAccessibilityValue(text: value))
        }
    }

    /// What the carousel modifiers around a view asked: the environment value that every
    /// `EndlessCarousel` inside reads at each update.
    ///
    /// SwiftUI hands a modifier's transform the value that the modifiers of its containers made,
    /// so the modifiers around a carousel are applied from the outermost in, and each replaces
    /// what it sets: the innermost modifier of a kind wins (as with SwiftUI's own `buttonStyle`
    /// or `refreshable`), and what no modifier sets keeps its default.
    struct CarouselModifiers {
        /// The options the modifiers set. The environment's own (the layout direction and the
        /// pauses of autoplay) are filled in at each update.
        private(set) var options = CarouselOptions()
        /// Called with the progress on every scroll; `nil` when no modifier set it.
        private(set) var progressChanged: (@MainActor (Double?) -> Void)?
        /// The value for VoiceOver of each item type, by the type's identifier: an
        /// ``ItemAccessibilityValue`` of that type.
        private var accessibilityValues: [ObjectIdentifier: Any] = [:]

        /// Applies a modifier inside the ones applied before.
        mutating func apply(_ modifier: CarouselModifier) {
            switch modifier {
            case .axis(let axis): options.axis = axis
            case .spacing(let spacing): options.spacing = spacing
            case .itemInset(let inset): options.itemInset = inset
            case .neighbors(let count, let fewItems):
                options.neighbors = count
                options.fewItems = fewItems
            case .autoplay(let interval, let isPaused):
                options.autoplay.interval = interval
                options.autoplay.isPaused = isPaused
            case .itemEffect(let effect): options.effect = effect
            case .progressChange(let action): progressChanged = action
            case .itemAccessibilityValue(let type, let value): accessibilityValues[type] = value
            }
        }

        /// What VoiceOver reads for an item of a carousel of `Item`s: the innermost value set
        /// for that type, or `nil` for the carousel's own ("Item 3 of 12").
        func itemAccessibilityValue<Item>(
            for type: Item.Type
        ) -> (@MainActor (_ item: Item, _ index: Int, _ count: Int) -> String)? {
            (accessibilityValues[ObjectIdentifier(type)] as? ItemAccessibilityValue<Item>)?.text
        }
    }

    /// The text VoiceOver reads for an item at an index of a count, for items of one type: boxed,
    /// so that a look-up casts to a generic struct, not to a function type.
    struct ItemAccessibilityValue<Item> {
        let text: @MainActor (_ item: Item, _ index: Int, _ count: Int) -> String
    }
#endif
