/// Not AppKit: the display a test plays, over a window: each frame, the display links of
/// ``RunLoop/main`` fire and the window's views lay out; the pointer moves over the window.
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

    /// Where the pointer is, in the window's coordinates; `nil` outside it.
    public private(set) var pointer: NSPoint?

    /// Moves the pointer to `point` of the window (`nil`: out of it): the owners of the tracking
    /// areas it leaves hear it leave, then those of the areas it enters hear it enter.
    public func movePointer(to point: NSPoint?) {
        pointer = point
        var entered: [NSTrackingArea] = []
        var exited: [NSTrackingArea] = []
        func visit(_ view: NSView) {
            for area in view.trackingAreas where area.options.contains(.mouseEnteredAndExited) {
                let inside =
                    point.map { point in
                        let local = view.convert(point, from: nil)
                        let bounds = view.bounds
                        return !view.isHiddenOrHasHiddenAncestor
                            && local.x >= bounds.origin.x
                            && local.x < bounds.origin.x + bounds.size.width
                            && local.y >= bounds.origin.y
                            && local.y < bounds.origin.y + bounds.size.height
                    } ?? false
                if inside != area.isPointerInside {
                    area.isPointerInside = inside
                    if inside { entered.append(area) } else { exited.append(area) }
                }
            }
            for subview in view.subviews { visit(subview) }
        }
        if let contentView = window.contentView { visit(contentView) }
        let event = NSEvent.mouse(at: point ?? .zero, timestamp: time)
        for area in exited { area.owner?.mouseExited(with: event) }
        for area in entered { area.owner?.mouseEntered(with: event) }
    }

    /// Shows the next frame, `seconds` after the last one.
    public func advanceFrame(by seconds: Double) {
        time += seconds
        for link in RunLoop.main.links { link.fire(at: time) }
        window.contentView?.layoutSubtreeIfNeeded()
    }
}
