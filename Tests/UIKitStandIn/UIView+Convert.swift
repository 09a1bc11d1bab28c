/// UIKit's coordinate conversions between views of one window (views here are not
/// transformed): a point in a view's bounds coordinates lies at its frame's origin plus the
/// point less the bounds' origin in the superview (a scroll view's bounds origin is its
/// content offset).
extension UIView {
    /// `point`, in this view's bounds coordinates, in `view`'s (`nil`: the window's).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = CGPoint(x: point.x + windowOrigin.x, y: point.y + windowOrigin.y)
        guard let view else { return inWindow }
        return CGPoint(x: inWindow.x - view.windowOrigin.x, y: inWindow.y - view.windowOrigin.y)
    }

    /// `point`, in `view`'s bounds coordinates (`nil`: the window's), in this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inWindow = view?.convert(point, to: nil) ?? point
        return CGPoint(x: inWindow.x - windowOrigin.x, y: inWindow.y - windowOrigin.y)
    }

    /// `rect`, in this view's bounds coordinates, in `view`'s (`nil`: the window's).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Where this view's bounds coordinates put the origin, in the root's (the window's)
    /// bounds coordinates; the root's own frame does not count, as a window's does not in UIKit.
    private var windowOrigin: CGPoint {
        var origin = CGPoint(x: -bounds.origin.x, y: -bounds.origin.y)
        var view = self
        while let superview = view.superview {
            origin.x += view.frame.origin.x - superview.bounds.origin.x
            origin.y += view.frame.origin.y - superview.bounds.origin.y
            view = superview
        }
        return origin
    }
}
