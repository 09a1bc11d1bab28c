// The names UIKit shares with AppKit (CoreGraphics', Core Animation's, Foundation's few), which
// UIKit re-exports as an app sees them.
@_exported import AppleStandIn
