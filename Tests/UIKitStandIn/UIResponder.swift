/// UIKit's `UIResponder`, reduced to the responder chain, the first responder and the press
/// events a hardware keyboard or a remote sends.
@MainActor
open class UIResponder: NSObject {
    /// The next responder up the chain; `nil` here, as for a responder that has none.
    open var next: UIResponder? { nil }

    // MARK: The first responder

    /// Whether the responder may become the first responder; `false` by default, as in UIKit.
    open var canBecomeFirstResponder: Bool { false }

    /// Makes the responder the first responder, which receives the presses first, if it
    /// ``canBecomeFirstResponder``; returns whether it is.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        StandInFocus.firstResponder = self
        return true
    }

    /// Stops being the first responder; returns `true`, as UIKit's default does.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if isFirstResponder { StandInFocus.firstResponder = nil }
        return true
    }

    /// Whether the responder is the first responder.
    public var isFirstResponder: Bool { StandInFocus.firstResponder === self }

    // MARK: Presses

    // UIKit's defaults pass the presses to the next responder; past the last one (the
    // application, which the stand-in lacks) they reach the system: ``StandInFocus`` records
    // them, and moves the focus with an arrow there, as the focus engine does.

    /// Physical buttons pressed: passed up the chain by default.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let next else { return StandInFocus.reachSystem(presses, phase: .began) }
        next.pressesBegan(presses, with: event)
    }

    /// Physical buttons released: passed up the chain by default.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let next else { return StandInFocus.reachSystem(presses, phase: .ended) }
        next.pressesEnded(presses, with: event)
    }

    /// Presses the system cancelled: passed up the chain by default.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let next else { return StandInFocus.reachSystem(presses, phase: .cancelled) }
        next.pressesCancelled(presses, with: event)
    }
}
