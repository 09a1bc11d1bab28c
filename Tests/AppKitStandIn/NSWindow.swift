/// AppKit's `NSWindow`, reduced to its content view, its first responder and its occlusion.
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

    /// AppKit's `NSWindow.OcclusionState`.
    public struct OcclusionState: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Some of the window shows on screen.
        public static let visible = OcclusionState(rawValue: 1 << 1)
    }

    /// Posted, with the window as its object, as its occlusion state changes.
    public static let didChangeOcclusionStateNotification = Notification.Name(
        "NSWindowDidChangeOcclusionStateNotification")

    /// Whether any of the window shows on screen.
    public private(set) var occlusionState = OcclusionState.visible

    /// Not AppKit's API: covers or uncovers the window, posting the notification, as another
    /// window, a minimize or a change of space does.
    public func standInSetVisible(_ visible: Bool) {
        guard visible != occlusionState.contains(.visible) else { return }
        occlusionState = visible ? .visible : []
        NotificationCenter.default.post(
            name: Self.didChangeOcclusionStateNotification, object: self)
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
