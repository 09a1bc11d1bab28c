/// AppKit's `NSWindow`, reduced to its content view and its first responder.
@MainActor
open class NSWindow: NSResponder {
    /// Not AppKit's initializer (which takes a style, a backing and a deferral): a window whose
    /// content is `contentRect` large.
    public init(contentRect: NSRect) {
        self.contentRect = contentRect
        super.init()
    }

    private let contentRect: NSRect

    /// The view that fills the window; setting it sizes it to the window.
    open var contentView: NSView? {
        didSet {
            oldValue?.ownWindow = nil
            oldValue?.movedToWindow()
            guard let contentView else { return }
            contentView.frame = NSRect(origin: .zero, size: contentRect.size)
            contentView.ownWindow = self
            contentView.movedToWindow()
        }
    }

    /// The responder keys go to.
    public private(set) var firstResponder: NSResponder?

    /// Makes `responder` first responder if it accepts; `false` when it refuses.
    @discardableResult
    open func makeFirstResponder(_ responder: NSResponder?) -> Bool {
        if let responder, !responder.acceptsFirstResponder { return false }
        if let firstResponder, !firstResponder.resignFirstResponder() { return false }
        guard responder?.becomeFirstResponder() ?? true else { return false }
        firstResponder = responder
        return true
    }
}
