import AppKitStandIn
import Carousel
import PropertyTesting
import Testing

/// A random session on the AppKit view: the trackpad's swipes with and without momentum,
/// swipes across the axis, fingers that stop a glide, a wheel's turns, keys, clicks, the app's
/// jumps, autoplay and continuous scrolling, and what pauses them (the pointer, a covered
/// window, an inactive app), each followed by some frames, every event and frame checked
/// (``MacHarness``).
struct MacSession: CustomStringConvertible {
    enum Step: CustomStringConvertible {
        case swipe(distance: Double, across: Double, frames: Int, hold: Int, momentum: Bool)
        case touch(frames: Int)
        case wheel(lines: Double, across: Double, notches: Int, gap: Double)
        case key(NSEvent.SpecialKey)
        case jump(Int, animated: Bool)
        /// Autoplay at an interval, or off.
        case autoplay(Double?)
        /// Continuous scrolling at a speed in items a second, or off.
        case autoscroll(Double?)
        /// The pointer onto the view, or out of the window.
        case pointer(inside: Bool)
        /// The window covered or not; the app active or not.
        case cover(Bool)
        case activate(Bool)
        /// A click at a fraction of the view's length along its axis.
        case click(Double)
        case wait(frames: Int)

        var description: String {
            switch self {
            case let .swipe(distance, across, frames, hold, momentum):
                "swipe(\(distance), across: \(across), frames: \(frames), hold: \(hold), "
                    + "momentum: \(momentum))"
            case .touch(let frames): "touch(frames: \(frames))"
            case let .wheel(lines, across, notches, gap):
                "wheel(lines: \(lines), across: \(across), notches: \(notches), gap: \(gap))"
            case .key(let key): "key(\(key.rawValue))"
            case let .jump(index, animated): "jump(\(index), animated: \(animated))"
            case .autoplay(let interval): "autoplay(\(interval.map { "\($0)" } ?? "off"))"
            case .autoscroll(let speed): "autoscroll(\(speed.map { "\($0)" } ?? "off"))"
            case .pointer(let inside): "pointer(inside: \(inside))"
            case .cover(let covered): "cover(\(covered))"
            case .activate(let active): "activate(\(active))"
            case .click(let fraction): "click(\(fraction))"
            case .wait(let frames): "wait(frames: \(frames))"
            }
        }
    }

    var count: Int
    var axis: CarouselGeometry.Axis
    var layoutDirection: NSUserInterfaceLayoutDirection
    var neighbors: Int
    var motion: CarouselMotion
    var framesPerSecond: Double
    var steps: [Step]

    var description: String {
        "\(count) items, \(axis), \(layoutDirection), \(neighbors) neighbors, \(motion), "
            + "\(framesPerSecond) Hz: \(steps)"
    }

