import PropertyTesting
import Testing

@Suite("expectEqual, the macro-free `==` check the test targets share")
struct ExpectEqualTests {
    @Test("a difference is one issue at the caller's line, with both values and the comment")
    func failure() {
        let line = #line + 2
        withKnownIssue {
            expectEqual([1, 2], [1, 3], "after \(2) moves")
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "Expectation failed: [1, 2] == [1, 3]: after 2 moves"
            ]
                && issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileID == #fileID
        }
    }

    @Test("strings are quoted, as the macro quotes them, so that \"1\" and 1 differ in print")
    func quoting() {
        withKnownIssue {
            expectEqual("1", "2")
        } matching: { issue in
            issue.comments.map(\.rawValue) == [#"Expectation failed: "1" == "2""#]
        }
    }

    @Test("equal values record nothing, and the comment is not evaluated")
    func success() {
        expectEqual(
            Optional(3), 3,
            { () -> Comment in
                Issue.record("the comment was evaluated")
                return "unused"
            }())
    }
}
