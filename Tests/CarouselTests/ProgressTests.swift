import PropertyTesting
import Testing

@testable import Carousel

/// Offsets in `(0, 2)` that are whole multiples of 2^-60, so the exact value of
/// `index + offset - 1` is an integer count of 2^-60 steps: the edges of the range, both sides of
/// 1, halves and a third, and the smallest and largest fractions.
private let offsets: [Double] = [
    0x1p-60, 0x1p-8, 0.1, 1.0 / 3, 0.5, 0.5.nextUp, 1.0.nextDown, 1, 1.0.nextUp, 1.5,
    2.0.nextDown,
]

/// Counts where a `Double` cannot hold every position, and one where it just can.
private let hugeCounts = [Int.max, Int.max - 1, 1 << 62 + 3, 1 << 53 + 1, 1 << 53]

/// `index + offset - 1` reduced into `[0, count)`, from exact 128-bit arithmetic in units of
/// 2^-60, rounded to the nearest `Double` (ties to even) and kept below `count`.
private func exactProgress(_ index: Int, offset: Double, count: Int) -> Double {
    let unit = Int128(1) << 60
    let modulus = Int128(count) * unit
    let scaled = Int128(index) * unit + Int128(exactly: offset * 0x1p60)! - unit
    let exact = (scaled % modulus + modulus) % modulus
    // A neighbor finer than 2^-60 (only near 0, where the guess is exact) is never nearer.
    func distance(_ d: Double) -> UInt128 {
        Int128(exactly: d * 0x1p60).map { ($0 - exact).magnitude } ?? .max
    }
    let guess = Double(exact) * 0x1p-60
    let nearest = [guess.nextDown, guess, guess.nextUp].min { a, b in
        distance(a) != distance(b)
            ? distance(a) < distance(b)
            : a.significandBitPattern & 1 == 0
    }!
    var below = nearest
    while Int128(exactly: below * 0x1p60)! >= modulus { below = below.nextDown }
    return below
}

@Suite("Progress near the ends of huge counts", .oneCoreAtATime)
struct ProgressTests {
    @Test("the last position of 0..<Int.max reads just below the count, not 0")
    func lastPositionOfHugeRange() throws {
        var c = Carousel(0..<Int.max) { $0 }
        try c.jump(to: Int.max - 1)
        expectEqual(c.progress, Double(Int.max).nextDown)
        try c.scroll(toOffset: 1.5)
        expectEqual(c.progress, Double(Int.max).nextDown)
        c.next()
        try c.scroll(toOffset: 0.5)
        // Halfway back from position 0 to the last one: just below the count again.
        expectEqual(c.progress, Double(Int.max).nextDown)
    }

    @Test("every position near both ends matches exact arithmetic", arguments: hugeCounts)
    func nearBothEnds(count: Int) {
        let positions = Array(0..<600) + Array(count - 600..<count)
        for index in positions {
            for offset in offsets {
                let got = Ring.position(index, offset: offset, count: count)
                let expected = exactProgress(index, offset: offset, count: count)
                guard got != expected || got.sign == .minus else { continue }
                Issue.record("position \(index) offset \(offset) of \(count): \(got) ≠ \(expected)")
                return
            }
        }
    }

    @Test("small counts: exact, inside [0, count), never -0")
    func smallCounts() {
        for count in 2...9 {
            for index in 0..<count {
                for offset in offsets {
                    let got = Ring.position(index, offset: offset, count: count)
                    expectEqual(got, exactProgress(index, offset: offset, count: count))
                    #expect(got >= 0 && got < Double(count) && got.sign == .plus)
                }
            }
        }
    }
}
