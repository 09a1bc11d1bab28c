import Testing

/// `#expect(actual == expected)` as a plain function: the same check, a failure that shows both
/// values (with `String(reflecting:)`, as the macro does) and the comment, at the caller's line.
///
/// Why not the macro: each `#expect` expands at build time into a generic decomposition that the
/// type checker solves on its own; across the test targets' two thousand `==` checks that was a
/// quarter of a first `swift test`'s build. What the macro adds for `==`, the two operands'
/// source text, the failure's line already shows. Everything else (`!=`, `<`, `&&`, `throws:`,
/// exit tests, a plain condition) stays `#expect`.
public func expectEqual<Value: Equatable>(
    _ actual: Value, _ expected: Value, _ comment: @autoclosure () -> Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
) {
    guard let failure = equalityFailure(actual, expected, comment()) else { return }
    Issue.record(
        failure,
        sourceLocation: SourceLocation(
            fileID: fileID, filePath: filePath, line: line, column: column))
}

/// What ``expectEqual(_:_:_:fileID:filePath:line:column:)`` records, or nil when the values are
/// equal (the comment, an autoclosure there, is then never built).
public func equalityFailure<Value: Equatable>(
    _ actual: Value, _ expected: Value, _ comment: @autoclosure () -> Comment?
) -> Comment? {
    guard actual != expected else { return nil }
    let detail = comment().map { ": \($0.rawValue)" } ?? ""
    let values = "\(String(reflecting: actual)) == \(String(reflecting: expected))"
    return Comment(rawValue: "Expectation failed: \(values)\(detail)")
}
