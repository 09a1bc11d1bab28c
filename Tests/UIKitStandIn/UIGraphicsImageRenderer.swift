/// UIKit's `UIGraphicsImageRendererFormat`, reduced to the scale.
public final class UIGraphicsImageRendererFormat: NSObject {
    /// Pixels a point of the image made.
    public var scale: CGFloat

    public override init() {
        scale = 1
        super.init()
    }

    /// The format for the device's screen: here a screen of 3 pixels a point (UIKit's is the
    /// main screen's).
    public static func preferred() -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        return format
    }
}

/// UIKit's `UIGraphicsImageRendererContext`, reduced to its CoreGraphics context.
@MainActor
public final class UIGraphicsImageRendererContext {
    /// The context the renderer's actions draw into.
    public let cgContext = CGContext()
}

/// UIKit's `UIGraphicsImageRenderer`, reduced to the size and scale of the image it makes and a
/// record of what its actions drew (``UIImage/drawings``). Isolated to the main actor here,
/// where UIKit's may run on any thread.
@MainActor
public final class UIGraphicsImageRenderer {
    private let size: CGSize
    private let format: UIGraphicsImageRendererFormat

    /// A renderer of images `size` points big in `format`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
    }

    /// An image of what `actions` draw, its context the current one while they run.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext()
        let outer = CGContext.current
        CGContext.current = context.cgContext
        defer { CGContext.current = outer }
        actions(context)
        return UIImage(
            name: nil, size: size, scale: format.scale, renderingMode: .automatic,
            drawings: context.cgContext.drawings)
    }
}