    static func random(using r: inout SplitMix64) -> MacSession {
        let count = [0, 1, 2, 3, 5, 12].randomElement(using: &r)!
        let keys: [NSEvent.SpecialKey] = [
            .leftArrow, .rightArrow, .upArrow, .downArrow, .pageUp, .pageDown, .home, .end,
        ]
        var steps: [Step] = []
        for _ in 0..<Int.random(in: 1...10, using: &r) {
            switch Int.random(in: 0..<13, using: &r) {
            case 0, 1:
                let distance =
                    Double([-400, -150, -60, -8, 8, 60, 150, 400].randomElement(using: &r)!)
                    * Double.random(in: 0.5...1.5, using: &r)
                // At most 100 points an event, less than the shortest page (136): an event
                // that moves the content a page or more shows no item in between.
                let fewest = Int((distance.magnitude / 100).rounded(.up))
                steps.append(
                    .swipe(
                        distance: distance,
                        across: [0, 0, 0, distance * 2].randomElement(using: &r)!,
                        frames: Int.random(in: max(fewest, 1)...max(fewest, 12), using: &r),
                        hold: [0, 0, 2, 12].randomElement(using: &r)!,
                        momentum: Bool.random(using: &r)))
            case 2: steps.append(.touch(frames: Int.random(in: 0...6, using: &r)))
            case 3:
                steps.append(
                    .wheel(
                        lines: [-3, -1, 1, 3].randomElement(using: &r)!,
                        across: [0, 0, 5].randomElement(using: &r)!,
                        notches: Int.random(in: 1...6, using: &r),
                        gap: [0.02, 0.1, 0.5].randomElement(using: &r)!))
            case 4: steps.append(.key(keys.randomElement(using: &r)!))
            case 5:
                steps.append(
                    .jump(
                        Int.random(in: 0..<max(count, 1), using: &r),
                        animated: Bool.random(using: &r)))
            case 6: steps.append(.autoplay([0.5, 1, 2, nil].randomElement(using: &r)!))
            case 7: steps.append(.autoscroll([0.5, -2, 3, nil].randomElement(using: &r)!))
            case 8: steps.append(.pointer(inside: Bool.random(using: &r)))
            case 9: steps.append(.cover(Bool.random(using: &r)))
            case 10: steps.append(.activate(Bool.random(using: &r)))
            case 11: steps.append(.click(Double.random(in: 0...1, using: &r)))
            default: break
            }
            steps.append(.wait(frames: [0, 3, 20, 120].randomElement(using: &r)!))
        }
        return MacSession(
            count: count, axis: Bool.random(using: &r) ? .horizontal : .vertical,
            layoutDirection: Bool.random(using: &r) ? .leftToRight : .rightToLeft,
            neighbors: [1, 1, 2, 3].randomElement(using: &r)!,
            motion: [.paging, .snapping, .snapping(limit: 2), .free].randomElement(using: &r)!,
            framesPerSecond: [60, 120].randomElement(using: &r)!, steps: steps)
    }

    /// Plays the session; the harness's first failure, if any.
    @MainActor
    func play() -> String? {
        let mac = MacHarness(
            count: count, length: neighbors == 1 ? 400 : 700, axis: axis, neighbors: neighbors,
            inset: neighbors == 1 ? 40 : 12, spacing: neighbors == 1 ? 10 : 4,
            layoutDirection: layoutDirection, motion: motion,
            frameDuration: 1 / framesPerSecond)
        for step in steps where mac.failures.isEmpty {
            switch step {
            case let .swipe(distance, across, frames, hold, momentum):
                mac.swipe(distance, across: across, frames: frames, hold: hold, momentum: momentum)
            case .touch(let frames): mac.touch(frames: frames)
            case let .wheel(lines, across, notches, gap):
                mac.wheel(lines: lines, across: across, notches: notches, gap: gap)
            case .key(let key): mac.key(key)
            case let .jump(index, animated): mac.jump(to: index, animated: animated)
            case .autoplay(let interval):
                if let interval {
                    try? mac.view.startAutoplay(interval: interval)
                } else {
                    mac.view.stopAutoplay()
                }
            case .autoscroll(let speed):
                if let speed {
                    try? mac.view.startAutoscroll(itemsPerSecond: speed)
                } else {
                    mac.view.stopAutoscroll()
                }
            case .pointer(let inside):
                mac.movePointer(inside: inside)
            case .cover(let covered): mac.cover(covered)
            case .activate(let active): mac.activate(active)
            case .click(let fraction):
                mac.click(along: fraction * (neighbors == 1 ? 400 : 700))
            case .wait(let frames): for _ in 0..<frames { mac.frame() }
            }
        }
        // What is global goes back as it was, for the next session.
        mac.activate(true)
        mac.view.stopAutoplay()
        mac.view.stopAutoscroll()
        if mac.failures.isEmpty { mac.settle() }
        return mac.failures.first.map { "\($0) (in \(self))" }
    }
}

@MainActor
@Suite("AppKit view: random sessions")
struct MacSessionTests {
    @Test(
        """
        random sessions of trackpad swipes and momentum, wheel turns, keys, clicks, jumps, \
        autoplay, continuous scrolling and their pauses: every frame the cells cover the view and the \
        center follows the motion; each rest is exact
        """)
    func randomSessions() {
        Property.check(
            iterations: Property.iterations(times: 0.5),
            generate: MacSession.random,
            shrink: { session in
                Shrink.array(session.steps).map {
                    var shrunk = session
                    shrunk.steps = $0
                    return shrunk
                }
            }
        ) { session throws(PropertyFailure) in
            if let failure = session.play() { throw PropertyFailure(description: failure) }
        }
    }
}
