/// AppKit's `NSTrackingArea`: a region of a view whose owner hears the pointer enter and leave.
/// Only ``Options-swift.struct/inVisibleRect`` regions are modelled (the rect is then the view's
/// visible bounds, whatever was given), which ``StandInDisplay/movePointer(to:)`` follows.
@MainActor
public final class NSTrackingArea: NSObject {
    /// AppKit's `NSTrackingArea.Options`.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mouseEnteredAndExited = Options(rawValue: 0x01)
        public static let activeInKeyWindow = Options(rawValue: 0x20)
        public static let activeAlways = Options(rawValue: 0x80)
        public static let inVisibleRect = Options(rawValue: 0x200)
    }

    public let rect: NSRect
    public let options: Options
    public private(set) weak var owner: NSResponder?

    public init(
        rect: NSRect, options: Options, owner: Any?, userInfo: [AnyHashable: Any]?
    ) {
        self.rect = rect
        self.options = options
        self.owner = owner as? NSResponder
        super.init()
    }

    /// Whether the pointer was inside at the last move: the display tells entering from leaving.
    var isPointerInside = false
}
