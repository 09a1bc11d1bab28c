/// UIKit's `UIGestureRecognizerDelegate`, the methods the adapter implements; optional as in
/// UIKit (defaults here let every touch in and every gesture begin).
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether `gestureRecognizer` receives `touch`, asked when the finger lands.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
        -> Bool

    /// Whether `gestureRecognizer` begins; asked here only of a pan recognizer that a pointer's
    /// scroll would begin (UIKit asks it of every recognizer about to begin).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// Every touch, as UIKit's default.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool { true }

    /// Every gesture, as UIKit's default.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}
