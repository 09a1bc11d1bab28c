import PropertyTesting
import Testing

@testable import Carousel

@Suite("The item nearest the center, and the dots that follow it")
struct NearestIndexTests {
    @Test("none when empty; the only item of one, wherever it was scrolled")
    func fewItems() throws {
        #expect(Carousel([Int]()) { $0 }.nearestIndex == nil)
        var one = Carousel([7]) { $0 }
        try one.scroll(toOffset: 1.9)
        expectEqual(one.nearestIndex, 0)
        expectEqual(try one.pageIndicator(maximumDots: 3, following: .nearest)?.current, 0)
        expectEqual(
            try Carousel([Int]()) { $0 }.pageIndicator(maximumDots: 3, following: .nearest), nil)
    }

    @Test(
        "two items: the other one from half a page either way, half a page itself goes forward",
        arguments: [(0.49, 1), (0.5, 0), (1, 0), (1.49, 0), (1.5, 1), (1.99, 1)])
    func twoItems(offset: Double, nearest: Int) throws {
        var two = Carousel([10, 20]) { $0 }
        try two.scroll(toOffset: offset)
        expectEqual(two.currentIndex, 0)
        expectEqual(two.nearestIndex, nearest)
    }

    @Test("across the seam: halfway from the last item to the first reads the first")
    func wrap() throws {
        var c = Carousel(Array(0..<5)) { $0 }
        try c.scroll(toOffset: 0.5)
        expectEqual(c.progress, 4.5)
        expectEqual(c.nearestIndex, 0)
        // Progress rounds this to 4.5; the nearest item is read from the offset itself.
        try c.scroll(toOffset: 0.5.nextDown)
        expectEqual(c.nearestIndex, 4)
        c.advance(by: -1)  // current 4, offset 1
        try c.scroll(toOffset: 1.5)
        expectEqual(c.progress, 4.5)
        expectEqual(c.nearestIndex, 0)
    }

    @Test("storage of Int.max items: the last item's next is the first, without overflow")
    func hugeStorage() throws {
        var c = Carousel(0..<Int.max) { $0 }
        c.advance(by: -1)
        expectEqual(c.currentIndex, Int.max - 1)
        try c.scroll(toOffset: 1.6)
        expectEqual(c.nearestIndex, 0)
        try c.scroll(toOffset: 0.4)
        expectEqual(c.nearestIndex, Int.max - 2)
        let dots = try #require(try c.pageIndicator(maximumDots: 5, following: .nearest))
        expectEqual(dots.current, Int.max - 2)
        #expect(dots.dots == Int.max - 5..<Int.max)
        expectEqual(try c.pageIndicator(maximumDots: 5)?.current, Int.max - 1)
    }

    @Test("nearestIndex is progress rounded half up round the loop; the current item at rest")
    func roundsProgress() {
        Property.check(
            generate: { r -> (Int, Int, Double) in
                let n = Int.random(in: 2...9, using: &r)
                let offset = [
                    Double.random(in: 0.01...1.99, using: &r), 0.5, 1.5, 0.25, 1,
                ].randomElement(using: &r)!
                return (n, Int.random(in: 0..<n, using: &r), offset)
            }
        ) { (n, start, offset) throws(PropertyFailure) in
            var c = Carousel(Array(0..<n)) { $0 }
            c.advance(by: start)
            try requireEqual(c.nearestIndex, start, "at rest")
            _ = try requireNoError("scroll") { try c.scroll(toOffset: offset) }
            guard let progress = c.progress else { throw PropertyFailure(description: "empty") }
            let rounded = Int((progress + 0.5).rounded(.down)) % n
            try requireEqual(c.nearestIndex, rounded, "nearest at progress \(progress)")
            let indicator = try requireNoError("dots") {
                try c.pageIndicator(maximumDots: 4, following: .nearest)
            }
            try requireEqual(indicator?.current, rounded, "the dots following the nearest item")
            let committed = try requireNoError("dots") { try c.pageIndicator(maximumDots: 4) }
            try requireEqual(committed?.current, start, "the dots following the current item")
        }
    }

    @Test("the dot counts are checked whichever item the dots follow")
    func badDotCount() {
        let c = Carousel(Array(0..<3)) { $0 }
        for following in PageIndicator.Following.allCases {
            #expect(throws: CarouselError.invalidDotCount(0)) {
                try c.pageIndicator(maximumDots: 0, following: following)
            }
        }
    }
}
