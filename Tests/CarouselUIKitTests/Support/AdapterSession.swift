import Carousel
import PropertyTesting
import UIKitStandIn

/// One step of a generated session on a ``CarouselView``.
enum AdapterStep: Equatable, CustomStringConvertible {
    /// A finger drags `pages` toward the next item over `frames` frames, from the centre or a
    /// neighbour, held still `hold` frames before it lifts.
    case drag(pages: Double, frames: Int, fromNeighbour: Bool, hold: Int)
    /// A finger rests for `frames` frames and lifts.
    case press(frames: Int)
    case wait(frames: Int)
    case next, previous
    case scrollToIndex(Int)
    case autoplay(Double?)
    case resize(width: Double)
    case load(count: Int)
    case insert(at: Int)

    var description: String {
        switch self {
        case .drag(let p, let f, let n, let h):
            "drag(\(p), frames: \(f)\(n ? ", from a neighbour" : ""), hold: \(h))"
        case .press(let f): "press(\(f))"
        case .wait(let f): "wait(\(f))"
        case .next: "next"
        case .previous: "previous"
        case .scrollToIndex(let i): "scrollToIndex(\(i))"
        case .autoplay(let s): "autoplay(\(s.map { "\($0)" } ?? "off"))"
        case .resize(let w): "resize(\(w))"
        case .load(let n): "load(count: \(n))"
        case .insert(let i): "insert(at: \(i))"
        }
    }

    /// Simpler versions, for shrinking.
    var shrunk: [AdapterStep] {
        switch self {
        case .drag(let p, let f, let n, let h):
            [.press(frames: 1)]
                + Shrink.double(p).map { .drag(pages: $0, frames: f, fromNeighbour: n, hold: h) }
                + (n ? [.drag(pages: p, frames: f, fromNeighbour: false, hold: h)] : [])
        case .press(let f): Shrink.int(f).map { .press(frames: $0) }
        case .wait(let f): Shrink.int(f).map { .wait(frames: $0) }
        case .scrollToIndex(let i): Shrink.int(i).map(AdapterStep.scrollToIndex)
        case .load(let n): Shrink.int(n).map { .load(count: $0) }
        case .insert(let i): Shrink.int(i).map { .insert(at: $0) }
        case .next, .previous, .autoplay, .resize: []
        }
    }

    static func random(count: Int, using r: inout SplitMix64) -> AdapterStep {
        switch Int.random(in: 0..<12, using: &r) {
        case 0...2:
            return .drag(
                pages: [Double.random(in: -1.3...1.3, using: &r), 0.5, -0.5, 1, -1, 2.6]
                    .randomElement(using: &r)!,
                frames: Int.random(in: 1...30, using: &r), fromNeighbour: Bool.random(using: &r),
                hold: [0, 0, 6].randomElement(using: &r)!)
        case 3: return .press(frames: Int.random(in: 1...90, using: &r))
        case 4: return .wait(frames: [1, 5, 20, 90].randomElement(using: &r)!)
        case 5: return Bool.random(using: &r) ? .next : .previous
        case 6: return .scrollToIndex(Int.random(in: 0...max(count, 1), using: &r))
        case 7: return .autoplay([0.2, 1, nil].randomElement(using: &r)!)
        case 8: return .resize(width: [320, 375, 414, 768].randomElement(using: &r)!)
        case 9: return .load(count: Int.random(in: 0...5, using: &r))
        case 10: return .insert(at: Int.random(in: 0...count, using: &r))
        default: return .wait(frames: Int.random(in: 1...10, using: &r))
        }
    }
}

/// A generated session: the view's setup and its steps.
struct AdapterSession: CustomStringConvertible {
    var count: Int
    var policy: ReusePolicy
    var rightToLeft: Bool
    var peeking: Bool
    var framesPerSecond: Double
    var restingError: Double
    var steps: [AdapterStep]

    var description: String {
        "\(count) items, \(policy), \(rightToLeft ? "right to left" : "left to right"), "
            + "\(peeking ? "peeking" : "feature row"), \(framesPerSecond) Hz, resting error "
            + "\(restingError): \(steps)"
    }

    static func random(using r: inout SplitMix64) -> AdapterSession {
        let count = [0, 1, 2, 3, 5].randomElement(using: &r)!
        return AdapterSession(
            count: count, policy: ReusePolicy.allCases.randomElement(using: &r)!,
            rightToLeft: Bool.random(using: &r), peeking: Bool.random(using: &r),
            framesPerSecond: Bool.random(using: &r) ? 60 : 120,
            restingError: [0, 0, 0.3, -0.2].randomElement(using: &r)!,
            steps: (0..<Int.random(in: 1...10, using: &r)).map { _ in
                AdapterStep.random(count: count, using: &r)
            })
    }

    /// Plays the session and returns what went wrong, if anything.
    @MainActor
    func failures() -> [String] {
        let harness = AdapterHarness(
            items: Array(0..<count), reusePolicy: policy, rightToLeft: rightToLeft,
            peeking: peeking, framesPerSecond: framesPerSecond)
        harness.scrollView.simulation.restingError = restingError
        var nextItem = count
        for step in steps {
            play(step, on: harness, nextItem: &nextItem)
        }
        harness.view.stopAutoplay()
        harness.runUntilRest()
        // Out of the window: its display link goes, or every later session's frames call it.
        harness.view.removeFromSuperview()
        return harness.failures
    }

    @MainActor
    private func play(_ step: AdapterStep, on harness: AdapterHarness, nextItem: inout Int) {
        switch step {
        case .drag(let pages, let frames, let fromNeighbour, let hold):
            // On the peek beside the scroll view, or the cell's edge in the feature row.
            let x = fromNeighbour ? harness.view.bounds.width - 8 : nil
            harness.drag(towardNext: pages, frames: frames, at: x, hold: hold)
        case .press(let frames):
            harness.touchDown()
            harness.frame(frames)
            harness.lift()
        case .wait(let frames):
            harness.frame(frames)
        case .next:
            harness.view.next()
        case .previous:
            harness.view.previous()
        case .scrollToIndex(let index):
            harness.scroll(toIndex: index)
        case .autoplay(let interval):
            if let interval {
                try? harness.view.startAutoplay(interval: interval)
            } else {
                harness.view.stopAutoplay()
            }
        case .resize(let width):
            harness.resize(width: CGFloat(width))
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
        }
    }
}
