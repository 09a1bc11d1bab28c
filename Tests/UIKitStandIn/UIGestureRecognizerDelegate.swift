/// UIKit's `UIGestureRecognizerDelegate`, the one method the adapter implements; optional as in
/// UIKit (a default here lets every touch in).
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether `gestureRecognizer` receives `touch`, asked when the finger lands.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
        -> Bool
}

extension UIGestureRecognizerDelegate {
    /// Every touch, as UIKit's default.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool { true }
}
