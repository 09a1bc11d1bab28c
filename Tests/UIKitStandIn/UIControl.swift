/// UIKit's `UIControl` (a button, a switch): here only a type, for a carousel's tap recognizer
/// to leave a control's touches to it.
@MainActor
open class UIControl: UIView {}

extension UIControl {
    /// UIKit's `UIControl.ContentHorizontalAlignment`: where a control puts its content across.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing
    }
}
