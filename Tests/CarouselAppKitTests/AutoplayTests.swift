import AppKitStandIn
import Testing

@MainActor
@Suite("AppKit view: autoplay, continuous scrolling and their pauses", .serialized)
struct AutoplayTests {
    /// Frames for `seconds` of time.
    private func run(_ mac: MacHarness, seconds: Double) {
        for _ in 0..<Int((seconds / mac.frameDuration).rounded()) { mac.frame() }
    }

    @Test("autoplay slides one item every interval while the view rests")
    func autoplay() throws {
        let mac = MacHarness(count: 5)
        try mac.view.startAutoplay(interval: 1)
        #expect(mac.view.autoplayInterval == 1)
        run(mac, seconds: 0.9)
        #expect(mac.view.currentIndex == 0)
        run(mac, seconds: 0.5)
        #expect(mac.view.currentIndex == 1)
        run(mac, seconds: 1)
        #expect(mac.view.currentIndex == 2)
        mac.view.stopAutoplay()
        run(mac, seconds: 3)
        #expect(mac.view.currentIndex == 2)
        #expect(mac.view.isAtRest)
        #expect(mac.failures == [])
    }

    /// The pauses: each holds autoplay for 3 s, then it counts a whole interval from the
    /// resume.
    @Test(
        """
        autoplay pauses while the window is covered, the app inactive, the pointer on the view, \
        the view first responder, VoiceOver on, or the app says so
        """,
        arguments: ["occluded", "inactive", "pointer", "first responder", "VoiceOver", "app"])
    func pauses(cause: String) throws {
        let mac = MacHarness(count: 5)
        try mac.view.startAutoplay(interval: 1)
        let window = mac.display.window
        func pause(_ on: Bool) {
            switch cause {
            case "occluded": window.standInSetVisible(!on)
            case "inactive": NSApplication.shared.standInSetActive(!on)
            case "pointer": mac.display.movePointer(to: on ? NSPoint(x: 200, y: 100) : nil)
            case "first responder": window.makeFirstResponder(on ? mac.view : nil)
            case "VoiceOver": NSWorkspace.shared.isVoiceOverEnabled = on
            default: mac.view.isAutomaticMotionPaused = on
            }
        }
        defer {
            pause(false)
            mac.view.stopAutoplay()
        }
        run(mac, seconds: 0.5)
        pause(true)
        run(mac, seconds: 3)
        #expect(mac.view.currentIndex == 0)
        pause(false)
        run(mac, seconds: 0.9)
        #expect(mac.view.currentIndex == 0)
        run(mac, seconds: 0.5)
        #expect(mac.view.currentIndex == 1)
        #expect(mac.failures == [])
    }

    @Test("with the pointer's pause turned off, the pointer on the view pauses nothing")
    func pointerPauseOff() throws {
        let mac = MacHarness(count: 5)
        mac.view.pausesAutomaticMotionUnderPointer = false
        try mac.view.startAutoplay(interval: 1)
        mac.display.movePointer(to: NSPoint(x: 200, y: 100))
        run(mac, seconds: 1.4)
        #expect(mac.view.currentIndex == 1)
        mac.display.movePointer(to: nil)
        mac.view.stopAutoplay()
    }

    @Test("under Reduce Motion, autoplay and the app's moves cut to the item")
    func reduceMotion() throws {
        let mac = MacHarness(count: 5)
        NSWorkspace.shared.accessibilityDisplayShouldReduceMotion = true
        defer { NSWorkspace.shared.accessibilityDisplayShouldReduceMotion = false }
        mac.frame()
        mac.view.next()
        #expect(mac.view.currentIndex == 1)
        #expect(mac.view.isAtRest)
        try mac.view.startAutoplay(interval: 1)
        run(mac, seconds: 1.05)
        #expect(mac.view.currentIndex == 2)
        #expect(mac.view.isAtRest)
        mac.view.stopAutoplay()
        #expect(mac.failures == [])
    }

    @Test("continuous scrolling moves the items at its speed, pauses, and stops onto an item")
    func autoscroll() throws {
        let mac = MacHarness(count: 5)
        try mac.view.setMotion(.free)
        try mac.view.startAutoscroll(itemsPerSecond: 0.5)
        #expect(mac.view.isAutoscrolling)
        #expect(mac.view.autoscrollItemsPerSecond == 0.5)
        run(mac, seconds: 2)
        let moved = try #require(mac.view.coordinator.progress)
        #expect(abs(moved - 1) < 0.02)
        mac.view.isAutomaticMotionPaused = true
        run(mac, seconds: 2)
        #expect(mac.view.coordinator.progress == moved)
        mac.view.isAutomaticMotionPaused = false
        mac.view.stopAutoscroll()
        #expect(!mac.view.isAutoscrolling)
        try mac.view.setMotion(.paging)
        try mac.view.startAutoscroll(pointsPerSecond: 330)
        run(mac, seconds: 1)
        mac.view.stopAutoscroll()
        mac.settle()
        #expect(mac.failures == [])
    }
}
