import CarouselSimulation
import PropertyTesting
import Testing

/// Runs `script` step by step, then lifts any finger and lets the view come to rest; a view that
/// scrolling was turned off under, and that nothing else moves, gets a tap to snap it.
///
/// - Parameters:
///   - recentering: the delegate recenters like a coordinator (see ``OrderChecker``).
///   - bounded: offsets must stay within a page of the content (not so with the app's sets).
@MainActor
private func run(
    _ script: GestureScript, recentering: Bool = false, bounded: Bool = true
) throws(PropertyFailure) -> SimulatedScrollView {
    let view = SimulatedScrollView(boundsLength: 100, contentLength: 100 * script.pages)
    view.isPagingEnabled = script.paging
    view.bounces = script.bounces
    view.restingError = script.restingError
    let start = recentering ? 100.0 : 0
    view.contentOffset = start
    let checker = OrderChecker(
        offset: start,
        bounds: bounded ? -100...view.maximumContentOffset + 100 : nil)
    checker.recentering = recentering
    view.delegate = checker
    var leftByScrollOff = false

    func frame() {
        checker.quiet = view.isAtRest
        view.advanceFrame(by: 1 / script.hertz)
        checker.quiet = false
    }

    for (number, step) in script.steps.enumerated() {
        checker.step = "step \(number) \(step)"
        switch step {
        case .touchDown:
            let wasTracking = view.isTracking
            view.touchDown()
            if view.isTracking && !wasTracking {
                // A touch catches whatever moved: no didEnd follows.
                checker.expectingDecelerationEnd = false
                checker.expectingAnimationEnd = false
                leftByScrollOff = false
            }
        case .move(let delta):
            view.moveFinger(by: delta)
        case .lift(let velocity):
            let wasDragging = view.isDragging
            view.liftFinger(velocity: velocity)
            // A snap after a tap starts a deceleration without drag callbacks.
            if !wasDragging && view.isDecelerating { checker.expectingDecelerationEnd = true }
        case .frames(let count):
            for _ in 0..<count { frame() }
        case .scrollEnabled(let on):
            if !on && view.isTracking { leftByScrollOff = true }
            view.isScrollEnabled = on
        case .set(let offset):
            view.contentOffset = offset
        case .animate(let offset):
            view.setContentOffset(offset, animated: true)
            checker.expectingDecelerationEnd = false  // an animated set stops a deceleration
            checker.expectingAnimationEnd = view.isAnimating
        }
        checker.checkState(of: view)
    }

    checker.step = "the end"
    if view.isTracking {
        let wasDragging = view.isDragging
        view.liftFinger(velocity: 0)
        if !wasDragging && view.isDecelerating { checker.expectingDecelerationEnd = true }
    }
    try settle()
    if leftByScrollOff {
        view.isScrollEnabled = true
        view.touchDown()
        view.liftFinger(velocity: 0)
        checker.expectingDecelerationEnd = view.isDecelerating
        try settle()
    }
    try require(checker.violations.isEmpty, checker.violations.joined(separator: "; "))
    return view

    func settle() throws(PropertyFailure) {
        var frames = 0
        while !view.isAtRest && frames < 10_000 {
            frame()
            frames += 1
        }
        try require(view.isAtRest, "not at rest 10,000 frames after the last step")
        for _ in 0..<10 { frame() }
        checker.checkState(of: view)
    }
}

/// Whether a paging view is where paging lets a view rest: on a page (a multiple of the page
/// length, or the end of the content) or that plus the resting error.
@MainActor
private func isOnPage(_ view: SimulatedScrollView) -> Bool {
    let offset = view.contentOffset
    let page = { (x: Double) in min(max((x / 100).rounded() * 100, 0), view.maximumContentOffset) }
    let rested = page(offset - view.restingError)
    return offset == page(offset) || offset == (rested * 3).rounded() / 3 + view.restingError
}

@MainActor
@Suite struct GestureSequenceSimulationTests {
    @Test("random gestures: offsets within a page of the content, legal callbacks, rest on a page")
    func gestures() {
        Property.check(
            generate: {
                GestureScript.random(using: &$0, appSets: false, pages: [1, 2, 2.5, 3, 5])
            },
            shrink: \.shrunk
        ) { script throws(PropertyFailure) in
            let view = try run(script)
            if script.paging {
                try require(isOnPage(view), "rests at \(view.contentOffset)")
            }
        }
    }

    @Test("random gestures with the app's sets and animations: callbacks in a legal order")
    func gesturesWithAppSets() {
        Property.check(
            generate: { GestureScript.random(using: &$0, appSets: true, pages: [1, 3, 5]) },
            shrink: \.shrunk
        ) { script throws(PropertyFailure) in
            // The app's sets may put the view anywhere: only the order and the rest are checked.
            _ = try run(script, bounded: false)
        }
    }

    @Test("a recentering delegate keeps a paging view resting on the middle page")
    func recentering() {
        Property.check(
            generate: { r in
                var script = GestureScript.random(using: &r, appSets: false, pages: [3])
                script.paging = true
                return script
            },
            shrink: \.shrunk
        ) { script throws(PropertyFailure) in
            let offset = try run(script, recentering: true).contentOffset
            try require(
                offset == 100 || offset == 100 + script.restingError,
                "rests at \(offset), not on the middle page")
        }
    }
}
