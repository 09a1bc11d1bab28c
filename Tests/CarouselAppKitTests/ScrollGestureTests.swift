import Testing

/// The decisions of ``ScrollGesture``, event by event, without a view.
@Suite("AppKit view: what a scroll event does")
struct ScrollGestureTests {
    private func input(
        _ phase: ScrollInput.Phase, along: Double = 0, across: Double = 0, at time: Double = 0,
        momentum: Bool = false
    ) -> ScrollInput {
        ScrollInput(
            phase: phase, isMomentum: momentum, along: along, across: across, timestamp: time)
    }

    @Test("fingers that land stop the carousel; their moves drag it against the content")
    func landAndDrag() {
        var gesture = ScrollGesture()
        #expect(gesture.take(input(.mayBegin)) == ScrollResponse(touchesDown: true))
        #expect(gesture.take(input(.began, along: -10, at: 0.01)) == ScrollResponse(drag: 10))
        #expect(gesture.take(input(.changed, along: 4, at: 0.02)) == ScrollResponse(drag: -4))
    }

    @Test("a gesture that begins without fingers resting first lands as it moves")
    func beganLands() {
        var gesture = ScrollGesture()
        #expect(
            gesture.take(input(.began, along: 5, at: 0))
                == ScrollResponse(touchesDown: true, drag: -5))
    }

    @Test("the fingers lift with their velocity, in points a millisecond, smoothed")
    func liftVelocity() {
        var gesture = ScrollGesture()
        _ = gesture.take(input(.began, along: -10, at: 0))
        _ = gesture.take(input(.changed, along: -10, at: 0.010))  // 1 pt/ms
        _ = gesture.take(input(.changed, along: -30, at: 0.020))  // 3 pt/ms
        #expect(gesture.take(input(.ended, at: 0.025)) == ScrollResponse(lift: 2))
    }

    @Test("fingers held still before they lift lift with no velocity")
    func stillLift() {
        var gesture = ScrollGesture()
        _ = gesture.take(input(.began, along: -10, at: 0))
        _ = gesture.take(input(.changed, along: -10, at: 0.010))
        _ = gesture.take(input(.changed, at: 0.1))
        #expect(gesture.take(input(.ended, at: 0.2)) == ScrollResponse(lift: 0))
    }

    @Test("fingers that rest and lift without moving let the carousel settle")
    func restAndLift() {
        var gesture = ScrollGesture()
        _ = gesture.take(input(.mayBegin))
        #expect(gesture.take(input(.cancelled, at: 0.1)) == ScrollResponse(lift: 0))
        #expect(gesture.take(input(.cancelled, at: 0.2)) == ScrollResponse())
    }

    @Test("the system's momentum after the carousel's gesture is consumed")
    func momentumConsumed() {
        var gesture = ScrollGesture()
        _ = gesture.take(input(.began, along: -10, at: 0))
        _ = gesture.take(input(.ended, at: 0.01))
        #expect(gesture.take(input(.none, along: -8, at: 0.02, momentum: true)) == ScrollResponse())
    }

    @Test("a gesture mostly across the axis, and its momentum, pass on")
    func acrossPassesOn() {
        var gesture = ScrollGesture()
        _ = gesture.take(input(.mayBegin))
        #expect(
            gesture.take(input(.began, along: 3, across: -9, at: 0))
                == ScrollResponse(lift: 0, passesOn: true))
        #expect(
            gesture.take(input(.changed, along: 30, at: 0.01)) == ScrollResponse(passesOn: true))
        #expect(gesture.take(input(.ended, at: 0.02)) == ScrollResponse(passesOn: true))
        #expect(
            gesture.take(input(.none, across: -5, at: 0.03, momentum: true))
                == ScrollResponse(passesOn: true))
    }

    @Test("a wheel's turn moves one item at its first notch along the axis")
    func wheelTurn() {
        var gesture = ScrollGesture()
        #expect(gesture.take(input(.none, along: -1, at: 0)) == ScrollResponse(wheelStep: 1))
        #expect(gesture.take(input(.none, along: -1, at: 0.1)) == ScrollResponse())
        #expect(gesture.take(input(.none, along: 1, at: 0.2)) == ScrollResponse())
        // A pause ends the turn; the next one moves again.
        #expect(gesture.take(input(.none, along: 1, at: 0.6)) == ScrollResponse(wheelStep: -1))
    }

    @Test("a wheel's turn across the axis passes on, all of it")
    func wheelAcross() {
        var gesture = ScrollGesture()
        #expect(gesture.take(input(.none, across: -1, at: 0)) == ScrollResponse(passesOn: true))
        #expect(
            gesture.take(input(.none, along: -1, at: 0.1)) == ScrollResponse(passesOn: true))
    }

    @Test("an event with a number that is not finite does nothing")
    func notFinite() {
        var gesture = ScrollGesture()
        #expect(gesture.take(input(.began, along: .nan)) == ScrollResponse())
        #expect(gesture.take(input(.none, along: -1, at: .infinity)) == ScrollResponse())
        #expect(gesture.take(input(.began, along: -2, at: 0)).drag == 2)
    }
}
