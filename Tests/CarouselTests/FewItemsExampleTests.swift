import PropertyTesting
import Testing

@testable import Carousel

/// The few-items examples of the wide carousel, as the documentation states them: what each
/// position shows at position 0 and after one `next()`, and that move's events under each policy.
@Suite("Few items in a wide row")
struct FewItemsExampleTests {
    /// A row of `2 × neighbors + 1` positions over items `0..<count`.
    private func row(
        _ count: Int, neighbors: Int, _ fewItems: FewItemsRule, _ policy: ReusePolicy = .rebind
    ) throws -> Carousel<Range<Int>, Int> {
        try Carousel(0..<count, neighbors: neighbors, fewItems: fewItems, reusePolicy: policy) {
            $0
        }
    }

    @Test("five slots over three items, repeating: [1, 2, 0, 1, 2], then [2, 0, 1, 2, 0]")
    func fiveSlotsThreeItemsRepeating() throws {
        var carousel = try row(3, neighbors: 2, .repeating)
        expectEqual("\(carousel.window)", "[1, 2, 0, 1, 2]")
        expectEqual(
            "\(carousel.next())",
            "[moved next 0 → 1 (step 1, command), rebind slot 0 → 2, rebind slot 1 → 0, "
                + "rebind slot 2 → 1, rebind slot 3 → 2, rebind slot 4 → 0, offset reset to 1.0]")
        expectEqual("\(carousel.window)", "[2, 0, 1, 2, 0]")
        // Under rotate four slots keep an item they show (two show each of 1 and 2).
        var rotating = try row(3, neighbors: 2, .repeating, .rotate)
        expectEqual(
            "\(rotating.next())",
            "[moved next 0 → 1 (step 1, command), reorder slots 1 2 0 4 3, "
                + "rebind slot 3 → 0, offset reset to 1.0]")
    }

    @Test("five slots over three items, leaving empty: [none, 2, 0, 1, none]")
    func fiveSlotsThreeItemsLeavingEmpty() throws {
        var carousel = try row(3, neighbors: 2, .leavingEmpty)
        expectEqual("\(carousel.window)", "[none, 2, 0, 1, none]")
        expectEqual(
            "\(carousel.next())",
            "[moved next 0 → 1 (step 1, command), rebind slot 1 → 0, rebind slot 2 → 1, "
                + "rebind slot 3 → 2, offset reset to 1.0]")
        expectEqual("\(carousel.window)", "[none, 0, 1, 2, none]")
        // Every item stays on screen: rotate only reorders.
        var rotating = try row(3, neighbors: 2, .leavingEmpty, .rotate)
        expectEqual(
            "\(rotating.next())",
            "[moved next 0 → 1 (step 1, command), reorder slots 0 2 3 1 4, "
                + "offset reset to 1.0]")
    }

    @Test("seven slots over four items, repeating: [1, 2, 3, 0, 1, 2, 3]")
    func sevenSlotsFourItemsRepeating() throws {
        var carousel = try row(4, neighbors: 3, .repeating)
        expectEqual("\(carousel.window)", "[1, 2, 3, 0, 1, 2, 3]")
        expectEqual(carousel.next().count, 9)
        expectEqual("\(carousel.window)", "[2, 3, 0, 1, 2, 3, 0]")
        var rotating = try row(4, neighbors: 3, .repeating, .rotate)
        expectEqual(
            "\(rotating.next())",
            "[moved next 0 → 1 (step 1, command), reorder slots 1 2 3 0 5 6 4, "
                + "rebind slot 4 → 0, offset reset to 1.0]")
    }

    @Test("seven slots over four items, leaving empty: [none, none, 3, 0, 1, 2, none]")
    func sevenSlotsFourItemsLeavingEmpty() throws {
        var carousel = try row(4, neighbors: 3, .leavingEmpty)
        expectEqual("\(carousel.window)", "[none, none, 3, 0, 1, 2, none]")
        expectEqual(
            "\(carousel.next())",
            "[moved next 0 → 1 (step 1, command), rebind slot 2 → 0, rebind slot 3 → 1, "
                + "rebind slot 4 → 2, rebind slot 5 → 3, offset reset to 1.0]")
        expectEqual("\(carousel.window)", "[none, none, 0, 1, 2, 3, none]")
        var rotating = try row(4, neighbors: 3, .leavingEmpty, .rotate)
        expectEqual(
            "\(rotating.next())",
            "[moved next 0 → 1 (step 1, command), reorder slots 0 1 3 4 5 2 6, "
                + "offset reset to 1.0]")
    }

    @Test("one item shows only at the center under either rule, and next does nothing")
    func oneItem() throws {
        for fewItems in [FewItemsRule.repeating, .leavingEmpty] {
            var five = try row(1, neighbors: 2, fewItems)
            expectEqual("\(five.window)", "[none, none, 0, none, none]")
            #expect(five.next().isEmpty)
            expectEqual("\(five.window)", "[none, none, 0, none, none]")
            let seven = try row(1, neighbors: 3, fewItems)
            expectEqual("\(seven.window)", "[none, none, none, 0, none, none, none]")
        }
    }

    /// Issue 26: the doc comment of `window` said two items under `.leavingEmpty` show the other
    /// one on both sides; it shows it ahead only, as in a wider row.
    @Test("three slots over two items: [1, 0, 1] repeating, [none, 0, 1] leaving empty")
    func threeSlotsTwoItems() throws {
        expectEqual(Array(try row(2, neighbors: 1, .repeating).window), [1, 0, 1])
        expectEqual(Array(try row(2, neighbors: 1, .leavingEmpty).window), [nil, 0, 1])
    }

    @Test("two items: repeating alternates them, leaving empty shows the other one ahead only")
    func twoItems() throws {
        var five = try row(2, neighbors: 2, .repeating)
        expectEqual("\(five.window)", "[0, 1, 0, 1, 0]")
        five.next()
        expectEqual("\(five.window)", "[1, 0, 1, 0, 1]")
        var rotating = try row(2, neighbors: 2, .repeating, .rotate)
        expectEqual(
            "\(rotating.next())",
            "[moved next 0 → 1 (step 1, command), reorder slots 1 0 3 2 4, "
                + "rebind slot 4 → 1, offset reset to 1.0]")
        var seven = try row(2, neighbors: 3, .repeating)
        expectEqual("\(seven.window)", "[1, 0, 1, 0, 1, 0, 1]")
        seven.next()
        expectEqual("\(seven.window)", "[0, 1, 0, 1, 0, 1, 0]")

        var fiveEmpty = try row(2, neighbors: 2, .leavingEmpty)
        expectEqual("\(fiveEmpty.window)", "[none, none, 0, 1, none]")
        expectEqual(
            "\(fiveEmpty.next())",
            "[moved next 0 → 1 (step 1, command), rebind slot 2 → 1, rebind slot 3 → 0, "
                + "offset reset to 1.0]")
        expectEqual("\(fiveEmpty.window)", "[none, none, 1, 0, none]")
        var rotatingEmpty = try row(2, neighbors: 2, .leavingEmpty, .rotate)
        expectEqual(
            "\(rotatingEmpty.next())",
            "[moved next 0 → 1 (step 1, command), reorder slots 0 1 3 2 4, "
                + "offset reset to 1.0]")
        var sevenEmpty = try row(2, neighbors: 3, .leavingEmpty)
        expectEqual("\(sevenEmpty.window)", "[none, none, none, 0, 1, none, none]")
        sevenEmpty.next()
        expectEqual("\(sevenEmpty.window)", "[none, none, none, 1, 0, none, none]")
    }
}
