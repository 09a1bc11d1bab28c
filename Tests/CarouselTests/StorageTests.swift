import PropertyTesting
import Testing

@testable import Carousel

@Suite("Storage")
struct StorageTests {
    @Test("an ArraySlice that starts at 10 is spoken of in positions from 0")
    func sliceReportsPositions() throws {
        let slice = Array(0..<20)[10..<15]
        var c = Carousel(slice) { $0 }
        expectEqual(Array(c.window), [4, 0, 1])
        expectEqual(c.windowElements, [14, 10, 11])
        try c.jump(to: 3)
        expectEqual(c.currentIndex, 3)
        expectEqual(c.currentElement, 13)
        #expect(throws: CarouselError.indexOutOfRange(index: 10, range: 0..<5)) {
            try c.jump(to: 10)
        }
    }

    @Test("data changes on a slice keep positions relative to its start")
    func sliceDataChanges() throws {
        var c = Carousel(Array(0..<20)[10..<13]) { $0 }
        try c.insert(99, at: 1)
        try c.replace(at: 3, with: 77)
        try c.remove(at: 0)
        expectEqual(Array(c.storage), [99, 11, 77])
        expectEqual(c.currentElement, 99)
        expectEqual(c.windowElements, [77, 99, 11])
    }

    @Test("0..<Int.max works: moves of any size stay O(1) and exact")
    func hugeRange() throws {
        var c = Carousel(0..<Int.max) { $0 }
        expectEqual(Array(c.window), [Int.max - 1, 0, 1])
        c.advance(by: Int.min)
        // Int.min ≡ -1 (mod Int.max): one step back.
        expectEqual(c.currentIndex, Int.max - 1)
        expectEqual(Array(c.window), [Int.max - 2, Int.max - 1, 0])
        c.advance(by: Int.max)
        expectEqual(c.currentIndex, Int.max - 1)
        try c.jump(to: Int.max / 2)
        expectEqual(c.currentElement, Int.max / 2)
        try c.scroll(toOffset: 1e9)
        expectEqual(c.currentIndex, Int.max / 2 + 999_999_999)
        #expect(c.progress! < Double(Int.max))
    }

    @Test("random moves on huge counts match exact 128-bit arithmetic, both policies")
    func hugeCountsMatchOracle() {
        Property.check(
            generate: { r -> (Int, ReusePolicy, [Int]) in
                let n = [Int.max, Int.max - 1, Int.max / 3, 1 << 62].randomElement(using: &r)!
                return (
                    n, ReusePolicy.allCases.randomElement(using: &r)!,
                    (0..<10).map { _ in r.edgyInt(near: n) }
                )
            },
            shrink: { (n, p, steps) in Shrink.array(steps, element: Shrink.int).map { (n, p, $0) } }
        ) { (n, policy, steps) throws(PropertyFailure) in
            var c = Carousel(0..<n, reusePolicy: policy) { $0 }
            var expected = Int128(0)
            for k in steps {
                c.advance(by: k)
                expected = ((expected + Int128(k)) % Int128(n) + Int128(n)) % Int128(n)
                try requireEqual(c.currentIndex, Int(expected), "after advance(\(k)) on \(n)")
                for position in 0..<c.positionCount {
                    try requireEqual(
                        c.boundIndex(ofSlot: c.slotOrder[position]), c.window[position],
                        "slot at \(position)")
                }
            }
        }
    }

    @Test("a lazily mapped collection is storage too")
    func lazyStorage() {
        var c = Carousel((0..<1_000_000).lazy.map { "item \($0)" }) { $0 }
        c.previous()
        expectEqual(c.currentElement, "item 999999")
        expectEqual(c.windowElements, ["item 999998", "item 999999", "item 0"])
    }

    @Test("a carousel of Sendable parts crosses tasks under strict concurrency")
    func sendable() async {
        let c = Carousel(["a", "b", "c"]) { $0 }
        let moved = await Task.detached { () -> Carousel<[String], Int> in
            var copy = c
            copy.next()
            return copy
        }.value
        expectEqual(moved.currentElement, "b")
        expectEqual(c.currentElement, "a")  // a value: the original is untouched
    }
}

@Test("element(at:) reads positions from the start and answers nil outside 0..<count")
func elementAt() {
    let c = Carousel(Array(0..<20)[10..<13]) { $0 }
    expectEqual(c.element(at: 0), 10)
    expectEqual(c.element(at: 2), 12)
    #expect(c.element(at: 3) == nil)
    #expect(c.element(at: Int.min) == nil)
}
