#if canImport(SwiftUI) && canImport(UIKit)
    import CarouselUIKit
    import SwiftUI
    import UIKit

    /// The `UIViewRepresentable` behind an ``EndlessCarousel``: it makes a ``CarouselBridge``
    /// and hands it each update with what the environment says: what the carousel modifiers
    /// around it asked, and the system's settings.
    struct CarouselRepresentable<Data: RandomAccessCollection, Content: View>: UIViewRepresentable
    where Data.Element: Identifiable {
        typealias Bridge = CarouselBridge<Data, HostingCell<Content>>

        let carousel: EndlessCarousel<Data, Content>

        /// Holds the bridge, and what measures a fitted row's items, for the representable's
        /// lifetime.
        final class Coordinator {
            var bridge: Bridge?
            var sizer: ItemSizer<Data.Element, Content>?
        }

        func makeCoordinator() -> Coordinator { Coordinator() }

        func makeUIView(context: Context) -> CarouselView<
            CarouselEntry<Data.Element.ID>, HostingCell<Content>
        > {
            let options = context.environment.carouselModifiers.options
            let sizer = ItemSizer(
                content: carousel.content, environment: context.environment, axis: options.axis)
            let bridge = Bridge(
                data: carousel.data, options: options,
                makeCell: { HostingCell() },
                show: show(in: context.environment),
                measure: { item, crossLength in sizer.length(of: item, crossLength: crossLength) },
                place: { cell, displacement in cell.place.take(displacement) },
                schedule: { work in Task { @MainActor in work() } })
            context.coordinator.bridge = bridge
            context.coordinator.sizer = sizer
            bridge.readerTargets = context.environment.carouselTargets
            return bridge.view
        }

        func updateUIView(
            _ view: CarouselView<CarouselEntry<Data.Element.ID>, HostingCell<Content>>,
            context: Context
        ) {
            let environment = context.environment
            let modifiers = environment.carouselModifiers
            var options = modifiers.options
            options.rightToLeft = environment.layoutDirection == .rightToLeft
            options.textSize = AnyHashable(environment.sizeCategory)
            context.coordinator.sizer?.update(
                content: carousel.content, environment: environment, axis: options.axis)
            options.autoplay.reducesMotion = environment.accessibilityReduceMotion
            if #available(iOS 14, tvOS 14, *) {
                options.autoplay.isSceneActive = environment.scenePhase == .active
            }
            if #available(iOS 15, tvOS 15, *) {
                options.autoplay.isVoiceOverRunning = environment.accessibilityVoiceOverEnabled
            } else {
                // Read at each update only: no environment value says when it changes.
                options.autoplay.isVoiceOverRunning = UIAccessibility.isVoiceOverRunning
            }
            context.coordinator.bridge?.readerTargets = environment.carouselTargets
            let transaction = context.transaction
            let selection = carousel.selection
            context.coordinator.bridge?.update(
                data: carousel.data, selection: selection?.key, options: options,
                animated: transaction.animation != nil && !transaction.disablesAnimations
                    && !environment.accessibilityReduceMotion,
                show: show(in: environment),
                outputs: .init(
                    select: { selection?.write($0) },
                    progressChanged: modifiers.progressChanged,
                    items: modifiers.itemHandlers(for: Data.Element.self),
                    positionWording: modifiers.positionWording))
        }

        /// Shows an item in a cell with this update's content, in this update's environment:
        /// every update hands it to the visible cells, so that a change of the environment reaches
        /// them, and a cell configured later gets the latest.
        @MainActor private func show(
            in environment: EnvironmentValues
        )
            -> @MainActor (
                HostingCell<Content>, Data.Element, CarouselItemIdentity<Data.Element.ID>
            ) -> Void
        {
            let content = carousel.content
            return { cell, item, identity in
                cell.show(content(item), identity: identity, in: environment)
            }
        }
    }
#endif
