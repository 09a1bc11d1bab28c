import Foundation
import Testing

/// A tiny, fast, seedable generator (SplitMix64), so a failing randomized run can be replayed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

enum DemoRandom {
    /// Fixed by default so runs are repeatable; set `CAROUSEL_PBT_SEED` (decimal or 0x-hex) to
    /// replay a reported seed or to explore others.
    static func seed() throws -> UInt64 {
        guard let text = ProcessInfo.processInfo.environment["CAROUSEL_PBT_SEED"] else {
            return 0xC0FF_EE00_5EED
        }
        let seed = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
        return try #require(seed, "CAROUSEL_PBT_SEED must be a decimal or 0x-hex UInt64")
    }

    /// Names the seed in a failure message, with how to replay it.
    static func replay(_ seed: UInt64) -> Comment {
        "replay with CAROUSEL_PBT_SEED=\(seed)"
    }
}
