/// A tiny seeded generator (SplitMix64): the same seed always gives the same cases.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SplitMix64 {
    /// An `Int` that favours the edges: small values, values near a count, and the extremes.
    mutating func edgyInt(near count: Int = 8) -> Int {
        switch Int.random(in: 0..<10, using: &self) {
        case 0: return [Int.min, Int.max, Int.min + 1, Int.max - 1].randomElement(using: &self)!
        case 1: return Int.random(in: Int.min...Int.max, using: &self)
        case 2:
            return count &* Int.random(in: -3...3, using: &self)
                &+ Int.random(in: -1...1, using: &self)
        default: return Int.random(in: -20...20, using: &self)
        }
    }
}
