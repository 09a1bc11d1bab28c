import CarouselTestSupport
import PropertyTesting

/// The simulation's random gestures: the single ones, and scenarios that reach rare states.
extension Gesture {
    /// The gestures of a random session: single random gestures, some of them replaced by a
    /// scenario (``randomScenario(count:using:)``) that reaches a rare state on purpose.
    static func randomSession(count: Int, dataChanges: Bool, using r: inout SplitMix64) -> [Gesture]
    {
        let length = Int.random(in: 1...12, using: &r)
        var gestures: [Gesture] = []
        while gestures.count < length {
            if Int.random(in: 0..<3, using: &r) == 0 {
                gestures += randomScenario(count: count, using: &r)
            } else {
                gestures.append(random(count: count, dataChanges: dataChanges, using: &r))
            }
        }
        return gestures
    }

    /// A few gestures that reach a state random single gestures rarely reach: a far jump that a
    /// finger catches within its first frames (and drags on, or back), a resize while a far
    /// binding is live (and a drag after it), a resize in the middle of a drag, and resizes
    /// around a drag to half a
    /// page (the seam between two items under the center when they touch).
    static func randomScenario(count: Int, using r: inout SplitMix64) -> [Gesture] {
        let index = count == 0 ? 0 : Int.random(in: 0..<Swift.min(count, 1 << 40), using: &r)
        let fraction = [0, 0.3, 0.6, 0.9, 0.999].randomElement(using: &r)!
        switch Int.random(in: 0..<4, using: &r) {
        case 0:
            let distance = [0.3, 0.49, 0.51, 0.7, Double.random(in: 0.2...1, using: &r)]
                .randomElement(using: &r)!
            let caught: [Gesture] = [
                .jump(index), .wait(frames: Int.random(in: 0...3, using: &r)),
                .drag(
                    distance: Bool.random(using: &r) ? distance : -distance,
                    frames: Int.random(in: 1...3, using: &r),
                    velocity: [0, 0.5, -0.5, 3, -3].randomElement(using: &r)!),
            ]
            return Bool.random(using: &r) ? caught + [.resize(fraction)] : caught
        case 1:
            // A wider viewport widens the recentering margin: the far commit may then come with
            // the origin half in view, and a finger may drag back to it.
            let resized: [Gesture] = [
                .jump(index), .wait(frames: Int.random(in: 0...6, using: &r)),
                .resize(fraction),
            ]
            guard Bool.random(using: &r) else { return resized }
            return resized + [
                .wait(frames: Int.random(in: 0...12, using: &r)),
                .drag(
                    distance: [0.5, -0.5, 0.25, -0.25].randomElement(using: &r)!,
                    frames: Int.random(in: 1...3, using: &r),
                    velocity: [0, 0.5, -0.5].randomElement(using: &r)!),
            ]
        case 2:
            return [
                .resizeWhileDragging(
                    distance: [0.5, -0.5, 1, Double.random(in: -1.2...1.2, using: &r)]
                        .randomElement(using: &r)!,
                    frames: Int.random(in: 2...24, using: &r), fraction: fraction)
            ]
        default:
            // A whole page turns the slot order under `.rotate`; the resizes around the half-page
            // drag convert the offset between page units and points, where rounding shows.
            return [
                .drag(distance: 1, frames: Int.random(in: 1...24, using: &r), velocity: 0),
                .resize([0.3, 0.6, 0.9, 0.999].randomElement(using: &r)!),
                .drag(
                    distance: Bool.random(using: &r) ? 0.5 : -0.5,
                    frames: [3, 6, 9, 11, Int.random(in: 1...12, using: &r)].randomElement(
                        using: &r)!,
                    velocity: 0),
                .resize(fraction),
            ]
        }
    }

    /// A random gesture; data changes only when `dataChanges`.
    static func random(count: Int, dataChanges: Bool, using r: inout SplitMix64) -> Gesture {
        let index = count == 0 ? 0 : Int.random(in: 0..<Swift.min(count, 1 << 40), using: &r)
        switch Int.random(in: 0..<(dataChanges ? 13 : 10), using: &r) {
        case 0...2:
            let distance = [
                Double.random(in: -1.2...1.2, using: &r), 0.5, -0.5, 0.49, 0.51, 1, -1,
                Double.random(in: -3...3, using: &r),
            ].randomElement(using: &r)!
            let velocity = [0, 0.1, -0.1, 0.5, -0.5, 3, -3, Double.random(in: -5...5, using: &r)]
                .randomElement(using: &r)!
            let frames = Int.random(in: 1...30, using: &r)
            // One drag in five is a trackpad's, which lifts with its own velocity.
            if Int.random(in: 0..<5, using: &r) == 0 {
                return .trackpad(distance: distance, frames: frames)
            }
            return .drag(distance: distance, frames: frames, velocity: velocity)
        case 3: return .press(frames: 1)
        case 4: return .wait(frames: [1, 3, 10, 40, 200].randomElement(using: &r)!)
        case 5: return Bool.random(using: &r) ? .next : .previous
        case 6: return .jump(index)
        case 7: return .autoplay([0.2, 0.5, 2, nil].randomElement(using: &r)!)
        case 8: return .resize([0.3, 0.6, 0.9, 0.999].randomElement(using: &r)!)
        case 9: return .wait(frames: Int.random(in: 1...20, using: &r))
        case 10: return .insert(at: Int.random(in: 0...count, using: &r))
        case 11: return .remove(at: index)
        default: return .load(count: Int.random(in: 0...6, using: &r))
        }
    }
}
