import Carousel  // not @testable: the article's examples use the public API only
import CarouselSimulation
import PropertyTesting
import Testing

// Testing Your Carousel (TestingYourCarousel.md): the article's code, as written there.

/// A seeded generator: the same seed always gives the same sessions.
struct Xorshift64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }  // never 0

    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}

/// One step of a session: what a user or the app does.
enum SessionStep: Equatable {
    case drag(points: Double, velocity: Double)
    case wait(frames: Int)
    case next, previous

    static func random(using generator: inout Xorshift64) -> SessionStep {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0, 1:
            .drag(
                points: .random(in: -400...400, using: &generator),
                velocity: .random(in: -3...3, using: &generator))
        case 2: .wait(frames: .random(in: 1...30, using: &generator))
        default: Bool.random(using: &generator) ? .next : .previous
        }
    }
}

/// Runs a session frame by frame; returns the first thing a person would see wrong, or `nil`.
@MainActor
func firstProblem(in steps: [SessionStep]) throws -> String? {
    let simulated = SimulatedCarousel(
        Array(0..<7),
        geometry: try CarouselGeometry(viewportLength: 390, itemLength: 300, spacing: 10))
    let frame = 1.0 / 60

    func check(_ moment: String) -> String? {
        let carousel = simulated.coordinator.carousel
        let spans = simulated.slots.compactMap(\.span)
        let first = spans.map(\.start).min() ?? 0
        let last = spans.map(\.end).max() ?? 0
        let visible = simulated.visibleRange
        if visible.lowerBound < first - 1e-6 || visible.upperBound > last + 1e-6 {
            return "\(moment): the viewport \(visible) shows beyond the slots"
        }
        for slot in simulated.slots {
            let bound = carousel.boundIndex(ofSlot: slot.id).flatMap(carousel.element(at:))
            if slot.element != bound { return "\(moment): slot \(slot.id) shows the wrong item" }
        }
        return nil
    }

    for step in steps {
        switch step {
        case .drag(let points, let velocity):
            simulated.touchDown()
            for _ in 0..<10 {  // at most 40 points a frame
                simulated.moveFinger(by: points / 10)
                simulated.advanceFrame(by: frame)
                if let problem = check("dragging") { return problem }
            }
            simulated.liftFinger(velocity: velocity)
        case .wait(let frames):
            for _ in 0..<frames {
                simulated.advanceFrame(by: frame)
                if let problem = check("gliding") { return problem }
            }
        case .next: simulated.coordinator.next()
        case .previous: simulated.coordinator.previous()
        }
    }
    simulated.runUntilRest(frameDuration: frame)
    let carousel = simulated.coordinator.carousel
    if carousel.offset != 1 { return "came to rest at offset \(carousel.offset), between pages" }
    if simulated.centerSlot !== carousel[slotAt: carousel.neighbors] {
        return "at rest, the center of the viewport is not the current slot"
    }
    return check("at rest")
}

/// Drops steps one at a time while the session still fails: the smallest failing session.
typealias Shrunk = (steps: [SessionStep], problem: String)

@MainActor
func shrink(_ steps: [SessionStep], problem: String) throws -> Shrunk {
    var (steps, problem) = (steps, problem)
    var index = 0
    while index < steps.count {
        var shorter = steps
        shorter.remove(at: index)
        if let smaller = try firstProblem(in: shorter) {
            (steps, problem) = (shorter, smaller)
        } else {
            index += 1
        }
    }
    return (steps, problem)
}

@MainActor
@Suite("Testing Your Carousel: the article's examples")
struct ArticleSimulationExampleTests {
    @Test("Testing Your Carousel: a flick moves one page back")
    func flick() throws {
        // TestingYourCarousel.md: One gesture
        let simulated = SimulatedCarousel(
            ["a", "b", "c", "d"],
            geometry: try CarouselGeometry(viewportLength: 390, itemLength: 300, spacing: 10))
        simulated.touchDown()
        simulated.moveFinger(by: -40)  // a short drag toward previous…
        simulated.liftFinger(velocity: -2)  // …and a quick flick
        let frames = simulated.runUntilRest(frameDuration: 1.0 / 60)
        expectEqual(simulated.coordinator.carousel.currentElement, "d")
        expectEqual(simulated.coordinator.carousel.offset, 1)  // at rest on the middle page
        expectEqual(simulated.centerSlot?.element, "d")
        #expect(frames < 60)  // settled within a second
    }

    @Test("Testing Your Carousel: random sessions, checked every frame, shrunk on failure")
    func randomSessions() throws {
        // TestingYourCarousel.md: Many random sessions
        var failures: [String] = []
        for seed: UInt64 in 1...100 {
            var generator = Xorshift64(seed: seed)
            let steps = (0..<20).map { _ in SessionStep.random(using: &generator) }
            guard let problem = try firstProblem(in: steps) else { continue }
            let smallest = try shrink(steps, problem: problem)
            failures.append("seed \(seed): \(smallest.problem) after \(smallest.steps)")
        }
        #expect(failures.isEmpty, "\(failures)")
    }
}
