import PropertyTesting
import Testing

@testable import Carousel

/// The exact answer, from 128-bit arithmetic that cannot overflow for 64-bit inputs.
private func oracleWrap(_ i: Int128, _ n: Int) -> Int {
    let count = Int128(n)
    return Int(((i % count) + count) % count)
}

private let extremes = [Int.min, Int.min + 1, -2, -1, 0, 1, 2, Int.max - 1, Int.max]
private let counts = [1, 2, 3, 7, Int.max / 2, Int.max - 1, Int.max]

@Suite("Wraparound arithmetic")
struct RingTests {
    @Test("wrap is in range and congruent at the extremes", arguments: extremes, counts)
    func wrapExtremes(i: Int, n: Int) {
        expectEqual(Ring.wrap(i, count: n), oracleWrap(Int128(i), n))
    }

    @Test("wrap is in range and congruent for random Ints and counts")
    func wrapRandom() {
        Property.check(generate: { r in
            (
                r.edgyInt(),
                Swift.max(1, r.edgyInt().magnitude > Int.max.magnitude ? 1 : abs(r.edgyInt() | 1))
            )
        }) {
            (i, n) throws(PropertyFailure) in
            let w = Ring.wrap(i, count: n)
            try require(0 <= w && w < n, "wrap(\(i), \(n)) = \(w) is out of range")
            try requireEqual(w, oracleWrap(Int128(i), n), "wrap(\(i), \(n))")
        }
    }

    @Test("advance equals wrap(index + step) for every step, without overflow")
    func advanceMatchesOracle() {
        Property.check(
            generate: { r -> (Int, Int, Int) in
                let n = [1, 2, 3, 5, Int.max, Int.max - 1, Int.random(in: 1...Int.max, using: &r)]
                    .randomElement(using: &r)!
                return (n, Int.random(in: 0..<n, using: &r), r.edgyInt(near: n))
            },
            shrink: { (n, c, k) in Shrink.int(k).map { (n, c, $0) } }
        ) { (n, c, k) throws(PropertyFailure) in
            try requireEqual(
                Ring.advance(c, by: k, count: n), oracleWrap(Int128(c) + Int128(k), n),
                "advance(\(c), by: \(k), count: \(n))")
        }
    }

    @Test("the shortest distance lands on the target, is at most n/2, and a tie goes forward")
    func shortestDistance() {
        Property.check(
            generate: { r -> (Int, Int, Int) in
                let n = [1, 2, 3, 4, 9, 10, Int.max, Int.max - 1].randomElement(using: &r)!
                return (n, Int.random(in: 0..<n, using: &r), Int.random(in: 0..<n, using: &r))
            }
        ) { (n, a, b) throws(PropertyFailure) in
            let d = Ring.shortestDistance(from: a, to: b, count: n)
            try requireEqual(Ring.advance(a, by: d, count: n), b, "landing of \(a) + \(d) mod \(n)")
            try require(Int128(d.magnitude) * 2 <= Int128(n), "|\(d)| exceeds \(n)/2")
            try require(Int128(d) * 2 != -Int128(n), "the tie \(d) must go forward")
        }
    }
}
