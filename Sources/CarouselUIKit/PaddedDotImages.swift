#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    /// A page control's dot images with a ``DotPadding``, each drawn once: the app's images by the
    /// image, and a drawn dot for the dots that have none. The control asks for them whenever its
    /// dots may show other images (as they slide over the items), so that an image it padded
    /// before is not drawn again.
    @MainActor
    final class PaddedDotImages {
        /// The diameter of the dot drawn for a dot without an image. UIKit documents neither its
        /// dot's size nor its gap; 7 points is the classic dot's (UIKit's before iOS 14, and the
        /// stand-in's figure), which may differ a little from the dot of a later iOS.
        static let dotDiameter: CGFloat = 7

        /// The padding the images get; a new one draws every image again.
        var padding = DotPadding(spacing: 0) {
            didSet {
                guard padding != oldValue else { return }
                padded = [:]
                dot = nil
            }
        }

        /// The padded images by the image padded, which is kept so that its identifier stays its
        /// own.
        private var padded: [ObjectIdentifier: (image: UIImage, padded: UIImage)] = [:]
        /// The drawn dot, padded, once drawn.
        private var dot: UIImage?

        /// Each of `images` padded, the drawn dot for `nil`. The images not among them are
        /// forgotten: it holds one image a dot at most.
        func padded(_ images: [UIImage?]) -> [UIImage] {
            var kept: [ObjectIdentifier: (image: UIImage, padded: UIImage)] = [:]
            let result = images.map { image in
                guard let image else { return paddedDot() }
                let key = ObjectIdentifier(image)
                let made = kept[key] ?? padded[key] ?? (image, draw(image))
                kept[key] = made
                return made.padded
            }
            padded = kept
            return result
        }

        /// The drawn dot, padded.
        private func paddedDot() -> UIImage {
            if let dot { return dot }
            let made = draw(nil)
            dot = made
            return made
        }

        /// `image` (or a filled circle, for `nil`) drawn in the middle of a transparent image
        /// wider by the spacing.
        private func draw(_ image: UIImage?) -> UIImage {
            let diameter = Self.dotDiameter
            let format = UIGraphicsImageRendererFormat.preferred()
            // The app's image keeps its pixels a point; the drawn dot has the screen's.
            if let image { format.scale = image.scale }
            let layout = padding.layout(
                of: image?.size ?? CGSize(width: diameter, height: diameter), scale: format.scale)
            let drawn = UIGraphicsImageRenderer(size: layout.size, format: format).image {
                context in
                if let image {
                    image.draw(in: layout.dot)
                } else {
                    context.cgContext.fillEllipse(in: layout.dot)
                }
            }
            // A template, so that the control's tint colors still color the dot; only an image
            // the app has drawn as it is stays so.
            return drawn.withRenderingMode(
                image?.renderingMode == .alwaysOriginal ? .alwaysOriginal : .alwaysTemplate)
        }
    }
#endif
