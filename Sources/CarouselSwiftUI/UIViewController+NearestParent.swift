#if canImport(SwiftUI) && canImport(UIKit)
    import UIKit
#elseif CAROUSEL_SWIFTUI_STAND_IN
    import UIKitStandIn
#endif

#if (canImport(SwiftUI) && canImport(UIKit)) || CAROUSEL_SWIFTUI_STAND_IN
    extension UIViewController {
        /// Makes this controller a child of the nearest view controller above `view` (the first
        /// one up its responder chain) while `view` is in a window, and of none outside one.
        ///
        /// A cell's hosting controller calls it whenever the cell moves to a window or out of
        /// one: the carousel entering a window, leaving it, or dropping the cell. As a child, it
        /// gets the appearance calls, the trait collection and the safe area of the screen it is
        /// on, and SwiftUI inside it finds the navigation, sheet and alert presenters there. A
        /// move leaves the old parent first, with UIKit's pair of calls each way
        /// (`willMove(toParent: nil)`, `removeFromParent()`; `addChild(_:)`,
        /// `didMove(toParent:)`).
        ///
        /// - Complexity: O(*d*) for the *d* responders between `view` and that controller.
        func followNearestParent(of view: UIView) {
            let nearest = view.window == nil ? nil : view.nearestViewController
            guard nearest !== parent else { return }
            if parent != nil {
                willMove(toParent: nil)
                removeFromParent()
            }
            if let nearest {
                nearest.addChild(self)
                didMove(toParent: nearest)
            }
        }
    }

    extension UIView {
        /// The first view controller up the responder chain: the one whose view this view is or
        /// lies in.
        fileprivate var nearestViewController: UIViewController? {
            var responder = next
            while let current = responder {
                if let controller = current as? UIViewController { return controller }
                responder = current.next
            }
            return nil
        }
    }
#endif
