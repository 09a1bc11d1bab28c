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
    ///     EndlessCarousel(apps, selection: $selected) { app in
    ///         AppCard(app: app)
    ///     }
    ///     .frame(height: 260)
    ///     CarouselPageIndicator(apps, selection: $selected)
    /// }
    /// ```
    ///
    /// A tap beside the current dot, or VoiceOver's adjust, selects the item before or after,
    /// with animation, so the carousel slides there; VoiceOver reads the item ("Item 3 of 12",
    /// in the words of ``SwiftUI/View/carouselPositionWording(_:)``, as the carousel does), not
    /// the dot. It is CarouselUIKit's `CarouselPageControl` in a `UIViewRepresentable`.
    ///
    /// By default the current dot is the selected item's, which changes once the carousel
    /// rests on a new item. With `following: .nearest` it is the item nearest the carousel's
    /// center while the finger drags and the carousel glides, as a `UIPageControl` beside a
    /// paging scroll view usually follows it:
    ///
    /// ```swift
    /// CarouselReader { _ in
    ///     VStack {
    ///         EndlessCarousel(apps, selection: $selected) { app in
    ///             AppCard(app: app)
    ///         }
    ///         .frame(height: 260)
    ///         CarouselPageIndicator(
    ///             apps, selection: $selected, following: .nearest)
    ///     }
    /// }
    /// ```
    ///
    /// The dots and the carousel are siblings, and the selection is the one thing they share;
    /// it stays the committed item, so the nearest item reaches the dots another way: through
    /// the enclosing ``CarouselReader``, which knows its carousels. On every frame a carousel
    /// inside the reader moves, the dots ask it for its nearest item and show it directly,
    /// without a SwiftUI update; they follow the carousel whose current item is the selection
    /// and that shows the same data (the nearest item's id at the same position). Outside a
    /// reader, or for a carousel of other data, `.nearest` shows the selection, as `.current`.
    public struct CarouselPageIndicator<Data: RandomAccessCollection>: View
    where Data.Element: Identifiable {
        /// The items.
        let data: Data
        /// The current item's id or index.
        let selection: SelectionBinding<Data>
        /// The most dots shown.
        let maximumDots: Int
        /// The other dots' color; `nil` keeps the system's.
        var dotColor: Color?
        /// The current dot's color; `nil` keeps the system's.
        var currentDotColor: Color?
        /// Which item the current dot is.
        let following: PageIndicator.Following
        /// Where the dots stand across the indicator.
        var alignment = HorizontalAlignment.center
        /// The dots' image and the current dot's; `nil` keeps the system's.
        var dotImage: UIImage?
        var currentDotImage: UIImage?
        /// Points added to the system's gap between two dots.
        var additionalDotSpacing: CGFloat = 0

        /// Dots for `data` whose current item's id is `selection`.
        ///
        /// - Parameters:
        ///   - data: the items, as given to the carousel.
        ///   - selection: the carousel's selection.
        ///   - maximumDots: the most dots shown, 7 by default; values below 1 count as 1.
        ///   - following: which item the current dot is: `.current` (the default), the
        ///     selected item; `.nearest`, the item nearest the center of the carousel in the
        ///     same ``CarouselReader`` while it moves (the selected one at rest).
        /// - Complexity: each update finds the selected id in the data: O(*n*); with
        ///   `.nearest`, each frame of a carousel's motion is O(1) a carousel in the reader.
        public init(
            _ data: Data, selection: Binding<Data.Element.ID?>, maximumDots: Int = 7,
            following: PageIndicator.Following = .current
        ) {
            self.data = data
            self.selection = .id(selection)
            self.maximumDots = maximumDots
            self.following = following
        }

        /// Dots for `data` whose current item's index is `selectedIndex`, for a carousel bound
        /// by index (``EndlessCarousel/init(_:selectedIndex:content:)``).
        ///
        /// - Parameters:
        ///   - data: the items, as given to the carousel.
        ///   - selectedIndex: the carousel's selected index, the position in `data` from 0; an
        ///     index outside the data shows no current dot.
        ///   - maximumDots: as in ``init(_:selection:maximumDots:following:)``.
        ///   - following: as in ``init(_:selection:maximumDots:following:)``.
        /// - Complexity: O(1) an update; with `.nearest`, each frame of a carousel's motion is
        ///   O(1) a carousel in the reader.
        public init(
            _ data: Data, selectedIndex: Binding<Int>, maximumDots: Int = 7,
            following: PageIndicator.Following = .current
        ) {
            self.data = data
            selection = .index(selectedIndex)
            self.maximumDots = maximumDots
            self.following = following
        }

        /// The dots' colors, for a background the system's colors do not suit.
        ///
        /// ```swift
        /// CarouselPageIndicator(apps, selection: $selected)
        ///     .dotColors(.secondary, current: .accentColor)
        /// ```
        ///
        /// From iOS 14; iOS 13 keeps the system's colors, since SwiftUI turns a `Color` into
        /// the `UIColor` the page control takes only from iOS 14 (`UIColor(_:)`).
        ///
        /// - Parameters:
        ///   - color: the other dots' color; `nil` keeps the system's.
        ///   - current: the current dot's color; `nil` keeps the system's.
        /// - Returns: the indicator with those colors.
        public func dotColors(_ color: Color?, current: Color?) -> Self {
            var indicator = self
            indicator.dotColor = color
            indicator.currentDotColor = current
            return indicator
        }

        /// Where the dots stand across the indicator's width: `.center` (the default),
        /// `.leading` or `.trailing`, which follow the layout direction.
        ///
        /// ```swift
        /// CarouselPageIndicator(apps, selection: $selected)
        ///     .dotAlignment(.leading)
        ///     .padding(.horizontal, 20)
        /// ```
        ///
        /// It is the page control's `contentHorizontalAlignment`, which `CarouselPageControl`
        /// honors. For the gap between two dots, see ``additionalDotSpacing(_:)``.
        ///
        /// - Parameter alignment: `.leading`, `.center` or `.trailing`; another alignment counts
        ///   as `.center`.
        /// - Returns: the indicator with its dots there.
        public func dotAlignment(_ alignment: HorizontalAlignment) -> Self {
            var indicator = self
            indicator.alignment = alignment
            return indicator
        }

        /// Points added to the system's gap between two dots, from iOS 14; 0, the default,
        /// keeps the system's gap and dots.
        ///
        /// ```swift
        /// CarouselPageIndicator(apps, selection: $selected)
        ///     .additionalDotSpacing(6)
        /// ```
        ///
        /// It is the page control's `additionalDotSpacing`: `UIPageControl` cannot set its gap,
        /// so each dot gets an image with transparent room on either side, half the spacing
        /// each. The image is the one of ``dotImages(_:current:)``, else a drawn dot, a filled
        /// circle 7 points wide (the system's dot's size is not documented, and may differ a
        /// little); the current dot's image is padded too (iOS 16). Symbols are drawn at the
        /// size of their symbol configuration. The images stay templates, so
        /// ``dotColors(_:current:)`` still colors them. iOS 13 shows the system's dots.
        ///
        /// Checked on Linux against a stand-in of UIKit and compiled against the iOS 16.5 SDK;
        /// never run on a device.
        ///
        /// - Parameter spacing: the points added; a negative or non-finite value counts as 0,
        ///   one above 100 as 100.
        /// - Returns: the indicator with its dots that much further apart.
        public func additionalDotSpacing(_ spacing: CGFloat) -> Self {
            var indicator = self
            indicator.additionalDotSpacing = spacing
            return indicator
        }

        /// The dots' images, from iOS 14, for dots that are not circles (a symbol, a brand
        /// mark):
        ///
        /// ```swift
        /// CarouselPageIndicator(apps, selection: $selected)
        ///     .dotImages(UIImage(systemName: "circle"), current: nil)
        /// ```
        ///
        /// iOS 13 shows the system's dots, and the current dot's image needs iOS 16
        /// (`UIPageControl` takes a dot's image from 14, the current dot's from 16); before,
        /// the current dot shows `image` in the current dot's color. A `UIImage`, since SwiftUI
        /// cannot turn an `Image` into one.
        ///
        /// - Parameters:
        ///   - image: every dot's image; `nil` keeps the system's dot.
        ///   - current: the current dot's image, from iOS 16; `nil` shows `image`.
        /// - Returns: the indicator with those images.
        public func dotImages(_ image: UIImage?, current: UIImage?) -> Self {
            var indicator = self
            indicator.dotImage = image
            indicator.currentDotImage = current
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

        /// The target of the control's action: selects the item of the dot the user picked;
        /// with `.nearest`, the observer of the reader's carousels.
        @MainActor
        final class Coordinator: NSObject {
            var select: @MainActor (_ position: Int) -> Void = { _ in }
            /// The reader's carousels it observes, if any.
            var targets: CarouselTargets? {
                didSet {
                    guard oldValue !== targets else { return }
                    oldValue?.stopObserving(self)
                }
            }

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

        static func dismantleUIView(_ control: CarouselPageControl, coordinator: Coordinator) {
            coordinator.targets = nil
        }

        func updateUIView(_ control: CarouselPageControl, context: Context) {
            let data = indicator.data
            let selection = indicator.selection
            control.maximumDots = indicator.maximumDots
            let selected = selection.position(in: data)
            let coordinator = context.coordinator
            coordinator.targets =
                indicator.following == .nearest ? context.environment.carouselTargets : nil
            if let targets = coordinator.targets {
                // The selected position is found once an update; each frame only asks the
                // carousels, O(1) each.
                let show: @MainActor () -> Void = { [weak control, weak targets] in
                    guard let control, let targets else { return }
                    let nearest = selection.id(in: data).flatMap {
                        targets.nearestPosition(ifCurrent: $0, in: data)
                    }
                    control.show(nearest ?? selected, of: data.count)
                }
                targets.observe(coordinator, show)
                show()
            } else {
                control.show(selected, of: data.count)
            }
            if #available(iOS 14, tvOS 14, *) {
                control.pageIndicatorTintColor = indicator.dotColor.map(UIColor.init)
                control.currentPageIndicatorTintColor = indicator.currentDotColor.map(UIColor.init)
            }
            if #available(iOS 14, tvOS 14, *) {
                control.preferredIndicatorImage = indicator.dotImage
            }
            if #available(iOS 16, tvOS 16, *) {
                control.preferredCurrentPageIndicatorImage = indicator.currentDotImage
            }
            // The control draws its padded images anew only for a new spacing or new images.
            control.additionalDotSpacing = indicator.additionalDotSpacing
            let alignment: UIControl.ContentHorizontalAlignment =
                switch indicator.alignment {
                case .leading: .leading
                case .trailing: .trailing
                default: .center
                }
            // Only a new alignment lays the dots out again.
            if control.contentHorizontalAlignment != alignment {
                control.contentHorizontalAlignment = alignment
            }
            control.positionWording = context.environment.carouselModifiers.positionWording
            context.coordinator.select = { position in
                // Animated, so that the carousel bound to the same selection slides there.
                withAnimation { selection.select(position: position, in: data) }
            }
        }
    }
#endif
