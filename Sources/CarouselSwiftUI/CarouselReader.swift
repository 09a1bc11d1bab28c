#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// A view whose content can move the carousels inside it, through a ``CarouselProxy``, as
    /// `ScrollViewReader` hands its content a `ScrollViewProxy`.
    ///
    /// ```swift
    /// CarouselReader { proxy in
    ///     VStack {
    ///         EndlessCarousel(apps, selection: $selected) { app in
    ///             AppCard(app: app)
    ///         }
    ///         .frame(height: 260)
    ///         Button("Next") { proxy.next() }
    ///     }
    /// }
    /// ```
    ///
    /// Use the proxy from actions (a button, `onAppear`), not while SwiftUI builds the body.
    public struct CarouselReader<Content: View>: View {
        /// The carousels inside, which register themselves through the environment.
        @State private var targets = CarouselTargets()
        private let content: (CarouselProxy) -> Content

        /// A reader whose content gets a proxy for the carousels inside it.
        ///
        /// - Parameter content: the view, given the proxy.
        public init(@ViewBuilder content: @escaping (CarouselProxy) -> Content) {
            self.content = content
        }

        /// The content, with the carousels inside registered with the proxy.
        public var body: some View {
            content(CarouselProxy(targets: targets)).environment(\.carouselTargets, targets)
        }
    }

    /// The environment's slot for the carousels of the enclosing reader.
    private struct CarouselTargetsKey: EnvironmentKey {
        static var defaultValue: CarouselTargets? { nil }
    }

    extension EnvironmentValues {
        /// The carousels of the enclosing ``CarouselReader``, `nil` outside one.
        var carouselTargets: CarouselTargets? {
            get { self[CarouselTargetsKey.self] }
            set { self[CarouselTargetsKey.self] = newValue }
        }
    }
#endif
