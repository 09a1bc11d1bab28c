import PropertyTesting
import Testing

@Suite("SwiftUI autoplay gate")
struct AutoplayGateTests {
    @Test("runs at the interval asked for, unless a pause or the environment stops it")
    func pauses() {
        let running = AutoplayGate(interval: 5)
        expectEqual(running.runningInterval, 5)
        #expect(AutoplayGate(interval: nil).runningInterval == nil)
        var gate = running
        gate.isPaused = true
        #expect(gate.runningInterval == nil)
        gate = running
        gate.isSceneActive = false
        #expect(gate.runningInterval == nil)
        gate = running
        gate.isVoiceOverRunning = true
        #expect(gate.runningInterval == nil)
        gate = running
        gate.reducesMotion = true
        #expect(gate.runningInterval == nil)
    }

    @Test("an interval the carousel would refuse turns autoplay off instead of failing")
    func invalidIntervals() {
        for interval in [0, -1, 0.0005, 2e6, .nan, .infinity] {
            #expect(AutoplayGate(interval: interval).runningInterval == nil)
        }
        expectEqual(AutoplayGate(interval: 0.001).runningInterval, 0.001)
        expectEqual(AutoplayGate(interval: 1e6).runningInterval, 1e6)
    }
}
