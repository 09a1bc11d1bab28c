/// UIKit's `UIViewController`, reduced to its root view and containment: the children, the
/// parent, and the calls around a containment change, as UIKit makes them (``addChild(_:)``
/// calls ``willMove(toParent:)``, ``removeFromParent()`` calls ``didMove(toParent:)``; the
/// other call of each pair is the container's).
@MainActor
open class UIViewController: UIResponder {
    /// A controller whose root view is made on first use, empty, as `loadView()` makes it.
    public override init() { super.init() }

    /// The root view.
    public var view: UIView {
        if let loadedView { return loadedView }
        let view = UIView(frame: .zero)
        view.viewController = self
        loadedView = view
        return view
    }
    private var loadedView: UIView?

    /// The controllers this one contains, in the order added.
    public private(set) var children: [UIViewController] = []

    /// The controller that contains this one.
    public private(set) weak var parent: UIViewController?

    /// Adds `child` after the others, taking it from its old parent.
    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Leaves the parent, if any.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller moves to `parent` (`nil`: before it leaves its parent).
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller moved to `parent` (`nil`: after it left its parent).
    open func didMove(toParent parent: UIViewController?) {}

    /// The root view's superview, as in UIKit for a controller that is neither presented nor
    /// the root of its window.
    open override var next: UIResponder? { loadedView?.superview }
}
