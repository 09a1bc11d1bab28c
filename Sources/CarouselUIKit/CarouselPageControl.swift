#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    import Carousel

    /// A page control for a carousel of any length: at most ``maximumDots`` dots, a window that
    /// slides over the items and keeps the current item's dot near the middle, exact for any
    /// count (the core's `PageIndicator`).
    ///
    /// Follow a ``CarouselView`` in its `onChange`, and move it from the control's
    /// `.valueChanged` action (a tap beside the current dot, VoiceOver's adjust). Pass the
    /// view's `nearestIndex` for a dot that follows the finger during a drag, or its
    /// `currentIndex` for one that moves when the view rests:
    ///
    /// ```swift
    /// row.onChange = { [weak row, weak dots] in
    ///     guard let row, let dots else { return }
    ///     dots.show(row.nearestIndex, of: row.items.count)
    /// }
    /// // in the action: if let index = dots.selectedIndex { try? row.jump(to: index) }
    /// ```
    ///
    /// A move the view refuses (a finger or a motion has it) leaves the dot where the user put
    /// it only until the view's next `onChange`, which the refused move itself calls.
    ///
    /// The dots stand where ``contentHorizontalAlignment`` says, at the middle by default
    /// (`UIPageControl` itself ignores that property), and each item's dot may show an image of
    /// its own (``indicatorImageForItem``, from iOS 14). `UIPageControl` has no way to set the
    /// gap between two dots; ``additionalDotSpacing`` widens it from iOS 14, with transparent
    /// room in each dot's image.
    public final class CarouselPageControl: UIPageControl {
        /// The most dots the control shows, 7 by default; values below 1 count as 1.
        public var maximumDots = 7 {
            didSet { show(shownIndex, of: shownCount) }
        }

        /// The words VoiceOver reads as the control's value, for the item shown: "Item 3 of 12",
        /// by default the package's own in the app's language
        /// (``CarouselPositionWording/standard``). Give it the wording of the ``CarouselView``
        /// it follows, so that the carousel and its dots say the same words.
        public var positionWording = CarouselPositionWording.standard {
            didSet { describe() }
        }

        /// Where the dots stand across the control: `.center` (the default, and for `.fill`),
        /// `.leading` or `.trailing` (which follow the layout direction), `.left` or `.right`.
        ///
        /// UIControl's property, which `UIPageControl` ignores: after UIKit's layout, which
        /// centers the dots, the control moves its subviews by the room beside them
        /// (`size(forNumberOfPages:)` gives the dots' width). Give the control the width to
        /// align in, with Auto Layout or a frame.
        public override var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment {
            didSet { setNeedsLayout() }
        }

        /// The image of the dot of the item at `index` (from 0) of the items shown, from iOS
        /// 14 (`setIndicatorImage(_:forPage:)`), for a dot that tells what its item is (a
        /// symbol for a search page, a heart for favorites); `nil`, or a `nil` image, keeps
        /// `preferredIndicatorImage` or the system's dot. The images follow the items as the
        /// dots slide over them. iOS 13 shows the system's dots: `UIPageControl` takes images
        /// only from iOS 14.
        public var indicatorImageForItem: (@MainActor (_ index: Int) -> UIImage?)? {
            didSet { showImages() }
        }

        /// Points added to the gap UIKit leaves between two dots, from iOS 14: 0 by default,
        /// which keeps UIKit's gap and UIKit's own dots.
        ///
        /// ```swift
        /// dots.additionalDotSpacing = 6
        /// ```
        ///
        /// `UIPageControl` has no setting for the gap, but from iOS 14 it lays each dot out at
        /// its image's width. So every dot gets an image with transparent room on either side,
        /// half the spacing each, to a whole pixel: its item's image (``indicatorImageForItem``),
        /// else ``preferredIndicatorImage``, else a drawn dot, a filled circle 7 points wide
        /// (UIKit documents neither its dot's size nor its gap; 7 points is the classic dot's,
        /// and a later iOS's dot may differ a little). From iOS 16
        /// ``preferredCurrentPageIndicatorImage`` is padded the same, so that the current dot is
        /// as wide as the others.
        ///
        /// The padded images are templates, so that `pageIndicatorTintColor` and
        /// `currentPageIndicatorTintColor` still color them (an `.alwaysOriginal` image stays
        /// so). An image is drawn at its `size` and scale: a symbol at the size of its symbol
        /// configuration, not at the size `UIPageControl` would give a symbol. Each image is
        /// drawn once, when the spacing or the images change, never as the dots follow a drag;
        /// an image is told by its identity, so return the same `UIImage` for the same look.
        ///
        /// A negative or non-finite value counts as 0, one above 100 as 100; the property reads
        /// the value in use. On iOS 13 it has no effect: `UIPageControl` shows the system's
        /// dots, without images.
        ///
        /// The padding was computed and checked on Linux against a stand-in of UIKit, and
        /// compiled against the iOS 16.5 SDK; the drawn dots never ran on a device, and that
        /// UIKit keeps its own gap beside a wider image is inferred, not observed.
        public var additionalDotSpacing: CGFloat = 0 {
            didSet {
                let padding = DotPadding(spacing: additionalDotSpacing)
                additionalDotSpacing = padding.spacing
                guard padding != paddedDots.padding else { return }
                paddedDots.padding = padding
                showImages()
            }
        }

        /// UIKit's image of every dot without one of its own; with ``additionalDotSpacing``,
        /// the control pads it (from iOS 14).
        @available(iOS 14, tvOS 14, *)
        public override var preferredIndicatorImage: UIImage? {
            didSet {
                guard preferredIndicatorImage !== oldValue, !paddedDots.padding.isNone else {
                    return
                }
                showImages()
            }
        }

        /// UIKit's image of the current dot; with ``additionalDotSpacing``, the control pads
        /// it (from iOS 16).
        @available(iOS 16, tvOS 16, *)
        public override var preferredCurrentPageIndicatorImage: UIImage? {
            didSet {
                guard preferredCurrentPageIndicatorImage !== oldValue,
                    !paddedDots.padding.isNone
                else { return }
                showImages()
            }
        }

        /// What the control shows: the item count, the current item and which items have dots;
        /// `nil` when it shows no item.
        public private(set) var indicator: PageIndicator?

        /// The arguments of the last ``show(_:of:)``, for a new ``maximumDots``.
        private var shownIndex: Int?
        private var shownCount = 0
        /// The items whose images the dots show, if any.
        private var imagedItems: Range<Int>?
        /// How many dots, from the first, may have an image the control gave them.
        private var imagedPages = 0
        /// Whether those dots have a current dot's image the control gave them.
        private var padsCurrentDots = false
        /// The dots' images padded for ``additionalDotSpacing``.
        private let paddedDots = PaddedDotImages()
        /// How far the subviews were moved at the last layout, for ``contentHorizontalAlignment``.
        private var alignmentShift: CGFloat = 0

        /// Shows item `index` of `count`: `numberOfPages` becomes the number of dots and
        /// `currentPage` the current item's dot.
        ///
        /// - Parameters:
        ///   - index: the current item's position (a `CarouselView`'s `currentIndex`), or `nil`
        ///     for none; outside `0..<count` the control shows no dots.
        ///   - count: the number of items.
        /// - Complexity: O(1), whatever the count.
        public func show(_ index: Int?, of count: Int) {
            shownIndex = index
            shownCount = count
            let shown = indicator
            indicator = index.flatMap {
                Self.indicator(index: $0, count: count, maximumDots: max(1, maximumDots))
            }
            numberOfPages = indicator?.dots.count ?? 0
            currentPage = indicator?.activeDot ?? 0
            // A control that follows a drag is shown every frame: the words change only with
            // the item.
            if indicator?.current != shown?.current || indicator?.count != shown?.count {
                describe()
            }
            if indicator?.dots != imagedItems { showImages() }
            if indicator?.dots.count != shown?.dots.count { setNeedsLayout() }
        }

        /// Gives each dot its item's image, padded when the dots are spaced, and takes the
        /// control's images back from the dots beyond.
        private func showImages() {
            let shows = indicatorImageForItem != nil || !paddedDots.padding.isNone
            // Without images or spacing, UIKit's dots are left alone.
            guard #available(iOS 14, tvOS 14, *), shows || imagedPages > 0 else { return }
            let items = shows ? indicator?.dots ?? 0..<0 : 0..<0
            let images = dotImages(for: items)
            for page in 0..<max(imagedPages, items.count) {
                let shown = page < items.count
                setIndicatorImage(shown ? images.dots[page] : nil, forPage: page)
                // The current dot's images are the app's own unless the control padded them.
                if #available(iOS 16, tvOS 16, *), images.current != nil || padsCurrentDots {
                    setCurrentPageIndicatorImage(shown ? images.current : nil, forPage: page)
                }
            }
            imagedPages = items.count
            padsCurrentDots = images.current != nil
            imagedItems = shows ? indicator?.dots : nil
        }

        /// The images of the dots of `items`, `nil` for UIKit's, and every dot's image when
        /// current, `nil` for its own: without spacing the items' images, with it every image
        /// padded.
        @available(iOS 14, tvOS 14, *)
        private func dotImages(for items: Range<Int>) -> (dots: [UIImage?], current: UIImage?) {
            let own = items.map { indicatorImageForItem?($0) }
            guard !paddedDots.padding.isNone else { return (own, nil) }
            // A dot without an image of its own shows the preferred one, or the drawn dot.
            var wanted = own.map { $0 ?? preferredIndicatorImage }
            if #available(iOS 16, tvOS 16, *), let current = preferredCurrentPageIndicatorImage {
                wanted.append(current)
            }
            let padded = paddedDots.padded(wanted)
            return (Array(padded.prefix(own.count)), padded.count > own.count ? padded.last : nil)
        }

        /// UIKit's layout, then the dots moved to ``contentHorizontalAlignment``.
        public override func layoutSubviews() {
            // Undone first: UIKit may leave a subview where the last pass put it.
            move(by: -alignmentShift)
            super.layoutSubviews()
            alignmentShift = Self.shift(
                aligning: size(forNumberOfPages: numberOfPages).width, in: bounds.width,
                contentHorizontalAlignment,
                rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
            move(by: alignmentShift)
        }

        /// Moves every subview across by `shift` points.
        private func move(by shift: CGFloat) {
            guard shift != 0 else { return }
            for subview in subviews { subview.center.x += shift }
        }

        /// How far dots `width` wide, centered in `length`, move to stand at `alignment`.
        static func shift(
            aligning width: CGFloat, in length: CGFloat,
            _ alignment: UIControl.ContentHorizontalAlignment, rightToLeft: Bool
        ) -> CGFloat {
            let room = max(0, length - width) / 2
            switch alignment {
            case .left: return -room
            case .right: return room
            case .leading: return rightToLeft ? room : -room
            case .trailing: return rightToLeft ? -room : room
            default: return 0
            }
        }

        /// Words the value for the item shown.
        private func describe() {
            pageValue = indicator.map { positionWording.text(index: $0.current, count: $0.count) }
        }

        /// The position of the item whose dot is current: after the user moved the dot, the
        /// item to move the carousel to. `nil` when the control shows no item.
        public var selectedIndex: Int? {
            indicator.map { $0.dots.lowerBound + currentPage }
        }

        /// What VoiceOver reads for the item shown, if any. Not isolated to the main actor:
        /// `accessibilityValue` is not, although UIKit reads it on the main thread.
        nonisolated(unsafe) private(set) var pageValue: String?

        /// The item shown in ``positionWording`` (UIPageControl's own value counts dots, not
        /// items).
        public override var accessibilityValue: String? {
            get { pageValue ?? super.accessibilityValue }
            set { super.accessibilityValue = newValue }
        }

        /// The indicator for item `index` of `count`, if `index` is one of them.
        private static func indicator(index: Int, count: Int, maximumDots: Int) -> PageIndicator? {
            guard index >= 0, index < count else { return nil }
            // The core makes indicators only from a carousel: one over the positions, moved to
            // `index`, costs O(1) whatever the count.
            var positions = Carousel(0..<count) { _ in () }
            _ = try? positions.jump(to: index)
            return try? positions.pageIndicator(maximumDots: maximumDots)
        }
    }
#endif
