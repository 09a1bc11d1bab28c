/// CoreFoundation's `CFTimeInterval`: seconds.
public typealias CFTimeInterval = Double

/// QuartzCore's `CADisplayLink`: retains its target, and once added to a run loop is retained by
/// it and called every frame ``StandInScreen`` shows, until invalidated.
@MainActor
public final class CADisplayLink: NSObject {
    private var target: Any?
    private let selector: Selector
    /// Strong, though the run loop holds the link too: `invalidate()` breaks the cycle, and a
    /// link never invalidated stays in the run loop anyway. A weak reference would give the
    /// main run loop, which lives to the end, a side table that only its own reference count
    /// points to, which LeakSanitizer reports as leaked at exit once every link is gone.
    private var runLoop: RunLoop?

    /// A link that calls `selector` on `target` with itself.
    public init(target: Any, selector sel: Selector) {
        self.target = target
        selector = sel
        super.init()
    }

    /// The time of the frame being shown, in seconds.
    public private(set) var timestamp: CFTimeInterval = 0

    /// Starts calling the target on `runloop`'s frames (the mode is kept, not modelled).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard target != nil else { return }
        runLoop = runloop
        runloop.links.append(self)
    }

    /// Stops for good: the run loop lets the link go and the link lets its target go.
    public func invalidate() {
        runLoop?.links.removeAll { $0 === self }
        runLoop = nil
        target = nil
    }

    /// One frame at `time`.
    package func fire(at time: CFTimeInterval) {
        guard let target else { return }
        timestamp = time
        selector.perform(target, self)
    }
}

/// Foundation's `RunLoop`: here only the list of display links it calls.
@MainActor
public final class RunLoop {
    /// The main thread's run loop.
    public static let main = RunLoop()

    /// Foundation's `RunLoop.Mode`.
    public struct Mode: Hashable, Sendable {
        let name: String
        public static let common = Mode(name: "common")
        public static let `default` = Mode(name: "default")
    }

    /// Not Foundation's API: the links added and not invalidated, in the order added.
    public internal(set) var links: [CADisplayLink] = []
}
