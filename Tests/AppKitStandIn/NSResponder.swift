/// AppKit's `NSResponder`, reduced to the events the adapter takes: keys, the scroll wheel and
/// the mouse button, each passed on to the next responder unless a subclass handles it, the
/// pointer entering and leaving, and first-responder status.
@MainActor
open class NSResponder: NSObject {
    /// The responder an event a subclass leaves goes to: a view's superview.
    open var nextResponder: NSResponder? { nil }

    /// Whether the responder takes keys when its window makes it first responder.
    open var acceptsFirstResponder: Bool { false }

    /// Called as the responder becomes first responder; `false` refuses.
    open func becomeFirstResponder() -> Bool { true }

    /// Called as the responder stops being first responder; `false` refuses.
    open func resignFirstResponder() -> Bool { true }

    /// A key went down.
    open func keyDown(with event: NSEvent) { nextResponder?.keyDown(with: event) }

    /// A scroll wheel or trackpad scroll event.
    open func scrollWheel(with event: NSEvent) { nextResponder?.scrollWheel(with: event) }

    /// The left mouse button went down.
    open func mouseDown(with event: NSEvent) { nextResponder?.mouseDown(with: event) }

    /// The left mouse button went up.
    open func mouseUp(with event: NSEvent) { nextResponder?.mouseUp(with: event) }

    /// The pointer entered a tracking area the responder owns.
    open func mouseEntered(with event: NSEvent) {}

    /// The pointer left a tracking area the responder owns.
    open func mouseExited(with event: NSEvent) {}
}
