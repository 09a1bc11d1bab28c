import PropertyTesting

@testable import Carousel

extension Op {
    /// Simpler versions of this operation, for shrinking.
    var shrunk: [Op] {
        switch self {
        case .advance(let k): Shrink.int(k).filter { $0 != 0 }.map(Op.advance)
        case .jump(let i): Shrink.int(i).map(Op.jump)
        case .scroll(let x): Shrink.double(x).map(Op.scroll)
        case .tick(let t): Shrink.double(t).filter { $0 >= 0 }.map(Op.tick)
        case .insert(let i, let v): Shrink.int(i).map { .insert($0, value: v) }
        case .remove(let i): Shrink.int(i).map(Op.remove)
        case .replace(let i, let v): Shrink.int(i).map { .replace($0, value: v) }
        case .load(let vs): Shrink.array(vs).map(Op.load)
        case .startAutoplay, .stopAutoplay: []
        }
    }

    /// A random operation for a carousel of about `count` items; values are few so they repeat.
    static func random(count: Int, using random: inout SplitMix64, moves: Bool = true) -> Op {
        let value = Int.random(in: 0..<4, using: &random)
        let index = Int.random(in: -1...(count + 1), using: &random)
        let choice = Int.random(in: (moves ? 0 : 4)..<11, using: &random)
        switch choice {
        case 0: return .advance(random.edgyInt(near: count))
        case 1: return .jump(index)
        case 2:
            // Mostly exact multiples of 1/8 (a drag), sometimes any double, sometimes out of range.
            switch Int.random(in: 0..<6, using: &random) {
            case 0: return .scroll(Double.random(in: -1e9...1e9, using: &random))
            case 1:
                return .scroll(
                    [.nan, .infinity, 1e9 + 1, -2e9, -0.0].randomElement(using: &random)!)
            case 2: return .scroll(Double.random(in: -3...5, using: &random))
            default: return .scroll(Double(Int.random(in: -24...40, using: &random)) / 8)
            }
        case 3:
            return [.startAutoplay(0.5), .startAutoplay(2), .startAutoplay(0), .stopAutoplay]
                .randomElement(using: &random)!
        case 4: return .tick([0, 0.25, 0.5, 1, 3.75, 1e6, -1, .nan].randomElement(using: &random)!)
        case 5, 6: return .insert(index, value: value)
        case 7, 8: return .remove(index)
        case 9: return .replace(index, value: value)
        default:
            let length = Int.random(in: 0...5, using: &random)
            return .load((0..<length).map { _ in Int.random(in: 0..<4, using: &random) })
        }
    }
}
