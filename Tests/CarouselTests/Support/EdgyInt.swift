import PropertyTesting

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
