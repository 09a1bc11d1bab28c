/// CoreGraphics' `CGContext`, reduced to a record of what is drawn into it, for a test to read
/// where an image's drawing stands.
@MainActor
public final class CGContext {
    /// One thing drawn: an image in a rectangle, or an ellipse filled in one.
    public enum Drawing: Equatable, Sendable {
        case image(ObjectIdentifier, in: CGRect)
        case ellipse(in: CGRect)

        /// `image` drawn in `rect`.
        static func image(_ image: UIImage, in rect: CGRect) -> Drawing {
            .image(ObjectIdentifier(image), in: rect)
        }
    }

    /// What was drawn, in order.
    public private(set) var drawings: [Drawing] = []

    /// The context drawing goes to (UIKit's `UIGraphicsGetCurrentContext()`): a renderer's while
    /// its actions run.
    static var current: CGContext?

    init() {}

    /// Fills the ellipse inside `rect` (with the fill color, black by default in CoreGraphics).
    public func fillEllipse(in rect: CGRect) {
        record(.ellipse(in: rect))
    }

    func record(_ drawing: Drawing) {
        drawings.append(drawing)
    }
}
