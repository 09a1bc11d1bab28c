import PropertyTesting
import Testing

@Suite("UIKit adapter: when autoplay pauses and whether moves slide")
struct MotionPolicyTests {
    @Test("autoplay slides by default, pauses for VoiceOver, focus inside or an inactive app")
    func pauses() {
        expectEqual(MotionPolicy().autoplay, .slides)
        var voiceOver = MotionPolicy()
        voiceOver.isVoiceOverRunning = true
        var focus = MotionPolicy()
        focus.isFocusInside = true
        var inactive = MotionPolicy()
        inactive.isAppActive = false
        expectEqual([voiceOver, focus, inactive].map(\.autoplay), [.paused, .paused, .paused])
    }

    @Test("the app's pause pauses autoplay, under Reduce Motion too, and its end resumes it")
    func appPause() {
        var policy = MotionPolicy()
        #expect(!policy.update { $0.isPausedByApp = true })
        expectEqual(policy.autoplay, .paused)
        policy.isReduceMotionEnabled = true
        expectEqual(policy.autoplay, .paused)
        #expect(policy.update { $0.isPausedByApp = false })
        expectEqual(policy.autoplay, .cuts)
    }

    @Test("Reduce Motion: autoplay cuts instead of sliding, and a pause still pauses it")
    func reduceMotion() {
        var policy = MotionPolicy()
        policy.isReduceMotionEnabled = true
        expectEqual(policy.autoplay, .cuts)
        policy.isVoiceOverRunning = true
        expectEqual(policy.autoplay, .paused)
    }

    @Test("a programmatic move slides when asked to, unless Reduce Motion is on")
    func animates() {
        var policy = MotionPolicy()
        #expect(policy.animates(true) && !policy.animates(false))
        policy.isReduceMotionEnabled = true
        #expect(!policy.animates(true) && !policy.animates(false))
    }

    @Test("an update resumes autoplay only when it ends the last pause")
    func resumes() {
        var policy = MotionPolicy()
        let resumed = [
            policy.update { $0.isReduceMotionEnabled = true },  // running before and after
            policy.update { $0.isVoiceOverRunning = true },  // paused now
            policy.update { $0.isAppActive = false },  // paused twice over
            policy.update { $0.isVoiceOverRunning = false },  // still inactive
            policy.update { $0.isAppActive = true },
        ]
        expectEqual(resumed, [false, false, false, false, true])
        expectEqual(policy.autoplay, .cuts)
    }
}
