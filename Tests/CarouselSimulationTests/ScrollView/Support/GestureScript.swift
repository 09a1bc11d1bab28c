import PropertyTesting

/// One step of a generated sequence on the bare simulated scroll view, with no carousel: a raw
/// touch event, frames, a setting or an app's set.
///
/// Not a `Gesture` (CarouselTestSupport's vocabulary of carousel sessions): this is the layer
/// below, where a finger may move without having landed, lift twice, or move whole pages at
/// once, to test the scroll view's callbacks on any input; a gesture is a whole touch, paced so
/// that a carousel can follow it.
enum Step: CustomStringConvertible {
    case touchDown
    case move(Double)
    case lift(velocity: Double)
    case frames(Int)
    case scrollEnabled(Bool)
    /// An unanimated set by the app.
    case set(Double)
    /// An animated set by the app.
    case animate(Double)

    var description: String {
        switch self {
        case .touchDown: "down"
        case .move(let delta): "move \(delta)"
        case .lift(let velocity): "lift \(velocity)"
        case .frames(let count): "frames \(count)"
        case .scrollEnabled(let on): "scroll \(on ? "on" : "off")"
        case .set(let offset): "set \(offset)"
        case .animate(let offset): "animate \(offset)"
        }
    }

    /// Simpler steps of the same kind.
    var shrunk: [Step] {
        switch self {
        case .move(let delta): Shrink.double(delta).map { .move($0) }
        case .lift(let velocity): Shrink.double(velocity).map { .lift(velocity: $0) }
        case .frames(let count): Shrink.int(count).filter { $0 > 0 }.map { .frames($0) }
        case .set(let offset): Shrink.double(offset).map { .set($0) }
        case .animate(let offset): Shrink.double(offset).map { .animate($0) }
        case .touchDown, .scrollEnabled: []
        }
    }
}

/// A generated run of a view: its settings and its steps.
struct GestureScript: CustomStringConvertible {
    var hertz: Double
    /// Content length in pages of 100 points.
    var pages: Double
    var paging: Bool
    var bounces: Bool
    var restingError: Double
    var steps: [Step]

    var description: String {
        "\(hertz) Hz, \(pages) pages, paging \(paging), bounces \(bounces), "
            + "restingError \(restingError), steps \(steps)"
    }

    /// A random script; `appSets` adds the app's sets and animated sets to the gestures.
    static func random(using r: inout SplitMix64, appSets: Bool, pages: [Double]) -> GestureScript {
        GestureScript(
            hertz: [60, 120].randomElement(using: &r)!,
            pages: pages.randomElement(using: &r)!,
            paging: Int.random(in: 0..<4, using: &r) != 0,
            bounces: Int.random(in: 0..<4, using: &r) != 0,
            restingError: [0, 0, 0.3, -0.25].randomElement(using: &r)!,
            steps: (0..<Int.random(in: 1...40, using: &r)).map { _ in
                randomStep(using: &r, appSets: appSets)
            })
    }

    private static func randomStep(using r: inout SplitMix64, appSets: Bool) -> Step {
        switch Int.random(in: 0..<(appSets ? 110 : 100), using: &r) {
        case 0..<15: return .touchDown
        case 15..<45:
            return .move(
                Int.random(in: 0..<20, using: &r) == 0
                    ? Double.random(in: -1e4...1e4, using: &r)
                    : Double.random(in: -150...150, using: &r))
        case 45..<60:
            let velocity =
                switch Int.random(in: 0..<10, using: &r) {
                case 0, 1: 0.0
                case 2: [0.3, -0.3].randomElement(using: &r)!
                default: Double.random(in: -3...3, using: &r)
                }
            return .lift(velocity: velocity)
        case 60..<95: return .frames(Int.random(in: 1...60, using: &r))
        case 95..<100: return .scrollEnabled(Bool.random(using: &r))
        case 100..<105: return .set(Double.random(in: -50...350, using: &r))
        default: return .animate(Double.random(in: 0...300, using: &r))
        }
    }

    var shrunk: [GestureScript] {
        Shrink.array(steps) { $0.shrunk }.map { steps in
            var simpler = self
            simpler.steps = steps
            return simpler
        }
    }
}
