import PropertyTesting
import Testing

@Suite("expectEqual, the macro-free `==` check the test targets share")
struct ExpectEqualTests {
    @Test("a difference shows both values and the comment")
    func failure() {
        expectEqual(
            equalityFailure([1, 2], [1, 3], "after \(2) moves"),
            "Expectation failed: [1, 2] == [1, 3]: after 2 moves")
        expectEqual(equalityFailure(1, 2, nil), "Expectation failed: 1 == 2")
    }

    @Test("strings are quoted, as the macro quotes them, so that \"1\" and 1 differ in print")
    func quoting() {
        expectEqual(equalityFailure("1", "2", nil), #"Expectation failed: "1" == "2""#)
    }

    @Test("equal values fail nothing, and the comment is not built")
    func success() {
        var built = false
        #expect(
            equalityFailure(
                Optional(3), 3,
                { () -> Comment in
                    built = true
                    return "unused"
                }()) == nil)
        #expect(!built)
    }
}
