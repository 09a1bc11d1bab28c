/// Not AppKit: the display a test plays, over a window: each frame, the display links of
/// ``RunLoop/main`` fire and the window's views lay out.
@MainActor
public final class StandInDisplay {
    /// The window on the display.
    public let window: NSWindow
    /// The time of the last frame shown, in seconds.
    public private(set) var time: Double = 0

    /// A display showing a window of `width` × `height` points with an empty content view.
    public init(width: Double, height: Double) {
        window = NSWindow(
            contentRect: NSRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height)))
        window.contentView = NSView(frame: .zero)
    }

    /// Shows the next frame, `seconds` after the last one.
    public func advanceFrame(by seconds: Double) {
        time += seconds
        for link in RunLoop.main.links { link.fire(at: time) }
        window.contentView?.layoutSubtreeIfNeeded()
    }
}
