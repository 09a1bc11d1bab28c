#if canImport(SwiftUI) && canImport(UIKit)
    import CarouselUIKit
    import SwiftUI
    import UIKit

    /// Page dots for an ``EndlessCarousel``, bound to the same selection: the system's page
    /// control, whose dots slide over the items as a window of at most `maximumDots`, exact for
    /// any count.
    ///
    /// ```swift
    /// VStack {
    ///     EndlessCarousel(apps, selection: $selected) { app in AppCard(app: app) }
    ///         .frame(height: 260)
    ///     CarouselPageIndicator(apps, selection: $selected)
    /// }
    /// ```
    ///
    /// A tap beside the current dot, or VoiceOver's adjust, selects the item before or after,
    /// with animation, so the carousel slides there; VoiceOver reads the item ("item 3 of 12"),
    /// not the dot. It is CarouselUIKit's `CarouselPageControl` in a `UIViewRepresentable`.
    public struct CarouselPageIndicator<Data: RandomAccessCollection>: View
    where Data.Element: Identifiable {
        /// The items.
        let data: Data
        /// The id of the current item.
        let selection: Binding<Data.Element.ID?>
        /// The most dots shown.
        let maximumDots: Int
        /// The other dots' color; `nil` keeps the system's.
        var dotColor: UIColor?
        /// The current dot's color; `nil` keeps the system's.
        var currentDotColor: UIColor?

        /// Dots for `data` whose current item's id is `selection`.
        ///
        /// - Parameters:
        ///   - data: the items, as given to the carousel.
        ///   - selection: the carousel's selection.
        ///   - maximumDots: the most dots shown, 7 by default; values below 1 count as 1.
        /// - Complexity: each update finds the selected id in the data: O(*n*).
        public init(
            _ data: Data, selection: Binding<Data.Element.ID?>, maximumDots: Int = 7
        ) {
            self.data = data
            self.selection = selection
            self.maximumDots = maximumDots
        }

        /// The dots' colors, for a background the system's colors do not suit.
        ///
        /// - Parameters:
        ///   - color: the other dots' color; `nil` keeps the system's.
        ///   - current: the current dot's color; `nil` keeps the system's.
        /// - Returns: the indicator with those colors.
        public func dotColors(_ color: UIColor?, current: UIColor?) -> Self {
            var indicator = self
            indicator.dotColor = color
            indicator.currentDotColor = current
            return indicator
        }

        /// The dots: a `CarouselPageControl`.
        public var body: some View {
            PageControlRepresentable(indicator: self)
        }
    }

    /// The `UIViewRepresentable` behind a ``CarouselPageIndicator``.
    struct PageControlRepresentable<Data: RandomAccessCollection>: UIViewRepresentable
    where Data.Element: Identifiable {
        let indicator: CarouselPageIndicator<Data>

        /// The target of the control's action: selects the item of the dot the user picked.
        @MainActor
        final class Coordinator: NSObject {
            var select: @MainActor (_ position: Int) -> Void = { _ in }

            @objc func pageChanged(_ control: CarouselPageControl) {
                if let position = control.selectedIndex { select(position) }
            }
        }

        func makeCoordinator() -> Coordinator { Coordinator() }

        func makeUIView(context: Context) -> CarouselPageControl {
            let control = CarouselPageControl(frame: .zero)
            if #available(iOS 14, tvOS 14, *) {
                // The carousel moves one slide at a time and refuses a move while it slides: a
                // scrub would ask for one move a dot.
                control.allowsContinuousInteraction = false
            }
            control.addTarget(
                context.coordinator, action: #selector(Coordinator.pageChanged(_:)),
                for: .valueChanged)
            return control
        }

        func updateUIView(_ control: CarouselPageControl, context: Context) {
            let data = indicator.data
            let selection = indicator.selection
            control.maximumDots = indicator.maximumDots
            control.show(selection.wrappedValue.flatMap(data.position(ofID:)), of: data.count)
            control.pageIndicatorTintColor = indicator.dotColor
            control.currentPageIndicatorTintColor = indicator.currentDotColor
            context.coordinator.select = { position in
                // Animated, so that the carousel bound to the same selection slides there.
                withAnimation { selection.wrappedValue = data.element(atPosition: position).id }
            }
        }
    }
#endif
