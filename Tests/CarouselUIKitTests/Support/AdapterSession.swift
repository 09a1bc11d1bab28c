import Carousel
import CarouselTestSupport
import PropertyTesting
import UIKitStandIn

/// A generated session: the view's setup and its steps.
struct AdapterSession: CustomStringConvertible {
    var count: Int
    var policy: ReusePolicy
    var axis: CarouselGeometry.Axis
    var rightToLeft: Bool
    var peeking: Bool
    var framesPerSecond: Double
    var restingError: Double
    /// Reduce Motion on for the whole session: autoplay and the programmatic moves cut.
    var reduceMotion = false
    var gestures: [Gesture]

    var description: String {
        "\(count) items, \(policy), \(axis), \(rightToLeft ? "right to left" : "left to right"), "
            + "\(peeking ? "peeking" : "feature row"), \(framesPerSecond) Hz, resting error "
            + "\(restingError)\(reduceMotion ? ", Reduce Motion" : ""): \(gestures)"
    }

    static func random(using r: inout SplitMix64) -> AdapterSession {
        let count = [0, 1, 2, 3, 5].randomElement(using: &r)!
        return AdapterSession(
            count: count, policy: ReusePolicy.allCases.randomElement(using: &r)!,
            // Right to left on a vertical carousel too: it must not flip.
            axis: Bool.random(using: &r) ? .vertical : .horizontal,
            rightToLeft: Bool.random(using: &r), peeking: Bool.random(using: &r),
            framesPerSecond: Bool.random(using: &r) ? 60 : 120,
            restingError: [0, 0, 0.3, -0.2].randomElement(using: &r)!,
            reduceMotion: Int.random(in: 0..<4, using: &r) == 0,
            gestures: (0..<Int.random(in: 1...10, using: &r)).map { _ in
                randomGesture(count: count, using: &r)
            })
    }

    /// A random gesture on a view of `count` items.
    static func randomGesture(count: Int, using r: inout SplitMix64) -> Gesture {
        switch Int.random(in: 0..<12, using: &r) {
        case 0...2:
            return .drag(
                distance: [Double.random(in: -1.3...1.3, using: &r), 0.5, -0.5, 1, -1, 2.6]
                    .randomElement(using: &r)!,
                frames: Int.random(in: 1...30, using: &r), fromNeighbour: Bool.random(using: &r),
                hold: [0, 0, 6].randomElement(using: &r)!)
        case 3: return .press(frames: Int.random(in: 1...90, using: &r))
        case 4: return .wait(frames: [1, 5, 20, 90].randomElement(using: &r)!)
        case 5: return Bool.random(using: &r) ? .next : .previous
        case 6: return .scrollToIndex(Int.random(in: 0...max(count, 1), using: &r))
        case 7: return .autoplay([0.2, 1, nil].randomElement(using: &r)!)
        // Phone and tablet lengths in the window (its width, or height vertically).
        case 8: return .resize([0.32, 0.375, 0.414, 0.768].randomElement(using: &r)!)
        case 9: return .load(count: Int.random(in: 0...5, using: &r))
        case 10: return .insert(at: Int.random(in: 0...count, using: &r))
        default: return .wait(frames: Int.random(in: 1...10, using: &r))
        }
    }

    /// Plays the session and returns what went wrong, if anything.
    @MainActor
    func failures() -> [String] {
        StandInDevice.reset()
        defer { StandInDevice.reset() }
        StandInDevice.setReduceMotionEnabled(reduceMotion)
        let harness = AdapterHarness(
            items: Array(0..<count), axis: axis, reusePolicy: policy, rightToLeft: rightToLeft,
            peeking: peeking, framesPerSecond: framesPerSecond)
        harness.scrollView.simulation.restingError = restingError
        var nextItem = count
        for gesture in gestures {
            play(gesture, on: harness, nextItem: &nextItem)
        }
        harness.view.stopAutoplay()
        harness.runUntilRest()
        // Out of the window: its display link goes, or every later session's frames call it.
        harness.view.removeFromSuperview()
        return harness.failures
    }

    @MainActor
    private func play(_ gesture: Gesture, on harness: AdapterHarness, nextItem: inout Int) {
        switch gesture {
        case .drag(let pages, let frames, let velocity, let fromNeighbour, let hold):
            // On the peek beside the scroll view, or the cell's edge in the feature row.
            let position = fromNeighbour ? harness.viewLength - 8 : nil
            harness.drag(
                towardNext: pages, frames: frames, at: position, hold: hold, velocity: velocity)
        case .press(let frames):
            harness.touchDown()
            harness.frame(frames)
            harness.lift()
        case .wait(let frames):
            harness.frame(frames)
        case .next:
            harness.step(forward: true)
        case .previous:
            harness.step(forward: false)
        case .scrollToIndex(let index):
            harness.scroll(toIndex: index)
        case .autoplay(let interval):
            if let interval {
                try? harness.view.startAutoplay(interval: interval)
            } else {
                harness.view.stopAutoplay()
            }
        case .resize(let fraction):
            harness.resize(length: harness.length(fraction: fraction))
        case .resizeWhileDragging(let pages, let frames, let fraction):
            harness.drag(
                towardNext: pages, frames: frames, velocity: 0,
                resizingTo: harness.length(fraction: fraction))
        case .load(let count):
            let items = Array(nextItem..<nextItem + count)
            nextItem += count
            harness.change { $0.items = items }
        case .insert(let index):
            let item = nextItem
            nextItem += 1
            harness.change { view in
                _ = try? view.perform { carousel throws(CarouselError) in
                    try carousel.insert(item, at: index)
                }
            }
        case .remove(let index):
            harness.change { view in
                _ = try? view.perform { carousel throws(CarouselError) in
                    try carousel.remove(at: index)
                }
            }
        }
    }
}
