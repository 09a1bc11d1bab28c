/// AppKit's `NSEvent`, reduced to what the adapter reads of scroll, key and mouse events.
///
/// Not AppKit's API: the stand-in's initializers (``scrollWheel(deltaX:deltaY:phase:momentumPhase:isPrecise:timestamp:)``,
/// ``key(_:timestamp:)``, ``mouse(at:timestamp:)``), with which a test makes the events the
/// system would send.
@MainActor
public final class NSEvent: NSObject {
    /// AppKit's `NSEvent.Phase`: where an event stands in a trackpad gesture or in the momentum
    /// the system adds after it; empty for a mouse wheel's notch.
    public struct Phase: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let began = Phase(rawValue: 1 << 0)
        public static let stationary = Phase(rawValue: 1 << 1)
        public static let changed = Phase(rawValue: 1 << 2)
        public static let ended = Phase(rawValue: 1 << 3)
        public static let cancelled = Phase(rawValue: 1 << 4)
        public static let mayBegin = Phase(rawValue: 1 << 5)
    }

    /// AppKit's `NSEvent.SpecialKey`: the keys that type no character.
    public struct SpecialKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let upArrow = SpecialKey(rawValue: 0xF700)
        public static let downArrow = SpecialKey(rawValue: 0xF701)
        public static let leftArrow = SpecialKey(rawValue: 0xF702)
        public static let rightArrow = SpecialKey(rawValue: 0xF703)
        public static let home = SpecialKey(rawValue: 0xF729)
        public static let end = SpecialKey(rawValue: 0xF72B)
        public static let pageUp = SpecialKey(rawValue: 0xF72C)
        public static let pageDown = SpecialKey(rawValue: 0xF72D)
    }

    /// The scroll's distance in points (lines for a wheel without precise deltas), in the
    /// direction the user's settings make natural: positive moves the content right or down.
    public let scrollingDeltaX: CGFloat
    public let scrollingDeltaY: CGFloat
    /// Whether the deltas are points from a trackpad or a Magic Mouse, not a wheel's lines.
    public let hasPreciseScrollingDeltas: Bool
    /// The gesture's phase; empty in the momentum after it and for a wheel.
    public let phase: Phase
    /// The momentum's phase; empty during the gesture and for a wheel.
    public let momentumPhase: Phase
    /// The key, for a key event.
    public let specialKey: SpecialKey?
    /// Where the mouse was, in the window's coordinates.
    public let locationInWindow: NSPoint
    /// When the event happened, in seconds.
    public let timestamp: TimeInterval

    private init(
        deltaX: CGFloat = 0, deltaY: CGFloat = 0, isPrecise: Bool = false, phase: Phase = [],
        momentumPhase: Phase = [], specialKey: SpecialKey? = nil,
        locationInWindow: NSPoint = .zero, timestamp: TimeInterval
    ) {
        scrollingDeltaX = deltaX
        scrollingDeltaY = deltaY
        hasPreciseScrollingDeltas = isPrecise
        self.phase = phase
        self.momentumPhase = momentumPhase
        self.specialKey = specialKey
        self.locationInWindow = locationInWindow
        self.timestamp = timestamp
        super.init()
    }

    /// Not AppKit's API: a scroll event as the system sends it.
    public static func scrollWheel(
        deltaX: Double, deltaY: Double, phase: Phase = [], momentumPhase: Phase = [],
        isPrecise: Bool, timestamp: TimeInterval
    ) -> NSEvent {
        NSEvent(
            deltaX: CGFloat(deltaX), deltaY: CGFloat(deltaY), isPrecise: isPrecise, phase: phase,
            momentumPhase: momentumPhase, timestamp: timestamp)
    }

    /// Not AppKit's API: a key going down.
    public static func key(_ key: SpecialKey, timestamp: TimeInterval) -> NSEvent {
        NSEvent(specialKey: key, timestamp: timestamp)
    }

    /// Not AppKit's API: the mouse button at `point` of the window.
    public static func mouse(at point: NSPoint, timestamp: TimeInterval) -> NSEvent {
        NSEvent(locationInWindow: point, timestamp: timestamp)
    }
}
