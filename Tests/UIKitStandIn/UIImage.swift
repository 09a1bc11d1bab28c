/// UIKit's `UIImage`, reduced to what a page control's dot shows: its size and scale, its
/// rendering mode, and what a renderer drew into it (``drawings``), for a test to read.
public final class UIImage: NSObject {
    /// UIKit's `UIImage.RenderingMode`: whether the image is tinted (a template) or drawn as it is.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// The symbol's name (UIKit's `UIImage(systemName:)`), `nil` for a drawn image.
    public let name: String?
    /// The size in points.
    public let size: CGSize
    /// Pixels a point.
    public let scale: CGFloat
    public let renderingMode: RenderingMode
    /// What ``UIGraphicsImageRenderer/image(actions:)`` drew into the image, in the order drawn;
    /// empty for a symbol. Not UIKit's: there the drawing is pixels.
    public let drawings: [CGContext.Drawing]

    /// The symbol named `name`: here any name, 20 points square at the stand-in's scale (UIKit's
    /// size depends on the symbol and its configuration).
    public convenience init?(systemName name: String) {
        self.init(
            name: name, size: CGSize(width: 20, height: 20),
            scale: UIGraphicsImageRendererFormat.preferred().scale, renderingMode: .automatic,
            drawings: [])
    }

    init(
        name: String?, size: CGSize, scale: CGFloat, renderingMode: RenderingMode,
        drawings: [CGContext.Drawing]
    ) {
        self.name = name
        self.size = size
        self.scale = scale
        self.renderingMode = renderingMode
        self.drawings = drawings
        super.init()
    }

    /// The same image in `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(
            name: name, size: size, scale: scale, renderingMode: renderingMode,
            drawings: drawings)
    }

    /// Draws the image into the current context (the renderer's while its actions run),
    /// scaled to `rect`; without a current context it draws nothing, as in UIKit.
    @MainActor
    public func draw(in rect: CGRect) {
        CGContext.current?.record(.image(self, in: rect))
    }
}
