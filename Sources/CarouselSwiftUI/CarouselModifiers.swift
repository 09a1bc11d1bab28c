#if canImport(SwiftUI) && canImport(UIKit)
    import CarouselUIKit
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
        case motion(CarouselMotion)
        case autoscroll(AutoscrollSpeed?, isPaused: Bool)
        case playsHapticsOnItemPass(Bool)
        case itemEffect(CarouselItemEffect)
        case progressChange(@MainActor (Double?) -> Void)
        case movesToTappedNeighbor(Bool)
        case fitsCurrentItem(Bool)
        case itemSizing(CarouselItemSizing)
        case positionWording(CarouselPositionWording)
        /// What one modifier sets for the carousels whose items are of one type (a value for
        /// VoiceOver, a tap action, a visibility action): made by ``forItems(of:_:)``. `set`
        /// takes the ``ItemHandlers`` set so far for that type (`nil` for none) and returns
        /// them with its own.
        case forItems(itemType: ObjectIdentifier, set: (Any?) -> Any)

        /// Sets one of the ``ItemHandlers`` of the carousels of `Item`s.
        private static func forItems<Item>(
            of type: Item.Type, _ set: @escaping (inout ItemHandlers<Item>) -> Void
        ) -> Self {
            .forItems(itemType: ObjectIdentifier(type)) { old in
                var handlers = old as? ItemHandlers<Item> ?? ItemHandlers()
                set(&handlers)
                return handlers
            }
        }

        /// What VoiceOver reads for an item of a carousel of `Item`s.
        static func itemAccessibilityValue<Item>(
            for type: Item.Type,
            _ value: @escaping @MainActor (_ item: Item, _ index: Int, _ count: Int) -> String
        ) -> Self {
            forItems(of: type) { $0.accessibilityValue = value }
        }

        /// The accessibility identifier of the cell of an item of a carousel of `Item`s.
        static func itemAccessibilityIdentifier<Item: Identifiable>(
            for type: Item.Type, _ identifier: @escaping @MainActor (Item.ID) -> String
        ) -> Self {
            forItems(of: type) { handlers in
                handlers.accessibilityIdentifier = { identifier($0.id) }
            }
        }

        /// What a tap on an item of a carousel of `Item`s does.
        static func itemTap<Item>(
            for type: Item.Type, _ action: @escaping @MainActor (Item) -> Void
        ) -> Self {
            forItems(of: type) { $0.tap = action }
        }

        /// What a carousel of `Item`s prefetches, and does with each item it asks for and
        /// cancels.
        static func itemPrefetch<Item>(
            for type: Item.Type, distance: Int, _ prefetch: @escaping @MainActor (Item) -> Void,
            cancel: (@MainActor (Item) -> Void)?
        ) -> Self {
            forItems(of: type) {
                $0.prefetchDistance = distance
                $0.prefetch = prefetch
                $0.cancelPrefetching = cancel
            }
        }

        /// What a carousel of `Item`s does when an item comes on screen or leaves it.
        static func itemVisibilityChange<Item>(
            for type: Item.Type, _ action: @escaping @MainActor (Item, Bool) -> Void
        ) -> Self {
            forItems(of: type) { $0.visibilityChange = action }
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
        /// The words for the position, which the carousels and their page indicators read.
        private(set) var positionWording = CarouselPositionWording.standard
        /// What the modifiers set for each item type, by the type's identifier: the
        /// ``ItemHandlers`` of that type.
        private var handlersByType: [ObjectIdentifier: Any] = [:]

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
            case .motion(let motion): options.motion = motion
            case .autoscroll(let speed, let isPaused):
                options.autoscroll = AutoscrollRequest(speed: speed, isPaused: isPaused)
            case .playsHapticsOnItemPass(let plays): options.playsHapticsOnItemPass = plays
            case .itemEffect(let effect): options.effect = effect
            case .progressChange(let action): progressChanged = action
            case .movesToTappedNeighbor(let moves): options.movesToTappedNeighbor = moves
            case .fitsCurrentItem(let fits): options.fitsCurrentItem = fits
            case .itemSizing(let sizing): options.sizing = sizing
            case .positionWording(let wording): positionWording = wording
            case .forItems(let type, let set): handlersByType[type] = set(handlersByType[type])
            }
        }

        /// What the modifiers set for a carousel of `Item`s: for each handler, the innermost
        /// one set for that type, or `nil` for none.
        func itemHandlers<Item>(for type: Item.Type) -> ItemHandlers<Item> {
            handlersByType[ObjectIdentifier(type)] as? ItemHandlers<Item> ?? ItemHandlers()
        }
    }

    /// What the modifiers set for the carousels whose items are of one type; each `nil` where
    /// none was set. Boxed, so that a look-up casts to a generic struct, not to a function
    /// type.
    struct ItemHandlers<Item> {
        /// What VoiceOver reads for `item` at `index` of `count`; `nil` keeps the position in
        /// the modifiers' ``CarouselModifiers/positionWording`` ("Item 3 of 12").
        var accessibilityValue: (@MainActor (_ item: Item, _ index: Int, _ count: Int) -> String)?
        /// The accessibility identifier of an item's cell, from its id.
        var accessibilityIdentifier: (@MainActor (_ item: Item) -> String)?
        /// Called for a tap on an item (the view's `onSelect`).
        var tap: (@MainActor (_ item: Item) -> Void)?
        /// Called when an item comes on screen (`true`) or leaves it (`false`).
        var visibilityChange: (@MainActor (_ item: Item, _ isVisible: Bool) -> Void)?
        /// How many items beyond the cells to prefetch (0: none), and what to do when one is
        /// asked for and when one is no longer wanted.
        var prefetchDistance = 0
        var prefetch: (@MainActor (_ item: Item) -> Void)?
        var cancelPrefetching: (@MainActor (_ item: Item) -> Void)?
    }
#endif
