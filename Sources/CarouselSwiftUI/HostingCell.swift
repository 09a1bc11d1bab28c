#if canImport(SwiftUI) && canImport(UIKit)
    import Carousel
    import SwiftUI
    import UIKit

    /// A carousel cell that shows SwiftUI content: the view of its own `UIHostingController`,
    /// in the SwiftUI environment around the carousel, and a child of the nearest view
    /// controller while the cell is in a window.
    ///
    /// The item effect's look goes on the cell, as on any cell of the carousel: its layer's
    /// transform (the carousel places it by bounds and center, which a transform leaves
    /// defined), its alpha, and its bounds' origin for a content offset.
    final class HostingCell<Content: View>: UIView {
        private let host = UIHostingController<HostedItem<Content>?>(rootView: nil)
        /// Where the cell stands in the scroll, for the item's `carouselTransition(_:)`s.
        let place = ItemPlace()

        init() {
            super.init(frame: .zero)
            host.view.backgroundColor = .clear
            addSubview(host.view)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        /// Shows `content`, the view of an item, with its `identity` in `environment`, the whole
        /// environment of the carousel's last update (environment objects included). Under the
        /// same identity SwiftUI redraws only what changed since the last content and keeps the
        /// view's state; under another (the cell shows another item) it starts the view afresh.
        func show(
            _ content: Content, identity: AnyHashable, in environment: EnvironmentValues
        ) {
            var environment = environment
            environment.carouselItemPlace = place
            host.rootView = HostedItem(
                content: content, identity: identity, environment: environment)
            // A move of the carousel to another controller's view inside the window calls no
            // window callback: each update looks again (O(depth), nothing to do when unmoved).
            host.followNearestParent(of: self)
        }

        /// Puts the hosting controller under the nearest view controller, or takes it out when
        /// the cell leaves the window.
        override func didMoveToWindow() {
            super.didMoveToWindow()
            host.followNearestParent(of: self)
        }

        /// The size the item's view takes within `size`, as SwiftUI sizes it: what the
        /// carousel measures for `carouselFitsCurrentItem(_:)`, with the view's own state (an
        /// expanded text is taller).
        override func sizeThatFits(_ size: CGSize) -> CGSize {
            host.sizeThatFits(in: size)
        }

        /// Fills the cell with the hosted view, at the cell's bounds' zero (which a content
        /// offset moves away from the middle): bounds and center, which a transform leaves
        /// defined.
        override func layoutSubviews() {
            super.layoutSubviews()
            host.view.bounds = CGRect(origin: .zero, size: bounds.size)
            host.view.center = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        }
    }

    /// Measures a fitted row's items: one hosting controller, never on screen, that takes each
    /// item's content in turn, in the environment of the carousel's last update.
    @MainActor
    final class ItemSizer<Item, Content: View> {
        private let host = UIHostingController<HostedItem<Content>?>(rootView: nil)
        private var content: (Item) -> Content
        private var environment: EnvironmentValues
        private var axis: CarouselGeometry.Axis

        init(
            content: @escaping (Item) -> Content, environment: EnvironmentValues,
            axis: CarouselGeometry.Axis
        ) {
            self.content = content
            self.environment = environment
            self.axis = axis
        }

        /// Takes an update's content, environment and axis, for the items measured next.
        func update(
            content: @escaping (Item) -> Content, environment: EnvironmentValues,
            axis: CarouselGeometry.Axis
        ) {
            self.content = content
            self.environment = environment
            self.axis = axis
        }

        /// The length `item`'s view takes along the axis when offered all it wants along it
        /// and `crossLength` across it: its ideal length for text and images that fit.
        func length(of item: Item, crossLength: CGFloat) -> CGFloat {
            host.rootView = HostedItem(
                content: content(item), identity: nil, environment: environment)
            let horizontal = axis == .horizontal
            let size = host.sizeThatFits(
                in: horizontal
                    ? CGSize(width: .infinity, height: crossLength)
                    : CGSize(width: crossLength, height: .infinity))
            return horizontal ? size.width : size.height
        }
    }

    /// An item's content as its cell's hosting controller shows it: with the item's identity,
    /// in the environment around the carousel.
    struct HostedItem<Content: View>: View {
        let content: Content
        /// The `CarouselItemIdentity` of the item in its cell, which SwiftUI keeps the view's
        /// state under, as `ForEach` under a row's id; `nil` for a view only measured.
        let identity: AnyHashable?
        /// The environment of the carousel's last update.
        let environment: EnvironmentValues

        var body: some View {
            // A cell near the screen's edge would otherwise inset its content by the safe area
            // that its hosting controller finds there.
            content.id(identity).edgesIgnoringSafeArea(.all)
                // A hosting controller starts a new environment of its own: the whole of the
                // carousel's replaces it (`environmentObject(_:)` stores its object in
                // `EnvironmentValues` too).
                .environment(\.self, environment)
        }
    }
#endif
