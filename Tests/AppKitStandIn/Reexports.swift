// AppKit re-exports Foundation and CoreGraphics, whose few names the adapter uses the stand-ins
// share with UIKit's; AppKit spells the geometry types with its own prefix too.
@_exported import AppleStandIn

/// AppKit's `NSRect`: CoreGraphics' rectangle.
public typealias NSRect = CGRect
/// AppKit's `NSPoint`: CoreGraphics' point.
public typealias NSPoint = CGPoint
/// AppKit's `NSSize`: CoreGraphics' size.
public typealias NSSize = CGSize
/// Foundation's `TimeInterval`: seconds.
public typealias TimeInterval = Double
